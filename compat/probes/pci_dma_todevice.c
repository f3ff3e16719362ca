// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the PCI_DMA_* direction constants (2.4 to 5.17, with
 * <linux/pci-dma-compat.h>)
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_PCI_DMA_TODEVICE in generated/compat-probes.h.
 */
#include <linux/pci.h>
int compat_probe(void);
int compat_probe(void)
{
	return PCI_DMA_TODEVICE + PCI_DMA_FROMDEVICE + PCI_DMA_BIDIRECTIONAL +
	       PCI_DMA_NONE;
}
