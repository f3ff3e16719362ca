// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: daemonize() (2.4's form without arguments or 2.6's with a name).
 * The kernels that had it also exported kernel_thread() to modules; 6.1
 * has neither (its Module.symvers lists no kernel_thread), so compat's
 * kernel_thread() is keyed on this probe too.
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_DAEMONIZE in generated/compat-probes.h.
 */
#include <linux/sched.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	daemonize("%s", (char *)p);
}
