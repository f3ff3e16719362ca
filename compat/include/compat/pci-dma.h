/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/pci-dma.h - the 2.4 PCI DMA mapping API: the PCI_DMA_*
 * directions, pci_alloc_consistent()/pci_free_consistent(),
 * pci_map_single()/pci_unmap_single(), pci_map_page()/pci_unmap_page(),
 * pci_map_sg()/pci_unmap_sg(), pci_dma_sync_single()/pci_dma_sync_sg(),
 * pci_set_dma_mask(), and virt_to_bus()/bus_to_virt() on x86.
 * pci_dma_supported() is not here: its dma_supported() is no longer
 * exported, and pci_set_dma_mask()'s result answers the same question.
 *
 * 2.4 (Documentation/DMA-mapping.txt) mapped for a struct pci_dev; 2.6
 * moved the work to the generic dma_*() calls on a struct device and kept
 * the pci_*() names as one-line wrappers (<asm-generic/pci-dma-compat.h>,
 * later <linux/pci-dma-compat.h>: pci_alloc_consistent() was
 * dma_alloc_coherent(hwdev ? &hwdev->dev : NULL, size, handle,
 * GFP_ATOMIC)).  5.18 removed the wrappers and 6.0 virt_to_bus(); the
 * directions had always been equal to enum dma_data_direction's ("These
 * definitions mirror those in pci.h", <linux/dma-direction.h>).
 *
 * The wrappers are back here with their 2.6 meaning, which is 2.4's for a
 * PCI device.  Two 2.4 uses have no such meaning any more and are said so:
 * a %NULL hwdev (2.4: "ISA or no device", GFP_DMA memory) fails, and
 * virt_to_bus() is only the physical address, right on x86 without an
 * IOMMU and wrong with one.  Each group is defined only where its probe
 * finds the kernel without it.  See porting-guide/pci-dma.md.
 */
#ifndef __DRVCOMPAT_PCI_DMA_H
#define __DRVCOMPAT_PCI_DMA_H

#include <linux/pci.h>
#include <linux/dma-mapping.h>
#include <linux/io.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_PCI_DMA_TODEVICE
/**
 * PCI_DMA_BIDIRECTIONAL - 2.4's name of %DMA_BIDIRECTIONAL (same value)
 */
#define PCI_DMA_BIDIRECTIONAL	DMA_BIDIRECTIONAL
/**
 * PCI_DMA_TODEVICE - 2.4's name of %DMA_TO_DEVICE (same value)
 */
#define PCI_DMA_TODEVICE	DMA_TO_DEVICE
/**
 * PCI_DMA_FROMDEVICE - 2.4's name of %DMA_FROM_DEVICE (same value)
 */
#define PCI_DMA_FROMDEVICE	DMA_FROM_DEVICE
/**
 * PCI_DMA_NONE - 2.4's name of %DMA_NONE (same value)
 */
#define PCI_DMA_NONE		DMA_NONE
#endif

#ifndef DRVCOMPAT_HAVE_PCI_ALLOC_CONSISTENT
/*
 * __drvcompat_pci_dma_dev() - the struct device behind a 2.4 hwdev
 *
 * 2.4 took %NULL for "an ISA device or none" and gave memory below 16 MiB;
 * the DMA API needs the device whose mask and IOMMU decide, so %NULL is
 * refused (the callers fail as on a failed allocation or mapping) with a
 * warning naming the guide.
 */
static inline struct device *__drvcompat_pci_dma_dev(struct pci_dev *hwdev)
{
	if (hwdev)
		return &hwdev->dev;
	pr_warn_once("drvcompat: PCI DMA without a pci_dev (2.4's ISA meaning) is not supported, see porting-guide/pci-dma.md\n");
	return NULL;
}

/**
 * pci_alloc_consistent() - 2.4 "coherent DMA memory for this device"
 * @hwdev: the device (%NULL, 2.4's ISA case, fails)
 * @size: bytes
 * @dma_handle: where the bus address goes
 *
 * dma_alloc_coherent() with %GFP_ATOMIC, as 2.4 (which allocated with
 * GFP_ATOMIC: callable with a spinlock held) and 2.6's wrapper did; the
 * memory is zeroed, as 2.4's was.  See porting-guide/pci-dma.md.
 *
 * Return: the CPU address, or %NULL.
 */
static inline __drvcompat_deprecated_pci_dma
void *pci_alloc_consistent(struct pci_dev *hwdev, size_t size,
			   dma_addr_t *dma_handle)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	return dev ? dma_alloc_coherent(dev, size, dma_handle, GFP_ATOMIC) :
		     NULL;
}

/**
 * pci_free_consistent() - free what pci_alloc_consistent() gave
 * @hwdev: the device it was allocated for
 * @size: the size asked for
 * @vaddr: the CPU address
 * @dma_handle: the bus address
 *
 * dma_free_coherent().  See porting-guide/pci-dma.md.
 */
static inline __drvcompat_deprecated_pci_dma
void pci_free_consistent(struct pci_dev *hwdev, size_t size, void *vaddr,
			 dma_addr_t dma_handle)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	if (dev)
		dma_free_coherent(dev, size, vaddr, dma_handle);
}

/**
 * pci_map_single() - 2.4 "the bus address of this buffer, for one transfer"
 * @hwdev: the device
 * @ptr: the buffer (kmalloc()ed, not on the stack)
 * @size: bytes
 * @direction: %PCI_DMA_TODEVICE, %PCI_DMA_FROMDEVICE or
 *	%PCI_DMA_BIDIRECTIONAL
 *
 * dma_map_single().  2.4 could not fail here; today a mapping can (an
 * IOMMU, bounce buffers), and pci_dma_mapping_error() says so.
 * See porting-guide/pci-dma.md.
 *
 * Return: the bus address, or %DMA_MAPPING_ERROR.
 */
static inline __drvcompat_deprecated_pci_dma
dma_addr_t pci_map_single(struct pci_dev *hwdev, void *ptr, size_t size,
			  int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	return dev ? dma_map_single(dev, ptr, size,
				    (enum dma_data_direction)direction) :
		     DMA_MAPPING_ERROR;
}

/**
 * pci_unmap_single() - end the transfer pci_map_single() started
 * @hwdev: the device
 * @dma_addr: the bus address it gave
 * @size: the size mapped
 * @direction: the direction mapped
 *
 * dma_unmap_single(): after it, the CPU sees what the device wrote.
 * See porting-guide/pci-dma.md.
 */
static inline __drvcompat_deprecated_pci_dma
void pci_unmap_single(struct pci_dev *hwdev, dma_addr_t dma_addr,
		      size_t size, int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	if (dev)
		dma_unmap_single(dev, dma_addr, size,
				 (enum dma_data_direction)direction);
}

/**
 * pci_map_page() - pci_map_single() for a page and an offset in it
 * @hwdev: the device
 * @page: the page
 * @offset: the offset of the buffer in @page
 * @size: bytes
 * @direction: the direction of the transfer
 *
 * dma_map_page() (2.4.13 added the call).  See porting-guide/pci-dma.md.
 *
 * Return: the bus address, or %DMA_MAPPING_ERROR.
 */
static inline __drvcompat_deprecated_pci_dma
dma_addr_t pci_map_page(struct pci_dev *hwdev, struct page *page,
			unsigned long offset, size_t size, int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	return dev ? dma_map_page(dev, page, offset, size,
				  (enum dma_data_direction)direction) :
		     DMA_MAPPING_ERROR;
}

/**
 * pci_unmap_page() - end the transfer pci_map_page() started
 * @hwdev: the device
 * @dma_address: the bus address it gave
 * @size: the size mapped
 * @direction: the direction mapped
 *
 * dma_unmap_page().  See porting-guide/pci-dma.md.
 */
static inline __drvcompat_deprecated_pci_dma
void pci_unmap_page(struct pci_dev *hwdev, dma_addr_t dma_address,
		    size_t size, int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	if (dev)
		dma_unmap_page(dev, dma_address, size,
			       (enum dma_data_direction)direction);
}

/**
 * pci_map_sg() - map a scatterlist for one transfer
 * @hwdev: the device
 * @sg: the list
 * @nents: its entries
 * @direction: the direction of the transfer
 *
 * dma_map_sg().  See porting-guide/pci-dma.md.
 *
 * Return: the number of mapped entries (fewer where an IOMMU merged
 * some), 0 on failure.
 */
static inline __drvcompat_deprecated_pci_dma
int pci_map_sg(struct pci_dev *hwdev, struct scatterlist *sg, int nents,
	       int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	return dev ? dma_map_sg(dev, sg, nents,
				(enum dma_data_direction)direction) : 0;
}

/**
 * pci_unmap_sg() - end the transfer pci_map_sg() started
 * @hwdev: the device
 * @sg: the list
 * @nents: the entries passed to pci_map_sg() (not its result)
 * @direction: the direction mapped
 *
 * dma_unmap_sg().  See porting-guide/pci-dma.md.
 */
static inline __drvcompat_deprecated_pci_dma
void pci_unmap_sg(struct pci_dev *hwdev, struct scatterlist *sg, int nents,
		  int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	if (dev)
		dma_unmap_sg(dev, sg, nents,
			     (enum dma_data_direction)direction);
}

/**
 * pci_dma_sync_single() - 2.4 "make a mapped buffer consistent"
 * @hwdev: the device
 * @dma_handle: the bus address pci_map_single() gave
 * @size: bytes
 * @direction: the direction mapped
 *
 * 2.4's driver called it once after each transfer, before the CPU
 * touched the data, and then gave the buffer to the device again with no
 * other call (2.4's Documentation/DMA-mapping.txt).  2.6.5 split it into
 * dma_sync_single_for_cpu() and dma_sync_single_for_device(); this does
 * both, in that order, which is what the one 2.4 call stood for.
 * See porting-guide/pci-dma.md.
 */
static inline __drvcompat_deprecated_pci_dma
void pci_dma_sync_single(struct pci_dev *hwdev, dma_addr_t dma_handle,
			 size_t size, int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	if (!dev)
		return;
	dma_sync_single_for_cpu(dev, dma_handle, size,
				(enum dma_data_direction)direction);
	dma_sync_single_for_device(dev, dma_handle, size,
				   (enum dma_data_direction)direction);
}

/**
 * pci_dma_sync_sg() - pci_dma_sync_single() for a scatterlist
 * @hwdev: the device
 * @sg: the list
 * @nelems: the entries passed to pci_map_sg()
 * @direction: the direction mapped
 *
 * Both dma_sync_sg_for_cpu() and dma_sync_sg_for_device(), as
 * pci_dma_sync_single().  See porting-guide/pci-dma.md.
 */
static inline __drvcompat_deprecated_pci_dma
void pci_dma_sync_sg(struct pci_dev *hwdev, struct scatterlist *sg,
		     int nelems, int direction)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	if (!dev)
		return;
	dma_sync_sg_for_cpu(dev, sg, nelems,
			    (enum dma_data_direction)direction);
	dma_sync_sg_for_device(dev, sg, nelems,
			       (enum dma_data_direction)direction);
}

/**
 * pci_dma_mapping_error() - did pci_map_single() or pci_map_page() fail
 * @hwdev: the device
 * @dma_addr: the bus address it gave
 *
 * dma_mapping_error() (the 2.6 call; 2.4 had no failure to test).
 *
 * Return: nonzero if the mapping failed.
 */
static inline __drvcompat_deprecated_pci_dma
int pci_dma_mapping_error(struct pci_dev *hwdev, dma_addr_t dma_addr)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	return dev ? dma_mapping_error(dev, dma_addr) : 1;
}

/**
 * pci_set_dma_mask() - 2.4 "this device addresses memory below @mask"
 * @hwdev: the device
 * @mask: the highest address bits the device drives
 *
 * dma_set_mask(): the mask is refused, as in 2.4, where the platform
 * cannot keep the device's buffers below it.  See porting-guide/pci-dma.md.
 *
 * Return: 0, or -EIO if the mask cannot be used (2.4's value).
 */
static inline __drvcompat_deprecated_pci_dma
int pci_set_dma_mask(struct pci_dev *hwdev, u64 mask)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	return dev ? dma_set_mask(dev, mask) : -EIO;
}

/**
 * pci_set_consistent_dma_mask() - the mask for pci_alloc_consistent()
 * @hwdev: the device
 * @mask: the highest address bits the device drives for coherent memory
 *
 * dma_set_coherent_mask() (2.4.21 added the call).
 *
 * Return: 0, or -EIO if the mask cannot be used.
 */
static inline __drvcompat_deprecated_pci_dma
int pci_set_consistent_dma_mask(struct pci_dev *hwdev, u64 mask)
{
	struct device *dev = __drvcompat_pci_dma_dev(hwdev);

	return dev ? dma_set_coherent_mask(dev, mask) : -EIO;
}
#endif /* !DRVCOMPAT_HAVE_PCI_ALLOC_CONSISTENT */

#if !defined(DRVCOMPAT_HAVE_VIRT_TO_BUS) && defined(CONFIG_X86)
/**
 * virt_to_bus() - 2.4 "the address a device uses for this kernel address"
 * @address: a kernel (direct-mapped) address
 *
 * On x86 without an IOMMU, bus addresses are physical addresses: this is
 * virt_to_phys(), which is what x86's virt_to_bus() was until 6.0 removed
 * it.  With an IOMMU, or with memory encryption, the device sees other
 * addresses and the transfer goes wrong: map the buffer with
 * dma_map_single() instead.  port-check reports every use.
 * See porting-guide/pci-dma.md.
 *
 * Return: the physical address of @address.
 */
static inline __drvcompat_deprecated_virt_to_bus
unsigned long virt_to_bus(volatile void *address)
{
	return (unsigned long)virt_to_phys(address);
}

/**
 * bus_to_virt() - the inverse of virt_to_bus()
 * @address: a bus (here: physical) address of direct-mapped memory
 *
 * phys_to_virt(), with virt_to_bus()'s limits.
 * See porting-guide/pci-dma.md.
 *
 * Return: the kernel address.
 */
static inline __drvcompat_deprecated_virt_to_bus
void *bus_to_virt(unsigned long address)
{
	return phys_to_virt(address);
}
#endif

#endif /* __DRVCOMPAT_PCI_DMA_H */
