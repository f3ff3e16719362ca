// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the long barrier names memory_barrier()/read_barrier()/write_barrier() (2.5.26 era)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_MEMORY_BARRIER in generated/compat-probes.h.
 */
#include <linux/compiler.h>
#include <asm/barrier.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
	memory_barrier();
	read_barrier();
	write_barrier();
}
