/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat-blk.h - what compat-blk.c (the 2.4 majors, their blk-mq queues
 * and disks) and compat-genhd.c (2.4's struct gendisk, partitions and
 * the buffer calls) share inside drvcompat.ko.
 */
#ifndef DRVCOMPAT_COMPAT_BLK_H
#define DRVCOMPAT_COMPAT_BLK_H

#include <linux/blkdev.h>
#include <linux/blk-mq.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <compat/blk.h>

/* a 2.4 major's name, short enough for "<name>-<minor>" in a disk name */
#define DRVCOMPAT_BLK_NAME_LEN (DISK_NAME_LEN - 4)

/* a major registered with 2.4's register_blkdev(major, name, fops) */
struct drvcompat_blk_major {
	unsigned int major;
	char name[DRVCOMPAT_BLK_NAME_LEN];
	const struct drvcompat_block_device_operations *fops;
	struct module *owner;
	struct blk_mq_tag_set tag_set;
	struct list_head disks;
	bool partitioned;
};

/*
 * The disk of one minor, or of one unit of a 2.4 gendisk: minors from
 * minor, partitions numbered in them by the kernel, gd the driver's
 * struct gendisk whose part[] and sizes[] follow them.
 */
struct drvcompat_blk_disk {
	struct list_head list;
	struct drvcompat_blk_major *m;
	struct gendisk *disk;
	unsigned int minor;
	unsigned int minors;
	struct drvcompat_gendisk *gd;
};

/* drvcompat_majors[] and each major's disks */
extern struct mutex drvcompat_blk_mutex;
extern struct drvcompat_blk_major *drvcompat_majors[DRVCOMPAT_MAX_BLKDEV];
/* the per-major tables of <linux/blk.h>, gendisk_head among them */
extern struct drvcompat_blk_tables drvcompat_tables;

struct drvcompat_blk_disk *
drvcompat_blk_find(struct drvcompat_blk_major *m, unsigned int minor);
struct drvcompat_blk_disk *
drvcompat_blk_make_disk(struct drvcompat_blk_major *m, unsigned int minor,
			unsigned int minors, sector_t sectors,
			struct drvcompat_gendisk *gd);
void drvcompat_blk_sync_parts(struct drvcompat_blk_disk *d);

#endif /* DRVCOMPAT_COMPAT_BLK_H */
