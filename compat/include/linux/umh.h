/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/umh.h>: the kernel's header first, then what
 * the compat layer adds on top of it (umh).
 */
#ifndef __DRVCOMPAT_LINUX_UMH_H
#define __DRVCOMPAT_LINUX_UMH_H

#include_next <linux/umh.h>
#include <compat/umh.h>

#endif /* __DRVCOMPAT_LINUX_UMH_H */
