# SPDX-License-Identifier: GPL-2.0
#
# demo-unload.sh - unloading demo and demo_legacy: rmmod while a file is
# open fails (EBUSY, "in use") and leaves everything working, rmmod after
# the close succeeds, the devtmpfs/class nodes and the major go away, and
# the kernel log of the whole load/use/unload cycle is clean.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

NODES=/tmp/demo-nodes


ktap_plan 12

compat_before=
[ -d /sys/module/drvcompat ] && compat_before=1

for mod in demo demo_legacy; do
	ktap_diag "--- $mod ---"
	base=$(dmesg | wc -l)
	buf=$NODES/$mod-buf
	rm -f "$buf"
	mkdir -p "$NODES"
	if modprobe "$mod" && mknod "$buf" c "$(major_of "$mod")" 0 &&
	   printf kept > "$buf"; then
		ktap_ok "$mod: load, mknod and write"
	else
		ktap_fail "$mod: load, mknod and write"
	fi

	exec 3< "$buf"
	out=$(rmmod "$mod" 2>&1)
	rc=$?
	# kmod's rmmod refuses with EBUSY ("is in use"), seeing the reference
	# the open file holds (.owner); the module stays loaded
	if [ $rc -ne 0 ] && echo "$out" | grep -q 'is in use' &&
	   grep -q "^$mod " /proc/modules &&
	   [ "$(cat "/sys/module/$mod/refcnt")" -ge 1 ]; then
		ktap_ok "$mod: rmmod while a file is open fails (EBUSY: in use)"
	else
		ktap_fail "$mod: rmmod while a file is open fails (EBUSY: in use)" \
			"rmmod exit $rc: $out"
	fi
	got=$(cat <&3)
	exec 3<&-
	if [ "$got" = kept ]; then
		ktap_ok "$mod: the open file still works after the refused rmmod"
	else
		ktap_fail "$mod: the open file still works after the refused rmmod" \
			"read '$got'"
	fi
	rm -f "$buf"

	ktap_check "$mod: rmmod after the close succeeds" rmmod "$mod"

	if [ ! -e "/dev/$mod-buf" ] && [ ! -e "/dev/$mod-ctl" ] &&
	   [ -z "$(major_of "$mod")" ] && [ ! -d "/sys/module/$mod" ]; then
		ktap_ok "$mod: its nodes, major and sysfs directory are gone"
	else
		ktap_fail "$mod: its nodes, major and sysfs directory are gone"
	fi
	# rmmod leaves drvcompat.ko behind: remove it unless it was there before
	[ -n "$compat_before" ] || modprobe -r drvcompat 2>/dev/null

	log_says "$base" "$mod: the kernel log of the cycle is clean" "$mod: unloaded" \
		'BUG|WARNING|Oops|Call Trace|general protection|refcount' 5
done
rmdir "$NODES" 2>/dev/null

ktap_done
