// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the comparison-token __careful_cmp(x, y, <) behind min()/max() (4.17 to 6.x)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_CAREFUL_CMP_LT in generated/compat-probes.h.
 */
#include <linux/kernel.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)__careful_cmp(1, *(int *)p, <);
}
