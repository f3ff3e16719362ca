/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/cli.h - 2.4's cli(), sti(), save_flags(), restore_flags() and
 * save_and_cli(): the global interrupt lock.
 *
 * What they were on SMP (2.4.0 arch/i386/kernel/irq.c __global_cli(),
 * get_irqlock(), wait_on_irq(), __global_save_flags(),
 * __global_restore_flags(); include/asm-i386/hardirq.h irq_enter()):
 * cli() turned off interrupts on its CPU and took global_irq_lock, then
 * waited until no CPU was inside an interrupt handler (irqs_running());
 * every handler, on entering (irq_enter()), counted itself and spun while
 * the lock was held.  So while one CPU held it, no interrupt handler ran
 * on ANY CPU.  The holder could call cli() again (get_irqlock() returned
 * when it already held the lock); sti() released it whatever the nesting
 * and turned interrupts on.  Two exceptions, both kept here: cli() inside
 * an interrupt handler only turned off local interrupts ("A global cli()
 * while in an interrupt context turns into just a local cli()"), so a
 * handler could call it without deadlocking against the lock holder it
 * was excluding; and cli() with local interrupts already off took no
 * lock ("this makes save_flags+cli+sti usable inside a spinlock").
 * save_flags() returned no EFLAGS but the state: 0 global cli (this CPU
 * holds the lock), 1 global sti, 2 local cli, 3 local sti (2 and 3 inside
 * a handler); restore_flags() went back to it: 0 cli(), 1 sti(), 2 and 3
 * the local instruction only.  2.5 removed the global lock; 2.6 kept
 * these names for uniprocessor kernels only ("Temporary defines for UP
 * kernels", <linux/interrupt.h>), and 6.1 has none of them.
 *
 * What compat gives (drvcompat.ko, compat/compat-cli.c): the same lock
 * and the same four states, held against the handlers compat wraps, that
 * is, the 2.4 and 2.6.0-2.6.18 handlers (with a struct pt_regs *) that a
 * driver requests through compat's request_irq() (compat/irq.h): while a
 * CPU holds it none of them runs on any CPU, and cli() waits for those
 * running to return.  Scope: a handler of today's form (irqreturn_t
 * f(int, void *), which --fix writes) is not wrapped and is not
 * excluded, and neither are other drivers' handlers or the kernel's: a
 * driver whose handler --fix rewrote must replace cli() by a lock of its
 * own at the same time (porting-guide/cli.md).  sti() or a restore of
 * state 1 or 3 in hard interrupt context leaves interrupts off: the
 * kernel runs those handlers with them off and warns when one turns them
 * on (a handler thread, PREEMPT_RT's, gets them back on).  The holder
 * must not sleep (interrupts are off, as 2.4's schedule() dropped the
 * lock instead).  On PREEMPT_RT, where handlers are threads, a holder
 * that spins while a handler thread is preempted on its own CPU waits
 * for the scheduler: do not use cli() there.
 */
#ifndef __DRVCOMPAT_CLI_H
#define __DRVCOMPAT_CLI_H

#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_CLI

void drvcompat_global_cli(void);
void drvcompat_global_sti(void);
unsigned long drvcompat_global_save_flags(void);
void drvcompat_global_restore_flags(unsigned long flags);

/* the legacy entry points: one deprecation warning per use */
static inline __drvcompat_deprecated_cli void __drvcompat_cli(void)
{
	drvcompat_global_cli();
}

static inline __drvcompat_deprecated_cli void __drvcompat_sti(void)
{
	drvcompat_global_sti();
}

static inline __drvcompat_deprecated_cli unsigned long
__drvcompat_save_flags(void)
{
	return drvcompat_global_save_flags();
}

static inline __drvcompat_deprecated_cli void
__drvcompat_restore_flags(unsigned long flags)
{
	drvcompat_global_restore_flags(flags);
}

/**
 * cli() - 2.4's global cli: no wrapped handler runs on any CPU until sti()
 *
 * Turns off local interrupts and takes compat's global interrupt lock,
 * then waits until no handler compat wraps is running on another CPU.
 * Only local when called in an interrupt handler or with local
 * interrupts already off, as in 2.4.  See compat/cli.h and
 * porting-guide/cli.md.
 */
#define cli()			__drvcompat_cli()

/**
 * sti() - 2.4's global sti: release the global interrupt lock
 *
 * Releases the lock if this CPU holds it (whatever the nesting of cli()
 * calls) and turns local interrupts on, except in hard interrupt
 * context.  See porting-guide/cli.md.
 */
#define sti()			__drvcompat_sti()

/**
 * save_flags() - 2.4's save_flags(x): store the interrupt state in @x
 * @x: an unsigned long lvalue
 *
 * Stores 0 (this CPU holds the global lock), 1 (local interrupts on, no
 * lock), 2 (local interrupts off, no lock) or 3 (local interrupts on, in
 * a handler), as 2.4's __global_save_flags() did.  See
 * porting-guide/cli.md.
 */
#define save_flags(x)		((x) = __drvcompat_save_flags())

/**
 * restore_flags() - 2.4's restore_flags(x): go back to a saved state
 * @x: a value save_flags() stored
 *
 * 0 is cli(), 1 is sti(), 2 turns local interrupts off, 3 turns them on
 * (not in hard interrupt context).  See porting-guide/cli.md.
 */
#define restore_flags(x)	__drvcompat_restore_flags(x)

/**
 * save_and_cli() - 2.4's save_flags(x) then cli()
 * @x: an unsigned long lvalue
 *
 * See porting-guide/cli.md.
 */
#define save_and_cli(x)		do { save_flags(x); cli(); } while (0)

#endif /* !DRVCOMPAT_HAVE_CLI */

#endif /* __DRVCOMPAT_CLI_H */
