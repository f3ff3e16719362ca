// SPDX-License-Identifier: GPL-2.0
/*
 * The 2.4 devfs API on top of a device class: every devfs_register()
 * becomes a device_create() in the "compat_devfs" class, so devtmpfs (or
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

#ifndef COMPAT_HAVE_DEVFS

struct compat_devfs_entry {
	struct list_head list;
	struct compat_devfs_entry *parent;
	struct device *dev;		/* NULL for a directory */
	umode_t mode;
	void *info;
	char path[];			/* "dir/sub/name" below /dev */
};

static LIST_HEAD(compat_devfs_entries);
static DEFINE_MUTEX(compat_devfs_lock);
static struct class *compat_devfs_class;

#ifdef COMPAT_HAVE_CLASS_DEVNODE_CONST
static char *compat_devfs_devnode(const struct device *dev, umode_t *mode)
#else
static char *compat_devfs_devnode(struct device *dev, umode_t *mode)
#endif
{
	const struct compat_devfs_entry *de = dev_get_drvdata(dev);

	if (mode && de && (de->mode & 0777))
		*mode = de->mode & 0777;
	return NULL;		/* the name, with '!' turned into '/' */
}

static struct compat_devfs_entry *compat_devfs_new(devfs_handle_t dir,
						   const char *name)
{
	struct compat_devfs_entry *de;
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

devfs_handle_t compat_devfs_mk_dir(devfs_handle_t dir, const char *name,
				   void *info)
{
	struct compat_devfs_entry *de = compat_devfs_new(dir, name);

	if (!de)
		return NULL;
	de->info = info;
	mutex_lock(&compat_devfs_lock);
	list_add_tail(&de->list, &compat_devfs_entries);
	mutex_unlock(&compat_devfs_lock);
	return de;
}
EXPORT_SYMBOL_GPL(compat_devfs_mk_dir);

devfs_handle_t compat_devfs_register(devfs_handle_t dir, const char *name,
				     unsigned int flags, unsigned int major,
				     unsigned int minor, umode_t mode,
				     void *ops, void *info)
{
	struct compat_devfs_entry *de;
	struct device *dev;

	if (mode & S_IFMT && !S_ISCHR(mode)) {
		pr_warn("devfs_register(%s): only character nodes are supported\n",
			name);
		return NULL;
	}
	de = compat_devfs_new(dir, name);
	if (!de)
		return NULL;
	de->mode = mode;
	de->info = info;

	/* device names cannot hold '/': the driver core maps '!' back */
	dev = device_create(compat_devfs_class, NULL, MKDEV(major, minor), de,
			    "%s", de->path);
	if (IS_ERR(dev)) {
		pr_warn("devfs_register(%s): %ld\n", de->path, PTR_ERR(dev));
		kfree(de);
		return NULL;
	}
	de->dev = dev;
	mutex_lock(&compat_devfs_lock);
	list_add_tail(&de->list, &compat_devfs_entries);
	mutex_unlock(&compat_devfs_lock);
	return de;
}
EXPORT_SYMBOL_GPL(compat_devfs_register);

/* remove @de and everything below it; called with the lock held */
static void compat_devfs_remove(struct compat_devfs_entry *de)
{
	struct compat_devfs_entry *child, *tmp;

	list_for_each_entry_safe(child, tmp, &compat_devfs_entries, list)
		if (child->parent == de)
			compat_devfs_remove(child);
	list_del(&de->list);
	if (de->dev)
		device_unregister(de->dev);
	kfree(de);
}

void compat_devfs_unregister(devfs_handle_t de)
{
	if (!de)
		return;
	mutex_lock(&compat_devfs_lock);
	compat_devfs_remove(de);
	mutex_unlock(&compat_devfs_lock);
}
EXPORT_SYMBOL_GPL(compat_devfs_unregister);

int compat_devfs_init(void)
{
#ifdef COMPAT_HAVE_CLASS_CREATE_1ARG
	compat_devfs_class = class_create("compat_devfs");
#else
	compat_devfs_class = class_create(THIS_MODULE, "compat_devfs");
#endif
	if (IS_ERR(compat_devfs_class))
		return PTR_ERR(compat_devfs_class);
	compat_devfs_class->devnode = compat_devfs_devnode;
	return 0;
}

void compat_devfs_exit(void)
{
	struct compat_devfs_entry *de;

	/* whatever a driver forgot to unregister */
	mutex_lock(&compat_devfs_lock);
	while (!list_empty(&compat_devfs_entries)) {
		de = list_first_entry(&compat_devfs_entries,
				      struct compat_devfs_entry, list);
		while (de->parent)
			de = de->parent;
		compat_devfs_remove(de);
	}
	mutex_unlock(&compat_devfs_lock);
	class_destroy(compat_devfs_class);
}

#else /* COMPAT_HAVE_DEVFS: the kernel has the real thing */

int compat_devfs_init(void)
{
	return 0;
}

void compat_devfs_exit(void)
{
}

#endif /* COMPAT_HAVE_DEVFS */
