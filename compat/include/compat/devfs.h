/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/devfs.h - the 2.4 devfs API on kernels without devfs (2.6.18+).
 *
 * drvcompat.ko keeps one device class ("drvcompat_devfs"); devfs_register()
 * creates a device in it with device_create(), so devtmpfs makes the node
 * /dev/<name> (or /dev/<dir>/<name>), with the requested permission bits,
 * and devfs_unregister() removes it again (a directory with everything
 * below it).  Handles are looked up in drvcompat.ko's own list, so a stale
 * one is ignored with a one-line warning; a taken path returns NULL.  Only
 * character nodes are supported.  A node given file_operations is opened
 * through them with file->private_data = info, as 2.4's devfs_open() did
 * (2.4.16 fs/devfs/base.c); a node without them through the char device
 * table (the driver's register_chrdev(), which is also what
 * devfs_register_chrdev() maps to).  See porting-guide/devfs.md.
 */
#ifndef __DRVCOMPAT_DEVFS_H
#define __DRVCOMPAT_DEVFS_H

#include <linux/types.h>
#include <linux/fs.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_DEVFS

/* never defined: a handle is a token, not something to dereference */
struct drvcompat_devfs_handle;

/*
 * devfs_handle_t - handle of a node or directory made by devfs_register()
 * or devfs_mk_dir()
 *
 * NULL means "no entry" (and, as a @dir argument, the /dev root).  A handle
 * is a serial number that drvcompat.ko looks up in its own list, so a handle
 * that was already unregistered (or whose directory was) is recognised as
 * stale, never mistaken for a later entry.
 */
typedef struct drvcompat_devfs_handle *devfs_handle_t;

#define DEVFS_FL_NONE		0x000
#define DEVFS_FL_AUTO_OWNER	0x001
#define DEVFS_FL_HIDE		0x002
#define DEVFS_FL_AUTO_DEVNUM	0x004
#define DEVFS_FL_AOPEN_NOTIFY	0x008
#define DEVFS_FL_REMOVABLE	0x010
#define DEVFS_FL_WAIT		0x020
#define DEVFS_FL_CURRENT_OWNER	0x040
/* DEVFS_FL_DEFAULT - the usual flags for devfs_register(): none */
#define DEVFS_FL_DEFAULT	DEVFS_FL_NONE

#define DEVFS_SPECIAL_CHR	0
#define DEVFS_SPECIAL_BLK	1

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
 * @info: driver data for @ops: file->private_data in their open
 *
 * With @ops, opens of the node go to @ops with file->private_data set to
 * @info, as 2.4's devfs_open() did (2.4.16 fs/devfs/base.c); drvcompat.ko
 * answers for the node's one number itself when @info is not NULL or no
 * driver owns the number (else the driver's own registration, with the
 * same fops in practice, answers).  Without @ops, opens go through the char device table, as
 * 2.4's fallback to chrdev_open(); an @info is then not seen by the driver
 * (one line in the log per boot says so).
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
					void *ops, void *info);

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
				     void *ops, void *info);

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
				      void *info);

/**
 * drvcompat_devfs_unregister() - remove a node, or a directory with everything
 * below it
 * @de: handle from drvcompat_devfs_register()/drvcompat_devfs_mk_dir(); NULL is
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
void drvcompat_devfs_unregister(devfs_handle_t de);

/**
 * devfs_register() - 2.4 devfs node creation, see drvcompat_devfs_register()
 * @dir: parent directory handle or NULL
 * @name: node name
 * @flags: DEVFS_FL_*
 * @major: major number
 * @minor: minor number
 * @mode: S_IFCHR plus permission bits
 * @ops: file_operations for the node's opens, or NULL
 * @info: file->private_data for @ops
 *
 * See porting-guide/devfs.md.
 *
 * Return: a handle, or NULL.
 */
static inline __drvcompat_deprecated_devfs
devfs_handle_t devfs_register(devfs_handle_t dir, const char *name,
			      unsigned int flags, unsigned int major,
			      unsigned int minor, umode_t mode, void *ops,
			      void *info)
{
	return drvcompat_devfs_register(dir, name, flags, major, minor, mode,
				     ops, info);
}

/**
 * devfs_register_series() - 2.4 numbered node series, see
 * drvcompat_devfs_register_series()
 * @dir: parent directory handle or NULL
 * @format: name with one integer conversion, e.g. ``"tty%u"``
 * @num_entries: how many nodes
 * @flags: DEVFS_FL_*
 * @major: major number
 * @minor_start: minor number of the first node
 * @mode: S_IFCHR plus permission bits
 * @ops: file_operations for the node's opens, or NULL
 * @info: file->private_data for @ops
 *
 * See porting-guide/devfs.md.
 */
static inline __drvcompat_deprecated_devfs
void devfs_register_series(devfs_handle_t dir, const char *format,
			   unsigned int num_entries, unsigned int flags,
			   unsigned int major, unsigned int minor_start,
			   umode_t mode, void *ops, void *info)
{
	drvcompat_devfs_register_series(dir, format, num_entries, flags, major,
					minor_start, mode, ops, info);
}

/**
 * devfs_unregister() - 2.4 devfs node removal, see drvcompat_devfs_unregister()
 * @de: handle or NULL
 *
 * See porting-guide/devfs.md.
 */
static inline __drvcompat_deprecated_devfs
void devfs_unregister(devfs_handle_t de)
{
	drvcompat_devfs_unregister(de);
}

/**
 * devfs_mk_dir() - 2.4 devfs directory, see drvcompat_devfs_mk_dir()
 * @dir: parent directory handle or NULL
 * @name: directory name
 * @info: driver data
 *
 * See porting-guide/devfs.md.
 *
 * Return: a directory handle, or NULL.
 */
static inline __drvcompat_deprecated_devfs
devfs_handle_t devfs_mk_dir(devfs_handle_t dir, const char *name, void *info)
{
	return drvcompat_devfs_mk_dir(dir, name, info);
}

/**
 * devfs_register_chrdev() - 2.4 devfs-aware major registration
 * @major: major number, 0 for a dynamic one
 * @name: driver name
 * @fops: file operations
 *
 * Maps to register_chrdev().  See porting-guide/devfs.md.
 *
 * Return: as register_chrdev().
 */
static inline __drvcompat_deprecated_devfs
int devfs_register_chrdev(unsigned int major, const char *name,
			  const struct file_operations *fops)
{
	return register_chrdev(major, name, fops);
}

/**
 * devfs_unregister_chrdev() - 2.4 devfs-aware major release
 * @major: major number
 * @name: driver name
 *
 * Maps to unregister_chrdev().  See porting-guide/devfs.md.
 *
 * Return: 0.
 */
static inline __drvcompat_deprecated_devfs
int devfs_unregister_chrdev(unsigned int major, const char *name)
{
	unregister_chrdev(major, name);
	return 0;
}

#endif /* !DRVCOMPAT_HAVE_DEVFS */

#endif /* __DRVCOMPAT_DEVFS_H */
