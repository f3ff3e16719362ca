# SPDX-License-Identifier: GPL-2.0
#
# compat-irq: the 2.4 request_irq() flags through compat.  compat_task
# computes SA_SHIRQ | SA_INTERRUPT | SA_SAMPLE_RANDOM, which must be
# IRQF_SHARED (0x80) alone on this kernel, and with irq=N requests line N
# with it at load (a shared request on a line no driver uses; its handler
# returns IRQ_NONE) and frees it at unload: /proc/interrupts shows it
# exactly while the module is loaded.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 5

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
	ktap_done
fi
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
ktap_done
