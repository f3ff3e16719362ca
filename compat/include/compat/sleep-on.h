/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/sleep-on.h - sleep_on(), interruptible_sleep_on(),
 * sleep_on_timeout(), interruptible_sleep_on_timeout(): removed in 3.15
 * because they cannot be used without a race.
 *
 * drvcompat.ko provides them with the semantics of the last kernels that
 * had them (3.14's kernel/sched/core.c, sleep_on_common()): set the task
 * state, add the task to the wait queue, schedule_timeout(), remove it.
 * Their race comes with them: a wake_up() that happens after the caller
 * tested its condition but before sleep_on() put it on the queue is lost,
 * and the caller sleeps until the next wake_up() (or for ever).  The
 * condition is not part of the call, so no header can close that window;
 * wait_event()/wait_event_interruptible() test the condition after
 * queueing and are the replacement: porting-guide/sleep-on.md.
 */
#ifndef __DRVCOMPAT_SLEEP_ON_H
#define __DRVCOMPAT_SLEEP_ON_H

#include <linux/wait.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_SLEEP_ON

#define __drvcompat_deprecated_sleep_on					\
	__drvcompat_deprecated("sleep_on() races with wake_up(): use wait_event(), see porting-guide/sleep-on.md")

/**
 * drvcompat_sleep_on() - sleep uninterruptibly until woken
 * @q: the wait queue
 *
 * 3.14's sleep_on(): TASK_UNINTERRUPTIBLE, no timeout; returns after a
 * wake_up() on @q.  A wake-up that came before the call is lost.
 * Exported by drvcompat.ko.  See porting-guide/sleep-on.md.
 */
void drvcompat_sleep_on(wait_queue_head_t *q);

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
void drvcompat_interruptible_sleep_on(wait_queue_head_t *q);

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
long drvcompat_sleep_on_timeout(wait_queue_head_t *q, long timeout);

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
					      long timeout);

/**
 * sleep_on() - 2.4 uninterruptible sleep on a wait queue
 * @q: the wait queue
 *
 * See drvcompat_sleep_on(); racy by design, see porting-guide/sleep-on.md.
 */
static inline __drvcompat_deprecated_sleep_on
void sleep_on(wait_queue_head_t *q)
{
	drvcompat_sleep_on(q);
}

/**
 * interruptible_sleep_on() - 2.4 interruptible sleep on a wait queue
 * @q: the wait queue
 *
 * See drvcompat_interruptible_sleep_on(); racy by design, see
 * porting-guide/sleep-on.md.
 */
static inline __drvcompat_deprecated_sleep_on
void interruptible_sleep_on(wait_queue_head_t *q)
{
	drvcompat_interruptible_sleep_on(q);
}

/**
 * sleep_on_timeout() - 2.4 uninterruptible sleep with a timeout
 * @q: the wait queue
 * @timeout: jiffies
 *
 * See drvcompat_sleep_on_timeout() and porting-guide/sleep-on.md.
 *
 * Return: 0 on timeout, else the jiffies left.
 */
static inline __drvcompat_deprecated_sleep_on
long sleep_on_timeout(wait_queue_head_t *q, long timeout)
{
	return drvcompat_sleep_on_timeout(q, timeout);
}

/**
 * interruptible_sleep_on_timeout() - 2.4 interruptible sleep with a timeout
 * @q: the wait queue
 * @timeout: jiffies
 *
 * See drvcompat_interruptible_sleep_on_timeout() and
 * porting-guide/sleep-on.md.
 *
 * Return: 0 on timeout, else the jiffies left.
 */
static inline __drvcompat_deprecated_sleep_on
long interruptible_sleep_on_timeout(wait_queue_head_t *q, long timeout)
{
	return drvcompat_interruptible_sleep_on_timeout(q, timeout);
}

#endif /* !DRVCOMPAT_HAVE_SLEEP_ON */

#endif /* __DRVCOMPAT_SLEEP_ON_H */
