# SPDX-License-Identifier: GPL-2.0
#
# compat-sleep-on: sleep_on() and friends in a 2.4-style module
# (tests/modules/compat_lock/compat_lock_sleep.c) built with compat, on
# drvcompat.ko.  State-driven: a waker waits (bounded) until the sleeper
# is on the wait queue before it wakes it, because a wake-up before that
# would be lost (the race these functions were removed for).
#  - a reader in interruptible_sleep_on() is woken by a writer;
#  - sleep_on() is woken by wake_up();
#  - a signal ends interruptible_sleep_on(): the reader dies of SIGTERM;
#  - interruptible_sleep_on_timeout()/sleep_on_timeout() return 0 when the
#    time runs out, and the jiffies left (0 < left <= N) when woken.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 10

P=/sys/module/compat_lock_sleep/parameters
DEV=/dev/compat_lock_sleep
OUT=/tmp/compat-sleep-on.out
BIG=1000000

ktap_check "modprobe compat_lock_sleep (pulls in drvcompat)" modprobe compat_lock_sleep

rm -f "$OUT"
cat "$DEV" >"$OUT" &
reader=$!
if wait_for "$P/queued_r" 1; then
	echo wake >"$DEV"
fi
wait "$reader"
rc=$?
if [ "$rc" = 0 ] && [ "$(cat "$OUT")" = woken ] && [ "$(cat "$P/woken")" = 1 ]; then
	ktap_ok "interruptible_sleep_on(): a reader sleeps, a writer wakes it"
else
	ktap_fail "interruptible_sleep_on(): a reader sleeps, a writer wakes it" \
		"exit $rc, read '$(cat "$OUT")', woken $(cat "$P/woken")"
fi

echo sleep >"$DEV" &
sleeper=$!
if wait_for "$P/queued_u" 1 && [ "$(cat "$P/uwoken")" = 0 ]; then
	echo uwake >"$DEV"
fi
wait "$sleeper"
ktap_same "sleep_on(): sleeps until wake_up()" "$(cat "$P/uwoken")" 1

cat "$DEV" >/dev/null &
victim=$!
if wait_for "$P/queued_r" 1; then
	kill -TERM "$victim"
fi
wait "$victim" 2>/dev/null
rc=$?
if wait_for "$P/signalled" 1 && [ "$rc" = 143 ] && [ "$(cat "$P/woken")" = 1 ]; then
	ktap_ok "a signal ends interruptible_sleep_on() (the reader dies of SIGTERM)"
else
	ktap_fail "a signal ends interruptible_sleep_on()" \
		"exit $rc, signalled $(cat "$P/signalled"), woken $(cat "$P/woken")"
fi
ktap_same "nobody is left on the readers' queue" "$(cat "$P/queued_r")" 0

echo "timeout 5" >"$DEV"
ktap_same "interruptible_sleep_on_timeout(5) with no wake-up returns 0" \
	"$(cat "$P/last_timeout")" 0
echo "utimeout 5" >"$DEV"
ktap_same "sleep_on_timeout(5) with no wake-up returns 0" \
	"$(cat "$P/last_utimeout")" 0

# woken_early CMD FUNCTION: "CMD BIG", woken once it is queued, leaves
# 0 < last_CMD <= BIG, the jiffies FUNCTION(BIG) had left
woken_early()
{
	echo "$1 $BIG" >"$DEV" &
	t=$!
	wait_for "$P/queued_t" 1 && echo twake >"$DEV"
	wait "$t"
	left=$(cat "$P/last_$1")
	if [ "$left" -gt 0 ] 2>/dev/null && [ "$left" -le "$BIG" ]; then
		ktap_ok "$2($BIG) woken early returns the jiffies left ($left)"
	else
		ktap_fail "$2($BIG) woken early returns the jiffies left" "got $left"
	fi
}
woken_early timeout interruptible_sleep_on_timeout
woken_early utimeout sleep_on_timeout

rm -f "$OUT"
unloads compat_lock_sleep

ktap_done
