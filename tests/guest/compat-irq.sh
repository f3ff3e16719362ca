# SPDX-License-Identifier: GPL-2.0
#
# compat-irq: the 2.4 request_irq() flags through compat.  compat_task
# computes SA_SHIRQ | SA_INTERRUPT | SA_SAMPLE_RANDOM, which must be
# IRQF_SHARED (0x80) alone on this kernel, and with irq=N requests line N
# with it at load (a shared request on a line no driver uses; its handler
# returns IRQ_NONE) and frees it at unload: /proc/interrupts shows it
# exactly while the module is loaded.
# Then the handler forms of 2.4 (void, struct pt_regs *) and 2.6.18
# (irqreturn_t, struct pt_regs *), requested unchanged through compat's
# request_irq() by compat_irq on one shared software line (the dummy irq
# chip), each with its own dev_id: raised 50 times on every CPU in hard
# interrupt context and 50 times from process context, each handler is
# called every time with its irq and dev_id, with the entry's regs in
# hard interrupt context and NULL otherwise; the kernel's free_irq() and
# a second request work (the new request is the one called), and unload
# leaves nothing in /proc/interrupts.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 11

P=/sys/module/compat_task/parameters
IRQF_SHARED=128

# a legacy line nobody has requested (the guest's serial, timer, keyboard,
# RTC, ACPI and disk lines are in use).  Only a PC has them: elsewhere
# (arm64's virt machine) Linux IRQ numbers are virtual, and requesting an
# unmapped one WARNs, so the request cases are skipped there.
line=
nolines="no free legacy line"
case $(uname -m) in
x86_64 | i?86)
	for n in 5 7 10 11 3 6 9 12 13 14 15; do
		grep -q "^ *$n:" /proc/interrupts || { line=$n; break; }
	done
	;;
*)
	nolines="no legacy ISA interrupt lines on $(uname -m)"
	;;
esac

if ! modprobe compat_task irq="${line:--1}"; then
	ktap_fail "modprobe compat_task irq=$line"
	for i in 2 3 4 5; do ktap_skip "irq case $i" "compat_task not loaded"; done
else
ktap_same "SA_SHIRQ | SA_INTERRUPT | SA_SAMPLE_RANDOM is IRQF_SHARED" \
	"$(cat $P/irq_flags)" "$IRQF_SHARED"
if [ -z "$line" ]; then
	ktap_skip "request_irq() of a free line with the 2.4 flags succeeds" "$nolines"
	ktap_skip "/proc/interrupts lists compat_task on it" "$nolines"
else
	ktap_same "request_irq($line) with the 2.4 flags succeeds" "$(cat $P/irq_result)" 0
	if grep -q "^ *$line:.* compat_task\$" /proc/interrupts; then
		ktap_ok "/proc/interrupts lists compat_task on line $line"
	else
		ktap_fail "/proc/interrupts lists compat_task on line $line" \
			"$(grep "^ *$line:" /proc/interrupts)"
	fi
fi
unloads compat_task
if grep -q 'compat_task$' /proc/interrupts; then
	ktap_fail "free_irq() at unload: compat_task is gone from /proc/interrupts"
else
	ktap_ok "free_irq() at unload: compat_task is gone from /proc/interrupts"
fi
fi

# -- the old handler forms ----------------------------------------------------
P=/sys/module/compat_irq/parameters
modprobe_case "irq handler" "modprobe compat_irq (2.4 and 2.6.18 handlers through request_irq())" compat_irq
cpus=$(grep -c '^processor' /proc/cpuinfo)
n=50
calls=$((n * (cpus + 1)))
hard_all=$((n * cpus))
echo $n > $P/fire
res=$(cat $P/result)
want="24: $calls $calls $calls 26: $calls $calls $calls"
hard=${res##*hard }
case $hard in
"$hard_all $hard_all" | "0 0") ktap_diag "calls in hard interrupt context: $hard" ;;
*) want="$want hard $hard_all $hard_all or 0 0" ;;
esac
ktap_same "each handler called $calls times ($n on each of $cpus CPUs and $n in process context), right irq and dev_id, the entry's regs in hard interrupt context and NULL elsewhere" \
	"${res% hard *}" "$want"
irq=$(cat $P/irq)
if grep -q "^ *$irq:.* compat_irq24, compat_irq26\$" /proc/interrupts; then
	ktap_ok "/proc/interrupts lists both on line $irq"
else
	ktap_fail "/proc/interrupts lists both on line $irq" "$(grep "^ *$irq:" /proc/interrupts)"
fi
echo 1 > $P/again && echo $n > $P/fire
res=$(cat $P/result)
ktap_same "after free_irq() and a second request_irq(): the same calls" \
	"${res% hard *}" "$want"
unloads compat_irq
if grep -q 'compat_irq2[46]' /proc/interrupts; then
	ktap_fail "nothing of compat_irq left in /proc/interrupts"
else
	ktap_ok "nothing of compat_irq left in /proc/interrupts"
fi
ktap_done
