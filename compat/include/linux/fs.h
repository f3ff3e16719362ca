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
#include <compat/ppos.h>

#endif /* __DRVCOMPAT_LINUX_FS_H */

/*
 * What 2.4's <linux/fs.h> brought in, when the driver's own .c file includes it
 * (never from inside another kernel header): see <compat/headers.h>.
 */
#if __INCLUDE_LEVEL__ == 1
#define __DRVCOMPAT_LEGACY_FS
#include <compat/headers.h>
#endif
