# SPDX-License-Identifier: GPL-2.0
#
# compat-umh: the usermode helper wait semantics.  /sbin/compat-umh-helper
# CODE FILE writes FILE and exits CODE.  DRVCOMPAT_UMH_LEGACY_WAIT gives a
# 4-argument call the 2.5.54..3.3 meaning: 1 waits for the process and
# returns the raw wait status, as 2.6/3.x kernel/kmod.c did (768 for exit
# 3; the driver of that era decodes (ret >> 8) & 0xff itself), 0 waits for
# the exec.  drvcompat_call_usermodehelper_exitcode() is the decoded
# convenience; the native 6.1 meanings are shown next to them.
. "$KTAP_LIB"

ktap_plan 17

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
expect "native 6.1 call_usermodehelper(..., 1) is UMH_WAIT_EXEC: 0, not 3" native1 3 0
expect "native UMH_WAIT_PROC returns the raw status: 768 for exit 3" proc 3 768 sync
expect "exitcode: helper killed by a signal: -EINTR (-4)" exit1 kill -4
expect "DRVCOMPAT_UMH_LEGACY_WAIT, helper killed by SIGKILL: raw status 9" legacy1 kill 9
expect "missing helper program: -ENOENT (-2)" missing1 3 -2

# the exec-only runs finish on their own: their files appear (within 60 s)
i=0
while [ $i -lt 600 ]; do
	[ -f /tmp/compat-umh-legacy0-3 ] && [ -f /tmp/compat-umh-exit0-3 ] &&
		[ -f /tmp/compat-umh-three-3 ] && [ -f /tmp/compat-umh-native1-3 ] &&
		break
	sleep 0.1
	i=$((i + 1))
done
if [ -f /tmp/compat-umh-legacy0-3 ] && [ -f /tmp/compat-umh-exit0-3 ] &&
   [ -f /tmp/compat-umh-three-3 ] && [ -f /tmp/compat-umh-native1-3 ]; then
	ktap_ok "exec-only helpers ran to completion in the background"
else
	ktap_fail "exec-only helpers ran to completion in the background"
fi

rm -f /tmp/compat-umh-*
if rmmod compat_test && rmmod drvcompat; then
	ktap_ok "rmmod compat_test drvcompat"
else
	ktap_fail "rmmod compat_test drvcompat"
fi

ktap_done
