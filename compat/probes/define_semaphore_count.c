// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: DEFINE_SEMAPHORE(name, count), the 6.4+ form (2.6.36-6.3:
 * DEFINE_SEMAPHORE(name), count 1)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_DEFINE_SEMAPHORE_COUNT in generated/compat-probes.h.
 */
#include <linux/semaphore.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	static DEFINE_SEMAPHORE(compat_probe_sem, 1);

	(void)p;
	up(&compat_probe_sem);
}
