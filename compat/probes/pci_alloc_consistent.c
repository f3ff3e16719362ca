// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: pci_alloc_consistent() (2.4 to 5.17; <linux/pci-dma-compat.h>
 * went in 5.18 for the dma_*() calls it wrapped)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_PCI_ALLOC_CONSISTENT in generated/compat-probes.h.
 */
#include <linux/pci.h>
void *compat_probe(struct pci_dev *pdev, dma_addr_t *h);
void *compat_probe(struct pci_dev *pdev, dma_addr_t *h)
{
	return pci_alloc_consistent(pdev, 64, h);
}
