/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/sysctl.h>: the kernel's header first, then what
 * the compat layer adds on top of it (sysctl).
 */
#ifndef __DRVCOMPAT_LINUX_SYSCTL_H
#define __DRVCOMPAT_LINUX_SYSCTL_H

#include_next <linux/sysctl.h>
#include <compat/sysctl.h>

#endif /* __DRVCOMPAT_LINUX_SYSCTL_H */
