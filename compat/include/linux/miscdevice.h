/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/miscdevice.h>: the kernel's header first, then what
 * the compat layer adds on top of it (devfs).  2.4's <linux/miscdevice.h>
 * included <linux/devfs_fs_kernel.h> (its struct miscdevice had a
 * devfs_handle_t), so a 2.4 misc driver that includes only this header
 * used the devfs API.  See porting-guide/devfs.md.
 */
#ifndef __DRVCOMPAT_LINUX_MISCDEVICE_H
#define __DRVCOMPAT_LINUX_MISCDEVICE_H

#include_next <linux/miscdevice.h>
#include <compat/devfs.h>

#endif /* __DRVCOMPAT_LINUX_MISCDEVICE_H */
