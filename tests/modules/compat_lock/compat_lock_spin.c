// SPDX-License-Identifier: GPL-2.0
/*
 * compat_lock_spin - 2.4-style lock initialisers, built with compat
 * (tests/guest/compat-spinlock.sh): SPIN_LOCK_UNLOCKED and
 * RW_LOCK_UNLOCKED as file-scope initialisers, inside a structure's
 * initialiser, and assigned at run time (to a static object, and, on
 * kernels without lockdep, to kmalloc()ed memory; no assignment on
 * PREEMPT_RT, where compat's initialisers are not expressions).
 *
 * ``result`` says for each lock whether it starts unlocked and then
 * excludes (spin_trylock() takes it, a second one fails; for the rwlocks:
 * two readers share it, a writer is refused meanwhile and gets it after).
 * Writing "run N" to /dev/compat_lock_spin starts two kthreads that each
 * add 1 to a counter N times under the file-scope lock, with a
 * non-atomic read-modify-write; ``total`` shows the counter, ``runs``
 * the completed kthreads.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "compat_lock_cmd.h"

struct clsp_dev {
	spinlock_t lock;	/* protects n */
	rwlock_t rw;
	int n;
};

static spinlock_t clsp_lock = SPIN_LOCK_UNLOCKED;
static rwlock_t clsp_rwlock = RW_LOCK_UNLOCKED;
static struct clsp_dev clsp_field = {
	.lock = SPIN_LOCK_UNLOCKED,
	.rw = RW_LOCK_UNLOCKED,
	.n = 1,
};

/* assigned SPIN_LOCK_UNLOCKED at run time: not on PREEMPT_RT, see below */
static struct clsp_dev clsp_assigned __maybe_unused;

CL_PARAM_STRING(result, 128);
CL_PARAM(long, total);
CL_PARAM(int, runs);

static const char *clsp_check_spin(spinlock_t *l)
{
	bool second;

	if (!spin_trylock(l))
		return "locked";
	second = spin_trylock(l);
	if (second)
		spin_unlock(l);
	spin_unlock(l);
	return second ? "no-exclusion" : "ok";
}

static const char *clsp_check_rw(rwlock_t *l)
{
	const char *ret = "ok";

	if (!read_trylock(l))
		return "locked";
	if (!read_trylock(l)) {
		read_unlock(l);
		return "readers-excluded";
	}
	if (write_trylock(l)) {
		write_unlock(l);
		ret = "writer-in-with-readers";
	}
	read_unlock(l);
	read_unlock(l);
	if (!write_trylock(l))
		return "writer-refused";
	write_unlock(l);
	return ret;
}

static long clsp_goal;

static int clsp_thread_fn(void *arg)
{
	struct completion *done = arg;
	long i, v;

	for (i = 0; i < clsp_goal; i++) {
		spin_lock(&clsp_lock);
		v = READ_ONCE(total);
		cpu_relax();
		WRITE_ONCE(total, v + 1);
		spin_unlock(&clsp_lock);
		if (!(i & 63))
			cond_resched();
	}
	spin_lock(&clsp_lock);
	runs++;
	spin_unlock(&clsp_lock);
	complete(done);
	return 0;
}

static int clsp_run(long n)
{
	struct completion done[2];
	struct task_struct *t;
	int i, started = 0;

	clsp_goal = n;
	total = 0;
	runs = 0;
	for (i = 0; i < 2; i++) {
		init_completion(&done[i]);
		t = kthread_run(clsp_thread_fn, &done[i], "clsp/%d", i);
		if (IS_ERR(t))
			break;
		started++;
	}
	for (i = 0; i < started; i++)
		wait_for_completion(&done[i]);
	return started == 2 ? 0 : -ENOMEM;
}

static int clsp_cmd(const char *cmd)
{
	long n;

	if (sscanf(cmd, "run %ld", &n) != 1 || n <= 0 || n > 10000000)
		return -EINVAL;
	return clsp_run(n);
}

CL_CMD_DEVICE(clsp, "compat_lock_spin", clsp_cmd);

static int __init clsp_init(void)
{
	const char *dyn = "skip(lockdep or rt)";
	const char *assigned = "skip(rt)", *rwassigned = "skip(rt)";
#if !defined(CONFIG_DEBUG_LOCK_ALLOC) && !defined(CONFIG_PREEMPT_RT)
	struct clsp_dev *p = kmalloc(sizeof(*p), GFP_KERNEL);

	if (!p)
		return -ENOMEM;
	/* non-static memory: lockdep would object (see compat/spinlock.h) */
	p->lock = SPIN_LOCK_UNLOCKED;
	dyn = clsp_check_spin(&p->lock);
	kfree(p);
#endif
#ifndef CONFIG_PREEMPT_RT
	clsp_assigned.lock = SPIN_LOCK_UNLOCKED;
	clsp_assigned.rw = RW_LOCK_UNLOCKED;
	assigned = clsp_check_spin(&clsp_assigned.lock);
	rwassigned = clsp_check_rw(&clsp_assigned.rw);
#endif
	scnprintf(result, sizeof(result),
		  "static=%s field=%s assigned=%s dyn=%s rw=%s rwfield=%s rwassigned=%s",
		  clsp_check_spin(&clsp_lock), clsp_check_spin(&clsp_field.lock),
		  assigned, dyn, clsp_check_rw(&clsp_rwlock),
		  clsp_check_rw(&clsp_field.rw), rwassigned);
	return misc_register(&clsp_dev);
}

static void __exit clsp_exit(void)
{
	misc_deregister(&clsp_dev);
}

module_init(clsp_init);
module_exit(clsp_exit);
MODULE_DESCRIPTION("compat test: SPIN_LOCK_UNLOCKED and RW_LOCK_UNLOCKED");
MODULE_LICENSE("GPL");
