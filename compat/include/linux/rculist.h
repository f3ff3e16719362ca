/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/rculist.h>: the kernel's header first, then what
 * the compat layer adds on top of it (barrier).
 */
#ifndef __DRVCOMPAT_LINUX_RCULIST_H
#define __DRVCOMPAT_LINUX_RCULIST_H

#include_next <linux/rculist.h>
#include <compat/barrier.h>

#endif /* __DRVCOMPAT_LINUX_RCULIST_H */
