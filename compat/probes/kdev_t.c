// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the kdev_t type (2.4/2.5 only)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_KDEV_T in generated/compat-probes.h.
 */
#include <linux/fs.h>
#include <linux/kdev_t.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	kdev_t d;

	(void)p;
	(void)sizeof(d);
}
