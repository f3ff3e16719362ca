# SPDX-License-Identifier: GPL-2.0
#
# privilege.sh - what an unprivileged user can do to the demo drivers.
# The nodes the drivers create are 0600 root:root (crw-------), so uid
# 65534 cannot open them at all; and even with a file opened by root and
# then privileges dropped (demo-ctl -u), the ioctls that load a module or
# spawn a helper fail with EPERM, and nothing is loaded or spawned.
. "$KTAP_LIB"

log=/tmp/demo-helper.log
EPERM=1
nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }

ktap_plan 8
for mod in demo demo_legacy; do
	if ! modprobe "$mod"; then
		ktap_fail "$mod: its nodes are crw------- root:root" "modprobe $mod failed"
		for i in 2 3 4; do ktap_skip "$mod: privilege case $i" "not loaded"; done
		continue
	fi
	modes=$(for n in buf table ctl; do
		stat -c '%A %U:%G' "/dev/$mod-$n" 2>&1; done | sort -u)
	if [ "$modes" = "crw------- root:root" ]; then
		ktap_ok "$mod: its nodes are crw------- root:root"
	else
		ktap_fail "$mod: its nodes are crw------- root:root" "got: $(echo $modes)"
	fi

	if nobody cat "/dev/$mod-buf" > /dev/null 2>&1; then
		ktap_fail "$mod: uid 65534 cannot open the nodes"
	else
		ktap_ok "$mod: uid 65534 cannot open the nodes"
	fi

	demo-ctl -u "/dev/$mod-ctl" backend 1 2> /tmp/priv-err
	rc=$?
	if [ $rc -eq $EPERM ] && ! grep -q '^demo_backend ' /proc/modules; then
		ktap_ok "$mod: backend ioctl without CAP_SYS_ADMIN gives EPERM, nothing loaded"
	else
		ktap_fail "$mod: backend ioctl without CAP_SYS_ADMIN gives EPERM, nothing loaded" \
			"exit $rc ($(cat /tmp/priv-err)); modules: $(cut -d' ' -f1 /proc/modules | tr '\n' ' ')"
	fi

	before=$(cat "$log" 2>/dev/null | wc -l)
	demo-ctl -u "/dev/$mod-ctl" helper 3 2> /tmp/priv-err
	rc=$?
	sleep 1		# a spawned helper (legacy: exec only) would have logged by now
	after=$(cat "$log" 2>/dev/null | wc -l)
	if [ $rc -eq $EPERM ] && [ "$before" -eq "$after" ]; then
		ktap_ok "$mod: helper ioctl without CAP_SYS_ADMIN gives EPERM, nothing spawned"
	else
		ktap_fail "$mod: helper ioctl without CAP_SYS_ADMIN gives EPERM, nothing spawned" \
			"exit $rc ($(cat /tmp/priv-err)); helper log $before -> $after lines"
	fi
	modprobe -r "$mod" || ktap_diag "modprobe -r $mod failed"
done
ktap_done
