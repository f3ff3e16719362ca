/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/sched.h>: the kernel's header, and (only when a driver's
 * .c file includes it) what 2.4's <linux/sched.h> brought in with it
 * (headers topic, <compat/headers.h>).
 */
#ifndef __DRVCOMPAT_LINUX_SCHED_H
#define __DRVCOMPAT_LINUX_SCHED_H

#include_next <linux/sched.h>

#endif /* __DRVCOMPAT_LINUX_SCHED_H */

/*
 * What 2.4's <linux/sched.h> brought in, when the driver's own .c file includes it
 * (never from inside another kernel header): see <compat/headers.h>.
 */
#if __INCLUDE_LEVEL__ == 1
#define __DRVCOMPAT_LEGACY_SCHED
#include <compat/headers.h>
#endif

/*
 * 2.4's <linux/sched.h> declared kernel_thread() and daemonize() and
 * included <linux/tqueue.h>: the same, when the driver's own .c file
 * includes it (kthread and tqueue topics).
 */
#if __INCLUDE_LEVEL__ == 1
#include <compat/kthread.h>
#include <compat/tqueue.h>
#endif
