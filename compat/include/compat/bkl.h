/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/bkl.h - the big kernel lock: lock_kernel(), unlock_kernel(),
 * kernel_locked() from <linux/smp_lock.h>, removed in 2.6.39.
 *
 * What the BKL was (2.4.0 include/asm-i386/smplock.h, 2.6.32
 * include/linux/smp_lock.h and lib/kernel_lock.c): one global lock, taken
 * recursively per task (current->lock_depth counted the nesting; only the
 * outermost lock_kernel() took it, only the outermost unlock_kernel()
 * released it), and *released by schedule() whenever the holder slept*,
 * then taken again before the holder ran on.  That last property is what
 * no lock can reproduce from outside the scheduler.
 *
 * What compat gives (drvcompat.ko, compat/compat-bkl.c): one global mutex
 * with an owner and a depth, shared by every module built with compat.  It
 * is recursive per task like the BKL, and serialises all its users against
 * each other like the BKL, but it is NOT released while its holder sleeps:
 *
 * - a holder that sleeps waiting for something another BKL user must do
 *   (a "wait for data" read woken by a write that also takes the BKL)
 *   deadlocks here, where on 2.4 the sleep let the other one in;
 * - it is a sleeping lock: lock_kernel() must not be called in atomic
 *   context (with a spinlock held, in an interrupt, with preemption off),
 *   which 2.4 allowed.  might_sleep() says so at once on a debug kernel.
 *
 * unlock_kernel() by a task that does not hold the lock (a BUG() in 2.4
 * and 2.6) is refused: one "unlock_kernel() ... does not hold" line in the
 * log (pr_err, no backtrace) and a counter,
 * /sys/module/drvcompat/parameters/bkl_unlock_errors.
 *
 * Port by replacing the BKL with a driver-local mutex around exactly what
 * needs it: porting-guide/bkl.md.
 */
#ifndef __DRVCOMPAT_BKL_H
#define __DRVCOMPAT_BKL_H

#include <linux/types.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_LOCK_KERNEL

#define __drvcompat_deprecated_bkl					\
	__drvcompat_deprecated("the BKL is gone since 2.6.39 and compat's is not dropped on sleep, see porting-guide/bkl.md")

/**
 * drvcompat_lock_kernel() - take compat's big kernel lock
 *
 * Takes the one global lock of drvcompat.ko, or, if the calling task holds
 * it already, only counts one more level of nesting.  Sleeps while another
 * task holds it.  Unlike the BKL it stays held while its holder sleeps.
 * Must not be called in atomic context.  Exported by drvcompat.ko.
 * See porting-guide/bkl.md.
 */
void drvcompat_lock_kernel(void);

/**
 * drvcompat_unlock_kernel() - drop one level of compat's big kernel lock
 *
 * Return: 0 (the outermost call releases the lock), or -EPERM if the
 * calling task does not hold the lock: nothing is released then, the error
 * is logged once per call (pr_err, no backtrace) and counted in
 * /sys/module/drvcompat/parameters/bkl_unlock_errors.  Exported by
 * drvcompat.ko.  See porting-guide/bkl.md.
 */
int drvcompat_unlock_kernel(void);

/**
 * drvcompat_kernel_locked() - does the calling task hold compat's BKL?
 *
 * Return: true iff the current task holds the lock (at any depth), the
 * 2.6 meaning of kernel_locked() (``current->lock_depth >= 0``); 2.4's
 * ``spin_is_locked(&kernel_flag)`` was true when any task held it.
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
 */
bool drvcompat_kernel_locked(void);

/**
 * lock_kernel() - 2.4/2.6 "take the big kernel lock", see drvcompat_lock_kernel()
 *
 * Recursive per task and shared by every driver built with compat, but
 * NOT dropped when the holder sleeps, and not for atomic context.
 * See porting-guide/bkl.md.
 */
static inline __drvcompat_deprecated_bkl void lock_kernel(void)
{
	drvcompat_lock_kernel();
}

/**
 * unlock_kernel() - 2.4/2.6 "release the big kernel lock", see
 * drvcompat_unlock_kernel()
 *
 * An unlock by a task that does not hold the lock is logged and counted,
 * not a BUG() as it was.  See porting-guide/bkl.md.
 */
static inline __drvcompat_deprecated_bkl void unlock_kernel(void)
{
	drvcompat_unlock_kernel();
}

/**
 * kernel_locked() - 2.6 "does the current task hold the BKL?"
 *
 * Return: 1 if the current task holds it, else 0.  See
 * drvcompat_kernel_locked() and porting-guide/bkl.md.
 */
static inline __drvcompat_deprecated_bkl int kernel_locked(void)
{
	return drvcompat_kernel_locked();
}

#endif /* !DRVCOMPAT_HAVE_LOCK_KERNEL */

#endif /* __DRVCOMPAT_BKL_H */
