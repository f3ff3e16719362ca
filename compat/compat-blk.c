// SPDX-License-Identifier: GPL-2.0
/*
 * compat-blk.c - 2.4 block drivers (<linux/blk.h>: register_blkdev() with
 * fops, blk_size[], a request function on BLK_DEFAULT_QUEUE(major),
 * end_request()) served from blk-mq.
 *
 * 2.4.18's ll_rw_blk.c queued buffer heads as struct requests on a
 * major's queue and called the queue's request_fn from
 * generic_unplug_device() with io_request_lock held, interrupts off; the
 * driver worked on the head request (CURRENT), one buffer head at a time,
 * and end_request() -> end_that_request_first() completed that buffer
 * head and moved the request's sector, buffer and counts on to the next,
 * end_that_request_last() the request.  fs/block_dev.c's do_open() and
 * blkdev_put() called the fops' open and release (inode, file) under the
 * big kernel lock, with the fops' owner pinned.
 *
 * Here each 2.4 major has a blk-mq tag set whose queue_rq shows the
 * blk-mq request as a struct drvcompat_request (the pdu), its current
 * segment a single-page bio_vec, puts it on the major's queue and calls
 * the request function with io_request_lock held, interrupts off.
 * end_that_request_first() is blk_update_request() of the segment's
 * bytes (bios complete as they are done, failures as BLK_STS_IOERR);
 * end_that_request_last() ends the blk-mq request.  A disk (one minor,
 * no partitions) is made by the major's probe, called by the block layer
 * when a node of the major with no disk is opened, with
 * blk_size[major][minor] KiB; all go at unregister_blkdev().  See
 * <compat/blk.h>, <linux/blk.h> and porting-guide/block.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/kconfig.h>
#include <linux/module.h>

#include "drvcompat-internal.h"

#ifdef CONFIG_BLOCK

#include <linux/bio.h>
#include <linux/blk-mq.h>
#include <linux/blkdev.h>
#include <linux/export.h>
#include <linux/fs.h>
#include <linux/kdev_t.h>
#include <linux/log2.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <compat/bkl.h>
#include <compat/blk.h>

#include "compat-blk.h"

/* the type of the mode the block layer gives open and ioctl */
#ifdef DRVCOMPAT_HAVE_BDOPS_OPEN_GENDISK
#define drvcompat_blk_mode_t blk_mode_t
#else
#define drvcompat_blk_mode_t fmode_t
#endif

/* 2.4's lock_kernel() around the fops' methods, where compat gives it */
#ifndef DRVCOMPAT_HAVE_LOCK_KERNEL
#define drvcompat_blk_lock() drvcompat_lock_kernel()
#define drvcompat_blk_unlock() drvcompat_unlock_kernel()
#else
#define drvcompat_blk_lock() do {} while (0)
#define drvcompat_blk_unlock() do {} while (0)
#endif

/* 2.4's io_request_lock */
static DEFINE_SPINLOCK(drvcompat_io_lock);
struct drvcompat_blk_tables drvcompat_tables;
static struct drvcompat_request_queue drvcompat_queues[DRVCOMPAT_MAX_BLKDEV];

/* drvcompat_majors[] and each major's disks */
DEFINE_MUTEX(drvcompat_blk_mutex);
struct drvcompat_blk_major *drvcompat_majors[DRVCOMPAT_MAX_BLKDEV];

/**
 * drvcompat_blk_tables() - where 2.4's per-major block tables are
 *
 * Return: the one set of blk_size[], blksize_size[], hardsect_size[] and
 * read_ahead[] all compat's block drivers share, as 2.4's globals.
 */
struct drvcompat_blk_tables *drvcompat_blk_tables(void)
{
	return &drvcompat_tables;
}
EXPORT_SYMBOL_GPL(drvcompat_blk_tables);

/**
 * drvcompat_io_request_lock() - where 2.4's io_request_lock is
 *
 * Return: the spinlock compat holds, interrupts off, while it calls a
 * request function.
 */
spinlock_t *drvcompat_io_request_lock(void)
{
	return &drvcompat_io_lock;
}
EXPORT_SYMBOL_GPL(drvcompat_io_request_lock);

/**
 * drvcompat_blk_default_queue() - 2.4's BLK_DEFAULT_QUEUE(major)
 * @major: a 2.4 major
 *
 * Return: the major's request queue, or NULL (one log line) if @major is
 * not below DRVCOMPAT_MAX_BLKDEV.
 */
struct drvcompat_request_queue *drvcompat_blk_default_queue(unsigned int major)
{
	if (major >= DRVCOMPAT_MAX_BLKDEV) {
		pr_err_ratelimited("BLK_DEFAULT_QUEUE(%u): a 2.4 major is below %d, see porting-guide/block.md\n",
				   major, DRVCOMPAT_MAX_BLKDEV);
		return NULL;
	}
	return &drvcompat_queues[major];
}
EXPORT_SYMBOL_GPL(drvcompat_blk_default_queue);

/**
 * drvcompat_blk_init_queue() - 2.4's blk_init_queue(q, request_fn)
 * @q: the queue (BLK_DEFAULT_QUEUE(major)); NULL is refused with a log line
 * @fn: the request function
 */
void drvcompat_blk_init_queue(struct drvcompat_request_queue *q,
			      drvcompat_request_fn_proc *fn)
{
	unsigned long flags;

	if (!q) {
		pr_err("blk_init_queue() of no queue, see porting-guide/block.md\n");
		return;
	}
	spin_lock_irqsave(&drvcompat_io_lock, flags);
	q->request_fn = fn;
	spin_unlock_irqrestore(&drvcompat_io_lock, flags);
}
EXPORT_SYMBOL_GPL(drvcompat_blk_init_queue);

/**
 * drvcompat_blk_cleanup_queue() - 2.4's blk_cleanup_queue(q)
 * @q: the queue
 *
 * The queue has no request function any more: a request for its major
 * fails with an I/O error.
 */
void drvcompat_blk_cleanup_queue(struct drvcompat_request_queue *q)
{
	unsigned long flags;

	if (!q)
		return;
	spin_lock_irqsave(&drvcompat_io_lock, flags);
	q->request_fn = NULL;
	q->queuedata = NULL;
	spin_unlock_irqrestore(&drvcompat_io_lock, flags);
}
EXPORT_SYMBOL_GPL(drvcompat_blk_cleanup_queue);

/* show the request's current segment, as end_that_request_first() did */
static void drvcompat_blk_show(struct drvcompat_request *req)
{
	struct request *rq = req->mq;
	struct bio_vec bv = bio_iovec(rq->bio);

	req->sector = blk_rq_pos(rq);
	req->hard_sector = req->sector;
	req->nr_sectors = blk_rq_sectors(rq);
	req->hard_nr_sectors = req->nr_sectors;
	req->current_nr_sectors = bv.bv_len >> SECTOR_SHIFT;
	req->hard_cur_sectors = req->current_nr_sectors;
	req->buffer = bvec_virt(&bv);
}

/**
 * drvcompat_end_that_request_first() - 2.4's end_that_request_first()
 * @req: the request (CURRENT)
 * @uptodate: non-zero for success, 0 for an I/O error
 *
 * Completes the segment compat showed last (whatever the driver did to
 * the request's fields since) with blk_update_request(): BLK_STS_IOERR
 * for a failure, which the block layer logs.  Called with
 * io_request_lock held.
 *
 * Return: 1 if the request has more, now shown in @req; 0 if it is done.
 */
int drvcompat_end_that_request_first(struct drvcompat_request *req,
				     int uptodate)
{
	struct request *rq = req->mq;
	blk_status_t st = uptodate ? BLK_STS_OK : BLK_STS_IOERR;

	if (!uptodate)
		req->failed = true;
	if (blk_update_request(rq, st, blk_rq_cur_bytes(rq))) {
		drvcompat_blk_show(req);
		return 1;
	}
	return 0;
}
EXPORT_SYMBOL_GPL(drvcompat_end_that_request_first);

/**
 * drvcompat_end_that_request_last() - 2.4's end_that_request_last()
 * @req: a request whose segments are all done, off its queue
 *
 * Ends the blk-mq request.
 */
void drvcompat_end_that_request_last(struct drvcompat_request *req)
{
	__blk_mq_end_request(req->mq, req->failed ? BLK_STS_IOERR : BLK_STS_OK);
}
EXPORT_SYMBOL_GPL(drvcompat_end_that_request_last);

static blk_status_t drvcompat_blk_queue_rq(struct blk_mq_hw_ctx *hctx,
					   const struct blk_mq_queue_data *bd)
{
	struct request *rq = bd->rq;
	struct drvcompat_blk_disk *d = rq->q->queuedata;
	struct drvcompat_request *req = blk_mq_rq_to_pdu(rq);
	struct drvcompat_request_queue *q = &drvcompat_queues[d->m->major];
	struct req_iterator iter;
	struct bio_vec bv;
	unsigned long flags;

	switch (req_op(rq)) {
	case REQ_OP_READ:
		req->cmd = READ;
		break;
	case REQ_OP_WRITE:
		req->cmd = WRITE;
		break;
	default:
		return BLK_STS_NOTSUPP;
	}
	/* 2.4's buffers were whole sectors */
	rq_for_each_segment(bv, rq, iter)
		if (bv.bv_len & (SECTOR_SIZE - 1))
			return BLK_STS_IOERR;
	blk_mq_start_request(rq);
	req->mq = rq;
	req->rq_dev = disk_devt(d->disk);
	req->errors = 0;
	req->failed = false;
	req->special = NULL;
	req->rq_queue = q;
	drvcompat_blk_show(req);

	spin_lock_irqsave(&drvcompat_io_lock, flags);
	if (!q->request_fn) {
		spin_unlock_irqrestore(&drvcompat_io_lock, flags);
		pr_err_ratelimited("%s: no request function (blk_init_queue()), I/O error\n",
				   d->disk->disk_name);
		return BLK_STS_IOERR;
	}
	list_add_tail(&req->queue, &q->queue_head);
	q->request_fn(q);
	spin_unlock_irqrestore(&drvcompat_io_lock, flags);
	return BLK_STS_OK;
}

static const struct blk_mq_ops drvcompat_blk_mq_ops = {
	.queue_rq = drvcompat_blk_queue_rq,
};

/* what 2.4's open, release and ioctl are given */
struct drvcompat_blk_call {
	struct inode inode;
	struct file file;
};

static struct drvcompat_blk_call *drvcompat_blk_call(struct drvcompat_blk_disk *d,
						     fmode_t fmode)
{
	struct drvcompat_blk_call *c = kzalloc(sizeof(*c), GFP_KERNEL);

	if (!c)
		return NULL;
	c->inode.i_rdev = disk_devt(d->disk);
	c->inode.i_mode = S_IFBLK;
	c->file.f_mode = fmode;
	c->file.f_inode = &c->inode;
	return c;
}

static fmode_t drvcompat_blk_fmode(drvcompat_blk_mode_t mode)
{
#ifdef DRVCOMPAT_HAVE_BDOPS_OPEN_GENDISK
	return ((mode & BLK_OPEN_READ) ? FMODE_READ : 0) |
		((mode & BLK_OPEN_WRITE) ? FMODE_WRITE : 0);
#else
	return mode;
#endif
}

/*
 * Copy the kernel's partitions of d's disk into the driver's part[] and
 * sizes[] (KiB), as 2.4's grok_partitions() left them: the whole disk at
 * d->minor from sector 0, partition n at d->minor + n, the other minors
 * 0.  Partitions the kernel numbered past d->minors (their nodes are
 * under the kernel's extended major) have no 2.4 minor: said, left out.
 * The disk's open_mutex held, so no scan runs.
 */
void drvcompat_blk_sync_parts(struct drvcompat_blk_disk *d)
{
	struct drvcompat_gendisk *gd = d->gd;
	struct drvcompat_hd_struct *part;
	struct block_device *bdev;
	unsigned long idx, flags;
	unsigned int i;

	if (!gd)
		return;
	part = gd->part + d->minor;
	spin_lock_irqsave(&drvcompat_io_lock, flags);
	for (i = 0; i < d->minors; i++) {
		part[i].start_sect = 0;
		part[i].nr_sects = 0;
	}
	part[0].nr_sects = get_capacity(d->disk);
	xa_for_each_start(&d->disk->part_tbl, idx, bdev, 1) {
		if (idx >= d->minors) {
			pr_warn_ratelimited("%s: partition %lu is past the %u minors of a 2.4 unit: not in part[]\n",
					    d->disk->disk_name, idx, d->minors);
			continue;
		}
		part[idx].start_sect = bdev->bd_start_sect;
		part[idx].nr_sects = bdev_nr_sectors(bdev);
	}
	if (gd->sizes)
		for (i = 0; i < d->minors; i++)
			gd->sizes[d->minor + i] = part[i].nr_sects >> 1;
	spin_unlock_irqrestore(&drvcompat_io_lock, flags);
}

static int drvcompat_blk_do_open(struct drvcompat_blk_disk *d,
				 drvcompat_blk_mode_t mode)
{
	const struct drvcompat_block_device_operations *fops = d->m->fops;
	struct drvcompat_blk_call *c;
	int ret = 0;

	drvcompat_blk_sync_parts(d);

	/* 2.4's do_open(): the owner pinned while the disk is open */
	if (!try_module_get(d->m->owner))
		return -ENXIO;
	if (fops->open) {
		c = drvcompat_blk_call(d, drvcompat_blk_fmode(mode));
		if (!c) {
			module_put(d->m->owner);
			return -ENOMEM;
		}
		drvcompat_blk_lock();
		ret = fops->open(&c->inode, &c->file);
		drvcompat_blk_unlock();
		kfree(c);
	}
	if (ret)
		module_put(d->m->owner);
	return ret;
}

static void drvcompat_blk_do_release(struct drvcompat_blk_disk *d,
				     fmode_t fmode)
{
	const struct drvcompat_block_device_operations *fops = d->m->fops;
	struct drvcompat_blk_call *c;

	/* after BLKRRPART's scan, whose open and release come here */
	drvcompat_blk_sync_parts(d);
	if (fops->release) {
		c = drvcompat_blk_call(d, fmode);
		if (c) {
			drvcompat_blk_lock();
			fops->release(&c->inode, &c->file);
			drvcompat_blk_unlock();
			kfree(c);
		} else {
			pr_err("%s: no memory to call release()\n",
			       d->disk->disk_name);
		}
	}
	module_put(d->m->owner);
}

#ifdef DRVCOMPAT_HAVE_BDOPS_OPEN_GENDISK
static int drvcompat_blk_open(struct gendisk *disk, blk_mode_t mode)
{
	return drvcompat_blk_do_open(disk->private_data, mode);
}

static void drvcompat_blk_release(struct gendisk *disk)
{
	drvcompat_blk_do_release(disk->private_data, FMODE_READ);
}
#else
static int drvcompat_blk_open(struct block_device *bdev, fmode_t mode)
{
	return drvcompat_blk_do_open(bdev->bd_disk->private_data, mode);
}

static void drvcompat_blk_release(struct gendisk *disk, fmode_t mode)
{
	drvcompat_blk_do_release(disk->private_data, mode);
}
#endif

static int drvcompat_blk_ioctl(struct block_device *bdev,
			       drvcompat_blk_mode_t mode, unsigned int cmd,
			       unsigned long arg)
{
	struct drvcompat_blk_disk *d = bdev->bd_disk->private_data;
	const struct drvcompat_block_device_operations *fops = d->m->fops;
	struct drvcompat_blk_call *c;
	int ret;

	if (!fops->ioctl)
		return -ENOTTY;
	if (d->gd) {
		mutex_lock(&d->disk->open_mutex);
		drvcompat_blk_sync_parts(d);
		mutex_unlock(&d->disk->open_mutex);
	}
	c = drvcompat_blk_call(d, drvcompat_blk_fmode(mode));
	if (!c)
		return -ENOMEM;
	/* a partition's node: its own number, as 2.4's inode had */
	c->inode.i_rdev = bdev->bd_dev;
	drvcompat_blk_lock();
	ret = fops->ioctl(&c->inode, &c->file, cmd, arg);
	drvcompat_blk_unlock();
	kfree(c);
	return ret;
}

static const struct block_device_operations drvcompat_blk_fops = {
	.owner = THIS_MODULE,
	.open = drvcompat_blk_open,
	.release = drvcompat_blk_release,
	.ioctl = drvcompat_blk_ioctl,
};

/* mutex held */
struct drvcompat_blk_disk *drvcompat_blk_find(struct drvcompat_blk_major *m,
					      unsigned int minor)
{
	struct drvcompat_blk_disk *d;

	list_for_each_entry(d, &m->disks, list)
		if (minor >= d->minor && minor - d->minor < d->minors)
			return d;
	return NULL;
}

/* the sector size 2.4's hardsect_size[] gives the minor: 512 unless set */
static unsigned int drvcompat_blk_sector_size(struct drvcompat_blk_major *m,
					      unsigned int minor)
{
	int *hs = drvcompat_tables.hardsect_size[m->major];
	unsigned int size = hs && hs[minor] > 0 ? hs[minor] : SECTOR_SIZE;

	if (!is_power_of_2(size) || size < SECTOR_SIZE || size > PAGE_SIZE) {
		pr_err("%s: hardsect_size[%u][%u] = %u is no sector size, 512 used\n",
		       m->name, m->major, minor, size);
		size = SECTOR_SIZE;
	}
	return size;
}

/*
 * mutex held: make the disk of minors from minor, sectors long; gd the
 * 2.4 gendisk of a unit, or NULL for one minor without partitions.  The
 * kernel reads the partitions in add_disk() through an open of the disk
 * like any other (6.12 releases it when the task returns to user space).
 */
struct drvcompat_blk_disk *
drvcompat_blk_make_disk(struct drvcompat_blk_major *m, unsigned int minor,
			unsigned int minors, sector_t sectors,
			struct drvcompat_gendisk *gd)
{
	unsigned int ssize = drvcompat_blk_sector_size(m, minor);
	struct drvcompat_blk_disk *d;
	struct gendisk *disk;
	int ret;

	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!d)
		return NULL;
	d->m = m;
	d->minor = minor;
	d->minors = minors;
	d->gd = gd;
#ifdef DRVCOMPAT_HAVE_BLK_MQ_ALLOC_DISK_LIM
	{
		struct queue_limits lim = {
			.logical_block_size = ssize,
			.physical_block_size = ssize,
		};

		disk = blk_mq_alloc_disk(&m->tag_set, &lim, d);
	}
#else
	disk = blk_mq_alloc_disk(&m->tag_set, d);
	if (!IS_ERR(disk))
		blk_queue_logical_block_size(disk->queue, ssize);
#endif
	if (IS_ERR(disk)) {
		pr_err("%s: no disk for minor %u: %ld\n", m->name, minor,
		       PTR_ERR(disk));
		kfree(d);
		return NULL;
	}
	d->disk = disk;
	disk->major = m->major;
	disk->first_minor = minor;
	disk->minors = minors;
	if (minors == 1)
		disk->flags |= GENHD_FL_NO_PART;
	disk->fops = &drvcompat_blk_fops;
	disk->private_data = d;
	snprintf(disk->disk_name, DISK_NAME_LEN, "%.*s-%u",
		 DRVCOMPAT_BLK_NAME_LEN - 1, m->name, (u8)minor);
	set_capacity(disk, sectors);
	ret = add_disk(disk);
	if (ret) {
		pr_err("%s: add_disk: %d\n", disk->disk_name, ret);
		put_disk(disk);
		kfree(d);
		return NULL;
	}
	list_add_tail(&d->list, &m->disks);
	return d;
}

/* mutex held: make the disk of minor, blk_size[major][minor] KiB */
static void drvcompat_blk_add_disk(struct drvcompat_blk_major *m,
				   unsigned int minor)
{
	int *sizes = drvcompat_tables.blk_size[m->major];

	/* 2.4: a minor without a size has no device */
	if (!sizes || sizes[minor] <= 0)
		return;
	drvcompat_blk_make_disk(m, minor, 1, (sector_t)sizes[minor] * 2, NULL);
}

/* the block layer's probe: a node of a 2.4 major without a disk opened */
static void drvcompat_blk_probe(dev_t devt)
{
	unsigned int major = MAJOR(devt), minor = MINOR(devt);
	struct drvcompat_blk_major *m;

	/* 2.4's minors were 8 bits */
	if (major >= DRVCOMPAT_MAX_BLKDEV || minor > 255)
		return;
	mutex_lock(&drvcompat_blk_mutex);
	m = drvcompat_majors[major];
	/* a major with a 2.4 gendisk has the disks register_disk() made */
	if (m && !m->partitioned && !drvcompat_blk_find(m, minor))
		drvcompat_blk_add_disk(m, minor);
	mutex_unlock(&drvcompat_blk_mutex);
}

/**
 * drvcompat_register_blkdev() - 2.4's register_blkdev(major, name, fops)
 * @major: the major, or 0 for a free one
 * @name: the name in /proc/devices (the disks are name-minor)
 * @fops: 2.4's block_device_operations
 * @owner: the module to pin while a disk is open (THIS_MODULE)
 *
 * Registers the major with a probe: when a node of it without a disk is
 * opened, compat makes the minor's disk from blk_size[major][minor].
 * Needs a block layer that calls it (CONFIG_BLOCK_LEGACY_AUTOLOAD);
 * without one the major is refused.
 *
 * Return: 0 for a major given, the major found for 0 (as 2.4's), or a
 * negative errno: -EINVAL for a major not below DRVCOMPAT_MAX_BLKDEV, no
 * fops, no name or one longer than 27 characters, -EBUSY if it is taken,
 * -EOPNOTSUPP without autoloading.
 */
int drvcompat_register_blkdev(unsigned int major, const char *name,
			      const struct drvcompat_block_device_operations *fops,
			      struct module *owner)
{
	struct drvcompat_blk_major *m;
	int ret;

	if (!name || !fops || major >= DRVCOMPAT_MAX_BLKDEV ||
	    strlen(name) >= DRVCOMPAT_BLK_NAME_LEN) {
		pr_err("register_blkdev(%u, %s): a 2.4 major is below %d and has fops and a name of at most %d characters, see porting-guide/block.md\n",
		       major, name ? name : "(null)", DRVCOMPAT_MAX_BLKDEV,
		       DRVCOMPAT_BLK_NAME_LEN - 1);
		return -EINVAL;
	}
#ifndef DRVCOMPAT_HAVE_BLOCK_LEGACY_AUTOLOAD
	pr_err("register_blkdev(%u, %s): this kernel does not probe a major's nodes (CONFIG_BLOCK_LEGACY_AUTOLOAD), see porting-guide/block.md\n",
	       major, name);
	return -EOPNOTSUPP;
#else
	m = kzalloc(sizeof(*m), GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	strscpy(m->name, name, sizeof(m->name));
	m->fops = fops;
	m->owner = owner;
	INIT_LIST_HEAD(&m->disks);
	m->tag_set.ops = &drvcompat_blk_mq_ops;
	m->tag_set.nr_hw_queues = 1;
	m->tag_set.queue_depth = 64;
	m->tag_set.numa_node = NUMA_NO_NODE;
	m->tag_set.cmd_size = sizeof(struct drvcompat_request);
#ifdef DRVCOMPAT_HAVE_BLK_MQ_F_SHOULD_MERGE
	m->tag_set.flags = BLK_MQ_F_SHOULD_MERGE;
#endif
	ret = blk_mq_alloc_tag_set(&m->tag_set);
	if (ret) {
		kfree(m);
		return ret;
	}
	/* not under drvcompat_blk_mutex: the probe is called under the
	 * block layer's lock of the major names, then takes ours
	 */
	ret = __register_blkdev(major, name, drvcompat_blk_probe);
	if (ret < 0)
		goto fail;
	m->major = major ? major : ret;
	if (m->major >= DRVCOMPAT_MAX_BLKDEV) {
		unregister_blkdev(m->major, name);
		ret = -EBUSY;
		goto fail;
	}
	mutex_lock(&drvcompat_blk_mutex);
	if (drvcompat_majors[m->major]) {
		mutex_unlock(&drvcompat_blk_mutex);
		ret = -EBUSY;
		goto fail;
	}
	drvcompat_majors[m->major] = m;
	mutex_unlock(&drvcompat_blk_mutex);
	/* as 2.4: 0 for the major given, the major found for 0 */
	return ret;
fail:
	blk_mq_free_tag_set(&m->tag_set);
	kfree(m);
	return ret;
#endif
}
EXPORT_SYMBOL_GPL(drvcompat_register_blkdev);

/* m is off drvcompat_majors[] and its probe unregistered: no new disk */
static void drvcompat_blk_free_major(struct drvcompat_blk_major *m)
{
	struct drvcompat_blk_disk *d, *n;

	list_for_each_entry_safe(d, n, &m->disks, list) {
		list_del(&d->list);
		del_gendisk(d->disk);
		put_disk(d->disk);
		kfree(d);
	}
	blk_mq_free_tag_set(&m->tag_set);
	kfree(m);
}

/**
 * drvcompat_unregister_blkdev() - 2.4's unregister_blkdev(major, name)
 * @major: the major
 * @name: the name it was registered with
 *
 * A 2.4 major's disks are deleted (the module that registered it is
 * pinned while one is open, so none is) and the major is released; a
 * major compat did not register is the kernel's unregister_blkdev().
 *
 * Return: 0, or -EINVAL if @name is not the name of a 2.4 major (which
 * stays registered, as in 2.4).
 */
int drvcompat_unregister_blkdev(unsigned int major, const char *name)
{
	struct drvcompat_blk_major *m = NULL;

	if (major < DRVCOMPAT_MAX_BLKDEV) {
		mutex_lock(&drvcompat_blk_mutex);
		m = drvcompat_majors[major];
		if (m && (!name || strcmp(m->name, name))) {
			mutex_unlock(&drvcompat_blk_mutex);
			pr_err("unregister_blkdev(%u, %s): registered as %s\n",
			       major, name ? name : "(null)", m->name);
			return -EINVAL;
		}
		drvcompat_majors[major] = NULL;
		mutex_unlock(&drvcompat_blk_mutex);
	}
	/* after this, no probe of the major runs or will */
	unregister_blkdev(major, name);
	if (m)
		drvcompat_blk_free_major(m);
	return 0;
}
EXPORT_SYMBOL_GPL(drvcompat_unregister_blkdev);

/* a module going away with 2.4 majors still registered: they go */
void drvcompat_blk_module_going(struct module *mod)
{
	struct drvcompat_gendisk **gp;
	struct drvcompat_blk_major *m;
	unsigned int major;

	/* its gendisks off gendisk_head: their memory goes with it */
	mutex_lock(&drvcompat_blk_mutex);
	for (gp = &drvcompat_tables.gendisk_head; *gp;) {
		if (within_module((unsigned long)*gp, mod)) {
			pr_warn("%s: gendisk of major %d still on gendisk_head at unload (no del_gendisk()): unlinked\n",
				mod->name, (*gp)->major);
			*gp = (*gp)->next;
		} else {
			gp = &(*gp)->next;
		}
	}
	mutex_unlock(&drvcompat_blk_mutex);
	for (major = 0; major < DRVCOMPAT_MAX_BLKDEV; major++) {
		mutex_lock(&drvcompat_blk_mutex);
		m = drvcompat_majors[major];
		if (!m || m->owner != mod) {
			mutex_unlock(&drvcompat_blk_mutex);
			continue;
		}
		drvcompat_majors[major] = NULL;
		mutex_unlock(&drvcompat_blk_mutex);
		pr_warn("%s: block major %u (%s) still registered at unload: unregistered\n",
			mod->name, major, m->name);
		unregister_blkdev(major, m->name);
		drvcompat_blk_free_major(m);
		drvcompat_blk_cleanup_queue(&drvcompat_queues[major]);
	}
}

void drvcompat_blk_init(void)
{
	unsigned int major;

	for (major = 0; major < DRVCOMPAT_MAX_BLKDEV; major++) {
		INIT_LIST_HEAD(&drvcompat_queues[major].queue_head);
		drvcompat_queues[major].major = major;
	}
}

#else /* !CONFIG_BLOCK */

void drvcompat_blk_module_going(struct module *mod)
{
}

void drvcompat_blk_init(void)
{
}

#endif /* CONFIG_BLOCK */
