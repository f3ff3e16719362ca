# SPDX-License-Identifier: GPL-2.0
#
# compat-cred: the spellings port-check --fix writes for a 2.4 driver's
# current->uid, ->euid, ->suid, ->fsuid, ->gid, ->egid, ->sgid, ->fsgid,
# ->pgrp and ->session (from_kuid_munged(current_user_ns(), current_uid())
# ..., task_pgrp_vnr(current), task_session_vnr(current)) give exactly the
# reading task's own credentials, as /proc/<pid>/status and stat show
# them: as root, as uid 1234/gid 5678 (runas), and in a new session.
# compat_task minor 0 reports them to the task that reads it; the reader
# is the shell builtin "read", so /proc/$$ is the reading task itself.
# The IDs are 2.4's one global uid, the one of the initial user namespace:
# uid 1234 that made itself "root" of a user namespace (unshare -r) still
# reads 1234, and minor 2, 2.4's "if (current->euid != 0) return -EPERM;"
# as --fix rewrites it, refuses it (and uid 1234) and lets root in.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 13

NODE=/tmp/compat-task-cred
# what the reading shell sees: the driver's line, then the same ten
# values from its own /proc entries
# shellcheck disable=SC2016
PROBE='read -r l < "$1" || exit 1
echo "$l"
u=$(awk "/^Uid:/ { print \$2, \$3, \$4, \$5 }" /proc/$$/status)
g=$(awk "/^Gid:/ { print \$2, \$3, \$4, \$5 }" /proc/$$/status)
s=$(cut -d" " -f5,6 /proc/$$/stat)
echo "$u $g $s"'

# same DESC OUTPUT: the two lines of a PROBE run must be equal
same()
{
	_a=$(echo "$2" | sed -n 1p)
	_b=$(echo "$2" | sed -n 2p)
	if [ -n "$_a" ] && [ "$_a" = "$_b" ]; then
		ktap_ok "$1 ($_a)"
	else
		ktap_fail "$1" "driver: '$_a', /proc: '$_b'"
	fi
}

modprobe_case cred "modprobe compat_task" compat_task
rm -f "$NODE"
mknod -m 444 "$NODE" c "$(major_of compat_task)" 0

out=$(sh -c "$PROBE" probe "$NODE" 2>&1)
same "as root: the 8 IDs, pgrp and session match /proc/self" "$out"
ktap_same "as root: every ID is 0" \
	"$(echo "$out" | sed -n 1p | cut -d' ' -f1-8)" "0 0 0 0 0 0 0 0"

out=$(runas 1234 5678 -- sh -c "$PROBE" probe "$NODE" 2>&1)
same "as uid 1234 gid 5678: the IDs, pgrp and session match /proc/self" "$out"
ktap_same "as uid 1234 gid 5678: the uids read 1234, the gids 5678" \
	"$(echo "$out" | sed -n 1p | cut -d' ' -f1-8)" \
	"1234 1234 1234 1234 5678 5678 5678 5678"

out=$(setsid sh -c "$PROBE"' ; echo $$' probe "$NODE" 2>&1)
same "in a new session: pgrp and session match /proc/self" "$(echo "$out" | sed -n 1,2p)"
ktap_same "in a new session: pgrp and session are the shell's own pid" \
	"$(echo "$out" | sed -n 1p | cut -d' ' -f9-10)" \
	"$(echo "$out" | sed -n 3p) $(echo "$out" | sed -n 3p)"

# a user namespace whose root is uid 1234: /proc says 0, the driver 1234.
# A kernel built without CONFIG_USER_NS (our tinyconfig-based debug
# kernel) has no user namespace for anyone to be root of: the
# three namespace cases are skipped there, saying so; the stock kernels
# run them.
ROOTNODE=/tmp/compat-task-root
rm -f "$ROOTNODE"
mknod -m 444 "$ROOTNODE" c "$(major_of compat_task)" 2
userns=
[ -e /proc/self/ns/user ] && userns=1
nouserns="kernel without user namespaces (no /proc/self/ns/user)"
if [ -n "$userns" ]; then
	out=$(runas 1234 5678 -- unshare -r sh -c "$PROBE"' ; id -u' probe "$NODE" 2>&1)
	ktap_same "in a user namespace of uid 1234 (unshare -r): id -u says 0" \
		"$(echo "$out" | sed -n 3p)" "0"
	ktap_same "in that user namespace the uids read 1234, the initial namespace's" \
		"$(echo "$out" | sed -n 1p | cut -d' ' -f1-4)" "1234 1234 1234 1234"
else
	ktap_skip "in a user namespace of uid 1234 (unshare -r): id -u says 0" "$nouserns"
	ktap_skip "in that user namespace the uids read 1234, the initial namespace's" "$nouserns"
fi

# the root check: global root passes, a plain user and a namespace's
# "root" get EPERM (read the node with the shell's read builtin)
# shellcheck disable=SC2016
ROOTREAD='if read -r l < "$1"; then echo "$l"; else echo refused; fi'
ktap_same "root check as global root: accepted" \
	"$(sh -c "$ROOTREAD" probe "$ROOTNODE" 2>/dev/null)" "root"
ktap_same "root check as uid 1234: refused" \
	"$(runas 1234 5678 -- sh -c "$ROOTREAD" probe "$ROOTNODE" 2>/dev/null)" "refused"
if [ -n "$userns" ]; then
	ktap_same "root check as the root of uid 1234's user namespace (unshare -r): refused" \
		"$(runas 1234 5678 -- unshare -r sh -c "$ROOTREAD" probe "$ROOTNODE" 2>/dev/null)" "refused"
else
	ktap_skip "root check as the root of uid 1234's user namespace (unshare -r): refused" "$nouserns"
fi

rm -f "$NODE" "$ROOTNODE"
unloads compat_task
ktap_done
