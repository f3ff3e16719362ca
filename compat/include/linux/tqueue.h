/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/tqueue.h> shim: 2.4's task queues, a header removed in 2.5 when
 * 2.5.41's workqueues replaced them.
 * Where the kernel still has it this is the real header; elsewhere the
 * queues come from drvcompat.ko (<compat/tqueue.h>).
 * See porting-guide/tqueue.md.
 */
#ifndef __DRVCOMPAT_LINUX_TQUEUE_H
#define __DRVCOMPAT_LINUX_TQUEUE_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_LINUX_TQUEUE_H
#include_next <linux/tqueue.h>
#endif
#include <compat/tqueue.h>

#endif /* __DRVCOMPAT_LINUX_TQUEUE_H */
