# SPDX-License-Identifier: GPL-2.0
#
# compat-bkl: lock_kernel()/unlock_kernel()/kernel_locked() of a 2.4-style
# module (tests/modules/compat_lock/compat_lock_bkl.c) built with compat,
# on drvcompat.ko's recursive big kernel lock.  Everything is count- or
# state-driven: each step waits (bounded) for a state to be reached, never
# for a time to pass.
#  - nesting: kernel_locked() through 5 nested lock_kernel()s and back;
#  - two processes contend: one holds the lock (taken twice, dropped once:
#    still held), a second blocks in lock_kernel() (drvcompat's
#    bkl_waiting shows it), a third process's unlock_kernel() without
#    holding the lock is refused (EPERM, one pr_err line, bkl_unlock_errors
#    + 1, nothing released); the second gets in only after the holder
#    released it;
#  - two processes run 2000 nested lock/unlock rounds each with a
#    reschedule inside: never both inside.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 12

P=/sys/module/compat_lock_bkl/parameters
D=/sys/module/drvcompat/parameters
DEV=/dev/compat_lock_bkl

ktap_check "modprobe compat_lock_bkl (pulls in drvcompat)" modprobe compat_lock_bkl
if ! wait_for "$P/held" 0 || [ ! -c "$DEV" ]; then
	ktap_fail "$DEV exists" "$(ls -l /dev/compat_lock* 2>&1)"
else
	ktap_ok "$DEV exists"
fi

echo "nest 5" >"$DEV"
ktap_same "kernel_locked() through 5 nested lock_kernel() and back" \
	"$(cat "$P/nest_result")" "ok 5"

errs0=$(cat "$D/bkl_unlock_errors")
cont0=$(cat "$D/bkl_contended")

echo hold >"$DEV" &
holder=$!
if wait_for "$P/held" 1; then
	ktap_ok "a process holds the BKL (lock, lock, unlock: depth 1)"
else
	ktap_fail "a process holds the BKL (lock, lock, unlock: depth 1)"
fi

echo take >"$DEV" &
taker=$!
if wait_for "$D/bkl_waiting" 1 && [ "$(cat "$P/taken")" = 0 ]; then
	ktap_ok "a second process blocks in lock_kernel() while it is held"
else
	ktap_fail "a second process blocks in lock_kernel() while it is held" \
		"bkl_waiting $(cat "$D/bkl_waiting") taken $(cat "$P/taken")"
fi

mark="compat-bkl.sh: unlock without lock $$"
echo "$mark" >/dev/kmsg
if echo unlock >"$DEV" 2>/dev/null; then
	ktap_fail "unlock_kernel() by a process that does not hold it fails (EPERM)"
else
	ktap_ok "unlock_kernel() by a process that does not hold it fails (EPERM)"
fi
ktap_same "it is counted in bkl_unlock_errors" \
	"$(cat "$D/bkl_unlock_errors")" "$((errs0 + 1))"
log=$(dmesg | sed -n "\|$mark|,\$p")
if printf '%s\n' "$log" | grep -q 'does not hold the big kernel lock' &&
   ! printf '%s\n' "$log" | grep -qE 'WARNING|Call Trace|BUG'; then
	ktap_ok "it is one pr_err line, no WARNING or backtrace"
else
	printf '%s\n' "$log" | tail -n 5 | sed 's/^/# /'
	ktap_fail "it is one pr_err line, no WARNING or backtrace"
fi
if [ "$(cat "$D/bkl_waiting")" = 1 ] && [ "$(cat "$P/taken")" = 0 ] &&
   [ "$(cat "$P/held")" = 1 ]; then
	ktap_ok "the refused unlock released nothing: the holder holds, the taker waits"
else
	ktap_fail "the refused unlock released nothing" \
		"held $(cat "$P/held") waiting $(cat "$D/bkl_waiting") taken $(cat "$P/taken")"
fi

echo release >"$DEV"
wait "$holder"
wait "$taker"
if [ "$(cat "$P/taken")" = 1 ] && [ "$(cat "$P/violations")" = 0 ] &&
   [ "$(cat "$D/bkl_contended")" -gt "$cont0" ]; then
	ktap_ok "after the release the taker got in, never while the holder held it"
else
	ktap_fail "after the release the taker got in, never while the holder held it" \
		"taken $(cat "$P/taken") violations $(cat "$P/violations") contended $cont0 -> $(cat "$D/bkl_contended")"
fi

echo "stress 2000" >"$DEV" &
s1=$!
echo "stress 2000" >"$DEV" &
s2=$!
wait "$s1"
wait "$s2"
it=$(cat "$P/iterations")
viol=$(cat "$P/violations")
ktap_diag "stress: $it rounds, $viol violations, lock_kernel() waited $(cat "$D/bkl_contended") times in all"
if [ "$it" = 4000 ] && [ "$viol" = 0 ]; then
	ktap_ok "two processes, 2000 nested rounds each: never both inside"
else
	ktap_fail "two processes, 2000 nested rounds each: never both inside" \
		"iterations $it violations $viol"
fi

unloads compat_lock_bkl

ktap_done
