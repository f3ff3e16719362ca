// SPDX-License-Identifier: GPL-2.0
/*
 * The 2.4 devfs API on top of a device class: every devfs_register()
 * becomes a device_create() in the "drvcompat_devfs" class, so devtmpfs (or
 * udev) makes the node under /dev.  A node registered with file_operations
 * (and info, or a number nobody owns) also gets a one-minor cdev whose
 * open does what 2.4's devfs_open() did (compat-devfs-open.c).  See
 * porting-guide/devfs.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/device.h>
#include <linux/devfs_fs_kernel.h>
#include <linux/err.h>
#include <linux/export.h>
#include <linux/fs.h>
#include <linux/kdev_t.h>
#include <linux/limits.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_DEVFS

/*
 * One entry per devfs_register()/devfs_mk_dir().  The list is kept in
 * creation order; as a parent must exist when its child is made, every
 * entry comes after all of its ancestors, which is what lets removal walk
 * a subtree without recursion (drvcompat_devfs_remove()).
 */
struct drvcompat_devfs_entry {
	struct list_head list;
	struct drvcompat_devfs_entry *parent;
	unsigned long id;		/* the handle given to the driver */
	struct device *dev;		/* NULL for a directory */
	struct cdev *cdev;		/* a node with ops: its opens */
	const struct file_operations *ops;
	umode_t mode;
	bool doomed;			/* being removed with an ancestor */
	void *info;
	char path[];			/* "dir/sub/name" below /dev */
};

static LIST_HEAD(drvcompat_devfs_entries);
static DEFINE_MUTEX(drvcompat_devfs_lock);
static struct class *drvcompat_devfs_class;
static unsigned long drvcompat_devfs_last_id;	/* under the lock */

/*
 * Handles are serial numbers, never addresses: the memory of a removed
 * entry is soon reused by a new one, and a stale handle that was its
 * address would then remove an innocent node.  The counter does not wrap
 * in practice (2^32 registrations on 32-bit, 2^64 on 64-bit).
 */
static devfs_handle_t drvcompat_devfs_handle(const struct drvcompat_devfs_entry *de)
{
	return (devfs_handle_t)de->id;
}

/* the live entry behind @handle, or NULL; called with the lock held */
static struct drvcompat_devfs_entry *drvcompat_devfs_find(devfs_handle_t handle)
{
	struct drvcompat_devfs_entry *de;

	list_for_each_entry(de, &drvcompat_devfs_entries, list)
		if (drvcompat_devfs_handle(de) == handle)
			return de;
	return NULL;
}

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

/*
 * A name is one or more '/'-separated components, none of them empty,
 * "." or "..", and no '!' (the driver core turns '!' into '/' on the way
 * to devtmpfs, so it would name another node than the one we recorded).
 */
static bool drvcompat_devfs_name_ok(const char *name)
{
	const char *c = name;
	size_t len;

	if (!name || !*name || strchr(name, '!'))
		return false;
	for (;;) {
		len = strcspn(c, "/");
		if (!len || (len == 1 && c[0] == '.') ||
		    (len == 2 && c[0] == '.' && c[1] == '.'))
			return false;
		if (!c[len])
			return true;
		c += len + 1;
	}
}

/* @path is below @dir: "dir/..." */
static bool drvcompat_devfs_below(const char *path, const char *dir)
{
	size_t len = strlen(dir);

	return !strncmp(path, dir, len) && path[len] == '/';
}

/*
 * Whether @path (a node if @node) clashes with a live entry: the same path,
 * a path below a node, or a node above a live path.  Lock held.
 */
static bool drvcompat_devfs_clash(const char *path, bool node)
{
	const struct drvcompat_devfs_entry *de;

	list_for_each_entry(de, &drvcompat_devfs_entries, list)
		if (!strcmp(de->path, path) ||
		    (de->dev && drvcompat_devfs_below(path, de->path)) ||
		    (node && drvcompat_devfs_below(de->path, path)))
			return true;
	return false;
}

/*
 * Look up @dir and build the new entry "<dir>/<name>" for @what (the API
 * function, for messages) called from @caller.  Called with the lock held.
 * Return: the entry, not yet on the list, or NULL after at most one line
 * in the log.
 */
static struct drvcompat_devfs_entry *drvcompat_devfs_new(const char *what,
							 devfs_handle_t dir,
							 const char *name,
							 bool node,
							 void *caller)
{
	struct drvcompat_devfs_entry *de, *parent = NULL;
	size_t len;

	if (dir) {
		parent = drvcompat_devfs_find(dir);
		if (!parent || parent->dev) {
			pr_warn_once("%s(%s): parent is %s, ignored (caller %pS)\n",
				     what, name ? name : "(null)",
				     parent ? "not a directory" :
				     "an unknown or stale handle",
				     caller);
			return NULL;
		}
	}
	if (!drvcompat_devfs_name_ok(name)) {
		pr_warn("%s(%s): invalid name\n", what, name ? name : "(null)");
		return NULL;
	}
	len = (parent ? strlen(parent->path) + 1 : 0) + strlen(name) + 1;
	de = kzalloc(sizeof(*de) + len, GFP_KERNEL);
	if (!de)
		return NULL;
	if (parent)
		snprintf(de->path, len, "%s/%s", parent->path, name);
	else
		strscpy(de->path, name, len);
	/* one sysfs file name ("dir!sub!name"): longer would fail noisily */
	if (len - 1 > NAME_MAX) {
		pr_warn("%s(%.32s...): path longer than %d bytes\n", what, name,
			NAME_MAX);
		kfree(de);
		return NULL;
	}
	if (drvcompat_devfs_clash(de->path, node)) {
		pr_warn("%s(%s): /dev/%s clashes with an existing entry\n",
			what, name, de->path);
		kfree(de);
		return NULL;
	}
	de->parent = parent;
	de->id = ++drvcompat_devfs_last_id;
	return de;
}

/**
 * drvcompat_devfs_open_ops() - the ops and info of the node served by @cdev
 * @cdev: the cdev drvcompat_devfs_cdev_add() made for the node
 * @info: set to the node's info
 *
 * For the open in compat-devfs-open.c: looks the entry up under the lock
 * and takes the ops' module reference there (fops_get()), so neither the
 * entry nor the driver can go away in between.
 *
 * Return: the ops with their module reference, or NULL (the node was
 * removed, or its driver is going away).
 */
const struct file_operations *drvcompat_devfs_open_ops(struct cdev *cdev,
						       void **info)
{
	const struct file_operations *ops = NULL;
	struct drvcompat_devfs_entry *de;

	mutex_lock(&drvcompat_devfs_lock);
	list_for_each_entry(de, &drvcompat_devfs_entries, list) {
		if (de->cdev && de->cdev == cdev) {
			ops = fops_get(de->ops);
			*info = de->info;
			break;
		}
	}
	mutex_unlock(&drvcompat_devfs_lock);
	return ops;
}

/* free @de (off the list), its device and its cdev */
static void drvcompat_devfs_free(struct drvcompat_devfs_entry *de)
{
	if (de->dev)
		device_unregister(de->dev);
	if (de->cdev)
		drvcompat_devfs_cdev_del(de->cdev);
	kfree(de);
}

/**
 * drvcompat_devfs_mk_dir() - a directory below /dev for later nodes
 * @dir: parent directory handle or NULL for /dev
 * @name: directory name
 * @info: driver data (kept, not used)
 *
 * devtmpfs creates the directory with the first node in it and removes it
 * with the last.  Exported by drvcompat.ko.  See porting-guide/devfs.md.
 *
 * Return: a directory handle, or NULL on failure, on the same terms as
 * drvcompat_devfs_register().  An existing directory is a duplicate too:
 * NULL, where 2.4 (before 2.5.1) handed back the existing entry.
 */
devfs_handle_t drvcompat_devfs_mk_dir(devfs_handle_t dir, const char *name,
				      void *info)
{
	struct drvcompat_devfs_entry *de;
	devfs_handle_t handle = NULL;

	mutex_lock(&drvcompat_devfs_lock);
	de = drvcompat_devfs_new("devfs_mk_dir", dir, name, false,
				 __builtin_return_address(0));
	if (de) {
		de->info = info;
		list_add_tail(&de->list, &drvcompat_devfs_entries);
		handle = drvcompat_devfs_handle(de);
	}
	mutex_unlock(&drvcompat_devfs_lock);
	return handle;
}
EXPORT_SYMBOL_GPL(drvcompat_devfs_mk_dir);

/**
 * drvcompat_devfs_register() - create /dev/[<dir>/]<name> for a char device
 * @dir: parent made by drvcompat_devfs_mk_dir(), or NULL for /dev
 * @name: node name (may contain '/' for subdirectories)
 * @flags: DEVFS_FL_* (accepted and ignored, see @major)
 * @major: major number, owned by the driver (register_chrdev()); 0 is
 *         refused, also with DEVFS_FL_AUTO_DEVNUM, for which 2.4 took a
 *         number from devfs's own pool and sent opens to @ops: here opens
 *         go through the char device table, so a number nobody registered
 *         would make a node that nothing answers.  With a major given,
 *         DEVFS_FL_AUTO_DEVNUM is ignored and the node gets @major:@minor.
 * @minor: minor number
 * @mode: S_IFCHR plus permission bits, e.g. ``S_IFCHR | 0600``
 * @ops: the node's file_operations, or NULL
 * @info: driver data for @ops: file->private_data
 *
 * With @ops, opens of the node go to @ops with file->private_data set to
 * @info, as 2.4's devfs_open() did (2.4.16 fs/devfs/base.c): drvcompat.ko
 * serves the node's one number with a cdev of its own, ahead of what the
 * driver registered for the major.  It does so when @info is not NULL or
 * when nobody owns the number (a driver that registered its major gets
 * its opens as it registered them, with @ops the same fops in practice,
 * and keeps what compat's register_chrdev() adds to them).  Without @ops,
 * opens go through the char device table, as in 2.4's fallback to
 * chrdev_open(); an @info given then is not seen by the driver (2.4 set
 * private_data anyway): one line in the log per boot says so.
 * Exported by drvcompat.ko.  See porting-guide/devfs.md.
 *
 * Return: a handle for drvcompat_devfs_unregister(), or NULL on failure (as
 * in 2.4, where NULL also meant "devfs not mounted"): a path that is
 * already taken (by a node or a directory, or below a node), an empty, "."
 * or ".." component or a '!' in @name, a block node, a @major of 0 (an
 * error in the log naming porting-guide/devfs.md), or a @dir that is not
 * a live directory handle.  A taken path or a bad name costs one line in
 * the kernel log, a bad @dir one line per boot; never a Call Trace.
 */
devfs_handle_t drvcompat_devfs_register(devfs_handle_t dir, const char *name,
					unsigned int flags, unsigned int major,
					unsigned int minor, umode_t mode,
					void *ops, void *info)
{
	struct drvcompat_devfs_entry *de;
	devfs_handle_t handle = NULL;
	struct device *dev;

	if (mode & S_IFMT && !S_ISCHR(mode)) {
		pr_warn("devfs_register(%s): only character nodes are supported\n",
			name ? name : "(null)");
		return NULL;
	}
	/*
	 * 2.4's devfs took a number from its own pool for
	 * DEVFS_FL_AUTO_DEVNUM and sent opens of the node to @ops itself.
	 * Here opens go through the char device table, so the driver must
	 * own the major: a major of 0 would make a node nothing answers
	 * (devtmpfs makes none at all for 0:0), never a silent success.
	 */
	if (!major) {
		pr_err("devfs_register(%s): %s: no major number: register one with register_chrdev(0, ...) and pass it, see porting-guide/devfs.md#major-numbers\n",
		       name ? name : "(null)",
		       flags & DEVFS_FL_AUTO_DEVNUM ?
		       "DEVFS_FL_AUTO_DEVNUM is not supported" : "major 0");
		return NULL;
	}
	/*
	 * The lock is held across device_create() so that the duplicate
	 * check and the insertion are one step: a duplicate never reaches
	 * sysfs (which would complain with a Call Trace).
	 */
	mutex_lock(&drvcompat_devfs_lock);
	de = drvcompat_devfs_new("devfs_register", dir, name, true,
				 __builtin_return_address(0));
	if (!de)
		goto out;
	de->mode = mode;
	de->info = info;
	de->ops = ops;
	if (ops && (info || drvcompat_devfs_number_free(MKDEV(major, minor)))) {
		de->cdev = drvcompat_devfs_cdev_add(MKDEV(major, minor));
		if (IS_ERR(de->cdev)) {
			pr_warn("devfs_register(%s): cdev_add: %ld\n", de->path,
				PTR_ERR(de->cdev));
			kfree(de);
			goto out;
		}
	} else if (info) {
		pr_warn_once("devfs_register(%s): info without ops: opens go to the driver's char device, whose file->private_data is not the info (2.4 set it), see porting-guide/devfs.md (caller %pS)\n",
			     de->path, __builtin_return_address(0));
	}

	/* device names cannot hold '/': the driver core maps '!' back */
	dev = device_create(drvcompat_devfs_class, NULL, MKDEV(major, minor),
			    de, "%s", de->path);
	if (IS_ERR(dev)) {
		pr_warn("devfs_register(%s): %ld\n", de->path, PTR_ERR(dev));
		drvcompat_devfs_free(de);
		goto out;
	}
	de->dev = dev;
	list_add_tail(&de->list, &drvcompat_devfs_entries);
	handle = drvcompat_devfs_handle(de);
out:
	mutex_unlock(&drvcompat_devfs_lock);
	return handle;
}
EXPORT_SYMBOL_GPL(drvcompat_devfs_register);

/*
 * A devfs_register_series() format: at most one integer conversion
 * (2.4 documented "a single %u"), so that it never reads an argument
 * that is not there.
 */
static bool drvcompat_devfs_series_format_ok(const char *format)
{
	const char *c;
	int conv = 0;

	for (c = format; *c; c++) {
		if (*c != '%')
			continue;
		if (c[1] == '%') {
			c++;
			continue;
		}
		c++;
		while (*c && strchr("-+ #0", *c))
			c++;
		while (*c >= '0' && *c <= '9')
			c++;
		if (!*c || !strchr("uidxXo", *c) || ++conv > 1)
			return false;
	}
	return true;
}

/**
 * drvcompat_devfs_register_series() - create a numbered series of nodes
 * @dir: parent made by drvcompat_devfs_mk_dir(), or NULL for /dev
 * @format: printf-style name with one integer conversion, e.g. ``"tty%u"``
 * @num_entries: how many nodes
 * @flags: DEVFS_FL_* (see drvcompat_devfs_register())
 * @major: major number
 * @minor_start: minor number of the first node
 * @mode: S_IFCHR plus permission bits
 * @ops: the nodes' file_operations, or NULL (see drvcompat_devfs_register())
 * @info: driver data for @ops, the same for every node
 *
 * As 2.4's devfs_register_series() (fs/devfs/base.c): node @i, counting
 * from 0, is named ``format`` printed with @i and has the minor
 * @minor_start + @i; each is a drvcompat_devfs_register() and, as in 2.4,
 * no handle is returned: remove the series with its directory.  A node that
 * cannot be made is skipped with one line in the log, like 2.4 ignored
 * devfs_register()'s result.  Unlike 2.4, which passed @format to sprintf()
 * unchecked, a format with more than one conversion, or one that is not an
 * integer, is refused with one line in the log and makes no node.
 * Exported by drvcompat.ko.  See porting-guide/devfs.md.
 */
void drvcompat_devfs_register_series(devfs_handle_t dir, const char *format,
				     unsigned int num_entries,
				     unsigned int flags, unsigned int major,
				     unsigned int minor_start, umode_t mode,
				     void *ops, void *info)
{
	char name[128];
	unsigned int i;
	int len;

	if (!format || !drvcompat_devfs_series_format_ok(format)) {
		pr_err("devfs_register_series(%s): the format must hold one integer conversion (%%u) at most, see porting-guide/devfs.md#devfs\n",
		       format ? format : "(null)");
		return;
	}
	for (i = 0; i < num_entries; i++) {
		len = snprintf(name, sizeof(name), format, i);
		if (len >= (int)sizeof(name)) {
			pr_warn("devfs_register_series(%s): name %u longer than %zu bytes\n",
				format, i, sizeof(name) - 1);
			continue;
		}
		drvcompat_devfs_register(dir, name, flags, major,
					 minor_start + i, mode, ops, info);
	}
}
EXPORT_SYMBOL_GPL(drvcompat_devfs_register_series);

/*
 * Remove @de and everything below it, children before parents; called with
 * the lock held.  Descendants come after @de in the list (see the struct),
 * so one forward pass from @de marks the subtree and one backward pass
 * frees it: nothing is freed while a list walk still needs it.
 */
static void drvcompat_devfs_remove(struct drvcompat_devfs_entry *de)
{
	struct drvcompat_devfs_entry *e, *tmp;

	de->doomed = true;
	e = de;
	list_for_each_entry_continue(e, &drvcompat_devfs_entries, list)
		if (e->parent && e->parent->doomed)
			e->doomed = true;

	list_for_each_entry_safe_reverse(e, tmp, &drvcompat_devfs_entries, list) {
		bool last = e == de;

		if (!e->doomed)
			continue;
		list_del(&e->list);
		drvcompat_devfs_free(e);
		if (last)
			break;
	}
}

/**
 * drvcompat_devfs_unregister() - remove a node, or a directory with everything
 * below it
 * @handle: handle from drvcompat_devfs_register()/drvcompat_devfs_mk_dir(); NULL is
 *      ignored
 *
 * Removing a directory removes its nodes and subdirectories too, as 2.4's
 * devfs_unregister() did (here the deepest go first); their handles become
 * stale.  A stale or unknown handle (one
 * already unregistered, or below a directory that was) is looked up, not
 * trusted: it is ignored with one line in the kernel log per boot.
 * Whatever is still registered when drvcompat.ko is unloaded is removed
 * then.  Exported by drvcompat.ko.  See porting-guide/devfs.md.
 */
void drvcompat_devfs_unregister(devfs_handle_t handle)
{
	struct drvcompat_devfs_entry *de;

	if (!handle)
		return;
	mutex_lock(&drvcompat_devfs_lock);
	de = drvcompat_devfs_find(handle);
	if (de)
		drvcompat_devfs_remove(de);
	else
		pr_warn_once("devfs_unregister(): unknown or stale handle, ignored (caller %pS)\n",
			     __builtin_return_address(0));
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
	struct drvcompat_devfs_entry *de, *tmp;

	/* whatever a driver forgot to unregister: children before parents */
	mutex_lock(&drvcompat_devfs_lock);
	list_for_each_entry_safe_reverse(de, tmp, &drvcompat_devfs_entries, list) {
		pr_debug("devfs: removing /dev/%s left behind\n", de->path);
		list_del(&de->list);
		drvcompat_devfs_free(de);
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
