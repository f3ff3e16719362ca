# SPDX-License-Identifier: GPL-2.0
#
# compat-bkl: lock_kernel()/unlock_kernel()/kernel_locked() of a 2.4-style
# module (tests/modules/compat_lock/compat_lock_bkl.c) built with compat,
# on drvcompat.ko's big kernel lock, with 2.4's semantics: recursive, let
# go while its holder sleeps, taken around open.  Everything is count- or
# state-driven: each step waits (bounded) for a state to be reached, never
# for a time to pass.
#  - nesting: kernel_locked() through 5 nested lock_kernel()s and back;
#  - two processes contend: one holds the lock (taken twice, dropped once:
#    still held) and waits in a kernel function's sleep, which keeps it; a
#    second blocks in lock_kernel() (drvcompat's bkl_waiting shows it), a
#    third process's unlock_kernel() without holding the lock is refused
#    (EPERM, a WARNING naming the caller, bkl_unlock_errors + 1, nothing
#    released); the second gets in only after the holder released it;
#  - two processes run 2000 nested lock/unlock rounds each with a
#    reschedule inside: never both inside;
#  - a holder sleeping in wait_event_interruptible() lets others in and
#    holds the lock again when it wakes;
#  - the 2.4 waiter/waker pair, both under the lock, with four kinds of
#    sleep (interruptible_sleep_on, wait_event_interruptible,
#    set_current_state + schedule, down): all four waiters complete;
#  - a kernel thread that holds the lock for its life and sleeps in a loop
#    (2.4's khubd) stalls no one;
#  - a write method that returns holding the lock: a WARNING, and the lock
#    is free; a kernel thread that exits holding it: the next lock_kernel()
#    WARNs and takes it over, and meanwhile no new process "holds" it;
#  - two processes open an exclusive-open device 300 times each: its
#    test-and-set open runs under the lock, never two opens at once.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 20

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
asleep_in "a second process blocks in lock_kernel() while it is held" \
	"$D/bkl_waiting" "$P/taken"

expect_warn_begin stray-unlock
if echo unlock >"$DEV" 2>/dev/null; then
	ktap_fail "unlock_kernel() by a process that does not hold it fails (EPERM)"
else
	ktap_ok "unlock_kernel() by a process that does not hold it fails (EPERM)"
fi
ktap_same "it is counted in bkl_unlock_errors" \
	"$(cat "$D/bkl_unlock_errors")" "$((errs0 + 1))"
expect_warn_end stray-unlock
if warned_in stray-unlock 'unlock_kernel\(\) by .*does not hold the big kernel lock: ignored \(caller [a-z_]+'; then
	ktap_ok "it is a WARNING naming the caller"
else
	dmesg | tail -n 8 | sed 's/^/# /'
	ktap_fail "it is a WARNING naming the caller"
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

two_at_once "$DEV" "stress 2000"
it=$(cat "$P/iterations")
viol=$(cat "$P/violations")
ktap_diag "stress: $it rounds, $viol violations, lock_kernel() waited $(cat "$D/bkl_contended") times in all"
if [ "$it" = 4000 ] && [ "$viol" = 0 ]; then
	ktap_ok "two processes, 2000 nested rounds each: never both inside"
else
	ktap_fail "two processes, 2000 nested rounds each: never both inside" \
		"iterations $it violations $viol"
fi

# a holder that sleeps lets the lock go
taken0=$(cat "$P/taken")
echo hold_sleep >"$DEV" &
holder=$!
wait_for "$P/held_sleeping" 1
echo take >"$DEV" &
if wait_for "$P/taken" "$((taken0 + 1))"; then
	ktap_ok "a holder asleep in wait_event_interruptible() lets another task take the lock"
else
	ktap_fail "a holder asleep in wait_event_interruptible() lets another task take the lock" \
		"held_sleeping $(cat "$P/held_sleeping") waiting $(cat "$D/bkl_waiting")"
fi
echo release >"$DEV"
wait "$holder"
ktap_same "it holds the lock again, at its depth, when it wakes" \
	"$(cat "$P/sleep_result")" "ok"

# the 2.4 waiter/waker pair, both under the lock
pids=
for kind in sleep_on wait_event schedule down; do
	echo "waiter $kind" >"$DEV" &
	pids="$pids $!"
done
if wait_for "$P/sleepers" 4; then
	echo wake >"$DEV" &
	wait_for "$P/woken" 4
fi
# interruptible sleepers that were never woken end here, not in wait
[ "$(cat "$P/woken")" = 4 ] || kill $pids 2>/dev/null
bad=0
for p in $pids; do
	wait "$p" || bad=$((bad + 1))
done
if [ "$(cat "$P/woken")" = 4 ] && [ "$bad" = 0 ]; then
	ktap_ok "four waiters asleep under the lock (sleep_on, wait_event, schedule, down), one waker: all complete"
else
	ktap_fail "four waiters asleep under the lock, one waker: all complete" \
		"sleepers $(cat "$P/sleepers") woken $(cat "$P/woken") failed $bad"
fi

# a kernel thread holding the lock for its life
echo kthread_start >"$DEV"
wait_for "$P/kthread_alive" 1
taken0=$(cat "$P/taken")
echo take >"$DEV" &
if wait_for "$P/taken" "$((taken0 + 1))"; then
	ktap_ok "a kernel thread sleeping under the lock for its life stalls no one"
else
	ktap_fail "a kernel thread sleeping under the lock for its life stalls no one" \
		"waiting $(cat "$D/bkl_waiting")"
fi
echo kthread_stop >"$DEV"

# a method that returns holding the lock
leaks0=$(cat "$D/bkl_leaks")
expect_warn_begin leak
echo leak >"$DEV"
expect_warn_end leak
taken0=$(cat "$P/taken")
echo take >"$DEV" &
if wait_for "$P/taken" "$((taken0 + 1))" &&
   [ "$(cat "$D/bkl_leaks")" = "$((leaks0 + 1))" ] &&
   warned_in leak 'clb_write.*returned holding the big kernel lock'; then
	ktap_ok "a write() that returns holding the lock: a WARNING naming it, and the lock is free"
else
	ktap_fail "a write() that returns holding the lock: a WARNING naming it, and the lock is free" \
		"leaks $leaks0 -> $(cat "$D/bkl_leaks") waiting $(cat "$D/bkl_waiting")"
fi

# a kernel thread that exits holding the lock.  On a lockdep kernel its
# exit is reported by lockdep as well ("still has locks held"), which
# turns lockdep off for the rest of the boot, and so for every later
# suite of make test-debug: there the two cases are skipped, saying why;
# every other kernel runs them.
if [ -e /proc/lockdep ]; then
	why="lockdep kernel: a task exiting with a held lock turns lockdep off for the rest of the boot"
	ktap_skip "100 new processes after a thread exited holding the lock: none holds it" "$why"
	ktap_skip "a thread that exits holding the lock: the next taker WARNs, naming it, and gets in" "$why"
else
	dead0=$(cat "$D/bkl_dead_owners")
	expect_warn_begin dead-owner
	echo kthread_exit_holding >"$DEV"
	# 100 new processes: none inherits the dead owner's lock (a task_struct
	# address reused)
	i=0
	while [ "$i" -lt 100 ]; do
		sh -c "echo check >$DEV"
		i=$((i + 1))
	done
	ktap_same "100 new processes after a thread exited holding the lock: none holds it" \
		"$(cat "$P/inherited")" 0
	taken0=$(cat "$P/taken")
	echo take >"$DEV" &
	wait_for "$P/taken" "$((taken0 + 1))"
	expect_warn_end dead-owner
	if [ "$(cat "$P/taken")" = "$((taken0 + 1))" ] &&
	   [ "$(cat "$D/bkl_dead_owners")" = "$((dead0 + 1))" ] &&
	   warned_in dead-owner 'clb_exit_holdin.*exited holding the big kernel lock \(taken at clb_exit_holding_fn'; then
		ktap_ok "a thread that exits holding the lock: the next taker WARNs, naming it, and gets in"
	else
		ktap_fail "a thread that exits holding the lock: the next taker WARNs, naming it, and gets in" \
			"taken $(cat "$P/taken") dead owners $dead0 -> $(cat "$D/bkl_dead_owners")"
	fi
fi

# two openers of an exclusive-open device
opener()
{
	_i=0
	while [ "$_i" -lt 300 ]; do
		{ :; } 2>/dev/null 3<"$DEV"_excl
		_i=$((_i + 1))
	done
}
opener &
o1=$!
opener &
o2=$!
wait "$o1"
wait "$o2"
ktap_diag "exclusive open: $(cat "$P/excl_opens") opens, $(cat "$P/excl_double") double, $(cat "$P/excl_unlocked") without the lock"
if [ "$(cat "$P/excl_double")" = 0 ] && [ "$(cat "$P/excl_unlocked")" = 0 ] &&
   [ "$(cat "$P/excl_opens")" -gt 0 ]; then
	ktap_ok "two looping openers: open runs under the lock, never two exclusive opens at once"
else
	ktap_fail "two looping openers: open runs under the lock, never two exclusive opens at once"
fi

unloads compat_lock_bkl

ktap_done
