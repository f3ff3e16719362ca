// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: from_timer() (4.14 on, with timer_setup(); later kernels renamed
 * it timer_container_of())
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_FROM_TIMER in generated/compat-probes.h.
 */
#include <linux/timer.h>
struct compat_probe_dev { struct timer_list timer; };

struct compat_probe_dev *compat_probe(struct timer_list *t);
struct compat_probe_dev *compat_probe(struct timer_list *t)
{
	struct compat_probe_dev *d;

	return from_timer(d, t, timer);
}
