// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: pci_find_device() (2.4; deprecated in 2.6 for pci_get_device())
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_PCI_FIND_DEVICE in generated/compat-probes.h.
 */
#include <linux/pci.h>
void *compat_probe(void *p);
void *compat_probe(void *p)
{
	return pci_find_device(PCI_ANY_ID, PCI_ANY_ID, p);
}
