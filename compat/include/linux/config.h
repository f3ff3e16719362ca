/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/config.h> shim: removed in 2.6.19; the CONFIG_ macros come from
 * <linux/kconfig.h>, which every build force-includes.
 * See porting-guide/malloc.md.
 */
#ifndef __DRVCOMPAT_LINUX_CONFIG_H
#define __DRVCOMPAT_LINUX_CONFIG_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_LINUX_CONFIG_H
#include_next <linux/config.h>
#else
#ifdef DRVCOMPAT_WARN
#pragma GCC warning "<linux/config.h> was removed in 2.6.19, drop the include, see porting-guide/malloc.md"
#endif
#include <linux/kconfig.h>
#endif

#endif /* __DRVCOMPAT_LINUX_CONFIG_H */
