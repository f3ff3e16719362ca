// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: devfs_register() from <linux/devfs_fs_kernel.h> (2.4 to 2.6.17)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_DEVFS in generated/compat-probes.h.
 */
#include <linux/devfs_fs_kernel.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)devfs_register(NULL, "x", DEVFS_FL_DEFAULT, 0, 0, 0, NULL, p);
}
