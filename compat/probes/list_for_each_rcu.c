// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: list_for_each_rcu() (2.5.x+, still in 6.1)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_LIST_FOR_EACH_RCU in generated/compat-probes.h.
 */
#include <linux/rculist.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	struct list_head *pos;

	rcu_read_lock();
	list_for_each_rcu(pos, (struct list_head *)p)
		barrier();
	rcu_read_unlock();
}
