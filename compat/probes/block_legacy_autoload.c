// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: a block layer that calls a major's probe when a device node of
 * that major without a gendisk is opened: __register_blkdev(major, name,
 * probe) (5.11 on) and CONFIG_BLOCK_LEGACY_AUTOLOAD (5.18 on, default y;
 * Debian's 6.1, 6.12 and 7.2 set it).  compat makes 2.4's disks there,
 * on the first open of a node (see compat/compat-blk.c).
 * Compiles against KDIR iff the kernel has both; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_BLOCK_LEGACY_AUTOLOAD in generated/compat-probes.h.
 */
#include <linux/blkdev.h>
#if !IS_ENABLED(CONFIG_BLOCK) || !IS_ENABLED(CONFIG_BLOCK_LEGACY_AUTOLOAD)
#error "no block device autoloading"
#endif
void compat_probe_probe(dev_t devt);
void compat_probe_probe(dev_t devt)
{
	(void)devt;
}

int compat_probe(void);
int compat_probe(void)
{
	return __register_blkdev(0, "compat_probe", compat_probe_probe);
}
