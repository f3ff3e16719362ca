// SPDX-License-Identifier: GPL-2.0
/*
 * compat-genhd.c - 2.4's struct gendisk (<linux/genhd.h>: add_gendisk(),
 * register_disk(), grok_partitions(), del_gendisk()) and the buffer calls
 * fsync_dev() and invalidate_buffers(), on the disks compat-blk.c makes
 * for 2.4 majors.  A unit's disk holds its 2.4 minors, the kernel's scan
 * numbers its partitions in them, and the driver's part[] and sizes[]
 * follow the kernel's table (compat-blk.c's drvcompat_blk_sync_parts()).
 * See porting-guide/block.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/kconfig.h>

#include "drvcompat-internal.h"

#ifdef CONFIG_BLOCK

#include <linux/blkdev.h>
#include <linux/export.h>
#include <linux/fs.h>
#include <linux/kdev_t.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <compat/blk.h>

#include "compat-blk.h"

/*
 * the whole-disk block device of dev, if compat made its disk (a
 * partition's is its disk's, a superset of its blocks): mutex held
 */
static struct block_device *drvcompat_blk_bdev(dev_t dev)
{
	struct drvcompat_blk_major *m;
	struct drvcompat_blk_disk *d;

	if (MAJOR(dev) >= DRVCOMPAT_MAX_BLKDEV)
		return NULL;
	m = drvcompat_majors[MAJOR(dev)];
	d = m ? drvcompat_blk_find(m, MINOR(dev)) : NULL;
	return d ? d->disk->part0 : NULL;
}

/**
 * drvcompat_invalidate_buffers() - 2.4's invalidate_buffers(dev)
 * @dev: the device
 *
 * Drops the clean cached blocks of @dev's disk (invalidate_bdev()), if
 * compat made one; 2.4 dropped its buffer cache's.
 */
void drvcompat_invalidate_buffers(dev_t dev)
{
	struct block_device *bdev;

	mutex_lock(&drvcompat_blk_mutex);
	bdev = drvcompat_blk_bdev(dev);
	if (bdev)
		invalidate_bdev(bdev);
	mutex_unlock(&drvcompat_blk_mutex);
}
EXPORT_SYMBOL_GPL(drvcompat_invalidate_buffers);

/**
 * drvcompat_fsync_dev() - 2.4's fsync_dev(dev)
 * @dev: the device
 *
 * Return: sync_blockdev() of @dev's disk, 0 if compat made none.
 */
int drvcompat_fsync_dev(dev_t dev)
{
	struct block_device *bdev;
	int ret = 0;

	mutex_lock(&drvcompat_blk_mutex);
	bdev = drvcompat_blk_bdev(dev);
	if (bdev)
		ret = sync_blockdev(bdev);
	mutex_unlock(&drvcompat_blk_mutex);
	return ret;
}
EXPORT_SYMBOL_GPL(drvcompat_fsync_dev);

/**
 * drvcompat_add_gendisk() - 2.4's add_gendisk(gd)
 * @gd: the driver's struct gendisk
 *
 * Links @gd into gendisk_head (once, as 2.4's).  Its disks come from
 * register_disk() or grok_partitions().
 */
void drvcompat_add_gendisk(struct drvcompat_gendisk *gd)
{
	struct drvcompat_gendisk *g;

	mutex_lock(&drvcompat_blk_mutex);
	for (g = drvcompat_tables.gendisk_head; g; g = g->next)
		if (g == gd)
			break;
	if (!g) {
		gd->next = drvcompat_tables.gendisk_head;
		drvcompat_tables.gendisk_head = gd;
	}
	mutex_unlock(&drvcompat_blk_mutex);
}
EXPORT_SYMBOL_GPL(drvcompat_add_gendisk);

/**
 * drvcompat_del_gendisk() - 2.4's del_gendisk(gd)
 * @gd: the driver's struct gendisk
 *
 * Deletes the disks grok_partitions() made for @gd (none is open: the
 * module that registered the major is pinned while one is) and unlinks
 * @gd from gendisk_head.
 */
void drvcompat_del_gendisk(struct drvcompat_gendisk *gd)
{
	struct drvcompat_gendisk **gp;
	struct drvcompat_blk_major *m;
	struct drvcompat_blk_disk *d, *n;
	LIST_HEAD(gone);

	mutex_lock(&drvcompat_blk_mutex);
	m = gd->major >= 0 && gd->major < DRVCOMPAT_MAX_BLKDEV ?
		drvcompat_majors[gd->major] : NULL;
	if (m)
		list_for_each_entry_safe(d, n, &m->disks, list)
			if (d->gd == gd)
				list_move_tail(&d->list, &gone);
	for (gp = &drvcompat_tables.gendisk_head; *gp; gp = &(*gp)->next)
		if (*gp == gd) {
			*gp = gd->next;
			break;
		}
	mutex_unlock(&drvcompat_blk_mutex);
	list_for_each_entry_safe(d, n, &gone, list) {
		list_del(&d->list);
		del_gendisk(d->disk);
		put_disk(d->disk);
		kfree(d);
	}
}
EXPORT_SYMBOL_GPL(drvcompat_del_gendisk);

/**
 * drvcompat_get_gendisk() - 2.4's get_gendisk(dev)
 * @dev: a device
 *
 * Return: the gendisk of MAJOR(@dev) on gendisk_head, or NULL.
 */
struct drvcompat_gendisk *drvcompat_get_gendisk(dev_t dev)
{
	struct drvcompat_gendisk *g;

	mutex_lock(&drvcompat_blk_mutex);
	for (g = drvcompat_tables.gendisk_head; g; g = g->next)
		if (g->major == MAJOR(dev))
			break;
	mutex_unlock(&drvcompat_blk_mutex);
	return g;
}
EXPORT_SYMBOL_GPL(drvcompat_get_gendisk);

/* mutex held: what a 2.4 gendisk and a unit of it must be, else said */
static struct drvcompat_blk_major *
drvcompat_blk_grok_check(struct drvcompat_gendisk *gd, int drive,
			 unsigned int minors, long size)
{
	struct drvcompat_blk_major *m = NULL;
	const char *why = NULL;

	if (gd->major >= 0 && gd->major < DRVCOMPAT_MAX_BLKDEV)
		m = drvcompat_majors[gd->major];
	if (!m)
		why = "its major is not registered with register_blkdev(major, name, fops)";
	else if (!gd->part)
		why = "it has no part[] array";
	else if (gd->minor_shift < 0 || gd->minor_shift > 8)
		why = "its minor_shift is not 0 to 8";
	else if (drive < 0 || (drive << gd->minor_shift) > 255)
		why = "the unit's first minor is past 255";
	else if (!minors || minors > 1U << gd->minor_shift ||
		 (drive << gd->minor_shift) + minors > 256)
		why = "its minors are not 1 to 1 << minor_shift within 256";
	else if (size < 0)
		why = "its size is negative";
	if (why) {
		pr_err("grok_partitions(%s, unit %d, %u minors, %ld sectors): %s; no disk, see porting-guide/block.md\n",
		       gd->major_name ? gd->major_name : "(null)", drive,
		       minors, size, why);
		return NULL;
	}
	return m;
}

/**
 * drvcompat_grok_partitions() - 2.4's grok_partitions(), register_disk()
 * @gd: the driver's struct gendisk
 * @drive: the unit; its minors start at @drive << @gd->minor_shift
 * @minors: its minors, 1 << minor_shift (1: a disk without partitions)
 * @size: its size in 512-byte sectors (0: no device, as 2.4)
 *
 * As 2.4's: the unit's part[] entry gets @size, the major's blk_size[]
 * row is @gd->sizes.  The first time for a unit with a size, compat
 * makes its disk: @minors minors from its first, so the kernel's own
 * partition scan (done now, opening the disk through the driver's open
 * as any open) numbers the partitions as 2.4 did,
 * (major, first + n); part[] and sizes[] of its minors follow the
 * kernel's table from then on (at each open, release and ioctl of the
 * disk).  A unit whose part[] start_sect is -1 is not scanned (2.4's
 * kludge for CD-ROMs).  Later calls set the disk's size and have its
 * table read again at the next open of the whole disk.  A gendisk or
 * unit that cannot be served is refused with one log line.
 */
void drvcompat_grok_partitions(struct drvcompat_gendisk *gd, int drive,
			       unsigned int minors, long size)
{
	struct drvcompat_blk_major *m;
	struct drvcompat_blk_disk *d;
	unsigned int first, i;
	bool noscan;

	mutex_lock(&drvcompat_blk_mutex);
	m = drvcompat_blk_grok_check(gd, drive, minors, size);
	if (!m)
		goto out;
	m->partitioned = true;
	first = drive << gd->minor_shift;
	noscan = (long)gd->part[first].start_sect == -1;
	gd->part[first].start_sect = 0;
	gd->part[first].nr_sects = size;
	drvcompat_tables.blk_size[gd->major] = gd->sizes;
	d = drvcompat_blk_find(m, first);
	if (d) {
		if (d->gd != gd || d->minor != first) {
			pr_err("grok_partitions(%s, unit %d): minor %u is another disk's\n",
			       m->name, drive, first);
			goto out;
		}
		set_capacity(d->disk, size);
		if (minors > 1 && !noscan)
			set_bit(GD_NEED_PART_SCAN, &d->disk->state);
		goto out;
	}
	if (!size)
		goto out;
	if (gd->sizes) {
		gd->sizes[first] = size >> 1;
		for (i = 1; i < minors; i++)
			gd->sizes[first + i] = 0;
	}
	d = drvcompat_blk_make_disk(m, first, noscan ? 1 : minors, size, gd);
	if (d) {
		mutex_lock(&d->disk->open_mutex);
		drvcompat_blk_sync_parts(d);
		mutex_unlock(&d->disk->open_mutex);
	}
out:
	mutex_unlock(&drvcompat_blk_mutex);
}
EXPORT_SYMBOL_GPL(drvcompat_grok_partitions);

#endif /* CONFIG_BLOCK */
