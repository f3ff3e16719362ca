/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/bkl.h - the big kernel lock: lock_kernel(), unlock_kernel(),
 * kernel_locked() from <linux/smp_lock.h>, removed in 2.6.39.
 *
 * What the BKL was (2.4.0 include/asm-i386/smplock.h and kernel/sched.c,
 * 2.6.32 include/linux/smp_lock.h and lib/kernel_lock.c): one global lock,
 * taken recursively per task (current->lock_depth counted the nesting;
 * only the outermost lock_kernel() took it, only the outermost
 * unlock_kernel() released it), *released by schedule() whenever the
 * holder slept* (release_kernel_lock()) and taken again before the holder
 * ran on (reacquire_kernel_lock()), and taken by the VFS around a char
 * driver's open (2.4.18 fs/devices.c chrdev_open()), ioctl (fs/ioctl.c
 * sys_ioctl()), llseek (fs/read_write.c llseek()), flush (fs/open.c
 * filp_close()) and fasync (fs/fcntl.c setfl()).
 *
 * What compat gives (drvcompat.ko, compat/compat-bkl.c), in every file
 * that includes <linux/smp_lock.h> (or this header):
 *
 * - one global lock, recursive per task, shared by every compat driver;
 *   its owner is pinned, so a new task can never inherit it;
 * - released while its holder sleeps in this file: schedule(),
 *   schedule_timeout*(), io_schedule(), msleep*(), ssleep(), down*(),
 *   wait_for_completion*() and the wait_event*() family (which expand
 *   schedule()/schedule_timeout() here) are redirected to release the lock
 *   around the sleep and take it back after, as 2.4's schedule() did; the
 *   sleep_on() family of drvcompat.ko does it for any caller.  down*() and
 *   wait_for_completion*() release it only when they must wait, as 2.4's
 *   down() only released it by sleeping;
 * - taken around open, llseek, flush and fasync of the file operations
 *   the file registers with register_chrdev() or misc_register(); the
 *   --fix wrapper of an old .ioctl takes it around the ioctl
 *   (porting-guide/ioctl.md);
 * - misuse is loud, never a leak that blocks everyone: a stray
 *   unlock_kernel() (a BUG() in 2.4) WARNs with its caller and releases
 *   nothing; a task that exits holding the lock is found by the next
 *   task that wants it, which WARNs and takes it over; a file method that
 *   returns holding it deeper (or shallower) than it got it WARNs and is
 *   put right.
 *
 * What a module cannot give: a sleep inside a kernel function (a page
 * fault in copy_to_user(), kmalloc(GFP_KERNEL), mutex_lock(), a sleep in
 * a file that does not include <linux/smp_lock.h>) keeps the lock, so
 * another BKL user waits for it; it is a sleeping lock, so lock_kernel()
 * must not be called in atomic context, which 2.4 allowed; module
 * init/exit do not run under it (2.4's sys_init_module() took it).
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

/* every header whose sleeps are redirected below, before the macros */
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/sched.h>
#include <linux/semaphore.h>
#include <linux/wait.h>

#define __drvcompat_deprecated_bkl					\
	__drvcompat_deprecated("the BKL is gone since 2.6.39, see porting-guide/bkl.md")

/**
 * drvcompat_lock_kernel() - take compat's big kernel lock
 *
 * Takes the one global lock of drvcompat.ko, or, if the calling task holds
 * it already, only counts one more level of nesting.  Sleeps
 * (uninterruptibly, as 2.4's spinning lock_kernel() could not be
 * interrupted) while another task holds it.  If the holder exited holding
 * it, the lock is taken over with a WARN naming the dead task and where it
 * took the lock.  Must not be called in atomic context.  Exported by
 * drvcompat.ko.  See porting-guide/bkl.md.
 */
void drvcompat_lock_kernel(void);

/**
 * drvcompat_unlock_kernel() - drop one level of compat's big kernel lock
 *
 * Return: 0 (the outermost call releases the lock), or -EPERM if the
 * calling task does not hold the lock (a BUG() in 2.4 and 2.6): nothing is
 * released then, the kernel WARNs with the caller, and the error is
 * counted in /sys/module/drvcompat/parameters/bkl_unlock_errors.
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
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
 * drvcompat_bkl_release_for_sleep() - let go of the BKL before a sleep
 *
 * Return: the depth at which the caller held the lock, 0 if it did not,
 * for drvcompat_bkl_reacquire_after_sleep().  If the calling task holds
 * the lock, it is released whole, whatever the nesting: what 2.4's
 * schedule() did with release_kernel_lock() (2.4.0 kernel/sched.c), and
 * 2.6's too (2.6.32 lib/kernel_lock.c, where the lock is "transparently
 * dropped and reacquired over schedule()").  Never sleeps and leaves the
 * task state alone, so it may be called between set_current_state() and
 * schedule().  Exported by drvcompat.ko.  See porting-guide/bkl.md.
 */
unsigned int drvcompat_bkl_release_for_sleep(void);

/**
 * drvcompat_bkl_reacquire_after_sleep() - take the BKL back after a sleep
 * @depth: what drvcompat_bkl_release_for_sleep() returned
 *
 * Takes the lock again at @depth (nothing if @depth is 0), waiting
 * uninterruptibly for it as 2.4's reacquire_kernel_lock() spun.
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
 */
void drvcompat_bkl_reacquire_after_sleep(unsigned int depth);

/**
 * drvcompat_bkl_register_chrdev() - register_chrdev() with 2.4's BKL
 * around open, llseek, flush and fasync
 * @major: as register_chrdev()
 * @name: as register_chrdev()
 * @fops: the driver's file operations
 * @registrant: THIS_MODULE of the caller: the copy is freed when it goes
 *
 * Registers a copy of @fops whose open, llseek, flush and fasync take
 * compat's BKL around the driver's, as 2.4's VFS did (see bkl.h).
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
 *
 * Return: as register_chrdev(), or -ENOMEM.
 */
int drvcompat_bkl_register_chrdev(unsigned int major, const char *name,
				  const struct file_operations *fops,
				  struct module *registrant);

/**
 * drvcompat_bkl_misc_register() - misc_register() with 2.4's BKL around
 * open, llseek, flush and fasync
 * @misc: the driver's misc device; its fops is replaced by compat's copy
 * @registrant: THIS_MODULE of the caller: the copy is freed when it goes
 *
 * As drvcompat_bkl_register_chrdev().  2.4's misc_open() (2.4.18
 * drivers/char/misc.c) ran inside chrdev_open()'s lock_kernel().
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
 *
 * Return: as misc_register(), or -ENOMEM.
 */
int drvcompat_bkl_misc_register(struct miscdevice *misc,
				struct module *registrant);

/**
 * lock_kernel() - 2.4/2.6 "take the big kernel lock", see drvcompat_lock_kernel()
 *
 * Recursive per task, shared by every driver built with compat, released
 * while the holder sleeps in a file that includes <linux/smp_lock.h>.
 * Not for atomic context.  See porting-guide/bkl.md.
 */
static inline __drvcompat_deprecated_bkl void lock_kernel(void)
{
	drvcompat_lock_kernel();
}

/**
 * unlock_kernel() - 2.4/2.6 "release the big kernel lock", see
 * drvcompat_unlock_kernel()
 *
 * An unlock by a task that does not hold the lock WARNs and releases
 * nothing, where it was a BUG().  See porting-guide/bkl.md.
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

#ifndef __DRVCOMPAT_KO

/**
 * __drvcompat_bkl_sleep() - evaluate a sleeping call with the BKL let go
 * @call: the call, spelt so that it is not redirected again
 *
 * Releases the lock if the caller holds it, evaluates @call, takes it back
 * at the same depth: 2.4's schedule() around one sleep.
 */
#define __drvcompat_bkl_sleep(call) ({					\
	unsigned int __drvcompat_d = drvcompat_bkl_release_for_sleep();	\
	typeof(call) __drvcompat_r = (call);				\
	drvcompat_bkl_reacquire_after_sleep(__drvcompat_d);		\
	__drvcompat_r;							\
})

/**
 * __drvcompat_bkl_sleep_void() - __drvcompat_bkl_sleep() for a void call
 * @call: the call, spelt so that it is not redirected again
 */
#define __drvcompat_bkl_sleep_void(call) do {				\
	unsigned int __drvcompat_d = drvcompat_bkl_release_for_sleep();	\
	call;								\
	drvcompat_bkl_reacquire_after_sleep(__drvcompat_d);		\
} while (0)

/**
 * __drvcompat_bkl_try_sleep() - release the BKL only if a try fails
 * @try: a non-sleeping attempt, 0 or true on success as @success says
 * @success: the value of @try that means it succeeded
 * @call: the sleeping call to make with the lock let go when @try failed
 *
 * 2.4's down() released the BKL only when it had to sleep.
 */
#define __drvcompat_bkl_try_sleep(try, success, call) ({		\
	typeof(call) __drvcompat_t = 0;					\
									\
	if ((try) != (success))						\
		__drvcompat_t = __drvcompat_bkl_sleep(call);		\
	__drvcompat_t;							\
})

/*
 * The sleeps of this file let the BKL go.  The function-like macros catch
 * the calls the wait_event*() family expands here too; a parenthesised
 * name is the kernel's own function.
 */
/** schedule() - let the BKL go around the kernel's schedule() */
#define schedule()		__drvcompat_bkl_sleep_void((schedule)())
/** io_schedule() - let the BKL go around the kernel's io_schedule() */
#define io_schedule()		__drvcompat_bkl_sleep_void((io_schedule)())
/** schedule_timeout() - let the BKL go around the kernel's schedule_timeout() */
#define schedule_timeout(t)	__drvcompat_bkl_sleep((schedule_timeout)(t))
/** schedule_timeout_interruptible() - let the BKL go around the kernel's */
#define schedule_timeout_interruptible(t)				\
	__drvcompat_bkl_sleep((schedule_timeout_interruptible)(t))
/** schedule_timeout_uninterruptible() - let the BKL go around the kernel's */
#define schedule_timeout_uninterruptible(t)				\
	__drvcompat_bkl_sleep((schedule_timeout_uninterruptible)(t))
/** schedule_timeout_killable() - let the BKL go around the kernel's */
#define schedule_timeout_killable(t)					\
	__drvcompat_bkl_sleep((schedule_timeout_killable)(t))
/** msleep() - let the BKL go around the kernel's msleep() */
#define msleep(ms)		__drvcompat_bkl_sleep_void((msleep)(ms))
/** msleep_interruptible() - let the BKL go around the kernel's */
#define msleep_interruptible(ms)					\
	__drvcompat_bkl_sleep((msleep_interruptible)(ms))
/** ssleep() - let the BKL go around the kernel's ssleep() */
#define ssleep(s)		__drvcompat_bkl_sleep_void((ssleep)(s))
/** down() - let the BKL go while down() waits */
#define down(sem)							\
	do {								\
		struct semaphore *__drvcompat_s = (sem);		\
									\
		if (down_trylock(__drvcompat_s))			\
			__drvcompat_bkl_sleep_void((down)(__drvcompat_s)); \
	} while (0)
/** down_interruptible() - let the BKL go while down_interruptible() waits */
#define down_interruptible(sem) ({					\
	struct semaphore *__drvcompat_s = (sem);			\
	__drvcompat_bkl_try_sleep(down_trylock(__drvcompat_s), 0,	\
				  (down_interruptible)(__drvcompat_s));	\
})
/** down_killable() - let the BKL go while down_killable() waits */
#define down_killable(sem) ({						\
	struct semaphore *__drvcompat_s = (sem);			\
	__drvcompat_bkl_try_sleep(down_trylock(__drvcompat_s), 0,	\
				  (down_killable)(__drvcompat_s));	\
})
/** down_timeout() - let the BKL go while down_timeout() waits */
#define down_timeout(sem, t) ({						\
	struct semaphore *__drvcompat_s = (sem);			\
	__drvcompat_bkl_try_sleep(down_trylock(__drvcompat_s), 0,	\
				  (down_timeout)(__drvcompat_s, t));	\
})
/** wait_for_completion() - let the BKL go while it waits */
#define wait_for_completion(x)						\
	do {								\
		struct completion *__drvcompat_c = (x);			\
									\
		if (!try_wait_for_completion(__drvcompat_c))		\
			__drvcompat_bkl_sleep_void(			\
				(wait_for_completion)(__drvcompat_c));	\
	} while (0)
/** wait_for_completion_interruptible() - let the BKL go while it waits */
#define wait_for_completion_interruptible(x) ({				\
	struct completion *__drvcompat_c = (x);				\
	__drvcompat_bkl_try_sleep(try_wait_for_completion(__drvcompat_c), \
		true, (wait_for_completion_interruptible)(__drvcompat_c)); \
})
/** wait_for_completion_killable() - let the BKL go while it waits */
#define wait_for_completion_killable(x) ({				\
	struct completion *__drvcompat_c = (x);				\
	__drvcompat_bkl_try_sleep(try_wait_for_completion(__drvcompat_c), \
		true, (wait_for_completion_killable)(__drvcompat_c));	\
})
/** wait_for_completion_timeout() - let the BKL go while it waits */
#define wait_for_completion_timeout(x, t)				\
	__drvcompat_bkl_sleep((wait_for_completion_timeout)(x, t))
/** wait_for_completion_interruptible_timeout() - let the BKL go while it waits */
#define wait_for_completion_interruptible_timeout(x, t)			\
	__drvcompat_bkl_sleep((wait_for_completion_interruptible_timeout)(x, t))

/**
 * register_chrdev() - 2.4's char device registration, with the VFS's BKL
 * @major: major number, 0 for a dynamic one
 * @name: name in /proc/devices
 * @fops: the driver's file operations
 *
 * See drvcompat_bkl_register_chrdev(): open, llseek, flush and fasync run
 * under compat's BKL, as 2.4's VFS ran them.
 */
#define register_chrdev(major, name, fops)				\
	drvcompat_bkl_register_chrdev(major, name, fops, THIS_MODULE)

/**
 * misc_register() - misc device registration, with the VFS's BKL
 * @misc: the misc device
 *
 * See drvcompat_bkl_misc_register().
 */
#define misc_register(misc)	drvcompat_bkl_misc_register(misc, THIS_MODULE)

#endif /* !__DRVCOMPAT_KO */

#endif /* !DRVCOMPAT_HAVE_LOCK_KERNEL */

#endif /* __DRVCOMPAT_BKL_H */
