// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: BLK_MQ_F_SHOULD_MERGE, the tag set flag a blk-mq driver sets for
 * its requests to take merged bios (up to 6.13; 6.14 made merging the
 * default and removed the flag)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_BLK_MQ_F_SHOULD_MERGE in generated/compat-probes.h.
 */
#include <linux/blk-mq.h>
unsigned int compat_probe(void);
unsigned int compat_probe(void)
{
	return BLK_MQ_F_SHOULD_MERGE;
}
