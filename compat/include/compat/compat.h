/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/compat.h - umbrella header of the compat layer.
 *
 * compat/compat.mk force-includes this into every C file of a legacy
 * driver; it pulls in all topic headers:
 *
 * - devnum:         <compat/devnum.h>
 * - minmax:         <compat/minmax.h>
 * - request-module: <compat/request-module.h>
 * - umh:            <compat/umh.h>
 * - barrier:        <compat/barrier.h>
 * - malloc:         <compat/malloc.h>
 * - devfs:          <compat/devfs.h>
 * - module:         <compat/module.h>
 * - f-dentry:       <compat/f-dentry.h>
 * - proc:           <compat/proc.h>
 * - bkl:            <compat/bkl.h>
 * - semaphore:      <compat/semaphore.h>
 * - spinlock:       <compat/spinlock.h>
 * - sleep-on:       <compat/sleep-on.h>
 * - uaccess:        <compat/uaccess.h>
 * - irq:            <compat/irq.h>
 * - timeval:        <compat/timeval.h>
 * - symtab:         <compat/symtab.h>
 * - bcd:            <compat/bcd.h>
 * - remap:          <compat/remap.h>
 * - mmap:           <compat/mmap.h>
 * - sysctl:         <compat/sysctl.h>
 * - timer:          <compat/timer.h>
 * - tqueue:         <compat/tqueue.h>
 * - kthread:        <compat/kthread.h>
 * - tasklet:        <compat/tasklet.h>
 * - netdev:         <compat/netdev.h> (the <linux/netdevice.h> overlay)
 * - block:          <compat/blk.h> (2.4's names: the <linux/blk.h> overlay)
 *
 * Each adds only what the target kernel lacks (see compat-probes.h).
 */
#ifndef __DRVCOMPAT_COMPAT_H_LIGHT
#define __DRVCOMPAT_COMPAT_H_LIGHT
#ifndef __CHECKER__
#if !__has_include(<compat-probes.h>)
#error "compat: generated/compat-probes.h is missing: build compat/ first (make -C compat KDIR=...)"
#endif
#endif
#include <compat/plumbing.h>
#include <compat-probes.h>
#endif

/*
 * compat.mk force-includes this header with DRVCOMPAT_FORCED defined.  That
 * first inclusion stays light: it includes no kernel header, so a driver's
 * own "#define pr_fmt(fmt) ..." before its includes keeps working.  The
 * topic headers then arrive through the overlays (<linux/fs.h>,
 * <linux/kernel.h>, <linux/kmod.h>, <linux/module.h>, <linux/list.h>,
 * <linux/rculist.h> ... are all shadowed), whenever the driver or any
 * kernel header includes them.  An explicit #include <compat/compat.h>
 * pulls in everything at once.
 */
#if defined(DRVCOMPAT_FORCED) && !defined(__DRVCOMPAT_FORCED_SEEN)
#define __DRVCOMPAT_FORCED_SEEN
#elif !defined(__DRVCOMPAT_COMPAT_H)
#define __DRVCOMPAT_COMPAT_H

#include <compat/malloc.h>
#include <compat/devnum.h>
#include <compat/minmax.h>
#include <compat/request-module.h>
#include <compat/umh.h>
#include <compat/barrier.h>
#include <compat/devfs.h>
#include <compat/module.h>
#include <compat/f-dentry.h>
#include <compat/proc.h>
#include <compat/bkl.h>
#include <compat/semaphore.h>
#include <compat/spinlock.h>
#include <compat/sleep-on.h>
#include <compat/uaccess.h>
#include <compat/irq.h>
#include <compat/cli.h>
#include <compat/timeval.h>
#include <compat/symtab.h>
#include <compat/pci.h>
#include <compat/pci-dma.h>
#include <compat/parport.h>
#include <compat/ppos.h>
#include <compat/bcd.h>
#include <compat/remap.h>
#include <compat/mmap.h>
#include <compat/sysctl.h>
#include <compat/timer.h>
#include <compat/tqueue.h>
#include <compat/kthread.h>
#include <compat/tasklet.h>
#include <compat/netdev.h>
#include <compat/blk.h>

#endif /* __DRVCOMPAT_COMPAT_H */
