// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: __RW_LOCK_UNLOCKED() is a compound literal (an expression
 * that can be assigned), as on !PREEMPT_RT; on PREEMPT_RT it is a bare
 * brace initializer
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_RW_LOCK_UNLOCKED_EXPR in generated/compat-probes.h.
 */
#include <linux/spinlock.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	rwlock_t *l = p;

	*l = __RW_LOCK_UNLOCKED(compat_probe);
}
