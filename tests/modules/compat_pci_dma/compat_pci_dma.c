// SPDX-License-Identifier: GPL-2.0
/*
 * compat_pci_dma - run-time test of the pci-dma compat topic
 * (tests/guest/compat-pci-dma.sh), written the 2.4 way and built unchanged
 * with compat/compat.mk.  At load it maps memory for the guest's first
 * PCI device (on QEMU's pc machine the host bridge, which no driver
 * claims; its 32-bit DMA mask is put back afterwards) through the 2.4
 * calls, and shows the answers as read-only parameters:
 *
 * - ``coherent``: pci_alloc_consistent() of 4096 bytes: "zeroed" when it
 *   gave zeroed memory at a bus address that is its physical one (x86
 *   without an IOMMU), else what went wrong; freed again;
 * - ``single``: the same for a kmalloc()ed buffer through
 *   pci_map_single(PCI_DMA_TODEVICE), pci_dma_sync_single() and
 *   pci_unmap_single();
 * - ``sg``: the entries pci_map_sg() mapped of two (unmapped again);
 * - ``mask_ok``/``mask_tiny``: pci_set_dma_mask() of 32 bits and of 12
 *   bits (2.4: 0 and -EIO);
 * - ``nodev``: pci_alloc_consistent(NULL, ...), 2.4's ISA case: "null"
 *   when it gave NULL (compat refuses it, with a line in the log);
 * - ``bus``: virt_to_bus() and bus_to_virt() on x86: "phys" when they
 *   are virt_to_phys() and its inverse; "none" elsewhere.
 * Without a PCI device every result is "nodevice".
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/scatterlist.h>
#include <asm/io.h>

static char coherent[24] = "nodevice", single[24] = "nodevice";
static char nodev[24] = "nodevice", bus[24] = "none";
static int sg = -1, mask_ok = 1, mask_tiny = 1;
module_param_string(coherent, coherent, sizeof(coherent), 0444);
module_param_string(single, single, sizeof(single), 0444);
module_param_string(nodev, nodev, sizeof(nodev), 0444);
module_param_string(bus, bus, sizeof(bus), 0444);
module_param(sg, int, 0444);
module_param(mask_ok, int, 0444);
module_param(mask_tiny, int, 0444);

/* the 2.4 names are the DMA API's values */
static int cpd_dirs[4] = {
	PCI_DMA_BIDIRECTIONAL, PCI_DMA_TODEVICE, PCI_DMA_FROMDEVICE,
	PCI_DMA_NONE,
};

static void cpd_coherent(struct pci_dev *dev)
{
	dma_addr_t h;
	unsigned char *p = pci_alloc_consistent(dev, 4096, &h);
	int i;

	if (!p) {
		strcpy(coherent, "null");
		return;
	}
	for (i = 0; i < 4096 && !p[i]; i++)
		;
	if (i < 4096)
		strcpy(coherent, "dirty");
	else if (IS_ENABLED(CONFIG_X86) && h != virt_to_phys(p))
		strcpy(coherent, "otheraddr");
	else
		strcpy(coherent, "zeroed");
	pci_free_consistent(dev, 4096, p, h);
}

static void cpd_single(struct pci_dev *dev)
{
	char *buf = kmalloc(64, GFP_KERNEL);
	dma_addr_t h;

	if (!buf)
		return;
	h = pci_map_single(dev, buf, 64, PCI_DMA_TODEVICE);
	if (pci_dma_mapping_error(dev, h)) {
		strcpy(single, "error");
	} else {
		pci_dma_sync_single(dev, h, 64, PCI_DMA_TODEVICE);
		if (IS_ENABLED(CONFIG_X86) && h != virt_to_phys(buf))
			strcpy(single, "otheraddr");
		else
			strcpy(single, "mapped");
		pci_unmap_single(dev, h, 64, PCI_DMA_TODEVICE);
	}
	kfree(buf);
}

static void cpd_sg(struct pci_dev *dev)
{
	struct scatterlist list[2];
	char *a = kmalloc(32, GFP_KERNEL), *b = kmalloc(32, GFP_KERNEL);

	if (a && b) {
		sg_init_table(list, 2);
		sg_set_buf(&list[0], a, 32);
		sg_set_buf(&list[1], b, 32);
		sg = pci_map_sg(dev, list, 2, PCI_DMA_FROMDEVICE);
		if (sg > 0) {
			pci_dma_sync_sg(dev, list, 2, PCI_DMA_FROMDEVICE);
			pci_unmap_sg(dev, list, 2, PCI_DMA_FROMDEVICE);
		}
	}
	kfree(a);
	kfree(b);
}

static int __init cpd_init(void)
{
	struct pci_dev *dev = pci_get_device(PCI_ANY_ID, PCI_ANY_ID, NULL);
	dma_addr_t h;
	void *p;

	if (cpd_dirs[0] != DMA_BIDIRECTIONAL || cpd_dirs[1] != DMA_TO_DEVICE ||
	    cpd_dirs[2] != DMA_FROM_DEVICE || cpd_dirs[3] != DMA_NONE)
		return -EINVAL;
#ifdef CONFIG_X86
	p = kmalloc(16, GFP_KERNEL);
	if (p) {
		if (virt_to_bus(p) == virt_to_phys(p) &&
		    bus_to_virt(virt_to_bus(p)) == p)
			strcpy(bus, "phys");
		else
			strcpy(bus, "other");
		kfree(p);
	}
#endif
	if (!dev)
		return 0;
	cpd_coherent(dev);
	cpd_single(dev);
	cpd_sg(dev);
	mask_ok = pci_set_dma_mask(dev, 0xffffffff);
	mask_tiny = pci_set_dma_mask(dev, 0xfff);
	pci_set_dma_mask(dev, 0xffffffff);
	p = pci_alloc_consistent(NULL, 512, &h);
	strcpy(nodev, p ? "memory" : "null");
	if (p)
		pci_free_consistent(NULL, 512, p, h);
	pci_dev_put(dev);
	return 0;
}

static void __exit cpd_exit(void)
{
}

module_init(cpd_init);
module_exit(cpd_exit);
MODULE_DESCRIPTION("compat test: the 2.4 PCI DMA mapping API");
MODULE_LICENSE("GPL");
