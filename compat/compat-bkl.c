// SPDX-License-Identifier: GPL-2.0
/*
 * The big kernel lock for legacy drivers: one global mutex with an owner
 * and a nesting depth, so that lock_kernel() is recursive per task as the
 * BKL was.  Unlike the BKL it is not released while its holder sleeps;
 * see compat/include/compat/bkl.h and porting-guide/bkl.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/atomic.h>
#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/moduleparam.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/sched.h>
#include <linux/smp_lock.h>
#include <linux/sysfs.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_LOCK_KERNEL

static DEFINE_MUTEX(drvcompat_bkl);
/*
 * The owner is written only by the task that holds the mutex, so a task
 * that reads itself there holds the lock, and one that does not cannot
 * become the owner while it reads.  The depth is only touched by the owner.
 */
static struct task_struct *drvcompat_bkl_owner;
static unsigned int drvcompat_bkl_depth;

/* statistics, read-only in /sys/module/drvcompat/parameters/ */
static atomic_t drvcompat_bkl_waiting = ATOMIC_INIT(0);
static atomic_long_t drvcompat_bkl_contended = ATOMIC_LONG_INIT(0);
static atomic_long_t drvcompat_bkl_unlock_errors = ATOMIC_LONG_INIT(0);

/**
 * drvcompat_lock_kernel() - take compat's big kernel lock
 *
 * Takes the one global lock of drvcompat.ko, or, if the calling task holds
 * it already, only counts one more level of nesting.  Sleeps while another
 * task holds it.  Unlike the BKL it stays held while its holder sleeps.
 * Must not be called in atomic context.  Exported by drvcompat.ko.
 * See porting-guide/bkl.md.
 */
void drvcompat_lock_kernel(void)
{
	might_sleep();
	if (READ_ONCE(drvcompat_bkl_owner) == current) {
		drvcompat_bkl_depth++;
		return;
	}
	if (!mutex_trylock(&drvcompat_bkl)) {
		atomic_inc(&drvcompat_bkl_waiting);
		mutex_lock(&drvcompat_bkl);
		atomic_dec(&drvcompat_bkl_waiting);
		atomic_long_inc(&drvcompat_bkl_contended);
	}
	WRITE_ONCE(drvcompat_bkl_owner, current);
	drvcompat_bkl_depth = 1;
}
EXPORT_SYMBOL_GPL(drvcompat_lock_kernel);

/**
 * drvcompat_unlock_kernel() - drop one level of compat's big kernel lock
 *
 * Return: 0 (the outermost call releases the lock), or -EPERM if the
 * calling task does not hold the lock: nothing is released then, the error
 * is logged once per call (pr_err, no backtrace) and counted in
 * /sys/module/drvcompat/parameters/bkl_unlock_errors.  Exported by
 * drvcompat.ko.  See porting-guide/bkl.md.
 */
int drvcompat_unlock_kernel(void)
{
	if (READ_ONCE(drvcompat_bkl_owner) != current) {
		atomic_long_inc(&drvcompat_bkl_unlock_errors);
		pr_err("unlock_kernel() by %s[%d], which does not hold the big kernel lock: ignored (caller %pS)\n",
		       current->comm, task_pid_nr(current),
		       __builtin_return_address(0));
		return -EPERM;
	}
	if (--drvcompat_bkl_depth)
		return 0;
	WRITE_ONCE(drvcompat_bkl_owner, NULL);
	mutex_unlock(&drvcompat_bkl);
	return 0;
}
EXPORT_SYMBOL_GPL(drvcompat_unlock_kernel);

/**
 * drvcompat_kernel_locked() - does the calling task hold compat's BKL?
 *
 * Return: true iff the current task holds the lock (at any depth), the
 * 2.6 meaning of kernel_locked() (``current->lock_depth >= 0``); 2.4's
 * ``spin_is_locked(&kernel_flag)`` was true when any task held it.
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
 */
bool drvcompat_kernel_locked(void)
{
	return READ_ONCE(drvcompat_bkl_owner) == current;
}
EXPORT_SYMBOL_GPL(drvcompat_kernel_locked);

static int drvcompat_bkl_get_waiting(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%d\n", atomic_read(&drvcompat_bkl_waiting));
}

static int drvcompat_bkl_get_long(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%ld\n", atomic_long_read(kp->arg));
}

static const struct kernel_param_ops drvcompat_bkl_waiting_ops = {
	.get = drvcompat_bkl_get_waiting,
};

static const struct kernel_param_ops drvcompat_bkl_long_ops = {
	.get = drvcompat_bkl_get_long,
};

module_param_cb(bkl_waiting, &drvcompat_bkl_waiting_ops, NULL, 0444);
MODULE_PARM_DESC(bkl_waiting, "tasks waiting for the big kernel lock now");
module_param_cb(bkl_contended, &drvcompat_bkl_long_ops,
		&drvcompat_bkl_contended, 0444);
MODULE_PARM_DESC(bkl_contended, "lock_kernel() calls that had to wait");
module_param_cb(bkl_unlock_errors, &drvcompat_bkl_long_ops,
		&drvcompat_bkl_unlock_errors, 0444);
MODULE_PARM_DESC(bkl_unlock_errors, "unlock_kernel() calls by a task that did not hold it (refused)");

#endif /* !DRVCOMPAT_HAVE_LOCK_KERNEL */
