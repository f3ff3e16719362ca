// SPDX-License-Identifier: GPL-2.0
/// Mapping a driver's pages into user space.  2.4's
/// remap_page_range(from, phys, size, prot) mapped into current->mm (its
/// mm/memory.c mapped a RAM page only if PageReserved(), hence
/// mem_map_reserve() from <linux/wrapper.h>); 2.5 added the vma as the
/// first argument; 2.6.10 added remap_pfn_range(vma, from, pfn, size,
/// prot) and kept remap_page_range() as that call with phys >> PAGE_SHIFT
/// until later 2.6 removed it with <linux/wrapper.h>.  Patch mode
/// writes that call for the five-argument form; for the four-argument
/// one only inside a function with a struct vm_area_struct * parameter
/// that a file_operations names as its .mmap (the vma 2.4's call mapped
/// into); mem_map_reserve()/mem_map_unreserve() become
/// SetPageReserved()/ClearPageReserved().  Reported only: the
/// four-argument form anywhere else (which vma is the driver's
/// knowledge).  compat keeps the five-argument form and the
/// mem_map_*() calls; the four-argument one does not build with it.
///
// Confidence: High
// Comments: rule id remap, guide porting-guide/remap.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@remap_fix depends on patch && !context && !org && !report@
expression V, A, S, PR, P;
identifier I, F;
expression list ES;
@@
(
- remap_page_range(V, A, I, S, PR)
+ remap_pfn_range(V, A, I >> PAGE_SHIFT, S, PR)
|
- remap_page_range(V, A, F(ES), S, PR)
+ remap_pfn_range(V, A, F(ES) >> PAGE_SHIFT, S, PR)
|
- remap_page_range(V, A, P, S, PR)
+ remap_pfn_range(V, A, (P) >> PAGE_SHIFT, S, PR)
)

@remap_mmap_fn depends on patch && !context && !org && !report@
identifier fops, fn;
@@
struct file_operations fops = { ..., .mmap = fn, ... };

@remap4_fix depends on patch && !context && !org && !report@
identifier remap_mmap_fn.fn, vma, file;
expression A, S, PR, P;
identifier I, F;
expression list ES;
@@
fn(struct file *file, struct vm_area_struct *vma)
{
<...
(
- remap_page_range(A, I, S, PR)
+ remap_pfn_range(vma, A, I >> PAGE_SHIFT, S, PR)
|
- remap_page_range(A, F(ES), S, PR)
+ remap_pfn_range(vma, A, F(ES) >> PAGE_SHIFT, S, PR)
|
- remap_page_range(A, P, S, PR)
+ remap_pfn_range(vma, A, (P) >> PAGE_SHIFT, S, PR)
)
...>
}

// a file whose mapping is served by a nopage method (mmap.cocci, before
// this file, made it a .fault): its reserved pages go through the fault
// path's reference counting, which SetPageReserved() no longer stops
// (compat's mem_map_reserve() takes the reference that does): kept
@mem_map_nopage depends on patch && !context && !org && !report@
identifier ops, fn;
@@
struct vm_operations_struct ops = { ..., .nopage = fn, ... };

@mem_map_fault depends on patch && !context && !org && !report@
identifier ops, fn;
@@
struct vm_operations_struct ops = { ..., .fault = fn, ... };

@mem_map_kept depends on (mem_map_nopage || mem_map_fault) && patch && !context && !org && !report@
identifier f = {mem_map_reserve, mem_map_unreserve};
expression E;
position p;
@@
f@p(E)

@script:python depends on patch && !context && !org && !report@
p << mem_map_kept.p;
f << mem_map_kept.f;
@@
print("port-check-skip:%s:%s: remap: %s() not rewritten: this file's mapping is served by a nopage method, whose pages the fault path counts; compat's %s() keeps the reference that 2.4's reserved bit stood for (SetPageReserved() alone would let the unmap free the page), see porting-guide/mmap.md" % (p[0].file, p[0].line, f, f))

@mem_map_fix depends on !mem_map_nopage && !mem_map_fault && patch && !context && !org && !report@
expression E;
@@
(
- mem_map_reserve(E)
+ SetPageReserved(E)
|
- mem_map_unreserve(E)
+ ClearPageReserved(E)
)

@remap5_rep depends on context || org || report@
expression V, A, P, S, PR;
position p;
@@
*remap_page_range@p(V, A, P, S, PR)

@script:python depends on org@
p << remap5_rep.p;
@@
coccilib.org.print_todo(p[0], "remap: remap_page_range()")

@script:python depends on report@
p << remap5_rep.p;
@@
coccilib.report.print_report(p[0],
	"remap: remap_page_range() is gone since 2.6: use remap_pfn_range(vma, from, phys >> PAGE_SHIFT, size, prot)")

@remap4_rep depends on context || org || report@
expression A, P, S, PR;
position p;
@@
*remap_page_range@p(A, P, S, PR)

@script:python depends on org@
p << remap4_rep.p;
@@
coccilib.org.print_todo(p[0], "remap: 2.4's remap_page_range() without a vma")

@script:python depends on report@
p << remap4_rep.p;
@@
coccilib.report.print_report(p[0],
	"remap: 2.4's remap_page_range(from, phys, size, prot) has no vma: use remap_pfn_range(vma, from, phys >> PAGE_SHIFT, size, prot) with the vma of the mmap method (--fix does inside the .mmap of a file_operations)")

@mem_map_rep depends on context || org || report@
identifier f = {mem_map_reserve, mem_map_unreserve};
expression E;
position p;
@@
*f@p(E)

@script:python depends on org@
p << mem_map_rep.p;
f << mem_map_rep.f;
@@
coccilib.org.print_todo(p[0], "remap: %s()" % f)

@script:python depends on report@
p << mem_map_rep.p;
f << mem_map_rep.f;
@@
new = {"mem_map_reserve": "SetPageReserved", "mem_map_unreserve": "ClearPageReserved"}
coccilib.report.print_report(p[0],
	"remap: %s() is gone since 2.6 (<linux/wrapper.h>): use %s(page)" % (f, new[f]))
