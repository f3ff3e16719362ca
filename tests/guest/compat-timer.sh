# SPDX-License-Identifier: GPL-2.0
#
# compat-timer: 2.4 kernel timers as port-check --fix leaves them
# (timer_setup(), a struct timer_list * handler, from_timer(),
# DEFINE_TIMER(), del_timer_sync()) plus compat's init_timer(), in
# compat_timer (tests/modules/compat_timer) on the guest's 2 vCPUs.
# Counts, not times, decide (wait_for polls with a 60 s bound):
#  - the global DEFINE_TIMER() timer fires once; init_timer() + .function
#    + add_timer() fires once;
#  - a handler that re-arms itself with mod_timer() runs until it has
#    fired N times, finds its device with from_timer(), and then the
#    timer is not pending;
#  - del_timer_sync() called (from a work item on the second vCPU) while
#    the handler runs on the first returns only after the handler
#    finished, and the handler's re-arm leaves no timer pending;
#  - unload while the timer re-arms itself every jiffy: the module's
#    del_timer_sync() leaves nothing pending and nothing fires after it;
#    a reload and unload afterwards, and no Oops or BUG in the log.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 8

N=200
base=$(dmesg | wc -l)

module_case timer compat_timer

echo plain >"$P/cmd"
if wait_for "$P/global_fired" 1 && wait_for "$P/plain_fired" 1; then
	ktap_ok "DEFINE_TIMER() fires once; init_timer(), .function, add_timer() fires once"
else
	ktap_fail "DEFINE_TIMER() fires once; init_timer(), .function, add_timer() fires once" \
		"global_fired $(cat "$P/global_fired") plain_fired $(cat "$P/plain_fired")"
fi

echo "rearm $N" >"$P/cmd"
if wait_for "$P/fired" "$N" && wait_for "$P/pending" 0 &&
   [ "$(cat "$P/fired")" = "$N" ] && [ "$(cat "$P/bad_dev")" = 0 ]; then
	ktap_ok "a handler re-arming itself with mod_timer() fires $N times, from_timer() finds its device, then nothing is pending"
else
	ktap_fail "a handler re-arming itself with mod_timer() fires $N times" \
		"fired $(cat "$P/fired") pending $(cat "$P/pending") bad_dev $(cat "$P/bad_dev")"
fi

echo slow >"$P/cmd"
if [ "$(cat "$P/overlap")" = onecpu ]; then
	ktap_skip "the handler and del_timer_sync() run at once on two CPUs" "one CPU online"
	ktap_skip "del_timer_sync() during the handler" "one CPU online"
else
	wait_for "$P/sync_done" 1
	ktap_same "the handler (first CPU) and del_timer_sync() (second CPU) run at once" \
		"$(cat "$P/sync_done") $(cat "$P/overlap") timeout=$(cat "$P/slow_timeout")" \
		"1 yes timeout=0"
	ktap_same "del_timer_sync() during the handler returns after it finished, its re-arm undone" \
		"$(cat "$P/sync_result")" "finished=1 pending=0"
fi

echo "rearm -1" >"$P/cmd"
wait_for "$P/pending" 1
unloads_busy compat_timer "$P/fired" 50 \
	"modprobe -r while the timer re-arms itself every jiffy"
ktap_same "at unload: del_timer_sync() leaves nothing pending, nothing fires after it" \
	"$(unload_says "$base" compat_timer)" \
	"device timer pending 0, fired 0 times after del_timer_sync()"

if modprobe compat_timer && wait_for "$P/global_fired" 1 && modprobe -r compat_timer; then
	log_clean "$base" "reload and unload, no Oops, BUG or WARNING in the log" \
		'Oops|BUG:|WARNING:|general protection|unable to handle' 2
else
	ktap_fail "reload and unload, no Oops, BUG or WARNING in the log" "reload failed"
fi
ktap_done
