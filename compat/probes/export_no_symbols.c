// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: EXPORT_NO_SYMBOLS (2.4)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_EXPORT_NO_SYMBOLS in generated/compat-probes.h.
 */
#include <linux/module.h>
EXPORT_NO_SYMBOLS;
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
}
