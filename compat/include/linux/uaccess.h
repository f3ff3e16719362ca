/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/uaccess.h>: the kernel's header first, then what
 * the compat layer adds on top of it (uaccess).
 */
#ifndef __DRVCOMPAT_LINUX_UACCESS_H
#define __DRVCOMPAT_LINUX_UACCESS_H

#include_next <linux/uaccess.h>
#include <compat/uaccess.h>

#endif /* __DRVCOMPAT_LINUX_UACCESS_H */
