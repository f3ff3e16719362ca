// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: struct block_device_operations whose open takes the gendisk and
 * a blk_mode_t and whose release takes only the gendisk (6.5 on; before,
 * open(struct block_device *, fmode_t) and release(struct gendisk *,
 * fmode_t))
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_BDOPS_OPEN_GENDISK in generated/compat-probes.h.
 */
#include <linux/blkdev.h>
int compat_probe_open(struct gendisk *disk, blk_mode_t mode);
int compat_probe_open(struct gendisk *disk, blk_mode_t mode)
{
	return disk && (mode & BLK_OPEN_READ) ? 0 : -ENXIO;
}

void compat_probe_release(struct gendisk *disk);
void compat_probe_release(struct gendisk *disk)
{
	(void)disk;
}

const struct block_device_operations compat_probe_ops = {
	.open = compat_probe_open,
	.release = compat_probe_release,
};
