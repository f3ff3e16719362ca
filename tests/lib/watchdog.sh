# SPDX-License-Identifier: GPL-2.0
#
# watchdog.sh - the run of a 2.4-style watchdog fixture driver
# (tests/fixtures/legacy-drivers/<name>), as the [build] phase built it
# (port-check --fix, then through compat, no other edit), against QEMU's
# emulation of its card, with QEMU told to log, not reset, when the
# watchdog fires (-action watchdog=debug: "watchdog: timer fired" on
# QEMU's stderr, run-guest's qemu.log); it sources tests/lib/fixture.sh.
# Sourced by tests/harness/ibwdt.sh
# and esbwdt.sh after ktap.sh and after setting WDT, the module's name
# (ibwdt, also the tests' prefix); then they set
#   WDT_KO     its .ko (below $DRVCOMPAT_KTREE, which this file sets)
#   WDT_IDENT  the line wdt-ctl's "ident" step prints
#   WDT_RES_FILE, WDT_RES_NAME, WDT_RES_COUNT: /proc/WDT_RES_FILE has
#              WDT_RES_COUNT lines naming WDT_RES_NAME while the driver is
#              loaded (its ports, its memory), none after
#   WDT_EXTRA  optional: shell lines the guest runs after phase 1, and
#   WDT_WANTS  a function of more checks, WDT_NEXTRA how many
# and call wdt_run with run-guest's device options.  One boot, three phases:
#   1. feed and the magic close: one opener at a time (a second gets
#      EBUSY), the ioctls (identity, status, the timeout, keepalive, an
#      unknown one), write() feeds, pwrite() is refused (ESPIPE), 11 s of
#      writes one second apart with a 10 s timeout, then 'V' and close:
#      the card is stopped, and 12 s later it still has not fired;
#   2. rmmod while the node is open is refused, after the close it works,
#      the resources are free, and the module loads again;
#   3. the unexpected close: a 2 s timeout, a write without 'V', close: the
#      driver says so and the card fires, seen host-side.
# Host-side, QEMU's log has exactly one firing: a second would mean phase
# 1's feeding or magic close did not hold, none that phase 3's did not arm.
# The unedited fixtures do not build through compat (2.4's .ioctl member
# is gone from file_operations) and would fail every write() (their ppos
# check, porting-guide/ppos.md): only the --fix output runs here.

FIXTURE=$WDT
. "${KTAP_LIB%/*}/fixture.sh"

# wdt_want DESC LINE...: each LINE among the guest's lines
wdt_want()
{
	wants "$WDT" "$@"
}

# wdt_run RUN-GUEST-OPTION...: boot, run the three phases, check
wdt_run()
{
	fixture_plan $((9 + ${WDT_NEXTRA:-0})) "$WDT_KO"
	{
		guest_lib
		echo "W=/dev/watchdog"
		echo "M=$WDT"
		echo "RES='$WDT_RES_NAME'"
		echo "RFILE=/proc/$WDT_RES_FILE"
		cat <<'EOF_GUEST'
KO=$(find /lib/modules -name "$M.ko" | head -n 1)
modprobe drvcompat && insmod $KO || exit 10
[ -c $W ] || mknod $W c 10 130
echo "resources $(grep -c "$RES" $RFILE)"
base=$(dmesg | wc -l)
# 1. feed and the magic close (timeout 10 s)
wdt-ctl $W open open2 ident status settimeout:10 gettimeout keepalive \
	write:x pwrite:x badioctl feed:12:1000 write:V close
sleep 12
echo "after magic close: $(dmesg | tail -n +$((base + 1)) | grep -ci 'unexpected') unexpected"
EOF_GUEST
		printf '%s\n' "${WDT_EXTRA:-}"
		cat <<'EOF_GUEST'
# 2. unload while open
rmmod_open $M wdt-ctl $W open write:V hold:/tmp/release close
echo "resources after rmmod $(grep -c "$RES" $RFILE)"
insmod $KO || exit 11
base=$(dmesg | wc -l)
# 3. the unexpected close (timeout 2 s); the card fires while we sleep
wdt-ctl $W open settimeout:2 write:x close
sleep 10
echo "after unexpected close: $(dmesg | tail -n +$((base + 1)) | grep -ci 'unexpected') unexpected"
rmmod $M || exit 12
dmesg | grep -E 'BUG:|WARNING:|Oops|Call Trace' | head -n 5 | sed 's/^/dmesg: /'
exit 0
EOF_GUEST
	} > "$tmp/guest.sh"

	guest_runs "$WDT" "the guest ran the three phases" "$@" \
		--module "$WDT_KO" --qemu-opt -action --qemu-opt watchdog=debug

	wdt_want "claims its resources ($WDT_RES_NAME in /proc/$WDT_RES_FILE)" \
		"resources $WDT_RES_COUNT"
	wdt_want "one opener at a time; identity, status and the timeout" \
		"open ok" "open2 EBUSY" "$WDT_IDENT" \
		"status val 0" "settimeout 0 val 10" "gettimeout val 10" \
		"keepalive 0"
	wdt_want "write() feeds it; pwrite() is refused; an unknown ioctl is ENOTTY" \
		"write 1" "pwrite ESPIPE" "badioctl ENOTTY" "feed 12"
	wdt_want "the magic close: no complaint, and no firing in the 12 s after" \
		"after magic close: 0 unexpected"
	[ -z "${WDT_WANTS:-}" ] || "$WDT_WANTS"
	wdt_want "rmmod while open is refused, after the close it unloads and frees its resources" \
		"rmmod open: refused" "rmmod closed: ok" "resources after rmmod 0"
	wdt_want "a close without 'V' leaves it running (\"unexpected\")" \
		"after unexpected close: 1 unexpected"

	_fired=$(grep -c '^watchdog: timer fired' "$logs/last/qemu.log" 2>/dev/null)
	ktap_same "$WDT: QEMU saw the watchdog fire exactly once (host side)" \
		"${_fired:-0}" 1
	clean_log "$WDT"
	ktap_done
}
