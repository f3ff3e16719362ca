/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/remap.h - mapping a driver's pages into user space the 2.4 way:
 * remap_page_range() and <linux/wrapper.h>'s mem_map_reserve() and
 * mem_map_unreserve().
 *
 * 2.4.0's <linux/mm.h> declared
 *
 *	int remap_page_range(unsigned long from, unsigned long to,
 *			     unsigned long size, pgprot_t prot);
 *
 * which mapped the physical range @to at the user address @from of
 * current->mm; its mm/memory.c (remap_pte_range()) mapped a RAM page only
 * if it was PageReserved(), which is why drivers that gave user space
 * their kmalloc()ed or __get_free_pages() buffers first called
 * mem_map_reserve() on each page (<linux/wrapper.h>:
 * set_bit(PG_reserved, &((p)->flags))).  2.5 added the vma as the first
 * argument; 2.6.10 added remap_pfn_range(), taking a page frame number,
 * and kept remap_page_range(vma, from, to, size, prot) as
 * remap_pfn_range(vma, from, to >> PAGE_SHIFT, size, prot) until later 2.6
 * kernels removed it and <linux/wrapper.h>.
 *
 * Here: the five-argument form is that wrapper again, and
 * mem_map_reserve()/mem_map_unreserve() are SetPageReserved()/
 * ClearPageReserved() (which remap_pfn_range() no longer needs, but
 * which do no harm).  2.4's four-argument form has no vma to map into
 * (during ->mmap the new vma is not yet in current->mm to be found), so
 * a call to it does not build: the error names porting-guide/remap.md.
 * Each group is defined only where its probe finds the kernel without it.
 */
#ifndef __DRVCOMPAT_REMAP_H
#define __DRVCOMPAT_REMAP_H

#include <linux/mm.h>
#include <linux/page-flags.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_REMAP_PAGE_RANGE
/**
 * __drvcompat_remap_page_range() - the 2.6 remap_page_range()
 * @vma: the vma the driver's ->mmap was given
 * @from: the user address to map at (in @vma)
 * @phys: the physical address of the first page
 * @size: bytes, a multiple of %PAGE_SIZE
 * @prot: the protection, normally @vma->vm_page_prot
 *
 * remap_pfn_range(vma, from, phys >> PAGE_SHIFT, size, prot), as 2.6.10's
 * wrapper.  See porting-guide/remap.md.
 *
 * Return: 0, or a negative errno (-EAGAIN, -ENOMEM, -EINVAL).
 */
static inline __drvcompat_deprecated_remap
int __drvcompat_remap_page_range(struct vm_area_struct *vma,
				 unsigned long from, unsigned long phys,
				 unsigned long size, pgprot_t prot)
{
	return remap_pfn_range(vma, from, phys >> PAGE_SHIFT, size, prot);
}

/*
 * 2.4's remap_page_range(from, to, size, prot): no vma.  Declared, never
 * defined: a call fails to build with this message.
 */
int __drvcompat_remap_page_range_no_vma(unsigned long from,
					unsigned long to, unsigned long size,
					pgprot_t prot)
	__attribute__((__error__("2.4's remap_page_range(from, to, size, prot) has no vma: call remap_pfn_range(vma, from, to >> PAGE_SHIFT, size, prot) with the vma of your mmap method, see porting-guide/remap.md")));

/**
 * remap_page_range() - map physical pages at a user address (2.4, 2.6)
 * @...: (vma, from, phys, size, prot), 2.6's form; 2.4's
 *	(from, phys, size, prot) does not build
 *
 * The five-argument call is __drvcompat_remap_page_range().
 * See porting-guide/remap.md.
 */
#define remap_page_range(...)						\
	__DRVCOMPAT_SEL_4_5(__VA_ARGS__, __drvcompat_remap_page_range,	\
			    __drvcompat_remap_page_range_no_vma)(__VA_ARGS__)
#endif /* !DRVCOMPAT_HAVE_REMAP_PAGE_RANGE */

#ifndef DRVCOMPAT_HAVE_MEM_MAP_RESERVE
/**
 * __drvcompat_mem_map_reserve() - mark a page reserved and pin its count
 * @page: the struct page
 *
 * SetPageReserved() and one reference more.  2.4's __free_pages()
 * (2.4.18 mm/page_alloc.c: ``if (!PageReserved(page) &&
 * put_page_testzero(page))``) and 2.6's put_page() until the 2005
 * "remove PageReserved" series (2.6.15) never
 * dropped a reserved page's count, so a driver could hand its reserved
 * pages to a nopage method, which took a reference the unmap then
 * "dropped" without effect, even on the pages after the first of a
 * __get_free_pages() block, whose own count is 0.  Since then the
 * reserved bit no longer protects the count: the unmap's put_page()
 * would free such a page under the driver.  The reference taken here
 * does what the bit did.
 */
static inline void __drvcompat_mem_map_reserve(struct page *page)
{
	SetPageReserved(page);
	page_ref_inc(page);
}

/**
 * __drvcompat_mem_map_unreserve() - undo __drvcompat_mem_map_reserve()
 * @page: the struct page
 *
 * ClearPageReserved() and the reference dropped without freeing the page
 * (page_ref_dec()): the driver frees its buffer as it allocated it,
 * free_pages() or vfree(), after this.
 */
static inline void __drvcompat_mem_map_unreserve(struct page *page)
{
	ClearPageReserved(page);
	page_ref_dec(page);
}

/**
 * mem_map_reserve() - 2.4 "this RAM page is the driver's, not the allocator's"
 * @p: the struct page
 *
 * SetPageReserved(), which is what 2.4's set_bit(PG_reserved, ...) was,
 * and a reference that keeps the page's count from freeing it, as the
 * reserved bit did on 2.4 (__drvcompat_mem_map_reserve()).
 * remap_pfn_range() maps any page; a nopage method's pages need the
 * reference.  See porting-guide/remap.md and porting-guide/mmap.md.
 */
#define mem_map_reserve(p)						\
	__drvcompat_legacy_stmt("mem_map_reserve() is SetPageReserved() since 2.6, see porting-guide/remap.md", \
				__drvcompat_mem_map_reserve(p))

/**
 * mem_map_unreserve() - undo mem_map_reserve() before freeing the page
 * @p: the struct page
 *
 * ClearPageReserved() and the reference dropped
 * (__drvcompat_mem_map_unreserve()).  See porting-guide/remap.md.
 */
#define mem_map_unreserve(p)						\
	__drvcompat_legacy_stmt("mem_map_unreserve() is ClearPageReserved() since 2.6, see porting-guide/remap.md", \
				__drvcompat_mem_map_unreserve(p))
#endif /* !DRVCOMPAT_HAVE_MEM_MAP_RESERVE */

#endif /* __DRVCOMPAT_REMAP_H */
