/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/malloc.h - the malloc topic: headers the kernel no longer has.
 *
 * <linux/malloc.h> became <linux/slab.h> in 2.4/2.5 and <linux/config.h>
 * went away in 2.6.19 (the build force-includes <linux/kconfig.h>); the
 * overlay supplies both as shims.  This header pulls in what they map to.
 * See porting-guide/malloc.md.
 */
#ifndef __DRVCOMPAT_MALLOC_H
#define __DRVCOMPAT_MALLOC_H

#include <linux/kconfig.h>
#include <linux/slab.h>

#endif /* __DRVCOMPAT_MALLOC_H */
