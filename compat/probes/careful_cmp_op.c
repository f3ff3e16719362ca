// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the operator-token __careful_cmp(op, x, y) behind min()/max() (6.x minmax)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_CAREFUL_CMP_OP in generated/compat-probes.h.
 */
#include <linux/kernel.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)__careful_cmp(min, 1, *(int *)p);
	(void)__careful_cmp(max, 1, *(int *)p);
}
