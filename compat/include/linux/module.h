/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/module.h>: the kernel's header first, then what
 * the compat layer adds on top of it (module).
 */
#ifndef __DRVCOMPAT_LINUX_MODULE_H
#define __DRVCOMPAT_LINUX_MODULE_H

#include_next <linux/module.h>
#include <compat/module.h>

#endif /* __DRVCOMPAT_LINUX_MODULE_H */

/*
 * What 2.4's <linux/module.h> brought in, when the driver's own .c file includes it
 * (never from inside another kernel header): see <compat/headers.h>.
 */
#if __INCLUDE_LEVEL__ == 1
#define __DRVCOMPAT_LEGACY_MODULE
#include <compat/headers.h>
#endif
