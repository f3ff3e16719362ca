/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/mmap.h - a driver's mapping served page by page, the 2.4 way:
 * what a nopage method returns (NOPAGE_SIGBUS, NOPAGE_OOM), VM_RESERVED,
 * and the vm_flags_set()/vm_flags_clear() that --fix writes for
 * "vma->vm_flags |= F" where the kernel does not have them yet.
 *
 * 2.4's <linux/mm.h> gave struct vm_operations_struct a method
 *
 *	struct page *(*nopage)(struct vm_area_struct *area,
 *			       unsigned long address, int write_access);
 *
 * whose answer do_no_page() (2.4.19 mm/memory.c) mapped: a page the
 * method had taken a reference on, NOPAGE_SIGBUS (NULL: the process gets
 * SIGBUS) or NOPAGE_OOM (((struct page *) (-1)): the fault fails as out
 * of memory).  Later 2.6 made the third argument an int *type; 2.6.23
 * added ->fault, and ->nopage went once the tree had moved to it.  A
 * member of a kernel structure cannot come back from a header: a driver
 * with ".nopage = fn" needs port-check --fix, which adds a ->fault that
 * calls fn as do_no_page() did.  What fn itself uses is here: the two
 * answers, defined as 2.4 defined them, where the kernel has no such
 * names.
 *
 * VM_RESERVED (2.4: "don't unmap it from swap_out", set by drivers on
 * mappings of their own pages) went in 3.7, whose conversion of every
 * in-tree user wrote VM_DONTEXPAND | VM_DONTDUMP for it; so here.  The
 * pages a nopage method returns are the driver's, never on the LRU: no
 * reclaim takes them, which is what 2.4's flag was for.  The difference
 * a driver can see: mremap() can no longer grow such a mapping.
 *
 * 6.3 made vma->vm_flags read-only: "vma->vm_flags |= F" does not build
 * there, and port-check --fix writes vm_flags_set(vma, F) (and
 * vm_flags_clear() for "&= ~F"); before 6.3 these are defined here, as
 * the plain write they replace.  See porting-guide/mmap.md.
 */
#ifndef __DRVCOMPAT_MMAP_H
#define __DRVCOMPAT_MMAP_H

#include <linux/mm.h>
#include <compat-probes.h>

#ifndef NOPAGE_SIGBUS
/**
 * NOPAGE_SIGBUS - a nopage method's "no page here": the process gets SIGBUS
 *
 * NULL, as 2.4's <linux/mm.h>.  See porting-guide/mmap.md.
 */
#define NOPAGE_SIGBUS	(NULL)
#endif

#ifndef NOPAGE_OOM
/**
 * NOPAGE_OOM - a nopage method's "out of memory": the fault fails
 *
 * ((struct page *) (-1)), as 2.4's <linux/mm.h>.  See
 * porting-guide/mmap.md.
 */
#define NOPAGE_OOM	((struct page *)(-1))
#endif

#ifndef VM_RESERVED
/**
 * VM_RESERVED - 2.4's "the driver's own pages" flag of a mapping
 *
 * VM_DONTEXPAND | VM_DONTDUMP, what 3.7 wrote for it in every in-tree
 * driver: the mapping cannot be grown by mremap() and is left out of core
 * dumps.  See porting-guide/mmap.md.
 */
#define VM_RESERVED	(VM_DONTEXPAND | VM_DONTDUMP)
#endif

#ifndef DRVCOMPAT_HAVE_VM_FLAGS_SET
/**
 * vm_flags_set() - set flags on a vma (6.3's helper)
 * @vma: the vma, e.g. the one the driver's mmap method was given
 * @flags: the VM_* flags to set
 *
 * vma->vm_flags |= @flags, which is what it replaced.  See
 * porting-guide/mmap.md.
 */
static inline void vm_flags_set(struct vm_area_struct *vma,
				vm_flags_t flags)
{
	vma->vm_flags |= flags;
}

/**
 * vm_flags_clear() - clear flags on a vma (6.3's helper)
 * @vma: the vma
 * @flags: the VM_* flags to clear
 *
 * vma->vm_flags &= ~@flags.  See porting-guide/mmap.md.
 */
static inline void vm_flags_clear(struct vm_area_struct *vma,
				  vm_flags_t flags)
{
	vma->vm_flags &= ~flags;
}
#endif /* !DRVCOMPAT_HAVE_VM_FLAGS_SET */

#endif /* __DRVCOMPAT_MMAP_H */
