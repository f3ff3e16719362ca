/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/spinlock.h>: the kernel's header first, then what
 * the compat layer adds on top of it (spinlock).
 */
#ifndef __DRVCOMPAT_LINUX_SPINLOCK_H
#define __DRVCOMPAT_LINUX_SPINLOCK_H

#include_next <linux/spinlock.h>
#include <compat/spinlock.h>

#endif /* __DRVCOMPAT_LINUX_SPINLOCK_H */
