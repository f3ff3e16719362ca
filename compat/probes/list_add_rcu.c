// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: list_add_rcu() (2.5.x+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_LIST_ADD_RCU in generated/compat-probes.h.
 */
#include <linux/rculist.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	list_add_rcu((struct list_head *)p, (struct list_head *)p);
}
