// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: __list_for_each_rcu() (2.6.x to 2.6.3x)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE___LIST_FOR_EACH_RCU in generated/compat-probes.h.
 */
#include <linux/rculist.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	struct list_head *pos;

	__list_for_each_rcu(pos, (struct list_head *)p)
		barrier();
}
