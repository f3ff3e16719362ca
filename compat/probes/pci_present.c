// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: pci_present() (2.4; gone in 2.5)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_PCI_PRESENT in generated/compat-probes.h.
 */
#include <linux/pci.h>
int compat_probe(void);
int compat_probe(void)
{
	return pci_present();
}
