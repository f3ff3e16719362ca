// SPDX-License-Identifier: GPL-2.0
/*
 * compat_lock_bkl - a 2.4-style user of the big kernel lock, built with
 * compat (tests/guest/compat-bkl.sh).  Commands written to
 * /dev/compat_lock_bkl:
 *
 * - "hold": lock_kernel() twice, unlock_kernel() once (still held at depth
 *   1), then wait until "release" in msleep_interruptible() called by its
 *   own name, (msleep_interruptible)(1): a sleep inside a kernel function,
 *   which keeps the lock (porting-guide/bkl.md); the last unlock_kernel()
 *   follows.  ``held`` is 1 meanwhile.
 * - "hold_sleep": the same, but waits with wait_event_interruptible(),
 *   which lets the lock go as 2.4's schedule() did: ``held_sleeping`` is 1
 *   while it sleeps, ``sleep_result`` says whether it held the lock at
 *   depth 1 again when it woke.
 * - "waiter KIND": the 2.4 waiter of a waiter/waker pair, under the lock:
 *   ``lock_kernel(); while (!flag) <sleep>; unlock_kernel();`` with KIND
 *   sleep_on (interruptible_sleep_on()), wait_event
 *   (wait_event_interruptible()), schedule (set_current_state() and
 *   schedule()) or down (down() on a semaphore at 0).  ``sleepers`` counts
 *   the waiters about to sleep, ``woken`` those that finished.
 * - "wake": the waker, under the lock: sets the flag, wakes the queue, ups
 *   the semaphore once per waiter.
 * - "kthread_start"/"kthread_stop": a kernel thread that holds the lock
 *   for its whole life and sleeps in wait_event_interruptible() in a loop,
 *   as 2.4's khubd did; ``kthread_alive`` says it runs.
 * - "kthread_exit_holding": a kernel thread that takes the lock and
 *   exits holding it.
 * - "check": counts in ``inherited`` a task that finds kernel_locked()
 *   true without having taken the lock.
 * - "leak": the write method returns holding the lock.
 * - "take": lock_kernel(); counts a violation if "hold" still holds it at
 *   that moment; ``taken`` counts the takers that got in.
 * - "release": lets "hold" go on.
 * - "unlock": unlock_kernel() without holding it: the write fails with
 *   EPERM (drvcompat_unlock_kernel()'s error) and nothing is released.
 * - "nest N": N nested lock_kernel(), kernel_locked() checked at each
 *   level on the way down and up; ``nest_result`` says "ok" or where it
 *   went wrong.
 * - "stress N": N rounds of lock_kernel(), a nested lock_kernel(), a
 *   reschedule point inside, checking that no other task is inside.
 *
 * ``violations`` counts every time two tasks were inside at once.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/sched.h>
#include <linux/wait.h>
#include <linux/kthread.h>
#include <linux/delay.h>
#include <linux/smp_lock.h>
#include <linux/semaphore.h>

#include "compat_lock_cmd.h"

CL_PARAM(int, held);
CL_PARAM(int, taken);
CL_PARAM(int, violations);
CL_PARAM(int, iterations);
static char nest_result[48] = "none";
module_param_string(nest_result, nest_result, sizeof(nest_result), 0444);

CL_PARAM(int, held_sleeping);
static char sleep_result[48] = "none";
module_param_string(sleep_result, sleep_result, sizeof(sleep_result), 0444);
CL_PARAM(int, sleepers);
CL_PARAM(int, woken);
CL_PARAM(int, kthread_alive);
CL_PARAM(int, inherited);

static DECLARE_WAIT_QUEUE_HEAD(clb_release_wq);
static int clb_release;
static int clb_inside;

static int clb_hold(void)
{
	int ret = 0;

	lock_kernel();
	lock_kernel();
	unlock_kernel();		/* depth 1: still held */
	WRITE_ONCE(held, 1);
	while (!READ_ONCE(clb_release)) {
		if (signal_pending(current)) {
			ret = -ERESTARTSYS;
			break;
		}
		(msleep_interruptible)(1);
	}
	clb_release = 0;
	WRITE_ONCE(held, 0);
	unlock_kernel();
	return ret;
}

static int clb_hold_sleep(void)
{
	int ret;

	lock_kernel();
	lock_kernel();
	unlock_kernel();
	WRITE_ONCE(held_sleeping, 1);
	ret = wait_event_interruptible(clb_release_wq, READ_ONCE(clb_release));
	WRITE_ONCE(held_sleeping, 0);
	clb_release = 0;
	if (!kernel_locked())
		strcpy(sleep_result, "not locked after the sleep");
	else
		strcpy(sleep_result, "ok");
	unlock_kernel();
	if (kernel_locked())
		strcpy(sleep_result, "still locked after the unlock");
	return ret;
}

/* the 2.4 waiter/waker pair, both under the lock */
static DECLARE_WAIT_QUEUE_HEAD(clb_pair_wq);
static DECLARE_MUTEX_LOCKED(clb_pair_sem);
static int clb_pair_flag;

static int clb_waiter(const char *kind)
{
	int ret = 0;

	lock_kernel();
	sleepers++;
	if (!strcmp(kind, "sleep_on")) {
		while (!clb_pair_flag && !signal_pending(current))
			interruptible_sleep_on(&clb_pair_wq);
	} else if (!strcmp(kind, "wait_event")) {
		ret = wait_event_interruptible(clb_pair_wq, clb_pair_flag);
	} else if (!strcmp(kind, "schedule")) {
		DECLARE_WAITQUEUE(wait, current);

		add_wait_queue(&clb_pair_wq, &wait);
		for (;;) {
			set_current_state(TASK_INTERRUPTIBLE);
			if (clb_pair_flag || signal_pending(current))
				break;
			schedule();
		}
		set_current_state(TASK_RUNNING);
		remove_wait_queue(&clb_pair_wq, &wait);
	} else if (!strcmp(kind, "down")) {
		down(&clb_pair_sem);
	} else {
		ret = -EINVAL;
	}
	if (!ret && !kernel_locked())
		ret = -EDEADLK;	/* woke without the lock */
	if (!ret && clb_pair_flag)
		woken++;
	unlock_kernel();
	return ret;
}

static void clb_wake(void)
{
	int n;

	lock_kernel();
	clb_pair_flag = 1;
	wake_up_interruptible(&clb_pair_wq);
	for (n = sleepers - woken; n > 0; n--)
		up(&clb_pair_sem);
	unlock_kernel();
}

/* a kernel thread that holds the lock for its life, as 2.4's khubd */
static struct task_struct *clb_thread;
static DECLARE_WAIT_QUEUE_HEAD(clb_thread_wq);

static int clb_thread_fn(void *unused)
{
	lock_kernel();
	WRITE_ONCE(kthread_alive, 1);
	while (!kthread_should_stop())
		wait_event_interruptible(clb_thread_wq, kthread_should_stop());
	WRITE_ONCE(kthread_alive, 0);
	unlock_kernel();
	return 0;
}

static int clb_exit_holding_fn(void *unused)
{
	lock_kernel();
	return 0;	/* exits holding it */
}

static void clb_take(void)
{
	lock_kernel();
	if (READ_ONCE(held))
		violations++;
	taken++;
	unlock_kernel();
}

static void clb_nest(int n)
{
	int i;

	if (kernel_locked()) {
		scnprintf(nest_result, sizeof(nest_result), "locked before");
		return;
	}
	for (i = 1; i <= n; i++) {
		lock_kernel();
		if (!kernel_locked()) {
			scnprintf(nest_result, sizeof(nest_result),
				  "not locked at depth %d", i);
			goto out;
		}
	}
	for (i = n; i > 1; i--) {
		unlock_kernel();
		if (!kernel_locked()) {
			scnprintf(nest_result, sizeof(nest_result),
				  "released at depth %d", i - 1);
			n = i - 1;
			goto out_released;
		}
	}
	unlock_kernel();
	if (kernel_locked())
		scnprintf(nest_result, sizeof(nest_result),
			  "still locked after %d unlocks", n);
	else
		scnprintf(nest_result, sizeof(nest_result), "ok %d", n);
	return;
out:
	n = i;
out_released:
	while (n-- > 0 && kernel_locked())
		unlock_kernel();
}

static void clb_stress(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		lock_kernel();
		if (clb_inside)
			violations++;
		clb_inside = 1;
		lock_kernel();
		cond_resched();
		if (clb_inside != 1)
			violations++;
		unlock_kernel();
		iterations++;
		clb_inside = 0;
		unlock_kernel();
	}
}

static int clb_cmd(const char *cmd)
{
	int n, ret = 0;

	if (!strcmp(cmd, "hold")) {
		ret = clb_hold();
	} else if (!strcmp(cmd, "take")) {
		clb_take();
	} else if (!strcmp(cmd, "release")) {
		WRITE_ONCE(clb_release, 1);
		wake_up_interruptible(&clb_release_wq);
	} else if (!strcmp(cmd, "hold_sleep")) {
		ret = clb_hold_sleep();
	} else if (!strncmp(cmd, "waiter ", 7)) {
		ret = clb_waiter(cmd + 7);
	} else if (!strcmp(cmd, "wake")) {
		clb_wake();
	} else if (!strcmp(cmd, "kthread_start")) {
		if (clb_thread)
			return -EBUSY;
		clb_thread = kthread_run(clb_thread_fn, NULL, "clb_khubd");
		if (IS_ERR(clb_thread)) {
			ret = PTR_ERR(clb_thread);
			clb_thread = NULL;
		}
	} else if (!strcmp(cmd, "kthread_stop")) {
		if (!clb_thread)
			return -ESRCH;
		ret = kthread_stop(clb_thread);
		clb_thread = NULL;
	} else if (!strcmp(cmd, "kthread_exit_holding")) {
		struct task_struct *t;

		t = kthread_run(clb_exit_holding_fn, NULL, "clb_exit_holding");
		if (IS_ERR(t))
			ret = PTR_ERR(t);
	} else if (!strcmp(cmd, "check")) {
		if (kernel_locked())
			inherited++;
	} else if (!strcmp(cmd, "leak")) {
		lock_kernel();
	} else if (!strcmp(cmd, "unlock")) {
		ret = drvcompat_unlock_kernel();
	} else if (sscanf(cmd, "nest %d", &n) == 1 && n > 0 && n <= 64) {
		clb_nest(n);
	} else if (sscanf(cmd, "stress %d", &n) == 1 && n > 0 &&
		   n <= 1000000) {
		clb_stress(n);
	} else {
		return -EINVAL;
	}
	return ret;
}

CL_CMD_DEVICE(clb, "compat_lock_bkl", clb_cmd);

/*
 * /dev/compat_lock_bkl_excl: an exclusive open as 2.4 drivers wrote it, a
 * test and a set with no lock of their own: the BKL 2.4's chrdev_open()
 * held around open made it safe.  The udelay() widens the window (it does
 * not sleep, so the lock stays held).
 */
static int excl_busy;
static atomic_t excl_inside = ATOMIC_INIT(0);
CL_PARAM(int, excl_opens);
CL_PARAM(int, excl_double);
CL_PARAM(int, excl_unlocked);

static int excl_open(struct inode *inode, struct file *file)
{
	if (!kernel_locked())
		excl_unlocked++;
	if (excl_busy)
		return -EBUSY;
	udelay(1000);
	excl_busy = 1;
	if (atomic_inc_return(&excl_inside) > 1)
		excl_double++;
	excl_opens++;
	return 0;
}

static int excl_release(struct inode *inode, struct file *file)
{
	atomic_dec(&excl_inside);
	excl_busy = 0;
	return 0;
}

static struct file_operations excl_fops = {
	owner:		THIS_MODULE,
	open:		excl_open,
	release:	excl_release,
};

static struct miscdevice excl_dev = {
	MISC_DYNAMIC_MINOR, "compat_lock_bkl_excl", &excl_fops
};

static int __init clb_init(void)
{
	int ret = misc_register(&clb_dev);

	if (ret)
		return ret;
	ret = misc_register(&excl_dev);
	if (ret)
		misc_deregister(&clb_dev);
	return ret;
}

static void __exit clb_exit(void)
{
	misc_deregister(&excl_dev);
	misc_deregister(&clb_dev);
}

module_init(clb_init);
module_exit(clb_exit);
MODULE_DESCRIPTION("compat test: the big kernel lock");
MODULE_LICENSE("GPL");
