/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/fs.h>: the kernel's header first, then what
 * the compat layer adds on top of it (devnum, f-dentry).
 */
#ifndef __DRVCOMPAT_LINUX_FS_H
#define __DRVCOMPAT_LINUX_FS_H

#include_next <linux/fs.h>
#include <compat/devnum.h>
#include <compat/f-dentry.h>

#endif /* __DRVCOMPAT_LINUX_FS_H */
