// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: smp_read_barrier_depends() (2.5.x to 5.8)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_SMP_READ_BARRIER_DEPENDS in generated/compat-probes.h.
 */
#include <linux/compiler.h>
#include <asm/barrier.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
	smp_read_barrier_depends();
}
