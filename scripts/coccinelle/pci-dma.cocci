// SPDX-License-Identifier: GPL-2.0
/// The 2.4 PCI DMA mapping API.  2.6 moved the work to the generic dma_*()
/// calls on a struct device and kept the pci_*() names as one-line
/// wrappers (<linux/pci-dma-compat.h>: pci_alloc_consistent() was
/// dma_alloc_coherent(&hwdev->dev, size, handle, GFP_ATOMIC)); 5.18
/// removed them, after the kernel's own drivers were converted call by
/// call to what patch mode writes: the dma_*() call on &pdev->dev, and
/// DMA_TO_DEVICE and friends for PCI_DMA_TODEVICE (the same values).
/// Reported only: a call with a NULL device (2.4's "ISA or none": no
/// struct device to map for), pci_dma_sync_single()/pci_dma_sync_sg()
/// (2.6.5 split each into a _for_cpu and a _for_device call: which one a
/// place needs is the driver's knowledge), pci_dma_supported() (gone; the
/// result of dma_set_mask() answers it), and virt_to_bus()/bus_to_virt()
/// (gone in 6.0: the buffer must be mapped with dma_map_single(), which
/// needs the device).  compat keeps the pci_*() calls with their 2.6
/// meaning.
///
// Confidence: High
// Comments: rule id pci-dma, guide porting-guide/pci-dma.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@pci_dma_dir_fix depends on patch && !context && !org && !report@
@@
(
- PCI_DMA_TODEVICE
+ DMA_TO_DEVICE
|
- PCI_DMA_FROMDEVICE
+ DMA_FROM_DEVICE
|
- PCI_DMA_BIDIRECTIONAL
+ DMA_BIDIRECTIONAL
|
- PCI_DMA_NONE
+ DMA_NONE
)

@pci_dma_fix depends on patch && !context && !org && !report@
expression P != NULL;
expression A, B, C, D, E;
@@
(
- pci_alloc_consistent(P, A, B)
+ dma_alloc_coherent(&P->dev, A, B, GFP_ATOMIC)
|
- pci_free_consistent(P, A, B, C)
+ dma_free_coherent(&P->dev, A, B, C)
|
- pci_map_single(P, A, B, C)
+ dma_map_single(&P->dev, A, B, C)
|
- pci_unmap_single(P, A, B, C)
+ dma_unmap_single(&P->dev, A, B, C)
|
- pci_map_page(P, A, B, C, D)
+ dma_map_page(&P->dev, A, B, C, D)
|
- pci_unmap_page(P, A, B, C)
+ dma_unmap_page(&P->dev, A, B, C)
|
- pci_map_sg(P, A, B, C)
+ dma_map_sg(&P->dev, A, B, C)
|
- pci_unmap_sg(P, A, B, C)
+ dma_unmap_sg(&P->dev, A, B, C)
|
- pci_dma_mapping_error(P, A)
+ dma_mapping_error(&P->dev, A)
|
- pci_set_dma_mask(P, A)
+ dma_set_mask(&P->dev, A)
|
- pci_set_consistent_dma_mask(P, A)
+ dma_set_coherent_mask(&P->dev, A)
)

@pci_dma_call depends on context || org || report@
expression list es;
position p;
identifier f = {pci_alloc_consistent, pci_free_consistent, pci_map_single,
		pci_unmap_single, pci_map_page, pci_unmap_page, pci_map_sg,
		pci_unmap_sg, pci_dma_mapping_error, pci_set_dma_mask,
		pci_set_consistent_dma_mask, pci_dma_sync_single,
		pci_dma_sync_sg, pci_dma_supported, virt_to_bus,
		bus_to_virt};
@@
*f@p(es)

@script:python depends on org@
p << pci_dma_call.p;
f << pci_dma_call.f;
@@
coccilib.org.print_todo(p[0], "pci-dma: %s()" % f)

@script:python depends on report@
p << pci_dma_call.p;
f << pci_dma_call.f;
@@
new = {
	"pci_alloc_consistent": "dma_alloc_coherent(&pdev->dev, size, handle, GFP_ATOMIC)",
	"pci_free_consistent": "dma_free_coherent(&pdev->dev, ...)",
	"pci_map_single": "dma_map_single(&pdev->dev, ...)",
	"pci_unmap_single": "dma_unmap_single(&pdev->dev, ...)",
	"pci_map_page": "dma_map_page(&pdev->dev, ...)",
	"pci_unmap_page": "dma_unmap_page(&pdev->dev, ...)",
	"pci_map_sg": "dma_map_sg(&pdev->dev, ...)",
	"pci_unmap_sg": "dma_unmap_sg(&pdev->dev, ...)",
	"pci_dma_mapping_error": "dma_mapping_error(&pdev->dev, addr)",
	"pci_set_dma_mask": "dma_set_mask(&pdev->dev, mask)",
	"pci_set_consistent_dma_mask": "dma_set_coherent_mask(&pdev->dev, mask)",
}
if f in new:
	msg = "pci-dma: %s() is gone since 5.18: use %s" % (f, new[f])
elif f in ("pci_dma_sync_single", "pci_dma_sync_sg"):
	msg = "pci-dma: %s() is gone since 2.6.5: use dma_sync_%s_for_cpu() before the CPU reads and dma_sync_%s_for_device() before the device is given the buffer again" % (f, f[13:], f[13:])
elif f == "pci_dma_supported":
	msg = "pci-dma: pci_dma_supported() is gone: test the result of dma_set_mask(&pdev->dev, mask)"
else:
	msg = "pci-dma: %s() is gone since 6.0 (a bus address is not a physical one behind an IOMMU): map the buffer with dma_map_single(&pdev->dev, ...)" % f
coccilib.report.print_report(p[0], msg)

@pci_dma_dir_rep depends on context || org || report@
position p;
@@
(
*PCI_DMA_TODEVICE@p
|
*PCI_DMA_FROMDEVICE@p
|
*PCI_DMA_BIDIRECTIONAL@p
|
*PCI_DMA_NONE@p
)

@script:python depends on org@
p << pci_dma_dir_rep.p;
@@
coccilib.org.print_todo(p[0], "pci-dma: PCI_DMA_* direction")

@script:python depends on report@
p << pci_dma_dir_rep.p;
@@
coccilib.report.print_report(p[0],
	"pci-dma: the PCI_DMA_* directions are gone since 5.18: DMA_TO_DEVICE, DMA_FROM_DEVICE, DMA_BIDIRECTIONAL, DMA_NONE (the same values)")
