// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: complete_and_exit() (renamed kthread_complete_and_exit() in 5.17).
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_COMPLETE_AND_EXIT in generated/compat-probes.h.
 */
#include <linux/completion.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	complete_and_exit(p, 0);
}
