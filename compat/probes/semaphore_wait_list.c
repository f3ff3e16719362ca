// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: struct semaphore has a wait_list (2.6.x to 7.1; 7.2 keeps a
 * first_waiter pointer instead).  Only the tests look inside a semaphore
 * (tests/modules/compat_lock counts its sleepers).
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_SEMAPHORE_WAIT_LIST in generated/compat-probes.h.
 */
#include <linux/semaphore.h>
struct list_head *compat_probe(struct semaphore *sem);
struct list_head *compat_probe(struct semaphore *sem)
{
	return &sem->wait_list;
}
