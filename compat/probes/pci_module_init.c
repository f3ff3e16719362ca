// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: pci_module_init() (2.4; an alias of pci_register_driver() from
 * 2.6.10 until it was removed)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_PCI_MODULE_INIT in generated/compat-probes.h.
 */
#include <linux/pci.h>
int compat_probe(void *p);
int compat_probe(void *p)
{
	return pci_module_init(p);
}
