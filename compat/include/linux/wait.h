/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/wait.h>: the kernel's header first, then what
 * the compat layer adds on top of it (sleep-on).
 */
#ifndef __DRVCOMPAT_LINUX_WAIT_H
#define __DRVCOMPAT_LINUX_WAIT_H

#include_next <linux/wait.h>
#include <compat/sleep-on.h>

#endif /* __DRVCOMPAT_LINUX_WAIT_H */
