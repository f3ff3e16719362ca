// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: do_gettimeofday() (before 5.0)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_DO_GETTIMEOFDAY in generated/compat-probes.h.
 */
#include <linux/time.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	do_gettimeofday(p);
}
