/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/blk.h> - 2.4's block driver header, which 2.5.70 emptied and
 * 2.6.x removed.  Only 2.4 block drivers include it, so it is where
 * compat gives the 2.4 block world (see <compat/blk.h> for the runtime
 * and porting-guide/block.md):
 *
 *	#define MAJOR_NR 240
 *	#define DEVICE_NAME "rd24"
 *	#define DEVICE_REQUEST rd24_request
 *	#define DEVICE_NR(device) (MINOR(device))
 *	#include <linux/blk.h>
 *
 * The kernel's block headers come first; then the names 2.4's
 * <linux/blk.h>, <linux/blkdev.h> and <linux/fs.h> had: struct request
 * and struct block_device_operations become compat's 2.4 structures
 * (the kernel's own, already declared, keep their places in its
 * headers), request_queue_t, io_request_lock, the per-major tables,
 * BLK_DEFAULT_QUEUE(), blk_init_queue(), end_request() and, with
 * MAJOR_NR defined before the include, CURRENT, QUEUE_EMPTY,
 * INIT_REQUEST and the DEVICE_* defaults as 2.4.18's blk.h gave them.
 * 2.4's table of known majors is not carried: a driver defines its
 * DEVICE_NAME and DEVICE_NR itself (2.4 drivers of unlisted majors did).
 *
 * The 2.4 names are object-like macros (request, blk_size, read_ahead,
 * ...): a kernel header included after this one that uses such a name
 * for something else would not build, so the headers that do
 * (<linux/string_helpers.h>, through <linux/seq_file.h> too) come first
 * here; a driver includes <linux/blk.h> after its other headers, as 2.4
 * drivers mostly did.
 */
#ifndef __DRVCOMPAT_LINUX_BLK_H
#define __DRVCOMPAT_LINUX_BLK_H

#include <linux/kconfig.h>

#ifndef CONFIG_BLOCK
#error "compat: <linux/blk.h> needs a kernel with a block layer (CONFIG_BLOCK)"
#else

#include <linux/blkdev.h>
#include <linux/blk-mq.h>
#include <linux/bio.h>
#include <linux/fs.h>
#include <linux/kdev_t.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/seq_file.h>
#include <linux/spinlock.h>
#include <linux/string_helpers.h>
#include <compat/blk.h>
#include <linux/genhd.h>

/* 2.4's structures under their 2.4 names; the kernel's are declared above */
#define request drvcompat_request
#define block_device_operations drvcompat_block_device_operations

/**
 * typedef request_queue_t - 2.4's request queue, one per major here
 *
 * BLK_DEFAULT_QUEUE(major) is the one compat serves a major's disks from.
 */
typedef struct drvcompat_request_queue request_queue_t;

/**
 * typedef request_fn_proc - 2.4's request function type
 *
 * void fn(request_queue_t *q), called with io_request_lock held and
 * interrupts off.
 */
typedef drvcompat_request_fn_proc request_fn_proc;

/**
 * MAX_BLKDEV - 2.4's number of block majors
 */
#define MAX_BLKDEV DRVCOMPAT_MAX_BLKDEV

/**
 * io_request_lock - 2.4's global block request lock
 *
 * Held, interrupts off, while compat calls a request function, as 2.4's
 * generic_unplug_device() held it; a driver that ends requests from its
 * interrupt handler or a timer takes it itself (spin_lock_irqsave()).
 */
#define io_request_lock (*drvcompat_io_request_lock())

/**
 * blk_size - 2.4's blk_size[major][minor], each minor's size in KiB
 *
 * A driver sets blk_size[MAJOR_NR] to its array; compat reads a minor's
 * entry when the minor's node is first opened (the disk's capacity).
 */
#define blk_size (drvcompat_blk_tables()->blk_size)

/**
 * blksize_size - 2.4's blksize_size[major][minor], soft block size in bytes
 *
 * Kept for the source; the block layer chooses the block size today.
 */
#define blksize_size (drvcompat_blk_tables()->blksize_size)

/**
 * hardsect_size - 2.4's hardsect_size[major][minor], sector size in bytes
 *
 * Read with blk_size[]: the disk's logical block size (512 if unset).
 */
#define hardsect_size (drvcompat_blk_tables()->hardsect_size)

/**
 * read_ahead - 2.4's read_ahead[major], in sectors; kept for the source
 */
#define read_ahead (drvcompat_blk_tables()->read_ahead)

/**
 * BLK_DEFAULT_QUEUE() - a major's request queue
 * @major: a 2.4 major, below MAX_BLKDEV
 *
 * Return: the major's request_queue_t, or NULL (with one log line) for a
 * major out of range.
 */
#define BLK_DEFAULT_QUEUE(major) drvcompat_blk_default_queue(major)

/**
 * blk_init_queue() - 2.4's blk_init_queue(q, request_fn)
 * @q: the queue, BLK_DEFAULT_QUEUE(MAJOR_NR)
 * @fn: the driver's request function
 *
 * Sets the request function; the queue's requests come from blk-mq.
 */
#define blk_init_queue(q, fn) drvcompat_blk_init_queue(q, fn)

/**
 * blk_cleanup_queue() - 2.4's blk_cleanup_queue(q): no more request function
 * @q: the queue
 */
#define blk_cleanup_queue(q) drvcompat_blk_cleanup_queue(q)

/**
 * blk_queue_headactive() - 2.4's head-active flag: nothing to do
 * @q: the queue
 * @active: whether the driver works on the head request in place
 *
 * compat never merges into or reorders a request the driver was shown,
 * so either value is right.
 */
#define blk_queue_headactive(q, active) ((void)(q), (void)(active))

/**
 * end_that_request_first() - complete the current segment of a request
 * @req: the request (CURRENT)
 * @uptodate: 1 for success, 0 for an I/O error on this segment
 * @name: the device name (2.4 printed it; the block layer prints its own)
 *
 * Return: 1 if the request has more segments (shown in @req now), 0 if
 * it is done: then blkdev_dequeue_request() and end_that_request_last().
 */
#define end_that_request_first(req, uptodate, name)			\
	((void)(name), drvcompat_end_that_request_first(req, uptodate))

/**
 * end_that_request_last() - end a request whose segments are all done
 * @req: the request, off the queue
 */
#define end_that_request_last(req) drvcompat_end_that_request_last(req)

/**
 * blkdev_dequeue_request() - take a request off its queue
 * @req: the request
 */
static inline void blkdev_dequeue_request(struct drvcompat_request *req)
{
	list_del_init(&req->queue);
}

#undef unregister_blkdev
/**
 * unregister_blkdev() - 2.4's unregister_blkdev(major, name)
 * @major: the major given to register_blkdev()
 * @name: its name
 *
 * A 2.4 major's disks go (none can be open: the module is pinned while
 * one is), then the major; any other major is the kernel's.
 *
 * Return: 0, or -EINVAL for a 2.4 major registered under another name.
 */
#define unregister_blkdev(major, name) drvcompat_unregister_blkdev(major, name)

/**
 * invalidate_buffers() - 2.4's: drop a device's cached blocks
 * @dev: the device (kdev_t)
 *
 * invalidate_bdev() of the disk, if compat made one for @dev.
 */
#define invalidate_buffers(dev) drvcompat_invalidate_buffers(dev)

/**
 * fsync_dev() - 2.4's: write a device's dirty blocks
 * @dev: the device (kdev_t)
 *
 * Return: sync_blockdev() of the disk, 0 if compat made none for @dev.
 */
#define fsync_dev(dev) drvcompat_fsync_dev(dev)

/**
 * check_disk_change() - 2.4's media change check: never a change
 * @dev: the device (kdev_t)
 *
 * compat makes disks without removable media; check_media_change() is
 * not called.
 *
 * Return: 0.
 */
#define check_disk_change(dev) ((void)(dev), 0)

#if defined(MAJOR_NR)

#ifndef DEVICE_ON
/**
 * DEVICE_ON() - 2.4's hook before a device's request: nothing by default
 * @device: the device
 */
#define DEVICE_ON(device) do {} while (0)
#endif
#ifndef DEVICE_OFF
/**
 * DEVICE_OFF() - 2.4's hook after a device's request: nothing by default
 * @device: the device
 */
#define DEVICE_OFF(device) do {} while (0)
#endif
#ifndef DEVICE_NAME
/**
 * DEVICE_NAME - the driver's name for messages, "unknown" by default
 */
#define DEVICE_NAME "unknown"
#endif

/**
 * CURRENT - the request at the head of MAJOR_NR's queue, or NULL
 */
#define CURRENT								\
	list_first_entry_or_null(&BLK_DEFAULT_QUEUE(MAJOR_NR)->queue_head, \
				 struct drvcompat_request, queue)

/**
 * QUEUE_EMPTY - MAJOR_NR's queue has no request
 */
#define QUEUE_EMPTY list_empty(&BLK_DEFAULT_QUEUE(MAJOR_NR)->queue_head)

/**
 * CURRENT_DEV - DEVICE_NR() of the current request's device
 */
#define CURRENT_DEV DEVICE_NR(CURRENT->rq_dev)

#ifdef DEVICE_INTR
static void (*DEVICE_INTR)(void);
#endif

/**
 * SET_INTR() - 2.4's: set the driver's DEVICE_INTR handler pointer
 * @x: the handler
 */
#define SET_INTR(x) (DEVICE_INTR = (x))

#ifdef DEVICE_REQUEST
static void (DEVICE_REQUEST)(request_queue_t *);
#endif

#ifdef DEVICE_INTR
/**
 * CLEAR_INTR - 2.4's: clear DEVICE_INTR when the queue is empty
 */
#define CLEAR_INTR SET_INTR(NULL)
#else
#define CLEAR_INTR
#endif

/**
 * INIT_REQUEST - 2.4's: return from the request function if the queue is empty
 *
 * The first statement of a 2.4 request function's loop (``INIT_REQUEST;``),
 * returning from the function as 2.4.18's did (there a bare if
 * statement, here in a do - while).  2.4's checks of the request's major
 * and buffer lock, which panicked, are left out: compat only queues
 * requests of MAJOR_NR's disks.
 */
#define INIT_REQUEST							\
	do {								\
		if (QUEUE_EMPTY) {					\
			CLEAR_INTR;					\
			return;						\
		}							\
	} while (0)

#ifndef LOCAL_END_REQUEST
/**
 * end_request() - 2.4's: end the current segment of CURRENT
 * @uptodate: 1 for success, 0 for an I/O error
 *
 * Completes the segment at CURRENT->buffer (end_that_request_first());
 * if it was the request's last, takes the request off the queue and ends
 * it (end_that_request_last()), and CURRENT is the next request.  Called
 * with io_request_lock held, as in 2.4.
 */
static inline void end_request(int uptodate)
{
	struct drvcompat_request *req = CURRENT;

	if (!req || end_that_request_first(req, uptodate, DEVICE_NAME))
		return;
	DEVICE_OFF(req->rq_dev);
	blkdev_dequeue_request(req);
	end_that_request_last(req);
}
#endif /* !LOCAL_END_REQUEST */

#endif /* MAJOR_NR */

#endif /* CONFIG_BLOCK */

#endif /* __DRVCOMPAT_LINUX_BLK_H */
