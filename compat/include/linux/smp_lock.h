/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/smp_lock.h> shim: the big kernel lock's header, removed in 2.6.39.
 * Where the kernel still has it this is the real header; elsewhere
 * lock_kernel()/unlock_kernel()/kernel_locked() come from drvcompat.ko,
 * recursive, let go while the holder sleeps in a file that includes this
 * header, and taken around open.  See porting-guide/bkl.md.
 */
#ifndef __DRVCOMPAT_LINUX_SMP_LOCK_H
#define __DRVCOMPAT_LINUX_SMP_LOCK_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_LINUX_SMP_LOCK_H
#include_next <linux/smp_lock.h>
#endif
#include <compat/bkl.h>

#endif /* __DRVCOMPAT_LINUX_SMP_LOCK_H */
