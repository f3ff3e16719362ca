// SPDX-License-Identifier: GPL-2.0
/*
 * compat_devfs_test - drive drvcompat.ko's devfs shim from userspace.
 *
 * Writing a command to /sys/module/compat_devfs_test/parameters/cmd makes
 * one devfs call on a table of 16 handle slots:
 *
 *	dir  SLOT PARENT NAME		slot = devfs_mk_dir(parent, NAME)
 *	node SLOT PARENT NAME MINOR	slot = devfs_register(parent, NAME, ...)
 *	rm   SLOT			devfs_unregister(slot), slot kept as is
 *	auto SLOT PARENT NAME MINOR	devfs_register() with major 0 and
 *					DEVFS_FL_AUTO_DEVNUM
 *	series COUNT PARENT FORMAT MINOR
 *					devfs_register_series(parent, FORMAT,
 *					COUNT, ..., MINOR): COUNT nodes from MINOR
 *	ops  SLOT PARENT NAME MINOR	devfs_register() with this module's
 *					file_operations and info "info MINOR\n":
 *					its open fails (ENXIO) unless
 *					file->private_data is the info, its read
 *					returns the info (2.4's devfs_open())
 *	info SLOT PARENT NAME MINOR	devfs_register() with info, no ops
 *
 * PARENT is a slot number or "-" for /dev.  The write fails with ENODEV
 * when the call returned NULL and with EINVAL on a malformed command.
 * "rm" keeps the slot's handle, so a second "rm" (or "rm" of a node after
 * its directory) passes a stale handle, as a buggy driver would.  The
 * nodes are character devices of the module's own dynamic major (see the
 * read-only parameter "major"), mode 0600.  Unloading the module does not
 * unregister anything: what is left is drvcompat.ko's to clean up at its
 * exit, like a driver that forgot.
 */
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/kdev_t.h>
#include <linux/string.h>
#include <linux/devfs_fs_kernel.h>
#include "../include/test-param.h"

#define CDT_SLOTS	16
#define CDT_MINORS	64

static devfs_handle_t cdt_slot[CDT_SLOTS];
static char cdt_info[CDT_MINORS][16];
static dev_t cdt_dev;
static unsigned int major;
module_param(major, uint, 0444);
MODULE_PARM_DESC(major, "the dynamic major of the test nodes (read-only)");

/* 2.4's devfs_open() set file->private_data to the info before open */
static int cdt_open(struct inode *inode, struct file *file)
{
	return file->private_data ? 0 : -ENXIO;
}

static ssize_t cdt_read(struct file *file, char __user *buf, size_t count,
			loff_t *ppos)
{
	const char *info = file->private_data;

	return simple_read_from_buffer(buf, count, ppos, info, strlen(info));
}

static const struct file_operations cdt_fops = {
	.owner	= THIS_MODULE,
	.open	= cdt_open,
	.read	= cdt_read,
	.llseek	= default_llseek,
};

/* "-" is /dev (0 is returned through @parent as NULL) */
static int cdt_parent(const char *word, devfs_handle_t *parent)
{
	unsigned int p;

	if (!strcmp(word, "-")) {
		*parent = NULL;
		return 0;
	}
	if (kstrtouint(word, 10, &p) || p >= CDT_SLOTS)
		return -EINVAL;
	*parent = cdt_slot[p];
	return 0;
}

static int cdt_cmd_set(const char *val, const struct kernel_param *kp)
{
	char op[8], parent_word[8], name[64];
	unsigned int slot, minor = 0;
	devfs_handle_t parent, h;
	int n;

	n = sscanf(val, "%7s %u %7s %63s %u", op, &slot, parent_word, name,
		   &minor);
	if (n < 2 || slot >= CDT_SLOTS)
		return -EINVAL;
	if (!strcmp(op, "rm") && n == 2) {
		devfs_unregister(cdt_slot[slot]);
		return 0;
	}
	if (n < 4 || cdt_parent(parent_word, &parent))
		return -EINVAL;
	if (!strcmp(op, "dir") && n == 4) {
		h = devfs_mk_dir(parent, name, NULL);
	} else if (!strcmp(op, "node") && n == 5 && minor < CDT_MINORS) {
		h = devfs_register(parent, name, DEVFS_FL_DEFAULT, MAJOR(cdt_dev),
				   MINOR(cdt_dev) + minor, S_IFCHR | 0600, NULL,
				   NULL);
	} else if (!strcmp(op, "ops") && n == 5 && minor < CDT_MINORS) {
		h = devfs_register(parent, name, DEVFS_FL_DEFAULT, MAJOR(cdt_dev),
				   MINOR(cdt_dev) + minor, S_IFCHR | 0600,
				   (void *)&cdt_fops, cdt_info[minor]);
	} else if (!strcmp(op, "info") && n == 5 && minor < CDT_MINORS) {
		h = devfs_register(parent, name, DEVFS_FL_DEFAULT, MAJOR(cdt_dev),
				   MINOR(cdt_dev) + minor, S_IFCHR | 0600, NULL,
				   cdt_info[minor]);
	} else if (!strcmp(op, "auto") && n == 5 && minor < CDT_MINORS) {
		h = devfs_register(parent, name, DEVFS_FL_AUTO_DEVNUM, 0, minor,
				   S_IFCHR | 0600, NULL, NULL);
	} else if (!strcmp(op, "series") && n == 5 &&
		   minor + slot <= CDT_MINORS) {
		/* "slot" is the count here; the series has no handle */
		devfs_register_series(parent, name, slot, DEVFS_FL_DEFAULT,
				      MAJOR(cdt_dev), MINOR(cdt_dev) + minor,
				      S_IFCHR | 0600, NULL, NULL);
		return 0;
	} else {
		return -EINVAL;
	}
	if (!h)
		return -ENODEV;
	cdt_slot[slot] = h;
	return 0;
}

TEST_PARAM_SET(cmd, cdt_cmd_set, 0200);
MODULE_PARM_DESC(cmd, "one devfs call, see the source's header comment");

static int __init cdt_init(void)
{
	int ret = alloc_chrdev_region(&cdt_dev, 0, CDT_MINORS,
				      "compat_devfs_test");
	int i;

	for (i = 0; i < CDT_MINORS; i++)
		snprintf(cdt_info[i], sizeof(cdt_info[i]), "info %d\n", i);
	if (ret)
		return ret;
	major = MAJOR(cdt_dev);
	return 0;
}

static void __exit cdt_exit(void)
{
	/* deliberately no devfs_unregister(): see the header comment */
	unregister_chrdev_region(cdt_dev, CDT_MINORS);
}

module_init(cdt_init);
module_exit(cdt_exit);

MODULE_DESCRIPTION("Test driver for drvcompat.ko's devfs shim");
MODULE_LICENSE("GPL");
