// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: does the kernel still have <asm/semaphore.h> (moved to
 * <linux/semaphore.h> in 2.6.26, gone in 2.6.28)?  (The compat overlay
 * shadows it: only include_next it when it exists.)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_ASM_SEMAPHORE_H in generated/compat-probes.h.
 */
#include <asm/semaphore.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
}
