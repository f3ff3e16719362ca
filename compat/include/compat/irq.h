/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/irq.h - the 2.4 request_irq() flags SA_INTERRUPT, SA_SHIRQ and
 * SA_SAMPLE_RANDOM, and the 2.6 names IRQF_DISABLED and IRQF_SAMPLE_RANDOM
 * that replaced two of them and are gone too.
 *
 * 2.6.18 renamed the flags (SA_INTERRUPT -> IRQF_DISABLED, SA_SHIRQ ->
 * IRQF_SHARED, SA_SAMPLE_RANDOM -> IRQF_SAMPLE_RANDOM) and kept the old
 * names as "migration helpers" in <linux/interrupt.h> until 2.6.22 (gone
 * in 2.6.24).  IRQF_SAMPLE_RANDOM did nothing from 3.6 on (every
 * interrupt feeds the entropy pool) and was removed; IRQF_DISABLED was a
 * no-op from 2.6.35 on (commit e58aa3d2d0cc: every handler runs with
 * interrupts disabled) and was removed in 4.1.
 *
 * 2.4 handlers were void f(int irq, void *dev_id, struct pt_regs *regs);
 * 2.6.0 made them return irqreturn_t (IRQ_HANDLED, IRQ_NONE) and 2.6.19
 * dropped the pt_regs argument (get_irq_regs() gives it).  Where the
 * probe irq_handler_regs finds the kernel's handlers without it,
 * request_irq() here takes either old form too and hands it to
 * drvcompat.ko, which registers a trampoline with the driver's own dev_id
 * (so the driver's free_irq() stays the kernel's).  See
 * porting-guide/irq.md.
 */
#ifndef __DRVCOMPAT_IRQ_H
#define __DRVCOMPAT_IRQ_H

#include <linux/interrupt.h>
#include <linux/export.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef IRQF_DISABLED
/**
 * IRQF_DISABLED - 2.6.18-4.0 "run the handler with interrupts disabled"; 0
 *
 * Every handler runs with interrupts disabled since 2.6.35, so the flag
 * has nothing left to ask for.  See porting-guide/irq.md.
 */
#define IRQF_DISABLED							\
	(__drvcompat_legacy("IRQF_DISABLED is a no-op since 2.6.35, see porting-guide/irq.md") 0)
#endif

#ifndef IRQF_SAMPLE_RANDOM
/**
 * IRQF_SAMPLE_RANDOM - 2.6.18-3.5 "feed the entropy pool"; 0
 *
 * Since 3.6 every interrupt contributes to the entropy pool
 * (add_interrupt_randomness() runs for all of them), so nothing is lost.
 * See porting-guide/irq.md.
 */
#define IRQF_SAMPLE_RANDOM						\
	(__drvcompat_legacy("IRQF_SAMPLE_RANDOM is gone since 3.6, see porting-guide/irq.md") 0)
#endif

#ifndef SA_INTERRUPT
/**
 * SA_INTERRUPT - 2.4 "fast" interrupt: run the handler with interrupts off
 *
 * IRQF_DISABLED, as 2.6.18's migration helper defined it, and so 0 on
 * kernels since 4.1.  What a 2.4 driver asked for still holds: every
 * handler runs with interrupts disabled (2.6.35 and later).  Lost: a
 * handler requested without it no longer runs with interrupts enabled.
 * See porting-guide/irq.md.
 */
#define SA_INTERRUPT	IRQF_DISABLED
#endif

#ifndef SA_SHIRQ
/**
 * SA_SHIRQ - 2.4 "the line may be shared": IRQF_SHARED
 *
 * Every driver on the line must pass it, as in 2.4.  One difference: a
 * NULL dev_id.  2.4.0's request_irq() (arch/i386/kernel/irq.c) printed
 * "Bad boy: ... called us without a dev_id!" and registered the handler
 * anyway; 6.1's request_threaded_irq() (kernel/irq/manage.c) refuses
 * IRQF_SHARED with a NULL dev_id with -EINVAL, so such a legacy driver now
 * fails to load.  Pass a unique non-NULL dev_id (the device's struct).
 * See porting-guide/irq.md.
 */
#define SA_SHIRQ							\
	(__drvcompat_legacy("SA_SHIRQ is IRQF_SHARED since 2.6.18, see porting-guide/irq.md") IRQF_SHARED)
#endif

#ifndef SA_SAMPLE_RANDOM
/**
 * SA_SAMPLE_RANDOM - 2.4 "use the interrupt timing as entropy"
 *
 * IRQF_SAMPLE_RANDOM, as 2.6.18's migration helper defined it, and so 0
 * on kernels since 3.6, which feed every interrupt to the entropy pool.
 * Nothing a driver can observe is lost.  See porting-guide/irq.md.
 */
#define SA_SAMPLE_RANDOM	IRQF_SAMPLE_RANDOM
#endif

#ifndef DRVCOMPAT_HAVE_IRQ_HANDLER_REGS
struct pt_regs;
struct module;

int drvcompat_request_irq_regs(unsigned int irq,
			       void (*handler24)(int, void *, struct pt_regs *),
			       irqreturn_t (*handler26)(int, void *,
							struct pt_regs *),
			       unsigned long flags, const char *name, void *dev,
			       struct module *owner);

/*
 * __drvcompat_request_irq_24() - request_irq() of a 2.4 void handler
 *
 * Called through request_irq() below, with the driver's THIS_MODULE.
 */
static inline __drvcompat_deprecated_irq_handler int
__drvcompat_request_irq_24(unsigned int irq,
			   void (*handler)(int, void *, struct pt_regs *),
			   unsigned long flags, const char *name, void *dev)
{
	return drvcompat_request_irq_regs(irq, handler, NULL, flags, name, dev,
					  THIS_MODULE);
}

/*
 * __drvcompat_request_irq_26() - request_irq() of a 2.6.0-2.6.18 handler
 *
 * Called through request_irq() below, with the driver's THIS_MODULE.
 */
static inline __drvcompat_deprecated_irq_handler int
__drvcompat_request_irq_26(unsigned int irq,
			   irqreturn_t (*handler)(int, void *, struct pt_regs *),
			   unsigned long flags, const char *name, void *dev)
{
	return drvcompat_request_irq_regs(irq, NULL, handler, flags, name, dev,
					  THIS_MODULE);
}

/**
 * request_irq() - request_irq() that also takes the handlers of 2.4 and 2.6.18
 * @irq: the interrupt line
 * @handler: irqreturn_t f(int, void *) as today, or a 2.4 handler
 *           void f(int irq, void *dev_id, struct pt_regs *regs), or a
 *           2.6.0-2.6.18 one irqreturn_t f(int, void *, struct pt_regs *)
 * @flags: IRQF_* (or the SA_* names above)
 * @name: the name /proc/interrupts shows
 * @dev: the dev_id, passed to the handler and to free_irq()
 *
 * A handler of today's type goes to the kernel's request_irq() unchanged
 * (_Generic on @handler's type; no cost).  An old one is registered by
 * drvcompat_request_irq_regs() (drvcompat.ko): a trampoline requests
 * @irq with @dev as its dev_id, so the driver's free_irq(@irq, @dev) is
 * the kernel's and matches, and calls the handler with @irq, @dev and
 * get_irq_regs() (NULL when it runs in a thread, forced-threaded
 * interrupts or PREEMPT_RT: the kernel sets them only during a hard
 * interrupt).  A void handler is taken to have handled the
 * interrupt (IRQ_HANDLED): on a shared line it claims every interrupt, as
 * 2.4's handlers, which returned nothing, were treated, and the kernel's
 * detection of a stuck line cannot see it.  See porting-guide/irq.md.
 *
 * Return: 0, or the error of the kernel's request_irq(), or -ENOMEM.
 */
#define request_irq(irq, handler, flags, name, dev)			\
	_Generic((handler),						\
		 void (*)(int, void *, struct pt_regs *):		\
			__drvcompat_request_irq_24,			\
		 irqreturn_t (*)(int, void *, struct pt_regs *):	\
			__drvcompat_request_irq_26,			\
		 default: request_irq)(irq, handler, flags, name, dev)
#endif /* !DRVCOMPAT_HAVE_IRQ_HANDLER_REGS */

#endif /* __DRVCOMPAT_IRQ_H */
