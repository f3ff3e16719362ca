/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/genhd.h> - 2.4's partitioning header (struct gendisk, struct
 * hd_struct, add_gendisk(), register_disk(), grok_partitions()), which
 * 5.18 folded into <linux/blkdev.h>.  A 2.4 block driver with partitions
 * included it beside <linux/blk.h> (which includes it here too):
 *
 *	static struct hd_struct hd24_part[NR << 4];
 *	static int hd24_sizes[NR << 4];
 *	static struct gendisk hd24_gendisk = {
 *		MAJOR_NR, "hd24", 4, 1 << 4, hd24_part, hd24_sizes, NR, ...
 *	};
 *	add_gendisk(&hd24_gendisk);
 *	register_disk(&hd24_gendisk, MKDEV(MAJOR_NR, unit << 4), 1 << 4,
 *		      &hd24_fops, nr_sects);
 *
 * struct gendisk and struct hd_struct become compat's 2.4 structures
 * (the kernel's struct gendisk, declared in <linux/blkdev.h> first,
 * keeps its place there).  The runtime is compat/compat-blk.c; see
 * <compat/blk.h> and porting-guide/block.md.
 */
#ifndef __DRVCOMPAT_LINUX_GENHD_H
#define __DRVCOMPAT_LINUX_GENHD_H

#include <linux/kconfig.h>
#include <compat-probes.h>

#ifdef DRVCOMPAT_HAVE_LINUX_GENHD_H
#include_next <linux/genhd.h>
#elif !defined(CONFIG_BLOCK)
#error "compat: <linux/genhd.h> needs a kernel with a block layer (CONFIG_BLOCK)"
#else

#include <linux/blkdev.h>
#include <linux/kdev_t.h>
#include <compat/blk.h>

/* 2.4's structures under their 2.4 names; the kernel's are declared above */
#define gendisk drvcompat_gendisk
#define hd_struct drvcompat_hd_struct

/**
 * gendisk_head - 2.4's list of gendisks, linked through their next member
 *
 * add_gendisk() and del_gendisk() keep it; a driver that links its
 * gendisk in by hand (2.4.0's drivers did) may.  compat does not read
 * it: register_disk() is given the gendisk.
 */
#define gendisk_head (drvcompat_blk_tables()->gendisk_head)

/**
 * add_gendisk() - 2.4's: link a gendisk into gendisk_head
 * @gd: the driver's struct gendisk
 */
#define add_gendisk(gd) drvcompat_add_gendisk(gd)

#undef del_gendisk
/**
 * del_gendisk() - 2.4's: unlink a gendisk; its disks go
 * @gd: the driver's struct gendisk
 *
 * The disks register_disk() made for @gd are deleted (none is open: the
 * module is pinned while one is), then @gd leaves gendisk_head.
 */
#define del_gendisk(gd) drvcompat_del_gendisk(gd)

/**
 * get_gendisk() - 2.4's: the gendisk of a device's major
 * @dev: the device
 *
 * Return: the gendisk of MAJOR(@dev) on gendisk_head, or NULL.
 */
#define get_gendisk(dev) drvcompat_get_gendisk(dev)

/**
 * grok_partitions() - 2.4's: (re)read the partitions of one unit
 * @gd: the driver's struct gendisk
 * @drive: the unit; its minors start at @drive << @gd->minor_shift
 * @minors: its minors, 1 << @gd->minor_shift (1: no partitions)
 * @size: its size in 512-byte sectors
 *
 * The first time, makes the unit's disk (the kernel reads its partition
 * table); after that, sets its size and has the table read again at the
 * next open of the whole disk.  @gd's part[] and sizes[] for the unit's
 * minors follow the kernel's table.
 */
#define grok_partitions(gd, drive, minors, size)			\
	drvcompat_grok_partitions(gd, drive, minors, size)

/**
 * register_disk() - 2.4's: register one unit of a gendisk
 * @gd: the driver's struct gendisk (NULL: nothing, as 2.4)
 * @dev: the unit's whole-disk device, MKDEV(major, unit << minor_shift)
 * @minors: its minors, 1 << minor_shift
 * @ops: its block_device_operations (2.4 did not use them here either)
 * @size: its size in 512-byte sectors
 *
 * grok_partitions(@gd, MINOR(@dev) >> @gd->minor_shift, @minors, @size),
 * as 2.4's.
 */
#define register_disk(gd, dev, minors, ops, size)			\
	do {								\
		struct drvcompat_gendisk *__gd = (gd);			\
									\
		(void)(ops);						\
		if (__gd)						\
			drvcompat_grok_partitions(__gd,			\
				MINOR(dev) >> __gd->minor_shift,	\
				minors, size);				\
	} while (0)

#endif /* DRVCOMPAT_HAVE_LINUX_GENHD_H */

#endif /* __DRVCOMPAT_LINUX_GENHD_H */
