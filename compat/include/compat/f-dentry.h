/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/f-dentry.h - file->f_dentry and file->f_vfsmnt.
 *
 * Until 2.6.19 struct file had its own "struct dentry *f_dentry" and
 * "struct vfsmount *f_vfsmnt".  2.6.20 replaced both by "struct path
 * f_path" (Josef Sipek, "VFS: change struct file to use struct path") and
 * kept the old names as compatibility macros in <linux/fs.h>:
 *
 *	struct path		f_path;
 *	#define f_dentry	f_path.dentry
 *	#define f_vfsmnt	f_path.mnt
 *
 * The f_vfsmnt macro went first (the 3.x headers that cache f_inode in
 * struct file have only f_dentry), f_dentry was removed in 3.19 (commit
 * 78d28e651f97).  compat
 * defines exactly those two macros again, where the kernel lacks them
 * (probes f_dentry.c, f_vfsmnt.c), so the spelling means what it meant from
 * 2.6.20 on.  ``file->f_dentry->d_inode`` is file_inode(file) today.
 * See porting-guide/f-dentry.md.
 */
#ifndef __DRVCOMPAT_F_DENTRY_H
#define __DRVCOMPAT_F_DENTRY_H

#include <linux/fs.h>
#include <compat-probes.h>

#if !defined(DRVCOMPAT_HAVE_F_DENTRY) && !defined(f_dentry)
/**
 * f_dentry - 2.4 name of the dentry of an open file
 *
 * ``file->f_dentry`` is ``file->f_path.dentry``: the same macro 2.6.20-3.18
 * had in <linux/fs.h>.  It is an lvalue as it was then.  Prefer
 * ``file->f_path.dentry``, or file_inode(file) for
 * ``file->f_dentry->d_inode``.  See porting-guide/f-dentry.md.
 */
#define f_dentry	f_path.dentry
#endif

#if !defined(DRVCOMPAT_HAVE_F_VFSMNT) && !defined(f_vfsmnt)
/**
 * f_vfsmnt - 2.4 name of the mount of an open file
 *
 * ``file->f_vfsmnt`` is ``file->f_path.mnt``, the macro of 2.6.20 to the
 * early 3.x kernels.  See porting-guide/f-dentry.md.
 */
#define f_vfsmnt	f_path.mnt
#endif

#endif /* __DRVCOMPAT_F_DENTRY_H */
