// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: DECLARE_TASKLET(name, func, data) with a void (*)(unsigned long)
 * handler, the form 2.4 to 5.8 had (5.9 made DECLARE_TASKLET() take
 * two arguments, a handler given the struct tasklet_struct *, and kept
 * the old one as DECLARE_TASKLET_OLD(name, func) without the data)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_DECLARE_TASKLET_3ARG in generated/compat-probes.h.
 */
#include <linux/interrupt.h>
void compat_probe_fn(unsigned long data);
void compat_probe_fn(unsigned long data)
{
	(void)data;
}

DECLARE_TASKLET(compat_probe_tasklet, compat_probe_fn, 1UL);
DECLARE_TASKLET_DISABLED(compat_probe_tasklet_off, compat_probe_fn, 2UL);
