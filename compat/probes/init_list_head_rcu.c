// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: INIT_LIST_HEAD_RCU() (3.x+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_INIT_LIST_HEAD_RCU in generated/compat-probes.h.
 */
#include <linux/rculist.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	INIT_LIST_HEAD_RCU((struct list_head *)p);
}
