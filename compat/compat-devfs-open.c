// SPDX-License-Identifier: GPL-2.0
/*
 * The opens of devfs nodes registered with file_operations: what 2.4's
 * devfs_open() did (2.4.16 fs/devfs/base.c) -- "file->private_data =
 * de->info;", "file->f_op = fops_get(ops)", then ops->open -- served by a
 * one-minor cdev of drvcompat.ko per node.  Apart from compat-devfs.c so
 * that file builds against the stub driver core of the host tests
 * (tests/userspace/compat-devfs).  See porting-guide/devfs.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/cdev.h>
#include <linux/devfs_fs_kernel.h>
#include <linux/err.h>
#include <linux/fs.h>
#include <linux/kobject.h>
#include <linux/module.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_DEVFS

/*
 * chrdev_open() found our cdev and set inode->i_cdev to it: hand the file
 * to the node's ops with its info, as 2.4's devfs_open().  A node removed
 * since (its cdev kept alive by an inode) gives ENODEV, as in 2.4.
 */
static int drvcompat_devfs_open(struct inode *inode, struct file *file)
{
	const struct file_operations *ops;
	void *info = NULL;

	ops = drvcompat_devfs_open_ops(inode->i_cdev, &info);
	if (!ops)
		return -ENODEV;
	file->private_data = info;
	replace_fops(file, ops);
	return ops->open ? ops->open(inode, file) : 0;
}

static const struct file_operations drvcompat_devfs_fops = {
	.owner	= THIS_MODULE,
	.open	= drvcompat_devfs_open,
	.llseek	= noop_llseek,
};

/**
 * drvcompat_devfs_cdev_add() - a cdev that sends opens of @dev to the ops
 * devfs_register() was given
 * @dev: the node's number
 *
 * No region is claimed: the driver may own the major (register_chrdev()
 * takes all 256 minors).  The char device table prefers the smallest range
 * that covers a number, so this one-minor cdev answers for the node ahead
 * of the driver's, as 2.4's devfs_open() used the entry's ops ahead of
 * chrdev_open().
 *
 * Return: the cdev, or an ERR_PTR().
 */
struct cdev *drvcompat_devfs_cdev_add(dev_t dev)
{
	struct cdev *cdev = cdev_alloc();
	int ret;

	if (!cdev)
		return ERR_PTR(-ENOMEM);
	cdev->ops = &drvcompat_devfs_fops;
	cdev->owner = THIS_MODULE;
	ret = cdev_add(cdev, dev, 1);
	if (ret) {
		kobject_put(&cdev->kobj);
		return ERR_PTR(ret);
	}
	return cdev;
}

/**
 * drvcompat_devfs_cdev_del() - remove a cdev of drvcompat_devfs_cdev_add()
 * @cdev: the cdev
 *
 * New opens fail at once; files open keep it (and drvcompat.ko) until they
 * are closed.
 */
void drvcompat_devfs_cdev_del(struct cdev *cdev)
{
	cdev_del(cdev);
}

/**
 * drvcompat_devfs_number_free() - does no driver own @dev?
 * @dev: a char device number
 *
 * Then only compat can answer opens of a node with that number.  The
 * region is claimed for the test only.
 *
 * Return: true if @dev is in no registered char device region.
 */
bool drvcompat_devfs_number_free(dev_t dev)
{
	if (register_chrdev_region(dev, 1, "drvcompat_devfs"))
		return false;
	unregister_chrdev_region(dev, 1);
	return true;
}

#endif /* !DRVCOMPAT_HAVE_DEVFS */
