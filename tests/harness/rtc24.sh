# SPDX-License-Identifier: GPL-2.0
#
# rtc24.sh - the 2.4-style CMOS RTC fixture driver
# (tests/fixtures/legacy-drivers/rtc24), as the [build] phase built it
# (port-check --fix, then through compat, no other edit; its 2.4 void
# interrupt handler with a struct pt_regs * is left as it is and goes
# through compat's request_irq()), against the pc machine's emulated
# MC146818, in one boot with the kernel's rtc_cmos kept off it
# (initcall_blacklist=cmos_init) and the HPET off IRQ 8 (hpet=disable).
# The driver takes IRQ 8 and ports 0x70-0x71; one opener at a time; the
# time it reads is the host's year (QEMU's RTC starts at the host's UTC
# time); the update interrupt comes once a second (3 counted, each read
# flagged RTC_UF, not in less than 1.5 s) and the periodic one at the rate
# asked for (128 at 64 Hz, flagged RTC_PF, not in less than 1 s; both
# bounded by 60 s, as a loaded host is only ever slower); a non-blocking
# read with nothing pending is EAGAIN; a rate above 64 Hz is refused
# (EACCES) for uid 65534 and for the root of a user namespace, as 2.4's
# capable(CAP_SYS_RESOURCE) refused it to all but the real superuser, and
# granted to root; rmmod while open is refused, after the close the
# module unloads and IRQ 8 and the ports are free; a clean kernel log.
# RTC24_KO: another build of it, e.g. one broken on purpose.  Runs on the
# host; boots the guest once.
. "$KTAP_LIB"

FIXTURE=rtc24
. "${KTAP_LIB%/*}/fixture.sh"
ko=${RTC24_KO:-$(fixture_ko)}
fixture_plan 10 "$ko"

{
guest_lib
cat <<'EOF_GUEST'
R=/dev/rtc
KO=/lib/modules/$(uname -r)/extra/rtc24.ko
modprobe drvcompat && insmod $KO || exit 10
[ -c $R ] || mknod $R c 10 135
chmod 644 $R
echo "irq8 $(grep -c '^ *8:.* rtc$' /proc/interrupts)"
echo "ports $(grep -c ': rtc$' /proc/ioports)"
rtc-ctl $R open open2 time getirqp badioctl nbread uie:on count:3:10 \
	uie:off irqp:64 pie:on count:128:40 pie:off irqp:100 irqp:8192 \
	getirqp irqp:64 close
echo "nobody: $(runas 65534 65534 -- rtc-ctl $R open irqp:128 irqp:64 close | tr '\n' ' ')"
echo "userns root: $(runas 1234 5678 -- unshare -r rtc-ctl $R open irqp:128 close | tr '\n' ' ')"
# unload while open
rmmod_open rtc24 rtc-ctl $R open uie:on hold:/tmp/release count:2:10 close
echo "after rmmod: irq8 $(grep -c '^ *8:.* rtc$' /proc/interrupts) ports $(grep -c ': rtc$' /proc/ioports)"
dmesg | grep -E 'BUG:|WARNING:|Oops|Call Trace' | head -n 5 | sed 's/^/dmesg: /'
exit 0
EOF_GUEST
} > "$tmp/guest.sh"

year=$(date -u +%Y)
guest_runs rtc24 "the guest ran it" --module "$ko" \
	--append "initcall_blacklist=cmos_init hpet=disable"

# want DESC LINE...: each LINE among the guest's lines
want()
{
	wants rtc24 "$@"
}

# within NAME MIN: the "count N reads R ms M empty E" line of NAME's count
# step took at least MIN ms and at most 60 s (E: interrupts that found
# register C acknowledged, rtc-ctl's count(); a few are QEMU's, more fail
# in rtc-ctl)
within()
{
	_ms=$(sed -n "$1" "$tmp/out" | sed -n 's/^count .* ms \([0-9]*\) empty [0-9]*$/\1/p')
	[ -n "$_ms" ] && [ "$_ms" -ge "$2" ] && [ "$_ms" -le 60000 ]
}

want "takes IRQ 8 (through compat's request_irq()) and ports 0x70-0x71" \
	"irq8 1" "ports 1"
if grep -q "^time $year-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9]\$" "$tmp/out"; then
	ktap_ok "rtc24: RTC_RD_TIME reads the host's year ($year)"
else
	ktap_fail "rtc24: RTC_RD_TIME reads the host's year ($year)" "$(grep '^time' "$tmp/out")"
fi
want "one opener at a time; the rate is 64 Hz; unknown ioctl EINVAL; nothing pending: EAGAIN" \
	"open ok" "open2 EBUSY" "getirqp 64" "badioctl EINVAL" "nbread EAGAIN"
_uf=$(grep -n '^count' "$tmp/out" | head -n 1)
if [ "$(echo "$_uf" | sed 's/^[0-9]*:count \([0-9]*\) .*/\1/')" -ge 3 ] 2>/dev/null &&
   within "$(echo "$_uf" | cut -d: -f1)p" 1500; then
	ktap_ok "rtc24: update interrupts, once a second: 3 counted, each flagged RTC_UF (${_uf#*:})"
else
	ktap_fail "rtc24: update interrupts, once a second" "got: ${_uf:-nothing}"
fi
_pf=$(grep -n '^count' "$tmp/out" | sed -n 2p)
if [ "$(echo "$_pf" | sed 's/^[0-9]*:count \([0-9]*\) .*/\1/')" -ge 128 ] 2>/dev/null &&
   within "$(echo "$_pf" | cut -d: -f1)p" 1000; then
	ktap_ok "rtc24: periodic interrupts at 64 Hz: 128 counted, each flagged RTC_PF (${_pf#*:})"
else
	ktap_fail "rtc24: periodic interrupts at 64 Hz" "got: ${_pf:-nothing}"
fi
want "rates: not a power of two EINVAL, 8192 Hz for root" \
	"irqp:100 EINVAL" "irqp:8192 0" "getirqp 8192" "irqp:64 0"
want "above 64 Hz is refused to uid 65534 and to a user namespace's root (EACCES), 64 Hz is not" \
	"nobody: open ok irqp:128 EACCES irqp:64 0 close 0 " \
	"userns root: open ok irqp:128 EACCES close 0 "
want "rmmod while open is refused, after the close it unloads and frees IRQ 8 and the ports" \
	"rmmod open: refused" "rmmod closed: ok" "after rmmod: irq8 0 ports 0"
clean_log rtc24
ktap_done
