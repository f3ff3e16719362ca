/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/mm.h>: the kernel's header, what the compat layer
 * adds on top of it (remap, mmap), and (only when a driver's
 * .c file includes it) what 2.4's <linux/mm.h> brought in with it
 * (headers topic, <compat/headers.h>).
 */
#ifndef __DRVCOMPAT_LINUX_MM_H
#define __DRVCOMPAT_LINUX_MM_H

#include_next <linux/mm.h>
#include <compat/remap.h>
#include <compat/mmap.h>

#endif /* __DRVCOMPAT_LINUX_MM_H */

/*
 * What 2.4's <linux/mm.h> brought in, when the driver's own .c file includes it
 * (never from inside another kernel header): see <compat/headers.h>.
 */
#if __INCLUDE_LEVEL__ == 1
#define __DRVCOMPAT_LEGACY_MM
#include <compat/headers.h>
#endif
