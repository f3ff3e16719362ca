// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: kill_proc(pid, sig, priv), the 2.4 way to signal a pid.
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_KILL_PROC in generated/compat-probes.h.
 */
#include <linux/sched.h>
#include <linux/sched/signal.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)kill_proc(*(int *)p, 15, 1);
}
