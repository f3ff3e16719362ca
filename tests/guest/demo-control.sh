# SPDX-License-Identifier: GPL-2.0
#
# demo-control.sh - the control device (minor 2) of demo and demo_legacy:
# DEMO_IOC_BACKEND autoloads demo_backend through request_module() and the
# backend's aliases (lsmod shows it, an unknown backend is an error, an
# out-of-range number is refused before it is formatted), DEMO_IOC_HELPER
# runs /sbin/demo-helper (the port returns exit code 3, the legacy driver
# the 2.4 answer 0: its call waits for the exec only; the helper's side
# effect shows, a missing helper gives ENOENT), a caller of the port that
# is killed while a slow helper runs (UMH_KILLABLE) is gone at once while
# the legacy call returns at the exec, and both ioctls need CAP_SYS_ADMIN.
#
# The slow helper: /sbin/demo-helper waits while /tmp/demo-helper.hold
# exists and announces itself in /tmp/demo-helper.held; every wait here is
# a bounded poll for a condition, never a fixed sleep.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

NODES=/tmp/demo-nodes
HELPER=/sbin/demo-helper
LOG=/tmp/demo-helper.log
HOLD=/tmp/demo-helper.hold
HELD=/tmp/demo-helper.held

is_port() { [ "$1" = demo ]; }

# logged CODE: the helper logged a run with exit CODE (it may still be
# running when a call that only waits for the exec returns: wait up to 60 s)
logged()
{
	_i=0
	while [ $_i -lt 600 ]; do
		grep -q "with argc 2, exit $1\$" "$LOG" 2>/dev/null && return 0
		sleep 0.1
		_i=$((_i + 1))
	done
	echo "no 'exit $1' line in $LOG: $(cat "$LOG" 2>/dev/null)"
	return 1
}

# gone PID: PID has exited (a zombie waiting for our wait, or no more)
gone()
{
	[ ! -e "/proc/$1/stat" ] && return 0
	[ "$(sed 's/.*) \([A-Z]\).*/\1/' "/proc/$1/stat" 2>/dev/null)" = Z ]
}

# state PID: the process state letter (R, S, D, Z ...), or "-" if gone
state()
{
	sed 's/.*) \([A-Z]\).*/\1/' "/proc/$1/stat" 2>/dev/null || echo -
}

# refcnt_is MOD N: /sys/module/MOD/refcnt reads N
refcnt_is()
{
	[ "$(cat "/sys/module/$1/refcnt" 2>/dev/null)" = "$2" ]
}

# release_helper: let a held helper finish and wait (up to 60 s) for it
release_helper()
{
	rm -f "$HOLD"
	poll 600 test ! -e "$HELD"
}

ktap_plan 34

for mod in demo demo_legacy; do
	ktap_diag "--- $mod ---"
	ctl=$NODES/$mod-ctl
	rm -f "$LOG"
	if demo_load "$mod"; then
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
	if is_port "$mod"; then
		want="result 3"	# UMH_WAIT_PROC: the decoded exit code
	else
		want="result 0"	# 2.4: the call waits for the exec only
	fi
	if [ $rc -eq 0 ] && [ "$out" = "$want" ]; then
		ktap_ok "$mod: helper exiting 3 gives '$want'"
	else
		ktap_fail "$mod: helper exiting 3 gives '$want'" "exit $rc: $out"
	fi
	ktap_check "$mod: the helper ran with the driver's fixed argv (log line)" \
		logged 3

	ktap_check "$mod: an exit code out of range is refused: EINVAL" \
		exits_with 22 demo-ctl "$ctl" helper 8

	# a slow helper: the port's caller can be killed while it waits, the
	# legacy call returns at the exec (2.4 did not wait for the exit)
	rm -f "$LOG" "$HELD"
	: >"$HOLD"
	demo-ctl "$ctl" helper 1 >/tmp/demo-ctl.out 2>&1 &
	pid=$!
	if ! poll 600 test -s "$HELD"; then
		ktap_fail "$mod: a held helper starts" "no $HELD after 60 s"
		ktap_fail "$mod: slow helper case" "skipped: the helper never ran"
	elif is_port "$mod"; then
		ktap_ok "$mod: a held helper starts"
		kill -9 "$pid"
		if poll 300 gone "$pid"; then
			ktap_ok "$mod: kill -9 of a caller waiting for the helper ends it (UMH_KILLABLE)"
		else
			ktap_fail "$mod: kill -9 of a caller waiting for the helper ends it (UMH_KILLABLE)" \
				"still there after 30 s, state $(state "$pid")"
		fi
	else
		ktap_ok "$mod: a held helper starts"
		if poll 300 gone "$pid" && [ -e "$HELD" ] &&
		   [ "$(cat /tmp/demo-ctl.out)" = "result 0" ]; then
			ktap_ok "$mod: the 2.4 call returns 0 at the exec, the helper still running"
		else
			ktap_fail "$mod: the 2.4 call returns 0 at the exec, the helper still running" \
				"state $(state "$pid"), output $(cat /tmp/demo-ctl.out)"
		fi
	fi
	release_helper
	wait "$pid" 2>/dev/null
	if logged 1 && poll 600 refcnt_is "$mod" 0; then
		ktap_ok "$mod: the released helper finishes and the driver is unpinned"
	else
		ktap_fail "$mod: the released helper finishes and the driver is unpinned" \
			"refcnt $(cat "/sys/module/$mod/refcnt" 2>/dev/null)"
	fi
	ktap_check "$mod: no hung task reported" \
		sh -c '! dmesg | grep -q "blocked for more than"'
	rm -f /tmp/demo-ctl.out

	mv "$HELPER" "$HELPER.off"
	ktap_check "$mod: a missing helper gives ENOENT" \
		exits_with 2 demo-ctl "$ctl" helper 0
	mv "$HELPER.off" "$HELPER"

	demo_unloads "$mod" "unload releases the backend"
	if rmmod demo_backend && ! grep -q '^demo_backend ' /proc/modules; then
		ktap_ok "$mod: demo_backend unloads after the driver"
	else
		ktap_fail "$mod: demo_backend unloads after the driver"
	fi
done
rm -f "$LOG"
rmdir "$NODES" 2>/dev/null

ktap_done
