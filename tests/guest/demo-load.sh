# SPDX-License-Identifier: GPL-2.0
#
# demo-load.sh - loading the demo drivers: modprobe (drvcompat.ko comes in
# through depmod for the legacy one), a dynamic major in /proc/devices,
# nodes made with mknod, the devtmpfs nodes (legacy: the compat devfs
# shim; port: a device class), minor 300 (port only), ENXIO for a minor
# the driver does not serve, a forced major via the module parameter, and
# a clean unload.  Runs against demo (the port)
# and demo_legacy (the 2.4 original built through compat) in turn.
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

# gone MOD: module, major and devtmpfs nodes are all gone
gone()
{
	! grep -q "^$1 " /proc/modules &&
	[ -z "$(major_of "$1")" ] &&
	[ ! -e "/dev/$1-buf" ] && [ ! -e "/dev/$1-table" ] &&
	[ ! -e "/dev/$1-ctl" ] && [ ! -e "/dev/$1-wide" ]
}

ktap_plan 22

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

	# a minor in the driver's range that it does not serve
	mknod "$NODES/$mod-none" c "$major" 5
	out=$(cat "$NODES/$mod-none" 2>&1)
	if [ $? -ne 0 ] && echo "$out" | grep -q 'No such device or address'; then
		ktap_ok "$mod: an unused minor fails to open with ENXIO"
	else
		ktap_fail "$mod: an unused minor fails to open with ENXIO" "cat: $out"
	fi
	rm -f "$NODES/$mod"-*

	if modprobe -r "$mod" && gone "$mod"; then
		ktap_ok "$mod: unload removes the module, its major and its nodes"
	else
		ktap_fail "$mod: unload removes the module, its major and its nodes"
	fi

	if modprobe "$mod" major=$FORCED_MAJOR &&
	   [ "$(major_of "$mod")" = $FORCED_MAJOR ] &&
	   [ "$(devnum "/dev/$mod-ctl")" = "$(hexdev $FORCED_MAJOR 2)" ]; then
		ktap_ok "$mod: major=$FORCED_MAJOR forces the major"
	else
		ktap_fail "$mod: major=$FORCED_MAJOR forces the major" \
			"$(grep " $mod\$" /proc/devices)"
	fi

	ktap_check "$mod: unload again" modprobe -r "$mod"
	if gone "$mod"; then
		ktap_ok "$mod: nothing left behind"
	else
		ktap_fail "$mod: nothing left behind"
		rmmod "$mod" 2>/dev/null
	fi
done
rmdir "$NODES" 2>/dev/null

ktap_done
