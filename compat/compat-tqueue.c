// SPDX-License-Identifier: GPL-2.0
/*
 * 2.4's task queues (include/linux/tqueue.h, kernel/softirq.c's
 * __run_task_queue(), kernel/timer.c's tqueue_bh()/immediate_bh(),
 * kernel/context.c's keventd) on a modern kernel: tq_immediate runs from
 * a high-priority tasklet, tq_timer from a one-jiffy timer, schedule_task()
 * from a work item.  See compat/include/compat/tqueue.h and
 * porting-guide/tqueue.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/export.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/workqueue.h>

#include <compat/tqueue.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_LINUX_TQUEUE_H

/* 2.4's tqueue_lock: every queue's list, and each global run's list */
static DEFINE_SPINLOCK(drvcompat_tqueue_lock);

static LIST_HEAD(drvcompat_tq_immediate);
static LIST_HEAD(drvcompat_tq_timer);

/**
 * drvcompat_tq_immediate_queue() - where tq_immediate is
 *
 * Return: the queue mark_bh(IMMEDIATE_BH) runs.
 */
task_queue *drvcompat_tq_immediate_queue(void)
{
	return &drvcompat_tq_immediate;
}
EXPORT_SYMBOL_GPL(drvcompat_tq_immediate_queue);

/**
 * drvcompat_tq_timer_queue() - where tq_timer is
 *
 * Return: the queue run at the next timer tick.
 */
task_queue *drvcompat_tq_timer_queue(void)
{
	return &drvcompat_tq_timer;
}
EXPORT_SYMBOL_GPL(drvcompat_tq_timer_queue);

/* kernel/context.c's tq_context: schedule_task()'s queue */
static LIST_HEAD(drvcompat_tq_context);

/*
 * A run of one of the three global queues takes the queue's tasks onto
 * its own list, as 2.4's __run_task_queue() took them onto a local head,
 * but keeps that list where a module going away can find and take off
 * its tasks (drvcompat_tqueue_module_going()).
 */
struct drvcompat_tq_run {
	task_queue *queue;
	struct list_head running;
};

static struct drvcompat_tq_run drvcompat_run_immediate = {
	.queue = &drvcompat_tq_immediate,
	.running = LIST_HEAD_INIT(drvcompat_run_immediate.running),
};

static struct drvcompat_tq_run drvcompat_run_timer = {
	.queue = &drvcompat_tq_timer,
	.running = LIST_HEAD_INIT(drvcompat_run_timer.running),
};

static struct drvcompat_tq_run drvcompat_run_context = {
	.queue = &drvcompat_tq_context,
	.running = LIST_HEAD_INIT(drvcompat_run_context.running),
};

static void drvcompat_run_global(struct drvcompat_tq_run *run)
{
	unsigned long flags;

	spin_lock_irqsave(&drvcompat_tqueue_lock, flags);
	list_splice_tail_init(run->queue, &run->running);
	while (!list_empty(&run->running)) {
		struct tq_struct *p = list_first_entry(&run->running,
						       struct tq_struct, list);
		void (*f)(void *) = p->routine;
		void *data = p->data;

		list_del_init(&p->list);
		/* 2.4: wmb(); p->sync = 0; then the call */
		smp_mb__before_atomic();
		clear_bit(0, &p->sync);
		spin_unlock_irqrestore(&drvcompat_tqueue_lock, flags);
		if (f)
			f(data);
		spin_lock_irqsave(&drvcompat_tqueue_lock, flags);
	}
	spin_unlock_irqrestore(&drvcompat_tqueue_lock, flags);
}

/* IMMEDIATE_BH: immediate_bh() ran tq_immediate in bottom-half context */
static void drvcompat_immediate_bh(struct tasklet_struct *t)
{
	drvcompat_run_global(&drvcompat_run_immediate);
}

static DECLARE_TASKLET(drvcompat_immediate_tasklet, drvcompat_immediate_bh);

/* TQUEUE_BH: do_timer() raised it at each tick while tq_timer had tasks */
static void drvcompat_tqueue_bh(struct timer_list *t)
{
	drvcompat_run_global(&drvcompat_run_timer);
}

static DEFINE_TIMER(drvcompat_tqueue_timer, drvcompat_tqueue_bh);

/* keventd: context_thread() ran tq_context in process context */
static void drvcompat_keventd(struct work_struct *w)
{
	drvcompat_run_global(&drvcompat_run_context);
}

static DECLARE_WORK(drvcompat_keventd_work, drvcompat_keventd);

static void drvcompat_arm_tq_timer(void)
{
	if (!timer_pending(&drvcompat_tqueue_timer))
		mod_timer(&drvcompat_tqueue_timer, jiffies + 1);
}

/**
 * drvcompat_queue_task() - 2.4 queue_task()
 * @task: the task
 * @list: the queue
 *
 * 2.4's test_and_set_bit() on ->sync, then the task at the tail of @list
 * under the queue lock; on tq_timer the next tick is armed (2.4's
 * do_timer() marked TQUEUE_BH while tq_timer had tasks).
 *
 * Return: 1 if @task was added, 0 if it was queued already.
 */
int drvcompat_queue_task(struct tq_struct *task, task_queue *list)
{
	unsigned long flags;

	if (test_and_set_bit(0, &task->sync))
		return 0;
	spin_lock_irqsave(&drvcompat_tqueue_lock, flags);
	list_add_tail(&task->list, list);
	spin_unlock_irqrestore(&drvcompat_tqueue_lock, flags);
	if (list == &drvcompat_tq_timer)
		drvcompat_arm_tq_timer();
	return 1;
}
EXPORT_SYMBOL_GPL(drvcompat_queue_task);

/**
 * drvcompat_run_task_queue() - 2.4 run_task_queue()/__run_task_queue()
 * @list: the queue
 *
 * A driver's own queue is taken whole under the lock and run in order in
 * the caller's context, each ->sync cleared before its routine runs (2.4
 * kernel/softirq.c); tq_immediate and tq_timer go through their runs.
 */
void drvcompat_run_task_queue(task_queue *list)
{
	struct list_head head;
	unsigned long flags;

	if (list == &drvcompat_tq_immediate) {
		drvcompat_run_global(&drvcompat_run_immediate);
		return;
	}
	if (list == &drvcompat_tq_timer) {
		drvcompat_run_global(&drvcompat_run_timer);
		return;
	}
	/* 2.4's __run_task_queue() on a driver's own queue */
	spin_lock_irqsave(&drvcompat_tqueue_lock, flags);
	list_add(&head, list);
	list_del_init(list);
	spin_unlock_irqrestore(&drvcompat_tqueue_lock, flags);
	while (head.next != &head) {
		struct tq_struct *p = list_entry(head.next, struct tq_struct,
						 list);
		void (*f)(void *) = p->routine;
		void *data = p->data;

		list_del_init(&p->list);
		/* 2.4's wmb() before ->sync = 0: routine and data read first */
		smp_mb__before_atomic();
		clear_bit(0, &p->sync);
		if (f)
			f(data);
	}
}
EXPORT_SYMBOL_GPL(drvcompat_run_task_queue);

/**
 * drvcompat_schedule_task() - 2.4 schedule_task()
 * @task: the task
 *
 * queue_task() on keventd's queue, then the work item that runs it.
 *
 * Return: 1 if queued, 0 if it was queued already.
 */
int drvcompat_schedule_task(struct tq_struct *task)
{
	int ret = drvcompat_queue_task(task, &drvcompat_tq_context);

	schedule_work(&drvcompat_keventd_work);
	return ret;
}
EXPORT_SYMBOL_GPL(drvcompat_schedule_task);

/**
 * drvcompat_flush_scheduled_tasks() - 2.4 flush_scheduled_tasks()
 *
 * flush_work() of the work item: every task queued before has run.
 */
void drvcompat_flush_scheduled_tasks(void)
{
	flush_work(&drvcompat_keventd_work);
}
EXPORT_SYMBOL_GPL(drvcompat_flush_scheduled_tasks);

/**
 * drvcompat_mark_bh() - 2.4 mark_bh() of the task-queue bottom halves
 * @nr: %IMMEDIATE_BH or %TQUEUE_BH; other numbers are logged once
 */
void drvcompat_mark_bh(int nr)
{
	switch (nr) {
	case IMMEDIATE_BH:
		tasklet_hi_schedule(&drvcompat_immediate_tasklet);
		break;
	case TQUEUE_BH:
		drvcompat_arm_tq_timer();
		break;
	default:
		pr_warn_once("mark_bh(%d): only IMMEDIATE_BH and TQUEUE_BH exist here, ignored; see porting-guide/tqueue.md\n",
			     nr);
	}
}
EXPORT_SYMBOL_GPL(drvcompat_mark_bh);

/* take @mod's tasks off @list; the caller holds drvcompat_tqueue_lock */
static unsigned int drvcompat_tq_drop(struct module *mod,
				      struct list_head *list)
{
	struct tq_struct *p, *n;
	unsigned int dropped = 0;

	list_for_each_entry_safe(p, n, list, list) {
		if (!within_module((unsigned long)p, mod) &&
		    !within_module((unsigned long)p->routine, mod))
			continue;
		list_del_init(&p->list);
		clear_bit(0, &p->sync);
		dropped++;
	}
	return dropped;
}

/**
 * drvcompat_tqueue_module_going() - take a departing module's tasks off
 * @mod: the module whose exit ran (or whose init failed)
 *
 * A task that is still queued on tq_immediate, tq_timer or schedule_task()'s
 * queue (or taken for a run and not yet started) when its module goes
 * away would run freed code; 2.4 crashed then.  Its tasks, found by the
 * address of the tq_struct or of its routine, are taken off and counted
 * in the log.  A run of each queue that may be executing one of them
 * right now is waited for.
 */
void drvcompat_tqueue_module_going(struct module *mod)
{
	struct drvcompat_tq_run *runs[] = {
		&drvcompat_run_immediate, &drvcompat_run_timer,
		&drvcompat_run_context,
	};
	unsigned int dropped = 0;
	unsigned long flags;
	int i;

	spin_lock_irqsave(&drvcompat_tqueue_lock, flags);
	for (i = 0; i < ARRAY_SIZE(runs); i++) {
		dropped += drvcompat_tq_drop(mod, runs[i]->queue);
		dropped += drvcompat_tq_drop(mod, &runs[i]->running);
	}
	spin_unlock_irqrestore(&drvcompat_tqueue_lock, flags);
	/* a routine of @mod may be running: wait for the runs in progress */
	tasklet_unlock_wait(&drvcompat_immediate_tasklet);
	del_timer_sync(&drvcompat_tqueue_timer);
	spin_lock_irqsave(&drvcompat_tqueue_lock, flags);
	if (!list_empty(&drvcompat_tq_timer))
		drvcompat_arm_tq_timer();
	spin_unlock_irqrestore(&drvcompat_tqueue_lock, flags);
	flush_work(&drvcompat_keventd_work);
	if (dropped)
		pr_warn("%s: %u task(s) still queued at unload taken off the task queues, not run; see porting-guide/tqueue.md\n",
			mod->name, dropped);
}

/* drvcompat.ko goes: nothing can be queued any more (no user is left) */
void drvcompat_tqueue_exit(void)
{
	tasklet_kill(&drvcompat_immediate_tasklet);
	del_timer_sync(&drvcompat_tqueue_timer);
	flush_work(&drvcompat_keventd_work);
}

#else /* DRVCOMPAT_HAVE_LINUX_TQUEUE_H */

void drvcompat_tqueue_module_going(struct module *mod)
{
}

void drvcompat_tqueue_exit(void)
{
}

#endif /* DRVCOMPAT_HAVE_LINUX_TQUEUE_H */
