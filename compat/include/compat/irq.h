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
 * The 2.4 handler type (void, with a struct pt_regs * argument) cannot be
 * mapped: 2.6 handlers return irqreturn_t and 2.6.19 dropped pt_regs.
 * See porting-guide/irq.md.
 */
#ifndef __DRVCOMPAT_IRQ_H
#define __DRVCOMPAT_IRQ_H

#include <linux/interrupt.h>
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

#endif /* __DRVCOMPAT_IRQ_H */
