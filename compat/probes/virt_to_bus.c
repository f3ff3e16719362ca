// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: virt_to_bus() (2.4 to 5.19; 6.0 removed it with
 * CONFIG_VIRT_TO_BUS)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_VIRT_TO_BUS in generated/compat-probes.h.
 */
#include <linux/io.h>
unsigned long compat_probe(void *p);
unsigned long compat_probe(void *p)
{
	return virt_to_bus(p);
}
