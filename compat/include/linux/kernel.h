/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/kernel.h>: the kernel's header first, then what
 * the compat layer adds on top of it (minmax).
 */
#ifndef __DRVCOMPAT_LINUX_KERNEL_H
#define __DRVCOMPAT_LINUX_KERNEL_H

#include_next <linux/kernel.h>
#include <compat/minmax.h>

#endif /* __DRVCOMPAT_LINUX_KERNEL_H */

/*
 * What 2.4's <linux/kernel.h> brought in, when the driver's own .c file includes it
 * (never from inside another kernel header): see <compat/headers.h>.
 */
#if __INCLUDE_LEVEL__ == 1
#define __DRVCOMPAT_LEGACY_KERNEL
#include <compat/headers.h>
#endif
