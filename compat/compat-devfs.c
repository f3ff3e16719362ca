// SPDX-License-Identifier: GPL-2.0
/*
 * The 2.4 devfs API on top of a device class: every devfs_register()
 * becomes a device_create() in the "drvcompat_devfs" class, so devtmpfs (or
 * udev) makes the node under /dev.  See porting-guide/devfs.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/device.h>
#include <linux/devfs_fs_kernel.h>
#include <linux/err.h>
#include <linux/export.h>
#include <linux/fs.h>
#include <linux/kdev_t.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "compat-internal.h"

#ifndef DRVCOMPAT_HAVE_DEVFS

struct drvcompat_devfs_entry {
	struct list_head list;
	struct drvcompat_devfs_entry *parent;
	struct device *dev;		/* NULL for a directory */
	umode_t mode;
	void *info;
	char path[];			/* "dir/sub/name" below /dev */
};

static LIST_HEAD(drvcompat_devfs_entries);
static DEFINE_MUTEX(drvcompat_devfs_lock);
static struct class *drvcompat_devfs_class;

#ifdef DRVCOMPAT_HAVE_CLASS_DEVNODE_CONST
static char *drvcompat_devfs_devnode(const struct device *dev, umode_t *mode)
#else
static char *drvcompat_devfs_devnode(struct device *dev, umode_t *mode)
#endif
{
	const struct drvcompat_devfs_entry *de = dev_get_drvdata(dev);

	if (mode && de && (de->mode & 0777))
		*mode = de->mode & 0777;
	return NULL;		/* the name, with '!' turned into '/' */
}

static struct drvcompat_devfs_entry *drvcompat_devfs_new(devfs_handle_t dir,
						   const char *name)
{
	struct drvcompat_devfs_entry *de;
	size_t len;

	if (!name || !*name)
		return NULL;
	len = (dir ? strlen(dir->path) + 1 : 0) + strlen(name) + 1;
	de = kzalloc(sizeof(*de) + len, GFP_KERNEL);
	if (!de)
		return NULL;
	if (dir)
		snprintf(de->path, len, "%s/%s", dir->path, name);
	else
		strscpy(de->path, name, len);
	de->parent = dir;
	return de;
}

devfs_handle_t drvcompat_devfs_mk_dir(devfs_handle_t dir, const char *name,
				   void *info)
{
	struct drvcompat_devfs_entry *de = drvcompat_devfs_new(dir, name);

	if (!de)
		return NULL;
	de->info = info;
	mutex_lock(&drvcompat_devfs_lock);
	list_add_tail(&de->list, &drvcompat_devfs_entries);
	mutex_unlock(&drvcompat_devfs_lock);
	return de;
}
EXPORT_SYMBOL_GPL(drvcompat_devfs_mk_dir);

devfs_handle_t drvcompat_devfs_register(devfs_handle_t dir, const char *name,
				     unsigned int flags, unsigned int major,
				     unsigned int minor, umode_t mode,
				     void *ops, void *info)
{
	struct drvcompat_devfs_entry *de;
	struct device *dev;

	if (mode & S_IFMT && !S_ISCHR(mode)) {
		pr_warn("devfs_register(%s): only character nodes are supported\n",
			name);
		return NULL;
	}
	de = drvcompat_devfs_new(dir, name);
	if (!de)
		return NULL;
	de->mode = mode;
	de->info = info;

	/* device names cannot hold '/': the driver core maps '!' back */
	dev = device_create(drvcompat_devfs_class, NULL, MKDEV(major, minor), de,
			    "%s", de->path);
	if (IS_ERR(dev)) {
		pr_warn("devfs_register(%s): %ld\n", de->path, PTR_ERR(dev));
		kfree(de);
		return NULL;
	}
	de->dev = dev;
	mutex_lock(&drvcompat_devfs_lock);
	list_add_tail(&de->list, &drvcompat_devfs_entries);
	mutex_unlock(&drvcompat_devfs_lock);
	return de;
}
EXPORT_SYMBOL_GPL(drvcompat_devfs_register);

/* remove @de and everything below it; called with the lock held */
static void drvcompat_devfs_remove(struct drvcompat_devfs_entry *de)
{
	struct drvcompat_devfs_entry *child, *tmp;

	list_for_each_entry_safe(child, tmp, &drvcompat_devfs_entries, list)
		if (child->parent == de)
			drvcompat_devfs_remove(child);
	list_del(&de->list);
	if (de->dev)
		device_unregister(de->dev);
	kfree(de);
}

void drvcompat_devfs_unregister(devfs_handle_t de)
{
	if (!de)
		return;
	mutex_lock(&drvcompat_devfs_lock);
	drvcompat_devfs_remove(de);
	mutex_unlock(&drvcompat_devfs_lock);
}
EXPORT_SYMBOL_GPL(drvcompat_devfs_unregister);

int drvcompat_devfs_init(void)
{
#ifdef DRVCOMPAT_HAVE_CLASS_CREATE_1ARG
	drvcompat_devfs_class = class_create("drvcompat_devfs");
#else
	drvcompat_devfs_class = class_create(THIS_MODULE, "drvcompat_devfs");
#endif
	if (IS_ERR(drvcompat_devfs_class))
		return PTR_ERR(drvcompat_devfs_class);
	drvcompat_devfs_class->devnode = drvcompat_devfs_devnode;
	return 0;
}

void drvcompat_devfs_exit(void)
{
	struct drvcompat_devfs_entry *de;

	/* whatever a driver forgot to unregister */
	mutex_lock(&drvcompat_devfs_lock);
	while (!list_empty(&drvcompat_devfs_entries)) {
		de = list_first_entry(&drvcompat_devfs_entries,
				      struct drvcompat_devfs_entry, list);
		while (de->parent)
			de = de->parent;
		drvcompat_devfs_remove(de);
	}
	mutex_unlock(&drvcompat_devfs_lock);
	class_destroy(drvcompat_devfs_class);
}

#else /* DRVCOMPAT_HAVE_DEVFS: the kernel has the real thing */

int drvcompat_devfs_init(void)
{
	return 0;
}

void drvcompat_devfs_exit(void)
{
}

#endif /* DRVCOMPAT_HAVE_DEVFS */
