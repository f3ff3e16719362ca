/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/blk.h - the runtime behind 2.4's <linux/blk.h>: a 2.4 block
 * driver's request function served from blk-mq.
 *
 * A 2.4 block driver (2.4.18's include/linux/blk.h, drivers/block/
 * ll_rw_blk.c, genhd.c) registered a major with register_blkdev(major,
 * name, fops), gave the sizes of its minors in blk_size[major][minor]
 * (KiB), set the request function of its major's default queue with
 * blk_init_queue(BLK_DEFAULT_QUEUE(major), fn) and in that function
 * took the requests off the queue's head (CURRENT), copied
 * current_nr_sectors sectors to or from CURRENT->buffer and called
 * end_request(1), which completed that buffer and moved the request on
 * to its next one, until the queue was empty (INIT_REQUEST returns).
 * The kernel called the request function with io_request_lock held and
 * interrupts off.  2.5 rewrote it (bio), 5.0 removed the request_fn
 * queues, 5.x the global tables.
 *
 * drvcompat.ko keeps that model on top of blk-mq: one tag set per 2.4
 * major; each blk-mq request it is given is shown to the driver as a
 * struct drvcompat_request (2.4's struct request: cmd, sector,
 * nr_sectors, current_nr_sectors, buffer of the current segment,
 * rq_dev), queued on the major's struct drvcompat_request_queue, and the
 * request function called with drvcompat's io_request_lock held,
 * interrupts off.  end_request() completes the current segment with
 * blk_update_request() and shows the next; after the last, the blk-mq
 * request ends.  A disk exists per minor once a node of it is opened
 * (the block layer's probe of the major): its capacity is
 * blk_size[major][minor] KiB.  <linux/blk.h> (the overlay) gives the 2.4
 * names.  See porting-guide/block.md.
 */
#ifndef __DRVCOMPAT_BLK_H
#define __DRVCOMPAT_BLK_H

#include <linux/kconfig.h>

#ifdef CONFIG_BLOCK

#include <linux/blkdev.h>
#include <linux/blk-mq.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

/**
 * DRVCOMPAT_MAX_BLKDEV - the number of 2.4 block majors (2.4's MAX_BLKDEV)
 *
 * 2.4's per-major tables had MAX_BLKDEV (255) entries; compat's have as
 * many, so a 2.4 major is below it.
 */
#define DRVCOMPAT_MAX_BLKDEV 255

struct drvcompat_request_queue;

/**
 * struct drvcompat_request - 2.4's struct request, a view of a blk-mq request
 * @queue: on the major's queue (&drvcompat_request_queue.queue_head)
 * @rq_dev: the device (major and minor of the disk)
 * @cmd: READ or WRITE
 * @errors: the driver's retry count; compat counts failed segments here
 * @sector: the current segment's first sector
 * @nr_sectors: the sectors left in the request, the current one included
 * @hard_sector: as @sector (2.4 kept the block layer's copy here)
 * @hard_nr_sectors: as @nr_sectors
 * @current_nr_sectors: the sectors of the current segment (at @buffer)
 * @hard_cur_sectors: as @current_nr_sectors
 * @special: the driver's own
 * @buffer: the current segment's data, kernel virtual address
 * @rq_queue: the queue it is on
 * @mq: the blk-mq request shown (compat's own)
 * @failed: a segment of it ended with an error (compat's own)
 *
 * The driver may change @sector, @buffer and the counts while it works
 * (2.4's hd.c did); end_request() completes the segment compat showed
 * and sets them all again from the blk-mq request, as 2.4's
 * end_that_request_first() set them from the next buffer head.
 */
struct drvcompat_request {
	struct list_head queue;
	dev_t rq_dev;
	int cmd;
	int errors;
	unsigned long sector;
	unsigned long nr_sectors;
	unsigned long hard_sector;
	unsigned long hard_nr_sectors;
	unsigned long current_nr_sectors;
	unsigned long hard_cur_sectors;
	void *special;
	char *buffer;
	struct drvcompat_request_queue *rq_queue;
	struct request *mq;
	bool failed;
};

/**
 * typedef drvcompat_request_fn_proc - 2.4's request_fn_proc
 * @q: the queue whose requests are to be done
 *
 * Called with io_request_lock held and interrupts off; must not sleep.
 */
typedef void (drvcompat_request_fn_proc)(struct drvcompat_request_queue *q);

/**
 * struct drvcompat_request_queue - 2.4's request_queue_t, per major
 * @queue_head: the requests given to the driver and not yet ended
 * @request_fn: the driver's request function (blk_init_queue())
 * @queuedata: the driver's own
 * @major: the major it belongs to
 */
struct drvcompat_request_queue {
	struct list_head queue_head;
	drvcompat_request_fn_proc *request_fn;
	void *queuedata;
	unsigned int major;
};

/**
 * struct drvcompat_block_device_operations - 2.4's struct block_device_operations
 * @open: called at each open of a minor's node, with an inode whose i_rdev
 *        is the node's device number and a file with its f_mode
 * @release: called at each close
 * @ioctl: called for the commands the block layer does not answer itself
 *         (BLKGETSIZE, BLKFLSBUF, ... it does: see porting-guide/block.md)
 * @check_media_change: kept for the source; compat does not call it
 * @revalidate: kept for the source; compat does not call it
 * @owner: kept for the source; compat pins the module that registered
 *         the major while any of its disks is open, whatever this says
 */
struct drvcompat_block_device_operations {
	int (*open)(struct inode *inode, struct file *file);
	int (*release)(struct inode *inode, struct file *file);
	int (*ioctl)(struct inode *inode, struct file *file, unsigned int cmd,
		     unsigned long arg);
	int (*check_media_change)(dev_t dev);
	int (*revalidate)(dev_t dev);
	struct module *owner;
};

/**
 * struct drvcompat_hd_struct - 2.4's struct hd_struct, one partition
 * @start_sect: its first sector on the whole disk
 * @nr_sects: its size in sectors (0: no partition at that minor)
 * @de: 2.4's devfs entry; kept for the source, compat does not use it
 * @number: 2.4's disc number for devfs; kept for the source
 *
 * Indexed by minor in the driver's array (&drvcompat_gendisk.part):
 * the whole disk of unit u at u << minor_shift, its partition n at
 * (u << minor_shift) + n.  compat fills it from the kernel's partition
 * table (see drvcompat_register_disk()).
 */
struct drvcompat_hd_struct {
	unsigned long start_sect;
	unsigned long nr_sects;
	void *de;
	int number;
};

struct drvcompat_block_device_operations;

/**
 * struct drvcompat_gendisk - 2.4's struct gendisk, a major's partitioning
 * @major: the major
 * @major_name: its name (the disks are major_name-first_minor)
 * @minor_shift: minors per unit are 1 << minor_shift
 * @max_p: minors per unit, as 2.4 (1 << minor_shift)
 * @part: the driver's array of partitions, indexed by minor
 * @sizes: the driver's array of sizes in KiB, indexed by minor (its
 *         blk_size[] row), or NULL
 * @nr_real: the number of units
 * @real_devices: the driver's own
 * @next: 2.4's list of gendisks (add_gendisk(), gendisk_head)
 * @fops: the major's block_device_operations (2.4 kept them here too)
 * @de_arr: 2.4's devfs entries; kept for the source
 * @flags: one per unit, 2.4's GENHD_FL_REMOVABLE; kept for the source
 *
 * Laid out as 2.4.18's, so that a driver's positional initializer fills
 * the same members.
 */
struct drvcompat_gendisk {
	int major;
	const char *major_name;
	int minor_shift;
	int max_p;
	struct drvcompat_hd_struct *part;
	int *sizes;
	int nr_real;
	void *real_devices;
	struct drvcompat_gendisk *next;
	struct drvcompat_block_device_operations *fops;
	void **de_arr;
	char *flags;
};

/**
 * struct drvcompat_blk_tables - 2.4's global per-major block tables
 * @blk_size: per major, an array of each minor's size in KiB (1024 bytes)
 * @blksize_size: per major, each minor's soft block size in bytes
 * @hardsect_size: per major, each minor's sector size in bytes (default 512)
 * @read_ahead: per major, the read-ahead in sectors
 * @gendisk_head: 2.4's list of gendisks, linked through
 *                &drvcompat_gendisk.next
 */
struct drvcompat_blk_tables {
	int *blk_size[DRVCOMPAT_MAX_BLKDEV];
	int *blksize_size[DRVCOMPAT_MAX_BLKDEV];
	int *hardsect_size[DRVCOMPAT_MAX_BLKDEV];
	int read_ahead[DRVCOMPAT_MAX_BLKDEV];
	struct drvcompat_gendisk *gendisk_head;
};

/* drvcompat.ko's exports, documented at their definitions */
struct drvcompat_blk_tables *drvcompat_blk_tables(void);
/* 2.4's io_request_lock: where it is */
spinlock_t *drvcompat_io_request_lock(void);
struct drvcompat_request_queue *drvcompat_blk_default_queue(unsigned int major);
void drvcompat_blk_init_queue(struct drvcompat_request_queue *q,
			      drvcompat_request_fn_proc *fn);
void drvcompat_blk_cleanup_queue(struct drvcompat_request_queue *q);
int drvcompat_end_that_request_first(struct drvcompat_request *req,
				     int uptodate);
void drvcompat_end_that_request_last(struct drvcompat_request *req);
int drvcompat_register_blkdev(unsigned int major, const char *name,
			      const struct drvcompat_block_device_operations *fops,
			      struct module *owner);
int drvcompat_unregister_blkdev(unsigned int major, const char *name);
void drvcompat_invalidate_buffers(dev_t dev);
int drvcompat_fsync_dev(dev_t dev);
void drvcompat_add_gendisk(struct drvcompat_gendisk *gd);
void drvcompat_del_gendisk(struct drvcompat_gendisk *gd);
struct drvcompat_gendisk *drvcompat_get_gendisk(dev_t dev);
void drvcompat_grok_partitions(struct drvcompat_gendisk *gd, int drive,
			       unsigned int minors, long size);

/* the kernel's own register_blkdev(major, name), as blkdev.h defines it */
#define __drvcompat_register_blkdev2(major, name)			\
	__register_blkdev(major, name, NULL)
/* 2.4's register_blkdev(major, name, fops) */
#define __drvcompat_register_blkdev3(major, name, fops)			\
	drvcompat_register_blkdev(major, name, fops, THIS_MODULE)

#undef register_blkdev
/**
 * register_blkdev() - register a block major (2.4 and today's forms)
 * @...: ``major, name, fops`` (2.4): a struct block_device_operations of
 *       2.4's (<linux/blk.h>), major 0 for a free one; or ``major,
 *       name`` (today's): the kernel's own register_blkdev()
 *
 * Three arguments register a 2.4 driver's major with drvcompat.ko
 * (drvcompat_register_blkdev(), the calling module pinned while a disk
 * is open); two are the kernel's own macro, unchanged.  Any other count
 * does not build.  See porting-guide/block.md.
 *
 * Return: 0 for a major given, the major found for 0, or a negative
 * errno (2.4's and today's alike).
 */
#define register_blkdev(...)						\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_register_blkdev3,	\
			    __drvcompat_register_blkdev2)(__VA_ARGS__)

#endif /* CONFIG_BLOCK */

#endif /* __DRVCOMPAT_BLK_H */
