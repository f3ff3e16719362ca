/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/wrapper.h> shim: 2.4's mem_map_reserve()/mem_map_unreserve(),
 * removed in 2.6 with the header.  See porting-guide/remap.md.
 */
#ifndef __DRVCOMPAT_LINUX_WRAPPER_H
#define __DRVCOMPAT_LINUX_WRAPPER_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_LINUX_WRAPPER_H
#include_next <linux/wrapper.h>
#else
#ifdef DRVCOMPAT_WARN
#pragma GCC warning "<linux/wrapper.h> is gone: mem_map_reserve() is SetPageReserved(), see porting-guide/remap.md"
#endif
#include <compat/remap.h>
#endif

#endif /* __DRVCOMPAT_LINUX_WRAPPER_H */
