// SPDX-License-Identifier: GPL-2.0
/*
 * compat_lock_sleep - a 2.4-style driver that sleeps with sleep_on() and
 * friends, built with compat (tests/guest/compat-sleep-on.sh).
 *
 * /dev/compat_lock_sleep: read() sleeps in interruptible_sleep_on() and
 * returns "woken\n" after a wake-up, or fails with ERESTARTSYS (the
 * process sees EINTR or dies of its signal) when a signal ended the sleep.
 * Commands written to it:
 *
 * - "wake": wake_up_interruptible() of the readers' queue;
 * - "sleep": sleep_on() on a second queue; "uwake" wakes it;
 * - "timeout N", "utimeout N": interruptible_sleep_on_timeout() and
 *   sleep_on_timeout() for N jiffies on a third queue, "twake" wakes it;
 *   the return values land in ``last_timeout`` and ``last_utimeout``.
 *
 * Read-only parameters: ``queued_r``, ``queued_u``, ``queued_t`` (tasks on
 * each queue now: a waker can wait for that, so no wake-up is sent before
 * the sleeper is queued, the race these functions have), ``woken``,
 * ``signalled``, ``uwoken``.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/wait.h>

#include "compat_lock_cmd.h"

static DECLARE_WAIT_QUEUE_HEAD(clsl_rq);
static DECLARE_WAIT_QUEUE_HEAD(clsl_uq);
static DECLARE_WAIT_QUEUE_HEAD(clsl_tq);

CL_PARAM(int, woken);
CL_PARAM(int, signalled);
CL_PARAM(int, uwoken);
static long last_timeout = -1;
module_param(last_timeout, long, 0444);
static long last_utimeout = -1;
module_param(last_utimeout, long, 0444);

static int clsl_count(wait_queue_head_t *q)
{
	unsigned long flags;
	int n;

	spin_lock_irqsave(&q->lock, flags);
	n = list_count_nodes(&q->head);
	spin_unlock_irqrestore(&q->lock, flags);
	return n;
}

static int clsl_get_queued(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%d\n", clsl_count(kp->arg));
}

static const struct kernel_param_ops clsl_queued_ops = {
	.get = clsl_get_queued,
};
module_param_cb(queued_r, &clsl_queued_ops, &clsl_rq, 0444);
module_param_cb(queued_u, &clsl_queued_ops, &clsl_uq, 0444);
module_param_cb(queued_t, &clsl_queued_ops, &clsl_tq, 0444);

static ssize_t clsl_read(struct file *file, char __user *buf, size_t len,
			 loff_t *ppos)
{
	static const char msg[] = "woken\n";

	if (*ppos)
		return 0;
	interruptible_sleep_on(&clsl_rq);
	if (signal_pending(current)) {
		signalled++;
		return -ERESTARTSYS;
	}
	woken++;
	len = min(len, sizeof(msg) - 1);
	if (copy_to_user(buf, msg, len))
		return -EFAULT;
	*ppos += len;
	return len;
}

static int clsl_cmd(const char *cmd)
{
	long n;

	if (!strcmp(cmd, "wake")) {
		wake_up_interruptible(&clsl_rq);
	} else if (!strcmp(cmd, "sleep")) {
		sleep_on(&clsl_uq);
		uwoken++;
	} else if (!strcmp(cmd, "uwake")) {
		wake_up(&clsl_uq);
	} else if (!strcmp(cmd, "twake")) {
		wake_up(&clsl_tq);
	} else if (sscanf(cmd, "timeout %ld", &n) == 1 && n > 0) {
		last_timeout = interruptible_sleep_on_timeout(&clsl_tq, n);
	} else if (sscanf(cmd, "utimeout %ld", &n) == 1 && n > 0) {
		last_utimeout = sleep_on_timeout(&clsl_tq, n);
	} else {
		return -EINVAL;
	}
	return 0;
}

CL_CMD_DEVICE(clsl, "compat_lock_sleep", clsl_cmd, .read = clsl_read);

static int __init clsl_init(void)
{
	return misc_register(&clsl_dev);
}

static void __exit clsl_exit(void)
{
	misc_deregister(&clsl_dev);
}

module_init(clsl_init);
module_exit(clsl_exit);
MODULE_DESCRIPTION("compat test: sleep_on() and friends");
MODULE_LICENSE("GPL");
