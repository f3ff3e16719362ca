// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: does the kernel still have <linux/smp_lock.h> (gone in 2.6.39)?
 * (The compat overlay shadows it: only include_next it when it exists.)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_LINUX_SMP_LOCK_H in generated/compat-probes.h.
 */
#include <linux/smp_lock.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
}
