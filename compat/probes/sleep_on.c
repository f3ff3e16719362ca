// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: sleep_on() and friends (removed in 3.15)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_SLEEP_ON in generated/compat-probes.h.
 */
#include <linux/wait.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	sleep_on(p);
	interruptible_sleep_on(p);
	(void)sleep_on_timeout(p, 1);
	(void)interruptible_sleep_on_timeout(p, 1);
}
