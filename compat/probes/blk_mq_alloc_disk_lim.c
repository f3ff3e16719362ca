// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: blk_mq_alloc_disk(set, lim, queuedata), the queue limits given at
 * allocation (6.9 on; before, blk_mq_alloc_disk(set, queuedata) and the
 * blk_queue_*() setters on the allocated queue)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_BLK_MQ_ALLOC_DISK_LIM in generated/compat-probes.h.
 */
#include <linux/blk-mq.h>
#include <linux/blkdev.h>
struct gendisk *compat_probe(struct blk_mq_tag_set *set);
struct gendisk *compat_probe(struct blk_mq_tag_set *set)
{
	struct queue_limits lim = { .logical_block_size = 512 };

	return blk_mq_alloc_disk(set, &lim, NULL);
}
