# SPDX-License-Identifier: GPL-2.0
#
# compat-tqueue: 2.4's task queues through compat, in compat_tqueue
# (tests/modules/compat_tqueue), on 2 vCPUs.  In each of 200 rounds every
# CPU queues the same task twice at once (hard interrupt context,
# on_each_cpu()); the round ends when the task ran as often as
# queue_task() accepted it (a count, bounded generously: a hung case, not
# a verdict), and a sentinel queued last proves it did not run again:
#  - tq_immediate + mark_bh(IMMEDIATE_BH): one call per round accepted,
#    the others refused (queued already), one run, in softirq context;
#  - tq_timer (no mark_bh): each accepted call ran exactly once, some were
#    refused, each run in softirq context at a later jiffy;
#  - schedule_task(): the same in process context, the task sleeping;
#    flush_scheduled_tasks() returns only after a sleeping task finished;
#  - run_task_queue() of a driver's own queue: every task in order in the
#    caller's context, a task queued twice refused, one that queues itself
#    again runs once per run;
#  - unload with a task left on tq_immediate and two on schedule_task()'s
#    queue, one of them asleep in its routine: no crash, one log line
#    naming what compat took off, and the queues work after it.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 9

P=/sys/module/compat_tqueue/parameters
ROUNDS=200

# run_case CASE: write it to run, print the result
run_case()
{
	echo "$1" >"$P/run" && cat "$P/result"
}

ktap_check "modprobe compat_tqueue (pulls in drvcompat)" modprobe compat_tqueue
ktap_diag "CPUs online: $(grep -c ^processor /proc/cpuinfo)"

ktap_same "tq_immediate + mark_bh(IMMEDIATE_BH): queued from every CPU at once, run once per round, in softirq context" \
	"$(run_case immediate)" "rounds=$ROUNDS once=yes refused=yes ctx=softirq"
ktap_same "tq_timer: run once per round at the next tick, in softirq context" \
	"$(run_case timer)" "rounds=$ROUNDS once=yes refused=yes ctx=softirq tick=ok"
ktap_same "schedule_task(): run once per round in process context, may sleep; flush_scheduled_tasks() waits" \
	"$(run_case context)" "rounds=$ROUNDS once=yes refused=yes ctx=task flush=ok"
ktap_same "run_task_queue(): a private queue in order, in the caller's context; a re-queued task waits for the next run" \
	"$(run_case private)" "order=ABCDEF again=0 next=F caller=ok"

# unload while tasks are queued and one is running
base=$(dmesg | wc -l)
ktap_same "tasks left queued: one on tq_immediate, two for schedule_task() (one sleeping)" \
	"$(run_case leave)" left
unloads compat_tqueue
log_says "$base" "the unload took the module's tasks off, said so once, no Oops" \
	'compat_tqueue: [0-9]* task\(s\) still queued at unload taken off' \
	'BUG|WARNING|Oops|general protection'
if modprobe compat_tqueue &&
   [ "$(run_case immediate)" = "rounds=$ROUNDS once=yes refused=yes ctx=softirq" ]; then
	ktap_ok "the queues work again after that unload"
else
	ktap_fail "the queues work again after that unload" "$(cat "$P/result" 2>/dev/null)"
fi
modprobe -r compat_tqueue
ktap_done
