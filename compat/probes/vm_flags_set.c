// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: vm_flags_set() and vm_flags_clear() (6.3 on, when vma->vm_flags
 * became read-only outside the vma's own helpers)
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_VM_FLAGS_SET in generated/compat-probes.h.
 */
#include <linux/mm.h>
void compat_probe(struct vm_area_struct *vma);
void compat_probe(struct vm_area_struct *vma)
{
	vm_flags_set(vma, VM_DONTEXPAND);
	vm_flags_clear(vma, VM_IO);
}
