/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/tqueue.h - 2.4's task queues: struct tq_struct, INIT_TQUEUE(),
 * PREPARE_TQUEUE(), DECLARE_TASK_QUEUE(), queue_task(), run_task_queue(),
 * schedule_task(), flush_scheduled_tasks(), the queues tq_immediate and
 * tq_timer, and mark_bh() for IMMEDIATE_BH and TQUEUE_BH.
 *
 * 2.4 (include/linux/tqueue.h, kernel/softirq.c, kernel/timer.c,
 * kernel/context.c): a task is a routine(data) pair on a list.
 * queue_task() adds it to the tail of a list unless bit 0 of its ->sync
 * is already set (it is queued), and returns 1 if it added it, 0 if not.
 * run_task_queue() takes the whole list under tqueue_lock and runs every
 * task in order in the caller's context, clearing ->sync just before each
 * runs (so a task may queue itself again: it then runs on the next run,
 * not this one).  Three queues were run by the kernel:
 *
 * - tq_immediate, by the IMMEDIATE_BH bottom half that mark_bh() raised:
 *   soon, in softirq context (immediate_bh() in kernel/timer.c);
 * - tq_timer, by TQUEUE_BH, which do_timer() raised on every timer tick
 *   while tq_timer was not empty: at the next tick, in softirq context
 *   (tqueue_bh(), do_timer() in kernel/timer.c);
 * - schedule_task()'s queue, by the keventd thread: process context, may
 *   sleep; flush_scheduled_tasks() waited until it was empty
 *   (kernel/context.c, 2.4.10 onwards).
 *
 * drvcompat.ko keeps that meaning: tq_immediate runs from a high-priority
 * tasklet that mark_bh(IMMEDIATE_BH) schedules, tq_timer from a timer one
 * jiffy ahead that queueing on it arms, schedule_task()'s queue from one
 * work item on the system workqueue.  A module that goes away with tasks
 * still on one of these queues has them taken off (they would run freed
 * code, as they did on 2.4), with a line in the log; the run in progress,
 * if any, is waited for.  See porting-guide/tqueue.md.
 */
#ifndef __DRVCOMPAT_TQUEUE_H
#define __DRVCOMPAT_TQUEUE_H

#include <linux/list.h>
#include <linux/bitops.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_LINUX_TQUEUE_H

#define __drvcompat_deprecated_tqueue					\
	__drvcompat_deprecated("task queues are gone since 2.5: use a work_struct, see porting-guide/tqueue.md")

/**
 * struct tq_struct - a 2.4 task: a routine and its argument
 * @list: the queue it is on (managed by queue_task())
 * @sync: bit 0 set while the task is queued; must start at zero
 * @routine: the function to call
 * @data: its argument
 *
 * The 2.4 layout, field for field, so that positional initialisers and
 * ``{ routine: f, data: d }`` keep working.
 */
struct tq_struct {
	struct list_head list;
	unsigned long sync;
	void (*routine)(void *data);
	void *data;
};

/**
 * typedef task_queue - a 2.4 task queue: a list head
 */
typedef struct list_head task_queue;

/**
 * DECLARE_TASK_QUEUE() - define an empty driver-private task queue
 * @q: its name
 */
#define DECLARE_TASK_QUEUE(q)	LIST_HEAD(q)

/**
 * TQ_ACTIVE() - does a task queue hold tasks
 * @q: the queue (not a pointer to it, as in 2.4)
 */
#define TQ_ACTIVE(q)		(!list_empty(&(q)))

/**
 * PREPARE_TQUEUE() - set a task's routine and argument
 * @_tq: the task
 * @_routine: the function, ``void (*)(void *)``
 * @_data: its argument
 */
#define PREPARE_TQUEUE(_tq, _routine, _data)				\
	do {								\
		(_tq)->routine = _routine;				\
		(_tq)->data = _data;					\
	} while (0)

/**
 * INIT_TQUEUE() - initialise a task: not queued, @_routine(@_data)
 * @_tq: the task
 * @_routine: the function, ``void (*)(void *)``
 * @_data: its argument
 */
#define INIT_TQUEUE(_tq, _routine, _data)				\
	do {								\
		INIT_LIST_HEAD(&(_tq)->list);				\
		(_tq)->sync = 0;					\
		PREPARE_TQUEUE((_tq), (_routine), (_data));		\
	} while (0)

/*
 * 2.4's bottom-half numbers (include/linux/interrupt.h); mark_bh() of
 * IMMEDIATE_BH and TQUEUE_BH runs their queues, the others were drivers'
 * own (init_bh()) and are not provided.
 */
/**
 * TQUEUE_BH - 2.4's bottom half that ran tq_timer
 */
#define TQUEUE_BH	1
/**
 * IMMEDIATE_BH - 2.4's bottom half that ran tq_immediate
 */
#define IMMEDIATE_BH	9

/**
 * drvcompat_tq_immediate_queue() - where tq_immediate is (drvcompat.ko)
 *
 * Return: the queue mark_bh(IMMEDIATE_BH) runs.
 */
task_queue *drvcompat_tq_immediate_queue(void);

/**
 * drvcompat_tq_timer_queue() - where tq_timer is (drvcompat.ko)
 *
 * Return: the queue run at the next timer tick.
 */
task_queue *drvcompat_tq_timer_queue(void);

/**
 * tq_immediate - the queue mark_bh(IMMEDIATE_BH) runs in softirq context
 */
#define tq_immediate	(*drvcompat_tq_immediate_queue())
/**
 * tq_timer - the queue run at the next timer tick, in softirq context
 */
#define tq_timer	(*drvcompat_tq_timer_queue())

/**
 * drvcompat_queue_task() - 2.4 queue_task()
 * @task: the task
 * @list: the queue
 *
 * Adds @task at the tail of @list unless it is queued already (bit 0 of
 * ->sync); queueing on tq_timer arms the tick that runs it.  Callable
 * from any context.  Exported by drvcompat.ko.
 *
 * Return: 1 if @task was added, 0 if it was queued already.
 */
int drvcompat_queue_task(struct tq_struct *task, task_queue *list);

/**
 * drvcompat_run_task_queue() - 2.4 run_task_queue()
 * @list: the queue
 *
 * Takes every task off @list and runs each in order in the caller's
 * context, clearing its ->sync first; tasks queued meanwhile wait for the
 * next run.  Exported by drvcompat.ko.
 */
void drvcompat_run_task_queue(task_queue *list);

/**
 * drvcompat_schedule_task() - 2.4 schedule_task()
 * @task: the task
 *
 * Queues @task for keventd's place, a work item on the system workqueue:
 * process context, may sleep.  Exported by drvcompat.ko.
 *
 * Return: 1 if @task was queued, 0 if it was queued already.
 */
int drvcompat_schedule_task(struct tq_struct *task);

/**
 * drvcompat_flush_scheduled_tasks() - 2.4 flush_scheduled_tasks()
 *
 * Waits until every task schedule_task() queued before the call has run.
 * Process context only.  Exported by drvcompat.ko.
 */
void drvcompat_flush_scheduled_tasks(void);

/**
 * drvcompat_mark_bh() - 2.4 mark_bh() for the task-queue bottom halves
 * @nr: %IMMEDIATE_BH (runs tq_immediate soon) or %TQUEUE_BH (runs
 *	tq_timer at the next tick); any other number is said once in the
 *	log and ignored
 *
 * Exported by drvcompat.ko.
 */
void drvcompat_mark_bh(int nr);

/**
 * queue_task() - put a task on a task queue, unless it is on one
 * @task: the task
 * @list: the queue (tq_immediate, tq_timer or a DECLARE_TASK_QUEUE())
 *
 * See drvcompat_queue_task() and porting-guide/tqueue.md.
 *
 * Return: 1 if queued, 0 if it was queued already.
 */
static inline __drvcompat_deprecated_tqueue
int queue_task(struct tq_struct *task, task_queue *list)
{
	return drvcompat_queue_task(task, list);
}

/**
 * run_task_queue() - run a task queue in the caller's context
 * @list: the queue
 *
 * See drvcompat_run_task_queue() and porting-guide/tqueue.md.
 */
static inline __drvcompat_deprecated_tqueue
void run_task_queue(task_queue *list)
{
	if (!list_empty(list))
		drvcompat_run_task_queue(list);
}

/**
 * schedule_task() - run a task soon in process context
 * @task: the task
 *
 * See drvcompat_schedule_task() and porting-guide/tqueue.md.
 *
 * Return: 1 if queued, 0 if it was queued already.
 */
static inline __drvcompat_deprecated_tqueue
int schedule_task(struct tq_struct *task)
{
	return drvcompat_schedule_task(task);
}

/**
 * flush_scheduled_tasks() - wait for the tasks schedule_task() queued
 *
 * See drvcompat_flush_scheduled_tasks() and porting-guide/tqueue.md.
 */
static inline __drvcompat_deprecated_tqueue
void flush_scheduled_tasks(void)
{
	drvcompat_flush_scheduled_tasks();
}

/**
 * mark_bh() - raise a 2.4 bottom half
 * @nr: %IMMEDIATE_BH or %TQUEUE_BH
 *
 * See drvcompat_mark_bh() and porting-guide/tqueue.md.
 */
static inline __drvcompat_deprecated_tqueue
void mark_bh(int nr)
{
	drvcompat_mark_bh(nr);
}

#endif /* !DRVCOMPAT_HAVE_LINUX_TQUEUE_H */

#endif /* __DRVCOMPAT_TQUEUE_H */
