/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <asm/semaphore.h> shim: semaphores became generic in <linux/semaphore.h>
 * in 2.6.26 and <asm/semaphore.h> was removed in 2.6.28.  Where the kernel
 * still has it this is the real header.  See porting-guide/semaphore.md.
 */
#ifndef __DRVCOMPAT_ASM_SEMAPHORE_H
#define __DRVCOMPAT_ASM_SEMAPHORE_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_ASM_SEMAPHORE_H
#include_next <asm/semaphore.h>
#else
#ifdef DRVCOMPAT_WARN
#pragma GCC warning "<asm/semaphore.h> is <linux/semaphore.h> now, see porting-guide/semaphore.md"
#endif
#include <linux/semaphore.h>
#endif
#include <compat/semaphore.h>

#endif /* __DRVCOMPAT_ASM_SEMAPHORE_H */
