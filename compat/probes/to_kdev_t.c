// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: to_kdev_t() (2.4 to 2.6.x)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_TO_KDEV_T in generated/compat-probes.h.
 */
#include <linux/fs.h>
#include <linux/kdev_t.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)to_kdev_t(*(dev_t *)p);
}
