/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/time.h>: the kernel's header first, then what
 * the compat layer adds on top of it (timeval).
 */
#ifndef __DRVCOMPAT_LINUX_TIME_H
#define __DRVCOMPAT_LINUX_TIME_H

#include_next <linux/time.h>
#include <compat/timeval.h>

#endif /* __DRVCOMPAT_LINUX_TIME_H */
