// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: min_t()/max_t() (2.4.10+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_MIN_T in generated/compat-probes.h.
 */
#include <linux/kernel.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)min_t(int, 1, *(int *)p);
	(void)max_t(int, 1, *(int *)p);
}
