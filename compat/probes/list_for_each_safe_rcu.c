// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: list_for_each_safe_rcu() (2.5.x to 2.6.3x)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_LIST_FOR_EACH_SAFE_RCU in generated/compat-probes.h.
 */
#include <linux/rculist.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	struct list_head *pos, *n;

	list_for_each_safe_rcu(pos, n, (struct list_head *)p)
		barrier();
}
