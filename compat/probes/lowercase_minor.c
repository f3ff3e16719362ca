// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the lowercase minor()/major() macros (2.5 only)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_LOWERCASE_MINOR in generated/compat-probes.h.
 */
#include <linux/fs.h>
#include <linux/kdev_t.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)minor(*(dev_t *)p);
	(void)major(*(dev_t *)p);
}
