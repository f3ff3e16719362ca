// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the 2.4 task->sigmask_lock (2.5 moved it to sighand->siglock).
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_SIGMASK_LOCK in generated/compat-probes.h.
 */
#include <linux/sched.h>
#include <linux/spinlock.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	struct task_struct *t = p;

	spin_lock_irq(&t->sigmask_lock);
	spin_unlock_irq(&t->sigmask_lock);
}
