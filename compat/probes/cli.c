// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: cli(), sti(), save_flags() and restore_flags() (2.4's global
 * interrupt lock on SMP; 2.6 kept them for uniprocessor builds only)
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_CLI in generated/compat-probes.h.
 */
#include <linux/interrupt.h>
void compat_probe(void);
void compat_probe(void)
{
	unsigned long flags;

	save_flags(flags);
	cli();
	sti();
	restore_flags(flags);
}
