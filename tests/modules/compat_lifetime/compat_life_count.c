// SPDX-License-Identifier: GPL-2.0
/*
 * compat_life_count - a 2.4-style char driver that protects itself
 * against unload the 2.4 way: MOD_INC_USE_COUNT in open(),
 * MOD_DEC_USE_COUNT in release(), and no owner in its file_operations.
 * Built unchanged through compat/compat.mk; while one of its nodes is open,
 * rmmod must fail with "in use" (tests/guest/compat-module.sh).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>

#include "compat_life.h"

static int life_open(struct inode *inode, struct file *file)
{
	MOD_INC_USE_COUNT;
	return 0;
}

static ssize_t life_read(struct file *file, char *buf, size_t count,
			 loff_t *ppos)
{
	return 0;
}

static struct file_operations life_fops = {
	read:		life_read,
	open:		life_open,
	release:	life_release,
};

int init_module(void)
{
	int ret = life_register(&life_fops);

	if (ret)
		return ret;
	printk(KERN_INFO "compat_life_count: major %d, in use: %d\n",
	       life_major, MOD_IN_USE);
	return 0;
}

void cleanup_module(void)
{
	life_unregister();
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("2.4-style driver guarded by MOD_INC_USE_COUNT (compat lifetime test)");
