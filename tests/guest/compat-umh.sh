# SPDX-License-Identifier: GPL-2.0
#
# compat-umh: the usermode helper wait semantics.  /sbin/compat-umh-helper
# CODE FILE writes CODE (and $COMPAT_UMH_ENV, if set) to FILE and exits
# atoi(CODE).  In a compat file a literal wait flag has the 2.5.54..3.3
# meaning, with or without DRVCOMPAT_UMH_LEGACY_WAIT: 1 waits for the
# process and returns the raw wait status, as 2.6/3.x kernel/kmod.c did
# (768 for exit 3; the driver of that era decodes (ret >> 8) & 0xff
# itself), 0 waits for the exec, so argv/envp on the caller's stack are
# safe (the stack0 cases: the frame is overwritten as soon as the call
# returns).  The UMH_* names keep today's meaning (UMH_NO_WAIT too).
# drvcompat_call_usermodehelper_exitcode() is the decoded convenience; the
# kernel's own 6.1 meaning of a literal 1 is shown next to them.
. "$KTAP_LIB"

ktap_plan 25

P=/sys/module/compat_test/parameters

ktap_check "modprobe compat_test" modprobe compat_test
ktap_check "helper /sbin/compat-umh-helper is installed" test -x /sbin/compat-umh-helper

# run MODE CODE: run the helper through compat_test, print umh_result
run()
{
	rm -f "/tmp/compat-umh-$1-$2"
	echo "$1 $2 /tmp/compat-umh-$1-$2" >$P/umh && cat $P/umh_result
}

# expect DESC MODE CODE RESULT [sync]: sync = FILE must exist on return
expect()
{
	r=$(run "$2" "$3" 2>&1)
	if [ "$r" != "$4" ]; then
		ktap_fail "$1" "umh_result $r, want $4"
	elif [ "${5:-}" = sync ] && [ "$(cat "/tmp/compat-umh-$2-$3" 2>/dev/null)" != "$3" ]; then
		ktap_fail "$1" "helper's file not written when the call returned"
	else
		ktap_ok "$1"
	fi
}

expect "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., 1), exit 3: raw status 768" legacy1 3 768 sync
expect "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., 1), exit 0: 0" legacy1 0 0 sync
expect "legacy driver decoding (ret >> 8) & 0xff, exit 3: gets 3" legacy1dec 3 3 sync
expect "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., 0), exit 3: 0 (exec only)" legacy0 3 0
expect "drvcompat_call_usermodehelper_exitcode(wait=1), exit 3: returns 3" exit1 3 3 sync
expect "drvcompat_call_usermodehelper_exitcode(wait=1), exit 0: returns 0" exit1 0 0 sync
expect "drvcompat_call_usermodehelper_exitcode(wait=0), exit 3: 0 (exec only)" exit0 3 0
expect "2.4 call_usermodehelper(p, a, e) = UMH_WAIT_EXEC, exit 3: 0" three 3 0
expect "call_usermodehelper(..., 1) in a compat file waits for the process: 768" native1 3 768 sync
expect "the kernel's own call_usermodehelper(..., 1) is 6.1's UMH_WAIT_EXEC: 0, not 768" kernel1 3 0
expect "UMH_WAIT_PROC by name returns the raw status: 768 for exit 3" proc 3 768 sync
expect "call_usermodehelper_exec(info, UMH_WAIT_PROC) by name: 768" exec 3 768 sync
expect "UMH_NO_WAIT by name (static argv) does not wait: 0" nowait 3 0
expect "exitcode: helper killed by a signal: -EINTR (-4)" exit1 kill -4
expect "DRVCOMPAT_UMH_LEGACY_WAIT, helper killed by SIGKILL: raw status 9" legacy1 kill 9
expect "missing helper program: -ENOENT (-2)" missing1 3 -2

# the 2.5.54..3.3 literal 0 with argv, envp and the program's path in the
# caller's stack frame, which is overwritten as soon as the call returns:
# read as 6.1's UMH_NO_WAIT, the helper's worker would read that dead frame
dmesg_before=$(dmesg | grep -cE 'BUG:|WARNING:|Oops|general protection')
expect "legacy call_usermodehelper(p, stack argv, stack envp, 0), missing program: -ENOENT (-2)" stack0missing 7stk -2
expect "legacy call_usermodehelper(p, stack argv, stack envp, 0), real program: 0 once exec'd" stack0 7stk 0

# wait FILE...: every FILE exists (within 60 s)
wait_files()
{
	i=0
	while [ $i -lt 600 ]; do
		_all=1
		for _f; do
			[ -f "$_f" ] || _all=0
		done
		[ $_all = 1 ] && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# the exec-only runs finish on their own: their files appear
if wait_files /tmp/compat-umh-legacy0-3 /tmp/compat-umh-exit0-3 \
	/tmp/compat-umh-three-3 /tmp/compat-umh-kernel1-3 \
	/tmp/compat-umh-nowait-3; then
	ktap_ok "exec-only and no-wait helpers ran to completion in the background"
else
	ktap_fail "exec-only and no-wait helpers ran to completion in the background"
fi

# the helper started from the overwritten frame got the argv and envp the
# caller built: it was exec'd (its arguments copied) before the call returned
f=/tmp/compat-umh-stack0-7stk
if ! wait_files "$f"; then
	ktap_fail "stack-frame helper ran and wrote $f"
elif [ "$(cat "$f")" = "$(printf '7stk\nenv-7stk')" ]; then
	ktap_ok "stack-frame helper saw its argv[1] and envp intact after the frame was overwritten"
else
	ktap_fail "stack-frame helper saw its argv[1] and envp intact after the frame was overwritten" \
		"$f: $(tr '\n' ' ' <"$f")"
fi
if [ -e /tmp/compat-umh-stack0missing-7stk ]; then
	ktap_fail "missing program: nothing ran" "/tmp/compat-umh-stack0missing-7stk exists"
else
	ktap_ok "missing program: nothing ran"
fi
dmesg_after=$(dmesg | grep -cE 'BUG:|WARNING:|Oops|general protection')
if [ "$dmesg_after" = "$dmesg_before" ]; then
	ktap_ok "no BUG, WARNING, Oops or general protection fault from the stack-frame calls"
else
	ktap_fail "no BUG, WARNING, Oops or general protection fault from the stack-frame calls" \
		"$(dmesg | grep -E 'BUG:|WARNING:|Oops|general protection' | tail -n 1)"
fi

rm -f /tmp/compat-umh-*
if rmmod compat_test && rmmod drvcompat; then
	ktap_ok "rmmod compat_test drvcompat"
else
	ktap_fail "rmmod compat_test drvcompat"
fi

ktap_done
