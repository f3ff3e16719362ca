/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/semaphore.h>: the kernel's header first, then what
 * the compat layer adds on top of it (semaphore).
 */
#ifndef __DRVCOMPAT_LINUX_SEMAPHORE_H
#define __DRVCOMPAT_LINUX_SEMAPHORE_H

#include_next <linux/semaphore.h>
#include <compat/semaphore.h>

#endif /* __DRVCOMPAT_LINUX_SEMAPHORE_H */
