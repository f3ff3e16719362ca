// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: imajor() (2.6.0+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_IMAJOR in generated/compat-probes.h.
 */
#include <linux/fs.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)imajor((struct inode *)p);
}
