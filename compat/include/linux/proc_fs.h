/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/proc_fs.h>: the kernel's header first, then what
 * the compat layer adds on top of it (proc).  2.4's <linux/proc_fs.h>
 * included <linux/slab.h>; so does this one.
 */
#ifndef __DRVCOMPAT_LINUX_PROC_FS_H
#define __DRVCOMPAT_LINUX_PROC_FS_H

#include_next <linux/proc_fs.h>
#include <linux/slab.h>
#include <compat/proc.h>

#endif /* __DRVCOMPAT_LINUX_PROC_FS_H */
