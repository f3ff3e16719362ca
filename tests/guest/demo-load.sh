# SPDX-License-Identifier: GPL-2.0
#
# demo-load.sh - loading the demo drivers: modprobe (drvcompat.ko comes in
# through depmod for the legacy one), a dynamic major in /proc/devices,
# nodes made with mknod, the devtmpfs nodes (legacy: the compat devfs
# shim; port: a device class), minor 300 (port only), ENXIO for a minor
# the driver does not serve, a forced major via the module parameter,
# out-of-range majors refused with a message, demo-ctl refusing numbers
# that do not fit, and a clean unload.  Runs against demo (the port)
# and demo_legacy (the 2.4 original built through compat) in turn.
#
# Unloading is `rmmod MOD`, not `modprobe -r MOD`: modprobe -r would also
# unload drvcompat.ko, whose exit cleans up whatever devfs nodes a legacy
# driver left behind, and so hide a driver that does not clean up after
# itself.  drvcompat.ko is unloaded once, at the end, if the suite loaded
# it.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

NODES=/tmp/demo-nodes
FORCED_MAJOR=60		# "local/experimental use" in devices.txt

is_port() { [ "$1" = demo ]; }
devnum() { stat -c '%t:%T' "$1" 2>/dev/null; }
hexdev() { printf '%x:%x' "$1" "$2"; }

mknodes()
{
	mkdir -p "$NODES" &&
	mknod "$NODES/$1-buf" c "$2" 0 &&
	mknod "$NODES/$1-table" c "$2" 1 &&
	mknod "$NODES/$1-ctl" c "$2" 2 &&
	mknod "$NODES/$1-wide" c "$2" 300
}

# devtmpfs_ok MOD MAJOR: /dev/MOD-* exist with the right numbers
devtmpfs_ok()
{
	for _n in buf:0 table:1 ctl:2; do
		[ -c "/dev/$1-${_n%:*}" ] || { echo "no /dev/$1-${_n%:*}"; return 1; }
		[ "$(devnum "/dev/$1-${_n%:*}")" = "$(hexdev "$2" "${_n#*:}")" ] ||
			{ echo "/dev/$1-${_n%:*} is $(devnum "/dev/$1-${_n%:*}")"; return 1; }
	done
	if is_port "$1"; then
		[ -d /sys/class/demo ] || { echo "no /sys/class/demo"; return 1; }
		[ "$(devnum /dev/demo-wide)" = "$(hexdev "$2" 300)" ] ||
			{ echo "/dev/demo-wide is $(devnum /dev/demo-wide)"; return 1; }
	fi
	return 0
}

# gone MOD: module, major, devtmpfs nodes and class entries (port: the
# demo class; legacy: its entries in compat's drvcompat_devfs class) are
# all gone; prints what is left otherwise
gone()
{
	! grep -q "^$1 " /proc/modules || { echo "$1 is still loaded"; return 1; }
	[ -z "$(major_of "$1")" ] ||
		{ echo "major $(major_of "$1") is still registered"; return 1; }
	for _n in buf table ctl wide; do
		[ ! -e "/dev/$1-$_n" ] || { echo "/dev/$1-$_n is left"; return 1; }
	done
	[ ! -e "/sys/class/$1" ] || { echo "/sys/class/$1 is left"; return 1; }
	_left=$(for e in /sys/class/drvcompat_devfs/"$1"-*; do [ -e "$e" ] && echo "${e##*/}"; done)
	[ -z "$_left" ] ||
		{ echo "left in /sys/class/drvcompat_devfs:" $_left; return 1; }
}

# unload_own MOD: rmmod MOD alone; drvcompat.ko stays loaded (the legacy
# driver uses it), so gone checks the driver's own cleanup
unload_own()
{
	/sbin/rmmod "$1" || return 1
	if ! is_port "$1" && [ ! -d /sys/module/drvcompat ]; then
		echo "drvcompat.ko went away with $1: the check would prove nothing"
		return 1
	fi
	gone "$1"
}

# refused_major MOD N: modprobe MOD major=N fails with EINVAL, leaves
# nothing behind, and the kernel log of the attempt names N
refused_major()
{
	_mark="demo-load: modprobe $1 major=$2 ($$ $(date +%s))"
	echo "$_mark" > /dev/kmsg
	if _out=$(modprobe "$1" major="$2" 2>&1); then
		echo "major=$2 was accepted: $(grep " $1\$" /proc/devices)"
		/sbin/rmmod "$1"
		return 1
	fi
	echo "$_out" | grep -q 'Invalid argument' ||
		{ echo "modprobe: $_out (want EINVAL)"; return 1; }
	gone "$1" || return 1
	_log=$(dmesg | sed -n "\|$_mark|,\$p" | sed 1d | grep -F -- "$2" |
	       grep -F "$1")
	[ -n "$_log" ] || { echo "no kernel message names major $2"; return 1; }
	echo "$_log"
}

# bad_number CMD N: demo-ctl refuses N for CMD (exit 126, with a message)
bad_number()
{
	_out=$(demo-ctl "$NODES/$mod-ctl" "$1" "$2" 2>&1)
	_rc=$?
	[ "$_rc" -eq 126 ] && echo "$_out" | grep -q "not a number" ||
		{ echo "demo-ctl $1 '$2': exit $_rc: $_out"; return 1; }
}

had_compat=
[ -d /sys/module/drvcompat ] && had_compat=1

ktap_plan 27

for mod in demo demo_legacy; do
	ktap_diag "--- $mod ---"
	ktap_check "$mod: modprobe $mod" modprobe "$mod"

	deps=$(modinfo -F depends "$mod" 2>/dev/null)
	if is_port "$mod"; then
		if [ -z "$deps" ]; then
			ktap_ok "$mod: the port needs no drvcompat.ko"
		else
			ktap_fail "$mod: the port needs no drvcompat.ko" "depends: $deps"
		fi
	else
		if echo ",$deps," | grep -q ',drvcompat,' && [ -d /sys/module/drvcompat ]; then
			ktap_ok "$mod: modprobe pulled in drvcompat.ko through depmod"
		else
			ktap_fail "$mod: modprobe pulled in drvcompat.ko through depmod" \
				"depends: '$deps'"
		fi
	fi

	major=$(major_of "$mod")
	if [ -n "$major" ] && [ "$major" -gt 0 ]; then
		ktap_ok "$mod: dynamic major $major in /proc/devices"
	else
		ktap_fail "$mod: dynamic major in /proc/devices" "$(cat /proc/devices)"
		major=0
	fi

	ktap_check "$mod: devtmpfs nodes /dev/$mod-* carry the driver's numbers" \
		devtmpfs_ok "$mod" "$major"

	rm -f "$NODES/$mod"-*
	if mknodes "$mod" "$major" &&
	   grep -q '^backend: none' "$NODES/$mod-ctl" &&
	   printf 'via mknod' > "$NODES/$mod-buf" &&
	   [ "$(cat "$NODES/$mod-buf")" = 'via mknod' ]; then
		ktap_ok "$mod: nodes made with mknod from /proc/devices work"
	else
		ktap_fail "$mod: nodes made with mknod from /proc/devices work"
	fi

	if ! is_port "$mod"; then
		ktap_skip "$mod: minor 300 reached via iminor()" \
			"port only: the 2.4 dev_t has 8-bit minors"
	else
		out=$(cat "$NODES/$mod-wide" 2>&1)
		if echo "$out" | grep -q "^major $major minor 300 "; then
			ktap_ok "$mod: minor 300 reached via iminor() ($out)"
		else
			ktap_fail "$mod: minor 300 reached via iminor()" "read: $out"
		fi
	fi

	# numbers that do not fit the ioctl's __u32, or are no numbers at all
	if bad_number backend 4294967296 && bad_number backend 0x100000000 &&
	   bad_number backend -1 && bad_number backend 18446744073709551616 &&
	   bad_number backend '' && bad_number backend ' 1' &&
	   bad_number backend 1x && bad_number helper 4294967296 &&
	   [ "$(cat "$NODES/$mod-ctl")" = "$(printf 'backend: none\nhelper: not run')" ] &&
	   ! grep -q '^demo_backend ' /proc/modules; then
		ktap_ok "$mod: demo-ctl refuses numbers that do not fit (2^32, -1, 1x, ...)"
	else
		ktap_fail "$mod: demo-ctl refuses numbers that do not fit (2^32, -1, 1x, ...)" \
			"ctl: $(cat "$NODES/$mod-ctl" | tr '\n' ' ')"
	fi

	# a minor in the driver's range that it does not serve
	mknod "$NODES/$mod-none" c "$major" 5
	out=$(cat "$NODES/$mod-none" 2>&1)
	if [ $? -ne 0 ] && echo "$out" | grep -q 'No such device or address'; then
		ktap_ok "$mod: an unused minor fails to open with ENXIO"
	else
		ktap_fail "$mod: an unused minor fails to open with ENXIO" "cat: $out"
	fi
	rm -f "$NODES/$mod"-*

	ktap_check "$mod: rmmod removes the module, its major, nodes and class entries" \
		unload_own "$mod"

	if modprobe "$mod" major=$FORCED_MAJOR &&
	   [ "$(major_of "$mod")" = $FORCED_MAJOR ] &&
	   [ "$(devnum "/dev/$mod-ctl")" = "$(hexdev $FORCED_MAJOR 2)" ]; then
		ktap_ok "$mod: major=$FORCED_MAJOR forces the major"
	else
		ktap_fail "$mod: major=$FORCED_MAJOR forces the major" \
			"$(grep " $mod\$" /proc/devices)"
	fi

	ktap_check "$mod: rmmod again, nothing left behind" unload_own "$mod"
	/sbin/rmmod "$mod" 2>/dev/null

	# MKDEV() would wrap 4156 to 60 (4156 & 0xfff); register_chrdev()
	# and register_chrdev_region() take majors below CHRDEV_MAJOR_MAX (512)
	ktap_check "$mod: major=4156 and major=512 are refused (EINVAL, a message)" \
		eval 'refused_major "$mod" 4156 && refused_major "$mod" 512'
	ktap_check "$mod: major=-1 is refused (EINVAL, a message)" \
		refused_major "$mod" -1
done
rmdir "$NODES" 2>/dev/null

if [ -n "$had_compat" ]; then
	ktap_skip "drvcompat.ko unloads after the drivers" "it was loaded before the suite"
else
	ktap_check "drvcompat.ko unloads after the drivers" /sbin/rmmod drvcompat
fi

ktap_done
