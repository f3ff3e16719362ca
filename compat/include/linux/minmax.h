/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/minmax.h>: the kernel's header first, then what
 * the compat layer adds on top of it (minmax).
 */
#ifndef __DRVCOMPAT_LINUX_MINMAX_H
#define __DRVCOMPAT_LINUX_MINMAX_H

#include_next <linux/minmax.h>
#include <compat/minmax.h>

#endif /* __DRVCOMPAT_LINUX_MINMAX_H */
