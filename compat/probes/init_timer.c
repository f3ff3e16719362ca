// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: init_timer() (2.4 to 4.14; 4.15 removed it for timer_setup(),
 * which 4.14 added)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_INIT_TIMER in generated/compat-probes.h.
 */
#include <linux/timer.h>
void compat_probe(struct timer_list *t);
void compat_probe(struct timer_list *t)
{
	init_timer(t);
}
