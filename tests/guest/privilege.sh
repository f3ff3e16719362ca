# SPDX-License-Identifier: GPL-2.0
#
# privilege.sh - what an unprivileged user can do to the demo drivers.
# The nodes the drivers create are 0600 root:root (crw-------), so uid
# 65534 cannot open them at all; and even with a file opened by root and
# then privileges dropped (demo-ctl -u), the ioctls that load a module or
# spawn a helper fail with EPERM, and nothing is loaded or spawned.
#
# Privileges are dropped with runas (initramfs/progs/runas.c), which
# checks that the drop took effect: busybox's setpriv rejects
# --reuid/--regid/--clear-groups, so it would "fail to open" every node
# whatever its mode.  A positive control keeps the check live: after a
# chmod 666, the same user opens the node.
. "$KTAP_LIB"

log=/tmp/demo-helper.log
EPERM=1
NOBODY=65534
# as_nobody CMD...: run CMD as uid/gid 65534 with no supplementary groups
as_nobody() { runas "$NOBODY" "$NOBODY" -- "$@"; }
# nobody_opens NODE: uid 65534 opens NODE for reading (the shell's error if not)
nobody_opens() { as_nobody sh -c 'exec 3< "$1"' opens "$1"; }

ktap_plan 11

ids=$(as_nobody sh -c 'echo "$(id -u) $(id -g) [$(id -G)]"' 2>&1)
ktap_same "runas drops to uid 65534, gid 65534, no other groups" \
	"$ids" "65534 65534 [65534]"

for mod in demo demo_legacy; do
	if ! modprobe "$mod"; then
		ktap_fail "$mod: its nodes are crw------- root:root" "modprobe $mod failed"
		for i in 2 3 4 5; do ktap_skip "$mod: privilege case $i" "not loaded"; done
		continue
	fi
	modes=$(for n in buf table ctl; do
		stat -c '%A %U:%G' "/dev/$mod-$n" 2>&1; done | sort -u)
	if [ "$modes" = "crw------- root:root" ]; then
		ktap_ok "$mod: its nodes are crw------- root:root"
	else
		ktap_fail "$mod: its nodes are crw------- root:root" "got: $(echo $modes)"
	fi

	opened=
	for n in buf table ctl; do
		if err=$(nobody_opens "/dev/$mod-$n" 2>&1); then
			opened="$opened $n"
		else
			case $err in
			*"Permission denied"*) ;;
			*) opened="$opened $n($err)" ;;
			esac
		fi
	done
	if [ -z "$opened" ]; then
		ktap_ok "$mod: uid 65534 cannot open the nodes (EACCES)"
	else
		ktap_fail "$mod: uid 65534 cannot open the nodes (EACCES)" "opened or other error:$opened"
	fi

	# positive control: the same user, the same open, on a node it may open
	if chmod 666 "/dev/$mod-buf" && err=$(nobody_opens "/dev/$mod-buf" 2>&1); then
		ktap_ok "$mod: uid 65534 opens the buffer node after chmod 666 (control)"
	else
		ktap_fail "$mod: uid 65534 opens the buffer node after chmod 666 (control)" "$err"
	fi
	chmod 600 "/dev/$mod-buf"

	demo-ctl -u "/dev/$mod-ctl" backend 1 2> /tmp/priv-err
	rc=$?
	if [ $rc -eq $EPERM ] && ! grep -q '^demo_backend ' /proc/modules; then
		ktap_ok "$mod: backend ioctl without CAP_SYS_ADMIN gives EPERM, nothing loaded"
	else
		ktap_fail "$mod: backend ioctl without CAP_SYS_ADMIN gives EPERM, nothing loaded" \
			"exit $rc ($(cat /tmp/priv-err)); modules: $(cut -d' ' -f1 /proc/modules | tr '\n' ' ')"
	fi

	# the driver records a spawn before the ioctl returns (even the
	# legacy exec-only call), so its "helper:" line answers at once
	before=$(cat "$log" 2>/dev/null | wc -l)
	demo-ctl -u "/dev/$mod-ctl" helper 3 2> /tmp/priv-err
	rc=$?
	state=$(grep '^helper:' "/dev/$mod-ctl")
	after=$(cat "$log" 2>/dev/null | wc -l)
	if [ $rc -eq $EPERM ] && [ "$state" = "helper: not run" ] && [ "$before" -eq "$after" ]; then
		ktap_ok "$mod: helper ioctl without CAP_SYS_ADMIN gives EPERM, nothing spawned"
	else
		ktap_fail "$mod: helper ioctl without CAP_SYS_ADMIN gives EPERM, nothing spawned" \
			"exit $rc ($(cat /tmp/priv-err)); driver: '$state'; helper log $before -> $after lines"
	fi
	modprobe -r "$mod" || ktap_diag "modprobe -r $mod failed"
done
ktap_done
