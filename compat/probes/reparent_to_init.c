// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: reparent_to_init() (2.4, early 2.6).
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_REPARENT_TO_INIT in generated/compat-probes.h.
 */
#include <linux/sched.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
	reparent_to_init();
}
