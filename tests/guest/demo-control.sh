# SPDX-License-Identifier: GPL-2.0
#
# demo-control.sh - the control device (minor 2) of demo and demo_legacy:
# DEMO_IOC_BACKEND autoloads demo_backend through request_module() and the
# backend's aliases (lsmod shows it, an unknown backend is an error, an
# out-of-range number is refused before it is formatted), DEMO_IOC_HELPER
# runs /sbin/demo-helper (exit codes 0 and 3 come back on the port, the
# helper's side effect shows, a missing helper gives ENOENT), and both
# ioctls need CAP_SYS_ADMIN.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

NODES=/tmp/demo-nodes
HELPER=/sbin/demo-helper
LOG=/tmp/demo-helper.log

is_port() { [ "$1" = demo ]; }

load()
{
	ctl=$NODES/$1-ctl
	rm -f "$ctl"
	mkdir -p "$NODES"
	modprobe "$1" && mknod "$ctl" c "$(major_of "$1")" 2
}

# logged CODE: the helper logged a run with exit CODE (it may still be
# running when a call that only waits for the exec returns: wait up to 10 s)
logged()
{
	_i=0
	while [ $_i -lt 100 ]; do
		grep -q "with argc 2, exit $1\$" "$LOG" 2>/dev/null && return 0
		sleep 0.1
		_i=$((_i + 1))
	done
	echo "no 'exit $1' line in $LOG: $(cat "$LOG" 2>/dev/null)"
	return 1
}

ktap_plan 26

for mod in demo demo_legacy; do
	ktap_diag "--- $mod ---"
	rm -f "$LOG"
	if load "$mod"; then
		ktap_ok "$mod: load and mknod the control node"
	else
		ktap_fail "$mod: load and mknod the control node"
	fi

	if demo-ctl "$ctl" backend 2 && grep -q '^demo_backend ' /proc/modules &&
	   lsmod | grep -q '^demo_backend '; then
		ktap_ok "$mod: backend 2 autoloads demo_backend (lsmod shows it)"
	else
		ktap_fail "$mod: backend 2 autoloads demo_backend (lsmod shows it)"
	fi

	ktap_check "$mod: the backend registered itself with the driver" \
		grep -q '^backend: demo_backend serving slot 2$' "$ctl"

	ktap_check "$mod: backend 5 does not exist: ENOENT" \
		exits_with 2 demo-ctl "$ctl" backend 5

	if exits_with 22 demo-ctl "$ctl" backend 8 &&
	   exits_with 22 demo-ctl "$ctl" backend 4294967295; then
		ktap_ok "$mod: out-of-range backend numbers are refused: EINVAL"
	else
		ktap_fail "$mod: out-of-range backend numbers are refused: EINVAL"
	fi

	if exits_with 1 demo-ctl -u "$ctl" backend 1 &&
	   exits_with 1 demo-ctl -u "$ctl" helper 0; then
		ktap_ok "$mod: without CAP_SYS_ADMIN both ioctls give EPERM"
	else
		ktap_fail "$mod: without CAP_SYS_ADMIN both ioctls give EPERM"
	fi

	out=$(demo-ctl "$ctl" helper 0)
	if [ "$out" = "result 0" ] && logged 0; then
		ktap_ok "$mod: helper 0 runs and returns 0"
	else
		ktap_fail "$mod: helper 0 runs and returns 0" "$out"
	fi

	out=$(demo-ctl "$ctl" helper 3)
	rc=$?
	if ! is_port "$mod"; then
		ktap_skip "$mod: helper exit code 3 comes back" \
			"port only: the 2.4 call_usermodehelper() waits for the exec, not the exit"
	elif [ $rc -eq 0 ] && [ "$out" = "result 3" ]; then
		ktap_ok "$mod: helper exit code 3 comes back"
	else
		ktap_fail "$mod: helper exit code 3 comes back" "exit $rc: $out"
	fi
	ktap_check "$mod: the helper ran with the driver's fixed argv (log line)" \
		logged 3

	ktap_check "$mod: an exit code out of range is refused: EINVAL" \
		exits_with 22 demo-ctl "$ctl" helper 8

	mv "$HELPER" "$HELPER.off"
	ktap_check "$mod: a missing helper gives ENOENT" \
		exits_with 2 demo-ctl "$ctl" helper 0
	mv "$HELPER.off" "$HELPER"

	rm -f "$NODES/$mod"-*
	if modprobe -r "$mod" && ! grep -q "^$mod " /proc/modules; then
		ktap_ok "$mod: unload releases the backend"
	else
		ktap_fail "$mod: unload releases the backend"
		rmmod "$mod" 2>/dev/null
	fi
	if rmmod demo_backend && ! grep -q '^demo_backend ' /proc/modules; then
		ktap_ok "$mod: demo_backend unloads after the driver"
	else
		ktap_fail "$mod: demo_backend unloads after the driver"
	fi
done
rm -f "$LOG"
rmdir "$NODES" 2>/dev/null

ktap_done
