// SPDX-License-Identifier: GPL-2.0
/*
 * The big kernel lock for legacy drivers, with the BKL's semantics as far
 * as a module can give them: one global lock, recursive per task, released
 * whenever its holder sleeps in compat-built code and taken again before
 * the holder runs on, and taken around the file methods 2.4 ran under it.
 * See compat/include/compat/bkl.h and porting-guide/bkl.md.
 *
 * The lock is a spinlock-protected owner and depth with a wait queue, not a
 * mutex: a waiter must be able to find that the owner died holding it and
 * take it over, which a mutex does not allow.  The owner's task_struct is
 * pinned (get_task_struct()) while it owns the lock, so a new task cannot
 * reuse its address and "hold" the lock by inheritance.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/atomic.h>
#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/export.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/lockdep.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/sched.h>
#include <linux/sched/task.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/sysfs.h>
#include <linux/wait.h>

#include <compat-probes.h>
#include <compat/bkl.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_LOCK_KERNEL

static DEFINE_SPINLOCK(drvcompat_bkl_spin);
static DECLARE_WAIT_QUEUE_HEAD(drvcompat_bkl_wq);
/* all three under drvcompat_bkl_spin; the owner is pinned while it owns */
static struct task_struct *drvcompat_bkl_owner;
static unsigned int drvcompat_bkl_depth;
static unsigned long drvcompat_bkl_taken_at;

#ifdef CONFIG_DEBUG_LOCK_ALLOC
static struct lock_class_key drvcompat_bkl_key;
static struct lockdep_map drvcompat_bkl_map =
	STATIC_LOCKDEP_MAP_INIT("drvcompat_bkl", &drvcompat_bkl_key);
#define bkl_acquire(ip)	lock_acquire_exclusive(&drvcompat_bkl_map, 0, 0, NULL, ip)
#define bkl_release(ip)	lock_release(&drvcompat_bkl_map, ip)
#else
#define bkl_acquire(ip)	do { } while (0)
#define bkl_release(ip)	do { } while (0)
#endif

/* statistics, read-only in /sys/module/drvcompat/parameters/ */
static atomic_t drvcompat_bkl_waiting = ATOMIC_INIT(0);
static atomic_long_t drvcompat_bkl_contended = ATOMIC_LONG_INIT(0);
static atomic_long_t drvcompat_bkl_unlock_errors = ATOMIC_LONG_INIT(0);
static atomic_long_t drvcompat_bkl_sleeps = ATOMIC_LONG_INIT(0);
static atomic_long_t drvcompat_bkl_dead_owners = ATOMIC_LONG_INIT(0);
static atomic_long_t drvcompat_bkl_leaks = ATOMIC_LONG_INIT(0);

static bool drvcompat_bkl_owner_dead(struct task_struct *t)
{
	/* exit_state is set after exit_files(): no more driver code runs */
	return t && READ_ONCE(t->exit_state);
}

/*
 * Take the lock for current at @depth if it is free, or if its owner died
 * holding it: then say so, and drop the dead owner's reference outside the
 * spinlock.
 */
static bool drvcompat_bkl_trygrab(unsigned int depth, unsigned long ip)
{
	struct task_struct *owner;
	bool got = false;

	spin_lock(&drvcompat_bkl_spin);
	owner = drvcompat_bkl_owner;
	/* the owner is pinned while it is the owner, so this may look */
	if (!owner || drvcompat_bkl_owner_dead(owner)) {
		get_task_struct(current);
		drvcompat_bkl_owner = current;
		drvcompat_bkl_depth = depth;
		if (owner)
			swap(drvcompat_bkl_taken_at, ip);
		else
			drvcompat_bkl_taken_at = ip;
		got = true;
	}
	spin_unlock(&drvcompat_bkl_spin);
	if (got && owner) {
		/* ip is now where the dead owner took it */
		atomic_long_inc(&drvcompat_bkl_dead_owners);
		WARN(1, "drvcompat: %s[%d] exited holding the big kernel lock (taken at %pS): released for %s[%d]\n",
		     owner->comm, task_pid_nr(owner), (void *)ip,
		     current->comm, task_pid_nr(current));
		put_task_struct(owner);
	}
	return got;
}

/* take the lock at @depth for a task that does not hold it */
static void drvcompat_bkl_take(unsigned int depth, unsigned long ip)
{
	might_sleep();
	bkl_acquire(ip);
	if (drvcompat_bkl_trygrab(depth, ip))
		return;
	atomic_inc(&drvcompat_bkl_waiting);
	/*
	 * Uninterruptible, as 2.4's spinning lock_kernel() was.  The timeout
	 * only makes a waiter look again at an owner that may have died
	 * holding the lock, which wakes nobody.
	 */
	while (!drvcompat_bkl_trygrab(depth, ip))
		wait_event_timeout(drvcompat_bkl_wq,
				   !READ_ONCE(drvcompat_bkl_owner), HZ);
	atomic_dec(&drvcompat_bkl_waiting);
	atomic_long_inc(&drvcompat_bkl_contended);
}

/* release the lock, owned by current, whatever its depth */
static void drvcompat_bkl_give(unsigned long ip)
{
	spin_lock(&drvcompat_bkl_spin);
	drvcompat_bkl_owner = NULL;
	drvcompat_bkl_depth = 0;
	spin_unlock(&drvcompat_bkl_spin);
	put_task_struct(current);
	bkl_release(ip);
	wake_up(&drvcompat_bkl_wq);
}

/* the depth at which current holds the lock, 0 if it does not */
static unsigned int drvcompat_bkl_my_depth(void)
{
	/* only current makes itself the owner or stops being it */
	return READ_ONCE(drvcompat_bkl_owner) == current ?
		READ_ONCE(drvcompat_bkl_depth) : 0;
}

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
void drvcompat_lock_kernel(void)
{
	if (READ_ONCE(drvcompat_bkl_owner) == current) {
		WRITE_ONCE(drvcompat_bkl_depth, drvcompat_bkl_depth + 1);
		return;
	}
	drvcompat_bkl_take(1, _RET_IP_);
}
EXPORT_SYMBOL_GPL(drvcompat_lock_kernel);

/**
 * drvcompat_unlock_kernel() - drop one level of compat's big kernel lock
 *
 * Return: 0 (the outermost call releases the lock), or -EPERM if the
 * calling task does not hold the lock (a BUG() in 2.4 and 2.6): nothing is
 * released then, the kernel WARNs with the caller, and the error is
 * counted in /sys/module/drvcompat/parameters/bkl_unlock_errors.
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
 */
int drvcompat_unlock_kernel(void)
{
	if (READ_ONCE(drvcompat_bkl_owner) != current) {
		atomic_long_inc(&drvcompat_bkl_unlock_errors);
		WARN(1, "drvcompat: unlock_kernel() by %s[%d], which does not hold the big kernel lock: ignored (caller %pS)\n",
		     current->comm, task_pid_nr(current),
		     __builtin_return_address(0));
		return -EPERM;
	}
	if (drvcompat_bkl_depth > 1) {
		WRITE_ONCE(drvcompat_bkl_depth, drvcompat_bkl_depth - 1);
		return 0;
	}
	drvcompat_bkl_give(_RET_IP_);
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
unsigned int drvcompat_bkl_release_for_sleep(void)
{
	unsigned int depth = drvcompat_bkl_my_depth();

	if (depth) {
		atomic_long_inc(&drvcompat_bkl_sleeps);
		drvcompat_bkl_give(_RET_IP_);
	}
	return depth;
}
EXPORT_SYMBOL_GPL(drvcompat_bkl_release_for_sleep);

/**
 * drvcompat_bkl_reacquire_after_sleep() - take the BKL back after a sleep
 * @depth: what drvcompat_bkl_release_for_sleep() returned
 *
 * Takes the lock again at @depth (nothing if @depth is 0), waiting
 * uninterruptibly for it as 2.4's reacquire_kernel_lock() spun.
 * Exported by drvcompat.ko.  See porting-guide/bkl.md.
 */
void drvcompat_bkl_reacquire_after_sleep(unsigned int depth)
{
	if (depth)
		drvcompat_bkl_take(depth, _RET_IP_);
}
EXPORT_SYMBOL_GPL(drvcompat_bkl_reacquire_after_sleep);

/*
 * The file methods 2.4 ran under the BKL: chrdev_open() (2.4.18
 * fs/devices.c) around ->open, sys_ioctl() (2.4.18 fs/ioctl.c) around
 * ->ioctl, llseek() (2.4.18 fs/read_write.c) around ->llseek, filp_close()
 * (2.4.18 fs/open.c) around ->flush, and setfl()/fcntl (2.4.18 fs/fcntl.c)
 * around ->fasync.  A driver that registers its fops through compat's
 * register_chrdev()/misc_register() gets a copy whose methods take the
 * lock around the driver's; every method of the copy checks that the
 * driver's returned with the lock as it found it.
 */
struct drvcompat_bkl_fops {
	struct file_operations fops;	/* first: file->f_op points here */
	const struct file_operations *orig;
	struct module *registrant;
	struct list_head node;
};

static LIST_HEAD(drvcompat_bkl_fops_list);
static DEFINE_MUTEX(drvcompat_bkl_fops_lock);

static const struct file_operations *drvcompat_bkl_orig(struct file *file)
{
	return container_of(file->f_op, struct drvcompat_bkl_fops, fops)->orig;
}

/*
 * A method returned holding the lock deeper than it was called with: the
 * extra levels would be held by a task back in user space, blocking every
 * other user.  2.4 kept such a lock for good; this releases it, loudly.
 */
static void drvcompat_bkl_check_leak(unsigned int before, const char *method,
				     const void *fn)
{
	unsigned int after = drvcompat_bkl_my_depth();

	if (likely(after == before))
		return;
	atomic_long_inc(&drvcompat_bkl_leaks);
	if (after > before) {
		WARN(1, "drvcompat: %pS (%s) returned holding the big kernel lock %u level(s) deeper: released\n",
		     fn, method, after - before);
		while (drvcompat_bkl_my_depth() > before)
			drvcompat_unlock_kernel();
	} else {
		WARN(1, "drvcompat: %pS (%s) returned having released the big kernel lock it was called with: taken again\n",
		     fn, method);
		if (after)
			WRITE_ONCE(drvcompat_bkl_depth, before);
		else
			drvcompat_bkl_take(before, _RET_IP_);
	}
}

/* before a method of the copy: the depth it is called with */
static unsigned int drvcompat_bkl_enter(bool locked)
{
	unsigned int before = drvcompat_bkl_my_depth();

	if (locked)
		drvcompat_lock_kernel();
	return before;
}

/* after it: the lock as it was before, loudly if the method changed it */
static void drvcompat_bkl_leave(unsigned int before, bool locked,
				const char *method, const void *fn)
{
	drvcompat_bkl_check_leak(before + locked, method, fn);
	if (locked)
		drvcompat_unlock_kernel();
}

static int drvcompat_bkl_open(struct inode *inode, struct file *file)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(true);
	int ret = o->open(inode, file);

	drvcompat_bkl_leave(before, true, "open", o->open);
	return ret;
}

static int drvcompat_bkl_release(struct inode *inode, struct file *file)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(false);
	int ret = o->release(inode, file);

	drvcompat_bkl_leave(before, false, "release", o->release);
	return ret;
}

static loff_t drvcompat_bkl_llseek(struct file *file, loff_t off, int whence)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(true);
	loff_t ret = o->llseek(file, off, whence);

	drvcompat_bkl_leave(before, true, "llseek", o->llseek);
	return ret;
}

static int drvcompat_bkl_flush(struct file *file, fl_owner_t id)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(true);
	int ret = o->flush(file, id);

	drvcompat_bkl_leave(before, true, "flush", o->flush);
	return ret;
}

static int drvcompat_bkl_fasync(int fd, struct file *file, int on)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(true);
	int ret = o->fasync(fd, file, on);

	drvcompat_bkl_leave(before, true, "fasync", o->fasync);
	return ret;
}

static ssize_t drvcompat_bkl_read(struct file *file, char __user *buf,
				  size_t count, loff_t *ppos)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(false);
	ssize_t ret = o->read(file, buf, count, ppos);

	drvcompat_bkl_leave(before, false, "read", o->read);
	return ret;
}

static ssize_t drvcompat_bkl_write(struct file *file, const char __user *buf,
				   size_t count, loff_t *ppos)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(false);
	ssize_t ret = o->write(file, buf, count, ppos);

	drvcompat_bkl_leave(before, false, "write", o->write);
	return ret;
}

/* the lock itself is the --fix wrapper's (porting-guide/ioctl.md) */
static long drvcompat_bkl_ioctl(struct file *file, unsigned int cmd,
				unsigned long arg)
{
	const struct file_operations *o = drvcompat_bkl_orig(file);
	unsigned int before = drvcompat_bkl_enter(false);
	long ret = o->unlocked_ioctl(file, cmd, arg);

	drvcompat_bkl_leave(before, false, "unlocked_ioctl", o->unlocked_ioctl);
	return ret;
}

static const struct file_operations *
drvcompat_bkl_wrap(const struct file_operations *orig, struct module *registrant)
{
	struct drvcompat_bkl_fops *w;

	if (!orig)
		return NULL;
	mutex_lock(&drvcompat_bkl_fops_lock);
	list_for_each_entry(w, &drvcompat_bkl_fops_list, node) {
		if (w->orig == orig && w->registrant == registrant)
			goto out;
	}
	w = kzalloc(sizeof(*w), GFP_KERNEL);
	if (!w)
		goto out;
	w->fops = *orig;
	w->orig = orig;
	w->registrant = registrant;
	if (orig->open)
		w->fops.open = drvcompat_bkl_open;
	if (orig->release)
		w->fops.release = drvcompat_bkl_release;
	if (orig->llseek)
		w->fops.llseek = drvcompat_bkl_llseek;
	if (orig->flush)
		w->fops.flush = drvcompat_bkl_flush;
	if (orig->fasync)
		w->fops.fasync = drvcompat_bkl_fasync;
	if (orig->read)
		w->fops.read = drvcompat_bkl_read;
	if (orig->write)
		w->fops.write = drvcompat_bkl_write;
	if (orig->unlocked_ioctl)
		w->fops.unlocked_ioctl = drvcompat_bkl_ioctl;
	list_add(&w->node, &drvcompat_bkl_fops_list);
out:
	mutex_unlock(&drvcompat_bkl_fops_lock);
	return w ? &w->fops : NULL;
}

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
				  struct module *registrant)
{
	const struct file_operations *w = drvcompat_bkl_wrap(fops, registrant);

	if (fops && !w)
		return -ENOMEM;
	return (register_chrdev)(major, name, w);
}
EXPORT_SYMBOL_GPL(drvcompat_bkl_register_chrdev);

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
				struct module *registrant)
{
	const struct file_operations *w = drvcompat_bkl_wrap(misc->fops,
							     registrant);

	if (misc->fops && !w)
		return -ENOMEM;
	misc->fops = w;
	return (misc_register)(misc);
}
EXPORT_SYMBOL_GPL(drvcompat_bkl_misc_register);

/**
 * drvcompat_bkl_module_going() - free the file operations wrapped for a module
 * @mod: the module going away
 *
 * Called by drvcompat.ko's module notifier.  The wrappers @mod registered
 * are freed: its files are closed, as each open one held a reference to it.
 *
 * Context: process context; may sleep.
 */
void drvcompat_bkl_module_going(struct module *mod)
{
	struct drvcompat_bkl_fops *w, *n;

	mutex_lock(&drvcompat_bkl_fops_lock);
	list_for_each_entry_safe(w, n, &drvcompat_bkl_fops_list, node) {
		if (w->registrant == mod) {
			list_del(&w->node);
			kfree(w);
		}
	}
	mutex_unlock(&drvcompat_bkl_fops_lock);
}

void drvcompat_bkl_exit(void)
{
	WARN_ON(!list_empty(&drvcompat_bkl_fops_list));
	/* a module that used the lock held a reference to this one */
	if (drvcompat_bkl_owner)
		put_task_struct(drvcompat_bkl_owner);
}

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
module_param_cb(bkl_sleeps, &drvcompat_bkl_long_ops,
		&drvcompat_bkl_sleeps, 0444);
MODULE_PARM_DESC(bkl_sleeps, "sleeps that released the big kernel lock");
module_param_cb(bkl_dead_owners, &drvcompat_bkl_long_ops,
		&drvcompat_bkl_dead_owners, 0444);
MODULE_PARM_DESC(bkl_dead_owners, "tasks that exited holding the big kernel lock (taken over)");
module_param_cb(bkl_leaks, &drvcompat_bkl_long_ops,
		&drvcompat_bkl_leaks, 0444);
MODULE_PARM_DESC(bkl_leaks, "file methods that returned with the big kernel lock deeper or shallower than they got it (repaired)");

#else /* DRVCOMPAT_HAVE_LOCK_KERNEL */

void drvcompat_bkl_module_going(struct module *mod)
{
}

void drvcompat_bkl_exit(void)
{
}

#endif /* !DRVCOMPAT_HAVE_LOCK_KERNEL */
