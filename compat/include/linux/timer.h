/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/timer.h>: the kernel's header first, then what
 * the compat layer adds on top of it (timer).
 */
#ifndef __DRVCOMPAT_LINUX_TIMER_H
#define __DRVCOMPAT_LINUX_TIMER_H

#include_next <linux/timer.h>
#include <compat/timer.h>

#endif /* __DRVCOMPAT_LINUX_TIMER_H */
