# SPDX-License-Identifier: GPL-2.0
#
# compat-spinlock: SPIN_LOCK_UNLOCKED and RW_LOCK_UNLOCKED in a 2.4-style
# module (tests/modules/compat_lock/compat_lock_spin.c) built with compat:
# as file-scope initialisers, inside a structure's initialiser and
# assigned at run time, each lock starts unlocked and excludes (rwlocks:
# readers share, a writer waits for them).  (Assigned to kmalloc()ed
# memory only where the kernel has no lockdep, no assignment at all on
# PREEMPT_RT: compat/spinlock.h.)  Then
# two kthreads add 1 to a counter 20000 times each under the
# SPIN_LOCK_UNLOCKED lock with a non-atomic read-modify-write: the total
# must be exact.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 4

P=/sys/module/compat_lock_spin/parameters
DEV=/dev/compat_lock_spin
N=20000

ktap_check "modprobe compat_lock_spin" modprobe compat_lock_spin
res=$(cat "$P/result")
ktap_diag "$res"
if printf '%s\n' "$res" | grep -Eq '^static=ok field=ok assigned=(ok|skip\(rt\)) dyn=(ok|skip\(lockdep or rt\)) rw=ok rwfield=ok rwassigned=(ok|skip\(rt\))$'; then
	ktap_ok "every SPIN_LOCK_UNLOCKED/RW_LOCK_UNLOCKED lock starts unlocked and excludes"
else
	ktap_fail "every SPIN_LOCK_UNLOCKED/RW_LOCK_UNLOCKED lock starts unlocked and excludes" "$res"
fi

if echo "run $N" >"$DEV" && [ "$(cat "$P/runs")" = 2 ] &&
   [ "$(cat "$P/total")" = $((2 * N)) ]; then
	ktap_ok "two kthreads, $N locked increments each: total $((2 * N))"
else
	ktap_fail "two kthreads, $N locked increments each: total $((2 * N))" \
		"runs $(cat "$P/runs") total $(cat "$P/total")"
fi

unloads compat_lock_spin

ktap_done
