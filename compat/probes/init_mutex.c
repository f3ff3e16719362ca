// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: init_MUTEX()/init_MUTEX_LOCKED() (inline functions in 2.4, macros in
 * 2.6.32, gone in 2.6.37)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_INIT_MUTEX in generated/compat-probes.h.
 */
#include <linux/semaphore.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	init_MUTEX(p);
	init_MUTEX_LOCKED(p);
}
