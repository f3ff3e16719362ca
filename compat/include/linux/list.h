/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/list.h>: the kernel's header first, then the
 * macro-only part of the barrier topic (read_barrier_depends(), the long
 * barrier names, the old RCU list iterators), where 2.5 drivers found it.
 */
#ifndef __DRVCOMPAT_LINUX_LIST_H
#define __DRVCOMPAT_LINUX_LIST_H

#include_next <linux/list.h>
#include <compat-probes.h>
#include <compat/body/barrier.h>

#endif /* __DRVCOMPAT_LINUX_LIST_H */
