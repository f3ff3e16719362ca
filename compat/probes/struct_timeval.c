// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: struct timeval in kernel code (before 5.6)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_STRUCT_TIMEVAL in generated/compat-probes.h.
 */
#include <linux/time.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	struct timeval tv = { 0 };

	*(long *)p = tv.tv_usec;
}
