// SPDX-License-Identifier: GPL-2.0
/*
 * 2.4's global interrupt lock (cli(), sti(), save_flags(),
 * restore_flags()) for the interrupt handlers compat wraps
 * (compat-irq.c).  See compat/include/compat/cli.h and
 * porting-guide/cli.md.
 *
 * The protocol is 2.4's (arch/i386/kernel/irq.c, include/asm-i386/
 * hardirq.h): a wrapped handler counts itself in drvcompat_irqs_running,
 * then waits while another CPU holds the lock bit; cli() takes the bit
 * and waits until the count is 0, giving the bit back while it waits, so
 * that a handler that counted itself first can finish (else each would
 * wait for the other).  Both sides run with local interrupts off.
 */
#include <linux/atomic.h>
#include <linux/bitops.h>
#include <linux/export.h>
#include <linux/irqflags.h>
#include <linux/percpu.h>
#include <linux/preempt.h>
#include <linux/printk.h>
#include <linux/processor.h>
#include <linux/smp.h>

#include <compat-probes.h>
#include <compat/cli.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_CLI
static unsigned long drvcompat_irq_lock;	/* bit 0: held */
static int drvcompat_irq_holder = -1;		/* its CPU, or -1 */
static atomic_t drvcompat_irqs_running = ATOMIC_INIT(0);
/* wrapped handlers running on this CPU (a thread's, where threaded) */
static DEFINE_PER_CPU(unsigned int, drvcompat_irq_depth);

static bool drvcompat_in_handler(void)
{
	return in_hardirq() || this_cpu_read(drvcompat_irq_depth);
}

/**
 * drvcompat_cli_enter() - a wrapped handler begins: wait out a cli()
 *
 * Called by compat-irq.c's trampoline, with local interrupts off, before
 * the driver's handler.  2.4's irq_enter().
 */
void drvcompat_cli_enter(void)
{
	int cpu = smp_processor_id();

	this_cpu_inc(drvcompat_irq_depth);
	atomic_inc(&drvcompat_irqs_running);
	smp_mb__after_atomic();		/* pairs with get_irqlock's RMW */
	while (test_bit(0, &drvcompat_irq_lock) &&
	       READ_ONCE(drvcompat_irq_holder) != cpu)
		cpu_relax();
}

/**
 * drvcompat_cli_exit() - a wrapped handler has returned
 *
 * 2.4's irq_exit().
 */
void drvcompat_cli_exit(void)
{
	smp_mb__before_atomic();	/* the handler's stores first */
	atomic_dec(&drvcompat_irqs_running);
	this_cpu_dec(drvcompat_irq_depth);
}

/* take the lock bit, then wait until no wrapped handler runs; irqs off */
static void drvcompat_get_irqlock(int cpu)
{
	if (test_and_set_bit_lock(0, &drvcompat_irq_lock)) {
		if (READ_ONCE(drvcompat_irq_holder) == cpu)
			return;		/* nested cli() */
		do {
			while (test_bit(0, &drvcompat_irq_lock))
				cpu_relax();
		} while (test_and_set_bit_lock(0, &drvcompat_irq_lock));
	}
	smp_mb__after_atomic();		/* pairs with drvcompat_cli_enter() */
	while (atomic_read(&drvcompat_irqs_running)) {
		/* let the handlers that counted themselves finish */
		clear_bit_unlock(0, &drvcompat_irq_lock);
		for (;;) {
			cpu_relax();
			if (atomic_read(&drvcompat_irqs_running) ||
			    test_bit(0, &drvcompat_irq_lock))
				continue;
			if (!test_and_set_bit_lock(0, &drvcompat_irq_lock))
				break;
		}
		/* the bit again before the count: as above */
		smp_mb__after_atomic();
	}
	WRITE_ONCE(drvcompat_irq_holder, cpu);
}

static void drvcompat_release_irqlock(int cpu)
{
	if (READ_ONCE(drvcompat_irq_holder) != cpu)
		return;
	WRITE_ONCE(drvcompat_irq_holder, -1);
	clear_bit_unlock(0, &drvcompat_irq_lock);
}

/**
 * drvcompat_global_cli() - cli() of compat/cli.h
 *
 * With local interrupts on: turns them off and, outside an interrupt
 * handler, takes the global interrupt lock (returns at once if this CPU
 * holds it), waiting until no wrapped handler runs on any CPU.  With
 * local interrupts already off: nothing, as 2.4's __global_cli().
 *
 * Context: any; returns with local interrupts off.
 */
void drvcompat_global_cli(void)
{
	unsigned long flags;

	local_save_flags(flags);
	if (irqs_disabled_flags(flags))
		return;
	local_irq_disable();
	if (!drvcompat_in_handler())
		drvcompat_get_irqlock(smp_processor_id());
}
EXPORT_SYMBOL_GPL(drvcompat_global_cli);

/**
 * drvcompat_global_sti() - sti() of compat/cli.h
 *
 * Outside an interrupt handler: releases the global interrupt lock if
 * this CPU holds it and turns local interrupts on.  Inside one: turns
 * them on only in a handler thread (PREEMPT_RT, threadirqs), not in hard
 * interrupt context (the kernel warns when a handler enables them there).
 *
 * Context: any.
 */
void drvcompat_global_sti(void)
{
	local_irq_disable();
	if (drvcompat_in_handler()) {
		if (!in_hardirq())
			local_irq_enable();
		return;
	}
	drvcompat_release_irqlock(smp_processor_id());
	local_irq_enable();
}
EXPORT_SYMBOL_GPL(drvcompat_global_sti);

/**
 * drvcompat_global_save_flags() - save_flags() of compat/cli.h
 *
 * Return: 0 if this CPU holds the global interrupt lock, 1 if local
 * interrupts are on and it does not, 2 if they are off and it does not,
 * and in an interrupt handler 2 (off) or 3 (on): 2.4's
 * __global_save_flags().
 */
unsigned long drvcompat_global_save_flags(void)
{
	unsigned long flags, ret;
	bool on;

	local_irq_save(flags);
	on = !irqs_disabled_flags(flags);
	ret = 2 + on;
	if (!drvcompat_in_handler()) {
		if (on)
			ret = 1;
		if (READ_ONCE(drvcompat_irq_holder) == smp_processor_id())
			ret = 0;
	}
	local_irq_restore(flags);
	return ret;
}
EXPORT_SYMBOL_GPL(drvcompat_global_save_flags);

/**
 * drvcompat_global_restore_flags() - restore_flags() of compat/cli.h
 * @flags: a value of drvcompat_global_save_flags()
 *
 * 0: cli(); 1: sti(); 2: local interrupts off; 3: local interrupts on
 * (not in hard interrupt context): 2.4's __global_restore_flags().  Any other
 * value is reported, as 2.4 did, and changes nothing.
 *
 * Context: any.
 */
void drvcompat_global_restore_flags(unsigned long flags)
{
	switch (flags) {
	case 0:
		drvcompat_global_cli();
		break;
	case 1:
		drvcompat_global_sti();
		break;
	case 2:
		local_irq_disable();
		break;
	case 3:
		if (!in_hardirq())
			local_irq_enable();
		break;
	default:
		pr_err_ratelimited("drvcompat: restore_flags(%lu) from %pS: not a value of save_flags()\n",
				   flags, __builtin_return_address(0));
	}
}
EXPORT_SYMBOL_GPL(drvcompat_global_restore_flags);
#else
void drvcompat_cli_enter(void)
{
}

void drvcompat_cli_exit(void)
{
}
#endif
