/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/devfs_fs_kernel.h> shim: devfs was removed in 2.6.18.  Where the
 * kernel still has it this is the real header; elsewhere the 2.4 API is
 * provided by drvcompat.ko on top of a device class and devtmpfs.
 * See porting-guide/devfs.md.
 */
#ifndef __DRVCOMPAT_LINUX_DEVFS_FS_KERNEL_H
#define __DRVCOMPAT_LINUX_DEVFS_FS_KERNEL_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_DEVFS
#include_next <linux/devfs_fs_kernel.h>
#endif
#include <compat/devfs.h>

#endif /* __DRVCOMPAT_LINUX_DEVFS_FS_KERNEL_H */
