// SPDX-License-Identifier: GPL-2.0
/*
 * compat_lock_bkl - a 2.4-style user of the big kernel lock, built with
 * compat (tests/guest/compat-bkl.sh).  Commands written to
 * /dev/compat_lock_bkl:
 *
 * - "hold": lock_kernel() twice, unlock_kernel() once (still held at depth
 *   1), then sleep until "release"; the last unlock_kernel() follows.
 *   ``held`` is 1 meanwhile.
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
#include <linux/smp_lock.h>

#include "compat_lock_cmd.h"

static int held;
module_param(held, int, 0444);
static int taken;
module_param(taken, int, 0444);
static int violations;
module_param(violations, int, 0444);
static int iterations;
module_param(iterations, int, 0444);
static char nest_result[48] = "none";
module_param_string(nest_result, nest_result, sizeof(nest_result), 0444);

static DECLARE_WAIT_QUEUE_HEAD(clb_release_wq);
static int clb_release;
static int clb_inside;

static int clb_hold(void)
{
	int ret;

	lock_kernel();
	lock_kernel();
	unlock_kernel();		/* depth 1: still held */
	WRITE_ONCE(held, 1);
	ret = wait_event_interruptible(clb_release_wq, READ_ONCE(clb_release));
	clb_release = 0;
	WRITE_ONCE(held, 0);
	unlock_kernel();
	return ret;
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

static ssize_t clb_write(struct file *file, const char __user *buf,
			 size_t len, loff_t *ppos)
{
	char cmd[CL_CMD_MAX];
	int n, ret;

	ret = cl_get_cmd(buf, len, cmd);
	if (ret)
		return ret;
	if (!strcmp(cmd, "hold")) {
		ret = clb_hold();
	} else if (!strcmp(cmd, "take")) {
		clb_take();
	} else if (!strcmp(cmd, "release")) {
		WRITE_ONCE(clb_release, 1);
		wake_up_interruptible(&clb_release_wq);
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
	return ret ? ret : len;
}

static const struct file_operations clb_fops = {
	.owner = THIS_MODULE,
	.write = clb_write,
};

static struct miscdevice clb_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "compat_lock_bkl",
	.fops = &clb_fops,
	.mode = 0600,
};

static int __init clb_init(void)
{
	return misc_register(&clb_dev);
}

static void __exit clb_exit(void)
{
	misc_deregister(&clb_dev);
}

module_init(clb_init);
module_exit(clb_exit);
MODULE_DESCRIPTION("compat test: the big kernel lock");
MODULE_LICENSE("GPL");
