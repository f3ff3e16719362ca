// SPDX-License-Identifier: GPL-2.0
/*
 * compat_lock_sem - 2.4-style semaphores, built with compat
 * (tests/guest/compat-semaphore.sh): DECLARE_MUTEX, DECLARE_MUTEX_LOCKED,
 * init_MUTEX, init_MUTEX_LOCKED and <asm/semaphore.h>.
 *
 * ``counts`` shows the count of each at load: free, locked, init free,
 * init locked ("1 0 1 0" is right); ``trylock`` what down_trylock() gave
 * on each in turn (0 got it, 1 busy).  Commands written to
 * /dev/compat_lock_sem:
 *
 * - "wait": down_interruptible() on the DECLARE_MUTEX_LOCKED semaphore;
 *   ``waiting`` counts the tasks on its wait list, ``got`` those that got
 *   through;
 * - "post": up() on it;
 * - "stress N": N rounds of down()/up() on the DECLARE_MUTEX semaphore
 *   with a reschedule point inside; ``violations`` counts two tasks
 *   inside at once, ``iterations`` the rounds.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/sched.h>
#include <asm/semaphore.h>

#include "compat_lock_cmd.h"
#include "../include/test-param.h"

static DECLARE_MUTEX(cls_free);
static DECLARE_MUTEX_LOCKED(cls_event);
static struct semaphore cls_init_free, cls_init_locked;

CL_PARAM_STRING(counts, 32);
CL_PARAM_STRING(trylock, 32);
CL_PARAM(int, got);
CL_PARAM(int, violations);
CL_PARAM(int, iterations);
static int cls_inside;

static int cls_waiters(struct semaphore *sem)
{
	unsigned long flags;
	int n;

	raw_spin_lock_irqsave(&sem->lock, flags);
#ifdef DRVCOMPAT_HAVE_SEMAPHORE_WAIT_LIST
	n = list_count_nodes(&sem->wait_list);
#else
	/* 7.2 keeps only the first waiter where the tests can see it */
	n = !!sem->first_waiter;
#endif
	raw_spin_unlock_irqrestore(&sem->lock, flags);
	return n;
}

TEST_PARAM_INT(waiting, cls_waiters(&cls_event));

static void cls_stress(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		down(&cls_free);
		if (cls_inside)
			violations++;
		cls_inside = 1;
		cond_resched();
		iterations++;
		cls_inside = 0;
		up(&cls_free);
	}
}

static int cls_cmd(const char *cmd)
{
	int n, ret;

	if (!strcmp(cmd, "wait")) {
		ret = down_interruptible(&cls_event);
		if (ret)
			return ret;
		got++;
	} else if (!strcmp(cmd, "post")) {
		up(&cls_event);
	} else if (sscanf(cmd, "stress %d", &n) == 1 && n > 0 &&
		   n <= 1000000) {
		cls_stress(n);
	} else {
		return -EINVAL;
	}
	return 0;
}

CL_CMD_DEVICE(cls, "compat_lock_sem", cls_cmd);

static int __init cls_init(void)
{
	int t[4];

	init_MUTEX(&cls_init_free);
	init_MUTEX_LOCKED(&cls_init_locked);
	scnprintf(counts, sizeof(counts), "%u %u %u %u", cls_free.count,
		  cls_event.count, cls_init_free.count, cls_init_locked.count);
	/* free ones: got it, then busy; locked ones: busy */
	t[0] = down_trylock(&cls_free);
	t[1] = down_trylock(&cls_free);
	t[2] = down_trylock(&cls_init_free);
	t[3] = down_trylock(&cls_init_locked);
	scnprintf(trylock, sizeof(trylock), "%d %d %d %d", t[0], t[1], t[2],
		  t[3]);
	if (!t[0])
		up(&cls_free);
	if (!t[1])
		up(&cls_free);
	if (!t[3])
		up(&cls_init_locked);
	return misc_register(&cls_dev);
}

static void __exit cls_exit(void)
{
	misc_deregister(&cls_dev);
}

module_init(cls_init);
module_exit(cls_exit);
MODULE_DESCRIPTION("compat test: 2.4 semaphore spellings");
MODULE_LICENSE("GPL");
