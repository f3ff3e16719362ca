// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: verify_area() (2.4 to 2.6.13)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_VERIFY_AREA in generated/compat-probes.h.
 */
#include <linux/uaccess.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)verify_area(VERIFY_READ, (const void __user *)p, 1);
}
