# SPDX-License-Identifier: GPL-2.0
#
# kmemleak-scan.sh - guest side: ask kmemleak for a scan and fail on any
# unreferenced object it reports.  POSIX sh (busybox ash), KTAP v1.
#
#   sh kmemleak-scan.sh           one test: no leak reported after a scan
#   sh kmemleak-scan.sh --clear   one test: forget what is suspected so far
#                                 (tests/lib/run-suites -k runs it before
#                                 the suites, so that only leaks made by
#                                 the tests are reported after them)
#
# kmemleak only reports objects older than about 5 s, and an object must
# stay unreferenced across a scan to be reported, so the scan is done
# twice with a pause in between, as Documentation/dev-tools/kmemleak.rst
# recommends.  --clear scans the same way first: "clear" only greys the
# objects a scan has already reported (mm/kmemleak.c, kmemleak_clear()),
# so without the scans it would forget nothing made since the last
# automatic scan.  The test is skipped on a kernel without CONFIG_DEBUG_KMEMLEAK
# (such as Debian's), and debugfs is unmounted again if it was mounted here.
. "$KTAP_LIB"

KMEMLEAK=/sys/kernel/debug/kmemleak
mode=scan
[ "${1:-}" = --clear ] && mode=clear

ktap_plan 1

mounted=
if [ ! -e "$KMEMLEAK" ] && ! grep -q '^[^ ]* /sys/kernel/debug debugfs ' /proc/mounts; then
	if grep -qw debugfs /proc/filesystems &&
	   mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null; then
		mounted=1
	fi
fi

finish()
{
	[ -n "$mounted" ] && umount /sys/kernel/debug
	ktap_done
}

if [ "$mode" = clear ]; then
	desc="kmemleak: suspected leaks so far cleared"
else
	desc="kmemleak: no unreferenced objects after a scan"
fi

if [ ! -e "$KMEMLEAK" ]; then
	if grep -qw debugfs /proc/filesystems; then
		ktap_skip "$desc" "this kernel has no kmemleak (CONFIG_DEBUG_KMEMLEAK is off)"
	else
		ktap_skip "$desc" "this kernel has no debugfs, so no kmemleak"
	fi
	finish
fi

if ! echo scan > "$KMEMLEAK" 2>/dev/null; then
	dmesg | grep -i kmemleak | tail -n 5 | sed 's/^/# /'
	ktap_fail "$desc" "writing 'scan' to $KMEMLEAK failed (kmemleak disabled?)"
	finish
fi
# kmemleak's minimum object age, not a wait for a result
sleep 5
echo scan > "$KMEMLEAK" 2>/dev/null
report=$(cat "$KMEMLEAK" 2>/dev/null)

if [ "$mode" = clear ]; then
	n=$(printf '%s\n' "$report" | grep -c '^unreferenced object')
	if echo clear > "$KMEMLEAK" 2>/dev/null; then
		ktap_ok "$desc ($n reported before the suites, not blamed on them)"
	else
		dmesg | grep -i kmemleak | tail -n 5 | sed 's/^/# /'
		ktap_fail "$desc" "writing 'clear' to $KMEMLEAK failed (kmemleak disabled?)"
	fi
	finish
fi
if [ -z "$report" ]; then
	ktap_ok "$desc"
else
	n=$(printf '%s\n' "$report" | grep -c '^unreferenced object')
	printf '%s\n' "$report" | head -n 60 | sed 's/^/# /'
	ktap_fail "$desc" "kmemleak reports $n unreferenced object(s)"
fi
finish
