# SPDX-License-Identifier: GPL-2.0
#
# ibwdt.sh - the 2.4-style IB700 watchdog fixture driver
# (tests/fixtures/legacy-drivers/ibwdt), as the [build] phase built it
# (port-check --fix, then through compat, no other edit), against QEMU's
# emulated IB700 (-device ib700), with QEMU told to log, not reset, when
# the watchdog fires (-action watchdog=debug: "watchdog: timer fired" on
# QEMU's stderr, run-guest's qemu.log).  One boot, three phases:
#   1. feed and the magic close: one opener at a time (a second gets
#      EBUSY), the ioctls (identity, status, the timeout table, keepalive,
#      an unknown one), write() feeds, pwrite() is refused (ESPIPE), 11 s of
#      writes one second apart with a 10 s timeout, then 'V' and close:
#      the card is stopped, and 12 s later it still has not fired;
#   2. rmmod while the node is open is refused, after the close it works
#      and the module loads again;
#   3. the unexpected close: a 2 s timeout, a write without 'V', close: the
#      driver says "closed unexpectedly" and the card fires, seen host-side.
# Host-side, QEMU's log has exactly one firing: a second would mean phase
# 1's feeding or magic close did not hold, none that phase 3's did not arm.
# The unedited fixture does not build through compat (2.4's .ioctl member
# is gone from file_operations) and would fail every write() (its ppos
# check, porting-guide/ppos.md): only the --fix output runs here.
# Runs on the host; boots the guest once.
. "$KTAP_LIB"

: "${DRVCOMPAT_KTREE:=$(BUILD="$BUILD" sh -c '. scripts/lib.sh; ktree')}"
tmp=$BUILD/harness-ibwdt
logs=$tmp/guest
rm -rf "$tmp"
mkdir -p "$tmp"

ktap_plan 9

# (IBWDT_KO: another build of it, e.g. one broken on purpose)
ko=${IBWDT_KO:-$DRVCOMPAT_KTREE/src/legacy-drivers/ibwdt/ibwdt.ko}
if [ ! -f "$ko" ]; then
	for i in 1 2 3 4 5 6 7 8 9; do
		ktap_skip "ibwdt: case $i of 9" "not built (see tests/host/legacy-drivers.sh)"
	done
	ktap_done
	exit 0
fi

cat > "$tmp/guest.sh" <<'EOF'
W=/dev/watchdog
KO=/lib/modules/$(uname -r)/extra/ibwdt.ko
modprobe drvcompat && insmod $KO || exit 10
[ -c $W ] || mknod $W c 10 130
echo "ioports $(grep -c 'IB700 WDT' /proc/ioports)"
base=$(dmesg | wc -l)
# 1. feed and the magic close (timeout 10 s)
wdt-ctl $W open open2 ident status settimeout:10 gettimeout keepalive \
	write:x pwrite:x badioctl feed:12:1000 write:V close
sleep 12
echo "after magic close: $(dmesg | tail -n +$((base + 1)) | grep -c 'closed unexpectedly') unexpected"
# 2. unload while open
wdt-ctl $W open write:V sleep:3000 close > /tmp/held &
held=$!
i=0
while ! grep -q '^open' /tmp/held && [ $i -lt 300 ]; do
	sleep 0.1
	i=$((i + 1))
done
if rmmod ibwdt 2>/dev/null; then echo "rmmod open: unloaded"; else echo "rmmod open: refused"; fi
wait $held
cat /tmp/held
if rmmod ibwdt; then echo "rmmod closed: ok"; else echo "rmmod closed: refused"; fi
echo "ioports after rmmod $(grep -c 'IB700 WDT' /proc/ioports)"
insmod $KO || exit 11
base=$(dmesg | wc -l)
# 3. the unexpected close (timeout 2 s); the card fires while we sleep
wdt-ctl $W open settimeout:2 write:x close
sleep 10
echo "after unexpected close: $(dmesg | tail -n +$((base + 1)) | grep -c 'closed unexpectedly') unexpected"
rmmod ibwdt || exit 12
dmesg | grep -E 'BUG:|WARNING:|Oops|Call Trace' | head -n 5 | sed 's/^/dmesg: /'
exit 0
EOF

RUN_GUEST_LOGS=$logs scripts/run-guest -q --device ib700 --module "$ko" \
	--qemu-opt -action --qemu-opt watchdog=debug \
	--file "$tmp/guest.sh:/tmp/ibwdt.sh" --timeout 600 \
	-- sh /tmp/ibwdt.sh > "$tmp/out" 2> "$tmp/err"
rc=$?
sed 's/^/# guest: /' "$tmp/out"
if [ "$rc" -ne 0 ]; then
	sed 's/^/# stderr: /' "$tmp/err" | tail -n 10
	ktap_fail "ibwdt: the guest ran the three phases" "exit $rc"
else
	ktap_ok "ibwdt: the guest ran the three phases"
fi

# want DESC LINE...: each LINE, in this order, among the guest's lines
want()
{
	_d=$1
	shift
	_missing=
	for _l in "$@"; do
		grep -qxF -- "$_l" "$tmp/out" || _missing="$_missing [$_l]"
	done
	if [ -z "$_missing" ]; then
		ktap_ok "ibwdt: $_d"
	else
		ktap_fail "ibwdt: $_d" "missing:$_missing"
	fi
}

want "claims its two ports (request_region)" "ioports 2"
want "one opener at a time; identity, status and the 2.4 timeout table" \
	"open ok" "open2 EBUSY" "ident options 0x8180 IB700 WDT" \
	"status val 0" "settimeout 0 val 10" "gettimeout val 10" \
	"keepalive 0"
want "write() feeds it; pwrite() is refused; an unknown ioctl is ENOTTY" \
	"write 1" "pwrite ESPIPE" "badioctl ENOTTY" "feed 12"
want "the magic close: no complaint, and no firing in the 12 s after" \
	"after magic close: 0 unexpected"
want "rmmod while open is refused, after the close it unloads and frees the ports" \
	"rmmod open: refused" "rmmod closed: ok" "ioports after rmmod 0"
want "a close without 'V' leaves it running (\"closed unexpectedly\")" \
	"after unexpected close: 1 unexpected"

fired=$(grep -c '^watchdog: timer fired' "$logs/last/qemu.log" 2>/dev/null)
ktap_same "ibwdt: QEMU saw the watchdog fire exactly once (host side)" \
	"${fired:-0}" 1
if [ "$rc" -ne 0 ]; then
	ktap_fail "ibwdt: a clean kernel log" "not reached (exit $rc)"
elif grep -q '^dmesg: ' "$tmp/out"; then
	ktap_fail "ibwdt: a clean kernel log" "$(grep '^dmesg: ' "$tmp/out" | head -n 1)"
else
	ktap_ok "ibwdt: a clean kernel log"
fi
ktap_done
