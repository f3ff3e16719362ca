// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: timer_container_of() (6.16's name for from_timer()).  port-check
 * writes it instead of from_timer() for a kernel that has only this one
 * (scripts/port_check/target.py).
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_TIMER_CONTAINER_OF in generated/compat-probes.h.
 */
#include <linux/timer.h>
struct compat_probe_dev { struct timer_list timer; };

struct compat_probe_dev *compat_probe(struct timer_list *t);
struct compat_probe_dev *compat_probe(struct timer_list *t)
{
	struct compat_probe_dev *d;

	return timer_container_of(d, t, timer);
}
