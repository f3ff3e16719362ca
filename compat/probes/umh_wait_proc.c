// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: UMH_WAIT_EXEC/UMH_WAIT_PROC wait flags (2.6.23+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_UMH_WAIT_PROC in generated/compat-probes.h.
 */
#include <linux/kmod.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	int w = UMH_WAIT_EXEC | UMH_WAIT_PROC;

	(void)w;
	(void)p;
}
