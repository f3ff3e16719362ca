# SPDX-License-Identifier: GPL-2.0
#
# compat-tasklet: 2.4's three-argument DECLARE_TASKLET(name, func, data)
# and DECLARE_TASKLET_DISABLED() through compat, in compat_tasklet
# (tests/modules/compat_tasklet) on the guest's 2 vCPUs.  Counts, not
# times, decide (wait_for polls with a 60 s bound):
#  - a three-argument tasklet scheduled at load runs once, its handler
#    given its data; a two-argument one (today's form) beside it runs
#    once, its callback given its own tasklet;
#  - a disabled one, scheduled, does not run: a tasklet scheduled after it
#    on the same CPU runs and finds it has not; after tasklet_enable() it
#    runs once with its data;
#  - scheduled 2000 times from each of two CPUs, the handler (data: its
#    device) runs, never twice at once (its device's running flag), and
#    its last run starts after the last schedule;
#  - unload while the tasklet reschedules itself: the module's
#    tasklet_kill() stops it (no run after it), and no Oops, BUG or
#    WARNING in the log.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 9

N=2000
base=$(dmesg | wc -l)

module_case tasklet compat_tasklet

wait_for "$P/num_runs" 1
ktap_same "DECLARE_TASKLET(name, func, 0x2400): the handler runs once with data 0x2400" \
	"$(cat "$P/num_runs") $(cat "$P/num_data")" "1 9216"
wait_for "$P/new_runs" 1
ktap_same "DECLARE_TASKLET(name, callback), today's form: runs once, given its tasklet" \
	"$(cat "$P/new_runs") $(cat "$P/new_ok")" "1 1"

echo disabled >"$P/cmd"
wait_for "$P/mark_runs" 1
ktap_same "DECLARE_TASKLET_DISABLED(): scheduled, it does not run (a tasklet queued after it on its CPU did)" \
	"mark $(cat "$P/mark_runs") saw $(cat "$P/mark_saw_off") off $(cat "$P/off_runs")" \
	"mark 1 saw 0 off 0"
echo enable >"$P/cmd"
wait_for "$P/off_runs" 1
ktap_same "after tasklet_enable() the disabled tasklet runs once with data 0xff" \
	"$(cat "$P/off_runs") $(cat "$P/off_data")" "1 255"

echo "storm $N" >"$P/cmd"
s=$(cat "$P/storm")
if [ "$s" = onecpu ]; then
	ktap_skip "tasklet_schedule() from two CPUs: runs, never concurrently" "one CPU online"
else
	# "runs R overlap O seen S total T cpus C bad B"
	set -- $s
	if [ "$4" = 0 ] && [ "$6" = "$8" ] && [ "$8" = $((2 * N)) ] &&
	   [ "${12}" = 0 ] && [ "$2" -ge 1 ] && [ "$2" -le "$8" ]; then
		ktap_ok "tasklet_schedule() $N times from each of two CPUs: ran $2 times on ${10} CPU(s), never concurrently, the last run after the last schedule"
	else
		ktap_fail "tasklet_schedule() from two CPUs: runs, never concurrently" "$s"
	fi
fi

echo loop >"$P/cmd"
unloads_busy compat_tasklet "$P/loop_runs" 50 \
	"modprobe -r while the tasklet reschedules itself"
ktap_same "at unload: tasklet_kill() stops the self-rescheduling tasklet" \
	"$(unload_says "$base" compat_tasklet)" \
	"the looping tasklet ran 0 times after tasklet_kill()"
log_clean "$base" "no Oops, BUG or WARNING in the log" \
	'Oops|BUG:|WARNING:|general protection|unable to handle' 2
ktap_done
