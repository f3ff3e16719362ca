// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: interrupt handlers that take a struct pt_regs * (2.6.0-2.6.18:
 * irqreturn_t (*)(int, void *, struct pt_regs *); 2.6.19 dropped it)
 * Compiles against KDIR iff the kernel's irq_handler_t is that type;
 * gen-probes.sh then defines DRVCOMPAT_HAVE_IRQ_HANDLER_REGS in
 * generated/compat-probes.h.
 */
#include <linux/interrupt.h>
typedef irqreturn_t (*compat_probe_handler_t)(int, void *, struct pt_regs *);
_Static_assert(__builtin_types_compatible_p(irq_handler_t,
					    compat_probe_handler_t),
	       "irq_handler_t takes no struct pt_regs *");
