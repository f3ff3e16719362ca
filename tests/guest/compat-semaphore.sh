# SPDX-License-Identifier: GPL-2.0
#
# compat-semaphore: DECLARE_MUTEX, DECLARE_MUTEX_LOCKED, init_MUTEX,
# init_MUTEX_LOCKED and <asm/semaphore.h> in a 2.4-style module
# (tests/modules/compat_lock/compat_lock_sem.c) built with compat: the
# counts are 1 and 0 as in 2.4, down_trylock() agrees, a down() on the
# locked one sleeps until an up() (state-driven: the poster waits until
# the sleeper is on the semaphore's wait list), and the free one excludes
# two processes from each other over 2000 rounds each.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 7

P=/sys/module/compat_lock_sem/parameters
DEV=/dev/compat_lock_sem

ktap_check "modprobe compat_lock_sem" modprobe compat_lock_sem
ktap_same "counts: DECLARE_MUTEX 1, DECLARE_MUTEX_LOCKED 0, init_MUTEX 1, init_MUTEX_LOCKED 0" \
	"$(cat "$P/counts")" "1 0 1 0"
ktap_same "down_trylock(): free gets it, then busy; init_MUTEX gets it; init_MUTEX_LOCKED busy" \
	"$(cat "$P/trylock")" "0 1 0 1"

echo wait >"$DEV" &
waiter=$!
asleep_in "down() on DECLARE_MUTEX_LOCKED sleeps" "$P/waiting" "$P/got"
echo post >"$DEV"
wait "$waiter"
if [ "$(cat "$P/got")" = 1 ] && [ "$(cat "$P/waiting")" = 0 ]; then
	ktap_ok "up() lets it through"
else
	ktap_fail "up() lets it through" "got $(cat "$P/got") waiting $(cat "$P/waiting")"
fi

two_at_once "$DEV" "stress 2000"
if [ "$(cat "$P/iterations")" = 4000 ] && [ "$(cat "$P/violations")" = 0 ]; then
	ktap_ok "DECLARE_MUTEX excludes: two processes, 2000 rounds each, never both inside"
else
	ktap_fail "DECLARE_MUTEX excludes" \
		"iterations $(cat "$P/iterations") violations $(cat "$P/violations")"
fi

unloads compat_lock_sem

ktap_done
