# SPDX-License-Identifier: GPL-2.0
#
# boot.sh - the build-boot-test loop itself: the guest runs the target
# kernel, modprobe finds our modules through depmod, a char device made
# with mknod from /proc/devices round-trips data, and rmmod cleans up; and
# the guest has the two CPUs the contention tests need (run-guest's
# default), which they would otherwise skip.
. "$KTAP_LIB"

ktap_plan 9

if [ "$(uname -r)" = "$KVER" ]; then
	ktap_ok "guest runs the target kernel $KVER"
else
	ktap_fail "guest runs the target kernel $KVER" "uname -r says $(uname -r)"
fi

ncpu=$(grep -c '^processor' /proc/cpuinfo)
if [ "$ncpu" -ge 2 ]; then
	ktap_ok "two CPUs or more are online ($ncpu)"
else
	ktap_fail "two CPUs or more are online ($ncpu)" "the kernel found one; the tests of two CPUs at once would skip"
fi

ktap_check "devtmpfs is mounted on /dev" \
	sh -c 'grep -q "^devtmpfs /dev devtmpfs" /proc/mounts && [ -c /dev/null ]'

ktap_check "depmod indexed harness_chr" \
	grep -q 'extra/harness_chr.ko:' "/lib/modules/$KVER/modules.dep"

ktap_check "modprobe harness_chr" modprobe harness_chr

major=$(awk '$2 == "harness_chr" { print $1 }' /proc/devices)
if [ -n "$major" ]; then
	ktap_ok "harness_chr has a major in /proc/devices ($major)"
else
	ktap_fail "harness_chr has a major in /proc/devices"
fi

rm -f /tmp/hchr
msg="written at $(date +%s) through mknod"
if [ -n "$major" ] && mknod /tmp/hchr c "$major" 0 &&
   printf '%s' "$msg" > /tmp/hchr && [ "$(cat /tmp/hchr)" = "$msg" ]; then
	ktap_ok "mknod node round-trips a write and a read"
else
	ktap_fail "mknod node round-trips a write and a read"
fi
rm -f /tmp/hchr

ktap_check "rmmod harness_chr" rmmod harness_chr

if grep -qw harness_chr /proc/devices || grep -q '^harness_chr ' /proc/modules; then
	ktap_fail "unload removed the module and its major"
else
	ktap_ok "unload removed the module and its major"
fi

ktap_done
