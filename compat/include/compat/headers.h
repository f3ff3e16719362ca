/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/headers.h - the headers 2.4 pulled in transitively.
 *
 * A 2.4 driver often calls what a header it never included declares,
 * because a header it did include brought it in.  The 2.4 headers
 * included (and declared) this, checked in their sources:
 *
 * - <linux/module.h> (2.4.2x): <linux/config.h>, <linux/spinlock.h>,
 *   <linux/list.h>, <asm/atomic.h>, and, in a module, <linux/version.h>
 *   (the release number macros).
 * - <linux/kernel.h> (2.4.27): <stdarg.h>, <linux/linkage.h>,
 *   <linux/stddef.h>, <linux/types.h>, <linux/compiler.h>,
 *   <asm/byteorder.h>.
 * - <linux/fs.h> (2.4.0): <linux/config.h>, <linux/linkage.h>,
 *   <linux/limits.h>, <linux/wait.h>, <linux/types.h>, <linux/vfs.h>,
 *   <linux/net.h>, <linux/kdev_t.h>, <linux/ioctl.h>, <linux/list.h>,
 *   <linux/dcache.h>, <linux/stat.h>, <linux/cache.h>, <linux/stddef.h>,
 *   <linux/string.h>, <asm/atomic.h>, <asm/bitops.h>, <asm/semaphore.h>,
 *   <asm/byteorder.h>, <linux/quota.h>, <linux/mount.h> (and the
 *   filesystems' *_fs_i.h).
 * - <linux/sched.h> (2.4.17): <asm/param.h>, <linux/binfmts.h>,
 *   <linux/threads.h>, <linux/kernel.h>, <linux/types.h>, <linux/times.h>,
 *   <linux/timex.h>, <linux/rbtree.h>, <asm/system.h>, <asm/semaphore.h>,
 *   <asm/page.h>, <asm/ptrace.h>, <asm/mmu.h>, <linux/smp.h>,
 *   <linux/tty.h>, <linux/sem.h>, <linux/signal.h>, <linux/securebits.h>,
 *   <linux/fs_struct.h>, <linux/fs.h>, <linux/time.h>, <linux/param.h>,
 *   <linux/resource.h>, <linux/timer.h>, <asm/processor.h>,
 *   <linux/spinlock.h>, <asm/current.h>, <linux/dcache.h>,
 *   <linux/tqueue.h>; and it declared itself the wait queue calls
 *   (wake_up*(), sleep_on*(), wait_event*()), signal_pending(), send_sig(),
 *   kill_proc(), request_irq()/free_irq(), capable(), jiffies and
 *   schedule_timeout().
 * - <linux/mm.h> (2.4.0): <linux/sched.h>, <linux/errno.h>,
 *   <linux/config.h>, <linux/string.h>, <linux/list.h>, <linux/mmzone.h>,
 *   <asm/page.h>, <asm/pgtable.h>, <asm/atomic.h>; the GFP_* flags were
 *   defined in <linux/mm.h> itself.
 * - <linux/proc_fs.h> (2.4.2x): <linux/config.h>, <linux/slab.h>
 *   (kmalloc(), kfree()).
 *
 * None of them included <asm/uaccess.h>: copy_to_user() needed that
 * include in 2.4 too (compat's <asm/uaccess.h> adds <linux/uaccess.h>,
 * where copy_to_user() lives today).
 *
 * compat's overlay of each of those headers includes the same set under
 * today's names (a header that is gone, such as <linux/tqueue.h> or
 * <linux/config.h>, is left out; <asm/semaphore.h> is <linux/semaphore.h>,
 * <asm/system.h> is <asm/barrier.h> and <linux/irqflags.h>, what 2.4's
 * sched.h declared itself comes from <linux/wait.h>,
 * <linux/sched/signal.h>, <linux/interrupt.h>, <linux/capability.h>,
 * <linux/jiffies.h>), when the driver's .c file includes the header
 * itself: an overlay reached from inside another kernel header adds
 * nothing, so the kernel's own include order is never changed.  A driver
 * whose own header does the includes can #include <compat/headers.h>
 * after them: with no set selected it brings in every set.
 * See porting-guide/headers.md.
 */

#if !defined(__DRVCOMPAT_LEGACY_MODULE) && !defined(__DRVCOMPAT_LEGACY_KERNEL) && \
	!defined(__DRVCOMPAT_LEGACY_FS) && !defined(__DRVCOMPAT_LEGACY_SCHED) && \
	!defined(__DRVCOMPAT_LEGACY_MM) && !defined(__DRVCOMPAT_LEGACY_PROC_FS)
/* included by the driver itself: every set */
#define __DRVCOMPAT_LEGACY_MODULE
#define __DRVCOMPAT_LEGACY_KERNEL
#define __DRVCOMPAT_LEGACY_FS
#define __DRVCOMPAT_LEGACY_SCHED
#define __DRVCOMPAT_LEGACY_MM
#define __DRVCOMPAT_LEGACY_PROC_FS
#endif

#if defined(__DRVCOMPAT_LEGACY_MM) && !defined(__DRVCOMPAT_LEGACY_MM_DONE)
#define __DRVCOMPAT_LEGACY_MM_DONE
/* 2.4's mm.h included sched.h */
#define __DRVCOMPAT_LEGACY_SCHED
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/string.h>
#include <linux/list.h>
#include <linux/mmzone.h>
#include <linux/pgtable.h>
#include <linux/atomic.h>
#include <linux/gfp.h>
#include <asm/page.h>
#endif

#if defined(__DRVCOMPAT_LEGACY_SCHED) && !defined(__DRVCOMPAT_LEGACY_SCHED_DONE)
#define __DRVCOMPAT_LEGACY_SCHED_DONE
/* 2.4's sched.h included kernel.h and fs.h */
#define __DRVCOMPAT_LEGACY_KERNEL
#define __DRVCOMPAT_LEGACY_FS
#include <linux/sched.h>
#include <linux/param.h>
#include <linux/binfmts.h>
#include <linux/threads.h>
#include <linux/types.h>
#include <linux/times.h>
#include <linux/timex.h>
#include <linux/rbtree.h>
#include <asm/barrier.h>
#include <linux/irqflags.h>
#include <linux/semaphore.h>
#include <asm/page.h>
#include <asm/ptrace.h>
#include <asm/mmu.h>
#include <linux/smp.h>
#include <linux/tty.h>
#include <linux/sem.h>
#include <linux/signal.h>
#include <linux/securebits.h>
#include <linux/fs_struct.h>
#include <linux/time.h>
#include <linux/resource.h>
#include <linux/timer.h>
#include <asm/processor.h>
#include <linux/spinlock.h>
#include <asm/current.h>
#include <linux/dcache.h>
#include <linux/wait.h>
#include <linux/sched/signal.h>
#include <linux/interrupt.h>
#include <linux/capability.h>
#include <linux/jiffies.h>
#endif

#if defined(__DRVCOMPAT_LEGACY_FS) && !defined(__DRVCOMPAT_LEGACY_FS_DONE)
#define __DRVCOMPAT_LEGACY_FS_DONE
#include <linux/fs.h>
#include <linux/linkage.h>
#include <linux/limits.h>
#include <linux/wait.h>
#include <linux/types.h>
#include <linux/vfs.h>
#include <linux/net.h>
#include <linux/kdev_t.h>
#include <linux/ioctl.h>
#include <linux/list.h>
#include <linux/dcache.h>
#include <linux/stat.h>
#include <linux/cache.h>
#include <linux/stddef.h>
#include <linux/string.h>
#include <linux/atomic.h>
#include <linux/bitops.h>
#include <linux/semaphore.h>
#include <asm/byteorder.h>
#include <linux/quota.h>
#include <linux/mount.h>
#endif

#if defined(__DRVCOMPAT_LEGACY_KERNEL) && !defined(__DRVCOMPAT_LEGACY_KERNEL_DONE)
#define __DRVCOMPAT_LEGACY_KERNEL_DONE
#include <linux/kernel.h>
#include <linux/stdarg.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include <linux/types.h>
#include <linux/compiler.h>
#include <asm/byteorder.h>
#endif

#if defined(__DRVCOMPAT_LEGACY_MODULE) && !defined(__DRVCOMPAT_LEGACY_MODULE_DONE)
#define __DRVCOMPAT_LEGACY_MODULE_DONE
#include <linux/module.h>
#include <linux/spinlock.h>
#include <linux/list.h>
#include <linux/atomic.h>
#include <linux/version.h>
#endif

#if defined(__DRVCOMPAT_LEGACY_PROC_FS) && !defined(__DRVCOMPAT_LEGACY_PROC_FS_DONE)
#define __DRVCOMPAT_LEGACY_PROC_FS_DONE
#include <linux/proc_fs.h>
#include <linux/slab.h>
#endif

/* the selection is per inclusion */
#undef __DRVCOMPAT_LEGACY_MODULE
#undef __DRVCOMPAT_LEGACY_KERNEL
#undef __DRVCOMPAT_LEGACY_FS
#undef __DRVCOMPAT_LEGACY_SCHED
#undef __DRVCOMPAT_LEGACY_MM
#undef __DRVCOMPAT_LEGACY_PROC_FS
