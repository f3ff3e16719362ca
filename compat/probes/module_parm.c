// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: MODULE_PARM(var, type) (2.4 to 2.6.16)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_MODULE_PARM in generated/compat-probes.h.
 */
#include <linux/module.h>
static int drvcompat_probe_var;
MODULE_PARM(drvcompat_probe_var, "i");
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
}
