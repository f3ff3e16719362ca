// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: lock_kernel()/unlock_kernel() (the big kernel lock, to 2.6.38)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_LOCK_KERNEL in generated/compat-probes.h.
 */
#include <linux/smp_lock.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
	lock_kernel();
	unlock_kernel();
}
