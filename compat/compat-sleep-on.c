// SPDX-License-Identifier: GPL-2.0
/*
 * sleep_on() and friends as the last kernels that had them (3.14,
 * kernel/sched/core.c: sleep_on_common()) implemented them, race included.
 * See compat/include/compat/sleep-on.h and porting-guide/sleep-on.md.
 */
#include <linux/export.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/wait.h>

#include <compat/bkl.h>

#ifndef DRVCOMPAT_HAVE_SLEEP_ON

/*
 * 3.14's sleep_on_common(): the state is set before the task is queued,
 * so a wake_up() after the queueing is never lost; one before it is (that
 * is the race the API was removed for).  3.14 kept interrupts disabled
 * from the queueing into schedule_timeout(); here they are enabled again
 * first, which changes nothing a caller can see: a wake-up in between
 * sets the task running and schedule_timeout() returns at once.
 */
static long drvcompat_sleep_on_common(wait_queue_head_t *q, unsigned int state,
				      long timeout)
{
	wait_queue_entry_t wait;
	unsigned long flags;
	unsigned int bkl;

	init_waitqueue_entry(&wait, current);
	__set_current_state(state);
	spin_lock_irqsave(&q->lock, flags);
	__add_wait_queue(q, &wait);
	spin_unlock_irqrestore(&q->lock, flags);
	/* 2.4's schedule() let the big kernel lock go: compat/bkl.h */
	bkl = drvcompat_bkl_release_for_sleep();
	timeout = schedule_timeout(timeout);
	drvcompat_bkl_reacquire_after_sleep(bkl);
	spin_lock_irqsave(&q->lock, flags);
	__remove_wait_queue(q, &wait);
	spin_unlock_irqrestore(&q->lock, flags);
	return timeout;
}

/**
 * drvcompat_sleep_on() - sleep uninterruptibly until woken
 * @q: the wait queue
 *
 * 3.14's sleep_on(): TASK_UNINTERRUPTIBLE, no timeout; returns after a
 * wake_up() on @q.  A wake-up that came before the call is lost.
 * Exported by drvcompat.ko.  See porting-guide/sleep-on.md.
 */
void drvcompat_sleep_on(wait_queue_head_t *q)
{
	drvcompat_sleep_on_common(q, TASK_UNINTERRUPTIBLE, MAX_SCHEDULE_TIMEOUT);
}
EXPORT_SYMBOL_GPL(drvcompat_sleep_on);

/**
 * drvcompat_interruptible_sleep_on() - sleep until woken or signalled
 * @q: the wait queue
 *
 * 3.14's interruptible_sleep_on(): TASK_INTERRUPTIBLE, no timeout; returns
 * after a wake_up()/wake_up_interruptible() on @q or when a signal is (or
 * already was) pending.  It returns nothing: the caller tests
 * signal_pending(current), as 2.4 drivers did.  Exported by drvcompat.ko.
 * See porting-guide/sleep-on.md.
 */
void drvcompat_interruptible_sleep_on(wait_queue_head_t *q)
{
	drvcompat_sleep_on_common(q, TASK_INTERRUPTIBLE, MAX_SCHEDULE_TIMEOUT);
}
EXPORT_SYMBOL_GPL(drvcompat_interruptible_sleep_on);

/**
 * drvcompat_sleep_on_timeout() - sleep uninterruptibly until woken or timed out
 * @q: the wait queue
 * @timeout: jiffies to sleep at most (MAX_SCHEDULE_TIMEOUT: no limit)
 *
 * 3.14's sleep_on_timeout().  Exported by drvcompat.ko.
 * See porting-guide/sleep-on.md.
 *
 * Return: 0 if @timeout elapsed, else the jiffies that were left (as
 * schedule_timeout() returns them).
 */
long drvcompat_sleep_on_timeout(wait_queue_head_t *q, long timeout)
{
	return drvcompat_sleep_on_common(q, TASK_UNINTERRUPTIBLE, timeout);
}
EXPORT_SYMBOL_GPL(drvcompat_sleep_on_timeout);

/**
 * drvcompat_interruptible_sleep_on_timeout() - sleep until woken, signalled
 * or timed out
 * @q: the wait queue
 * @timeout: jiffies to sleep at most (MAX_SCHEDULE_TIMEOUT: no limit)
 *
 * 3.14's interruptible_sleep_on_timeout().  Exported by drvcompat.ko.
 * See porting-guide/sleep-on.md.
 *
 * Return: 0 if @timeout elapsed, else the jiffies that were left, also
 * when a signal ended the sleep (test signal_pending(current)).
 */
long drvcompat_interruptible_sleep_on_timeout(wait_queue_head_t *q,
					      long timeout)
{
	return drvcompat_sleep_on_common(q, TASK_INTERRUPTIBLE, timeout);
}
EXPORT_SYMBOL_GPL(drvcompat_interruptible_sleep_on_timeout);

#endif /* !DRVCOMPAT_HAVE_SLEEP_ON */
