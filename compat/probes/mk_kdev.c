// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: mk_kdev() (2.5 to 2.6.x)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_MK_KDEV in generated/compat-probes.h.
 */
#include <linux/fs.h>
#include <linux/kdev_t.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)mk_kdev(1, 2);
	(void)p;
}
