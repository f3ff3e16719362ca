// SPDX-License-Identifier: GPL-2.0
/*
 * compat_tqueue - run-time test of the tqueue compat topic
 * (tests/guest/compat-tqueue.sh), written the 2.4 way (<linux/tqueue.h>,
 * struct tq_struct, queue_task(), mark_bh(), schedule_task(),
 * run_task_queue()) and built unchanged with compat/compat.mk.
 *
 * Writing a case name to the ``run`` parameter runs it in the writer's
 * context; ``result`` then reads what happened:
 *
 * - ``immediate``: ROUNDS rounds; in each every CPU queues the same task
 *   twice on tq_immediate at once (on_each_cpu(), hard interrupt
 *   context), then mark_bh(IMMEDIATE_BH), then the writer waits until the
 *   task ran as often as queue_task() returned 1; a sentinel task queued
 *   last proves nothing ran after it.  Result ``rounds=R once=O
 *   refused=F ctx=C``: O "yes" if each accepted call ran exactly once
 *   (here: one per round), F "yes" if calls were refused as queued
 *   already, C "softirq" if every run was in softirq context;
 * - ``timer``: the same on tq_timer without mark_bh() (the tick runs it);
 *   ``tick=ok`` if each ran at a later jiffy than it was queued;
 * - ``context``: the same through schedule_task(); the task sleeps
 *   (msleep()) and ``ctx=task`` says each run was in process context;
 *   ``flush=ok`` if flush_scheduled_tasks() returned only after a
 *   sleeping task finished;
 * - ``private``: five tasks A..E on a DECLARE_TASK_QUEUE() queue (A twice,
 *   the second refused), and F that queues itself again when it runs;
 *   run_task_queue() twice.  Result ``order=... again=... caller=ok``;
 * - ``leave``: a task on tq_immediate without mark_bh(), and through
 *   schedule_task() one that sleeps 300 ms and one behind it: they are
 *   still queued (or running) when the module is removed next.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/tqueue.h>
#include <linux/interrupt.h>
#include <linux/delay.h>
#include <linux/wait.h>
#include <linux/smp.h>
#include <linux/string.h>
#include <linux/moduleparam.h>
#include "../include/test-param.h"

#define ROUNDS 200
#define WAIT_BOUND (20 * HZ)	/* a hung case, not a verdict */

static char result[96] = "none";
module_param_string(result, result, sizeof(result), 0444);

static DECLARE_WAIT_QUEUE_HEAD(ctq_wq);
static atomic_t ctq_runs, ctq_added, ctq_tries, ctq_badctx, ctq_sentinel;
static unsigned long ctq_queued_at;
static atomic_t ctq_early;

/* what the routine checks about its context */
enum { CTX_SOFTIRQ, CTX_TASK };
static int ctq_want;

static void ctq_routine(void *data)
{
	int ok = ctq_want == CTX_SOFTIRQ ?
		in_serving_softirq() && !in_hardirq() :
		in_task() && !irqs_disabled();

	if (!ok)
		atomic_inc(&ctq_badctx);
	if (data && time_before_eq(jiffies, READ_ONCE(ctq_queued_at)))
		atomic_inc(&ctq_early);
	if (ctq_want == CTX_TASK)
		usleep_range(200, 400);	/* keventd's tasks may sleep */
	atomic_inc(&ctq_runs);
	wake_up(&ctq_wq);
}

static void ctq_sentinel_fn(void *data)
{
	atomic_inc(&ctq_sentinel);
	wake_up(&ctq_wq);
}

static struct tq_struct ctq_task, ctq_last;
static task_queue *ctq_queue;

/* on each CPU: queue the task twice in a row (interrupts are off here) */
static void ctq_queue_here(void *unused)
{
	int i;

	for (i = 0; i < 2; i++) {
		atomic_inc(&ctq_tries);
		if (ctq_queue)
			atomic_add(queue_task(&ctq_task, ctq_queue), &ctq_added);
		else
			atomic_add(schedule_task(&ctq_task), &ctq_added);
	}
}

/*
 * ROUNDS rounds of "every CPU queues it twice at once, then what was
 * queued runs": a round ends when the task ran as often as queue_task()
 * accepted it.  The sentinel queued last then proves no run came after.
 */
static void ctq_rounds(task_queue *q, int want, bool timer_check)
{
	int i, runs, added;

	atomic_set(&ctq_runs, 0);
	atomic_set(&ctq_added, 0);
	atomic_set(&ctq_tries, 0);
	atomic_set(&ctq_badctx, 0);
	atomic_set(&ctq_sentinel, 0);
	atomic_set(&ctq_early, 0);
	ctq_want = want;
	ctq_queue = q;
	INIT_TQUEUE(&ctq_task, ctq_routine, timer_check ? &ctq_task : NULL);
	INIT_TQUEUE(&ctq_last, ctq_sentinel_fn, NULL);
	for (i = 1; i <= ROUNDS; i++) {
		WRITE_ONCE(ctq_queued_at, jiffies);
		on_each_cpu(ctq_queue_here, NULL, 1);
		if (q == &tq_immediate)
			mark_bh(IMMEDIATE_BH);
		if (!wait_event_timeout(ctq_wq, atomic_read(&ctq_runs) >=
					atomic_read(&ctq_added), WAIT_BOUND))
			break;
	}
	if (q)
		queue_task(&ctq_last, q);
	else
		schedule_task(&ctq_last);
	if (q == &tq_immediate)
		mark_bh(IMMEDIATE_BH);
	wait_event_timeout(ctq_wq, atomic_read(&ctq_sentinel), WAIT_BOUND);
	runs = atomic_read(&ctq_runs);
	added = atomic_read(&ctq_added);
	/*
	 * tq_immediate runs only after mark_bh(): exactly one call per round
	 * is accepted.  The tick and keventd may run the task between two
	 * calls, so there every accepted call must have run once, and some
	 * calls must have been refused as already queued.
	 */
	snprintf(result, sizeof(result), "rounds=%d once=%s refused=%s ctx=%s%s",
		 i - 1,
		 runs != added ? "no" :
		 q == &tq_immediate && added != ROUNDS ? "no" : "yes",
		 atomic_read(&ctq_tries) > added ? "yes" : "no",
		 atomic_read(&ctq_badctx) ? "wrong" :
		 want == CTX_SOFTIRQ ? "softirq" : "task",
		 !timer_check ? "" :
		 atomic_read(&ctq_early) ? " tick=early" : " tick=ok");
}

/* flush_scheduled_tasks() waits for a task that sleeps */
static int ctq_slept;
static void ctq_sleeper(void *data)
{
	msleep(100);
	WRITE_ONCE(ctq_slept, 1);
}

static struct tq_struct ctq_sleep_task;

static void ctq_context(void)
{
	int len;

	ctq_rounds(NULL, CTX_TASK, false);
	ctq_slept = 0;
	INIT_TQUEUE(&ctq_sleep_task, ctq_sleeper, NULL);
	schedule_task(&ctq_sleep_task);
	flush_scheduled_tasks();
	len = strlen(result);
	snprintf(result + len, sizeof(result) - len, " flush=%s",
		 READ_ONCE(ctq_slept) ? "ok" : "early");
}

/* a driver's own queue: run_task_queue() in the caller's context */
static DECLARE_TASK_QUEUE(ctq_private);
static struct tq_struct ctq_p[6];
static char ctq_order[32];
static struct task_struct *ctq_caller;
static int ctq_wrong_caller;

static void ctq_private_fn(void *data)
{
	char c = (char)(unsigned long)data;
	size_t len = strlen(ctq_order);

	if (current != ctq_caller || in_interrupt())
		ctq_wrong_caller = 1;
	if (len + 1 < sizeof(ctq_order)) {
		ctq_order[len] = c;
		ctq_order[len + 1] = '\0';
	}
	/* F queues itself again: 2.4 runs it on the next run, not this one */
	if (c == 'F')
		queue_task(&ctq_p[5], &ctq_private);
}

static void ctq_private_case(void)
{
	int i, again;
	char first[16];

	ctq_order[0] = '\0';
	ctq_caller = current;
	ctq_wrong_caller = 0;
	for (i = 0; i < 6; i++)
		INIT_TQUEUE(&ctq_p[i], ctq_private_fn,
			    (void *)(unsigned long)('A' + i));
	for (i = 0; i < 6; i++)
		queue_task(&ctq_p[i], &ctq_private);
	again = queue_task(&ctq_p[0], &ctq_private);
	run_task_queue(&ctq_private);
	strscpy(first, ctq_order, sizeof(first));
	ctq_order[0] = '\0';
	run_task_queue(&ctq_private);
	snprintf(result, sizeof(result), "order=%s again=%d next=%s caller=%s",
		 first, again, ctq_order, ctq_wrong_caller ? "wrong" : "ok");
	/* leave the queue empty: F queued itself once more */
	while (TQ_ACTIVE(ctq_private)) {
		struct tq_struct *t = list_first_entry(&ctq_private,
						       struct tq_struct, list);
		list_del_init(&t->list);
		t->sync = 0;
	}
}

/* still queued at unload */
static struct tq_struct ctq_left_imm, ctq_left_busy, ctq_left_behind;
static int ctq_left_ran;

static void ctq_left_fn(void *data)
{
	if (data)
		msleep(300);
	ctq_left_ran++;
}

static void ctq_leave(void)
{
	INIT_TQUEUE(&ctq_left_imm, ctq_left_fn, NULL);
	INIT_TQUEUE(&ctq_left_busy, ctq_left_fn, &ctq_left_busy);
	INIT_TQUEUE(&ctq_left_behind, ctq_left_fn, NULL);
	queue_task(&ctq_left_imm, &tq_immediate);
	schedule_task(&ctq_left_busy);
	schedule_task(&ctq_left_behind);
	strscpy(result, "left", sizeof(result));
}

static int ctq_run_set(const char *val, const struct kernel_param *kp)
{
	if (sysfs_streq(val, "immediate"))
		ctq_rounds(&tq_immediate, CTX_SOFTIRQ, false);
	else if (sysfs_streq(val, "timer"))
		ctq_rounds(&tq_timer, CTX_SOFTIRQ, true);
	else if (sysfs_streq(val, "context"))
		ctq_context();
	else if (sysfs_streq(val, "private"))
		ctq_private_case();
	else if (sysfs_streq(val, "leave"))
		ctq_leave();
	else
		return -EINVAL;
	return 0;
}

TEST_PARAM_SET(run, ctq_run_set, 0200);

static int __init ctq_init(void)
{
	return 0;
}

static void __exit ctq_exit(void)
{
}

module_init(ctq_init);
module_exit(ctq_exit);
MODULE_DESCRIPTION("compat test: 2.4 task queues");
MODULE_LICENSE("GPL");
