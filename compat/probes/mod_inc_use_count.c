// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: MOD_INC_USE_COUNT/MOD_DEC_USE_COUNT (2.4, 2.5)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_MOD_INC_USE_COUNT in generated/compat-probes.h.
 */
#include <linux/module.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
	MOD_INC_USE_COUNT;
	MOD_DEC_USE_COUNT;
}
