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
