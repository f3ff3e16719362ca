// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: recalc_sigpending(task), 2.4's form with the task as argument.
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_RECALC_SIGPENDING_TSK in generated/compat-probes.h.
 */
#include <linux/sched.h>
#include <linux/sched/signal.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	recalc_sigpending((struct task_struct *)p);
}
