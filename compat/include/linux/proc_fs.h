/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/proc_fs.h>: the kernel's header first, then what
 * the compat layer adds on top of it (proc), and (only when a driver's .c
 * file includes it) what 2.4's <linux/proc_fs.h> brought in with it:
 * <linux/slab.h> (headers topic, <compat/headers.h>).
 */
#ifndef __DRVCOMPAT_LINUX_PROC_FS_H
#define __DRVCOMPAT_LINUX_PROC_FS_H

#include_next <linux/proc_fs.h>
#include <compat/proc.h>

#endif /* __DRVCOMPAT_LINUX_PROC_FS_H */

/*
 * What 2.4's <linux/proc_fs.h> brought in, when the driver's own .c file
 * includes it (never from inside another kernel header): see
 * <compat/headers.h>.
 */
#if __INCLUDE_LEVEL__ == 1
#define __DRVCOMPAT_LEGACY_PROC_FS
#include <compat/headers.h>
#endif
