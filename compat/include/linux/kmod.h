/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/kmod.h>: the kernel's header first, then what
 * the compat layer adds on top of it (request-module umh).
 */
#ifndef __DRVCOMPAT_LINUX_KMOD_H
#define __DRVCOMPAT_LINUX_KMOD_H

#include_next <linux/kmod.h>
#include <compat/request-module.h>
#include <compat/umh.h>

#endif /* __DRVCOMPAT_LINUX_KMOD_H */
