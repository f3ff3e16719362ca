// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: access_ok() with the 2.4-4.x type argument (before 5.0)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_ACCESS_OK_TYPE in generated/compat-probes.h.
 */
#include <linux/uaccess.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)access_ok(VERIFY_READ, (const void __user *)p, 1);
}
