# SPDX-License-Identifier: GPL-2.0
#
# compat-devnum: a legacy driver sees minors >= 256 correctly through
# iminor(), MINOR(inode->i_rdev), minor() and kdev_t: compat_test owns
# minors 0..511 of its major and reports what it saw on open.
. "$KTAP_LIB"

ktap_plan 5

ktap_check "modprobe compat_test" modprobe compat_test
major=$(cat /sys/module/compat_test/parameters/major 2>/dev/null)

seen()	# MINOR: what the driver saw when /tmp/compat-devnum-MINOR was opened
{
	rm -f "/tmp/compat-devnum-$1"
	mknod "/tmp/compat-devnum-$1" c "$major" "$1" &&
		cat "/tmp/compat-devnum-$1"
	rm -f "/tmp/compat-devnum-$1"
}

for m in 300 511 5; do
	want="iminor=$m imajor=$major MINOR=$m minor=$m kdev_minor=$m"
	got=$(seen "$m" 2>&1)
	if [ "$got" = "$want" ]; then
		ktap_ok "minor $m: iminor/MINOR/minor()/kdev_t all say $m"
	else
		ktap_fail "minor $m: iminor/MINOR/minor()/kdev_t all say $m" "got: $got"
	fi
done

if rmmod compat_test && rmmod drvcompat; then
	ktap_ok "rmmod compat_test drvcompat"
else
	ktap_fail "rmmod compat_test drvcompat"
fi

ktap_done
