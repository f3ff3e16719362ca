// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the five-argument remap_page_range(vma, from, phys, size, prot)
 * (2.5 added the vma argument to 2.4's four; 2.6.10 made it a wrapper of
 * remap_pfn_range(), later 2.6 kernels removed it)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_REMAP_PAGE_RANGE in generated/compat-probes.h.
 */
#include <linux/mm.h>
int compat_probe(struct vm_area_struct *vma);
int compat_probe(struct vm_area_struct *vma)
{
	return remap_page_range(vma, vma->vm_start, 0, PAGE_SIZE,
				vma->vm_page_prot);
}
