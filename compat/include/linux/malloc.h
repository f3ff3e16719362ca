/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/malloc.h> shim: renamed to <linux/slab.h> in the 2.4/2.5 era.
 * See porting-guide/malloc.md.
 */
#ifndef __DRVCOMPAT_LINUX_MALLOC_H
#define __DRVCOMPAT_LINUX_MALLOC_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_LINUX_MALLOC_H
#include_next <linux/malloc.h>
#else
#ifdef DRVCOMPAT_WARN
#pragma GCC warning "<linux/malloc.h> is <linux/slab.h> now, see porting-guide/malloc.md"
#endif
#include <compat/malloc.h>
#endif

#endif /* __DRVCOMPAT_LINUX_MALLOC_H */
