// SPDX-License-Identifier: GPL-2.0
/// A driver's mapping served page by page: the nopage method.  2.4's
/// vm_operations_struct had struct page *(*nopage)(vma, address, int);
/// its do_no_page() (2.4.19 mm/memory.c) called
/// ->nopage(vma, address & PAGE_MASK, 0), mapped the page it returned
/// (with a reference the method took), and sent SIGBUS for NULL
/// (NOPAGE_SIGBUS) and failed the fault for NOPAGE_OOM.  Later 2.6 made
/// the third argument an int *type for the fault's accounting; 2.6.23
/// added ->fault(vma, vmf), ->nopage went once the tree's users had moved
/// to it (Nick Piggin's "remove nopage", proposed November 2007), and
/// 4.11 left ->fault(vmf) alone.  Patch mode keeps the driver's function as it is and adds, just
/// before the first vm_operations_struct that names it, a ->fault that
/// calls it as do_no_page() did and turns its answer into a vm_fault_t;
/// .nopage becomes .fault.  A third parameter declared int * in the file
/// gets the address of a local (2.6's form), otherwise 0 (2.4's).
/// VM_RESERVED (2.4: "don't unmap it from swap_out"; gone in 3.7, whose
/// conversion wrote VM_DONTEXPAND | VM_DONTDUMP for it) becomes those two
/// flags, and vma->vm_flags |= / &= ~ become vm_flags_set() /
/// vm_flags_clear() (6.3: vm_flags is read-only).  A vm_operations_struct
/// defined inside a function is not rewritten: a line
/// "port-check-skip:FILE:LINE: ..." says so.  NOPAGE_SIGBUS and NOPAGE_OOM
/// in the old method are reported only (compat defines them).  See
/// porting-guide/mmap.md.
//
// Confidence: High
// Comments: rule id mmap, guide porting-guide/mmap.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# (file, nopage function) -> (line, column) of the first
# vm_operations_struct that names it: its ->fault goes there, once
nopage_first = {}
# vm_operations_structs defined inside a function
nopage_in_fn = set()
# (file, function) whose third parameter is an int * (2.6's nopage)
nopage_ptr = set()

@nopage_local depends on patch && !context && !org && !report@
identifier f, ops, fn;
position p, q;
@@
f(...) { <... struct vm_operations_struct ops@p = { ..., .nopage@q = fn, ... }; ...> }

@script:python depends on patch && !context && !org && !report@
p << nopage_local.p;
q << nopage_local.q;
fn << nopage_local.fn;
@@
nopage_in_fn.add((p[0].file, p[0].line, p[0].column))
print("port-check-skip:%s:%s: mmap: .nopage = %s not rewritten: its vm_operations_struct is defined inside a function, where no ->fault can go; move it to file scope and run --fix again, or port it by hand" % (q[0].file, q[0].line, fn))

// 2.6's form, its definition or a prototype in this file
@nopage_typed depends on patch && !context && !org && !report@
identifier fn, v, a, t;
type T;
position p;
@@
T fn@p(struct vm_area_struct *v, unsigned long a, int *t) { ... }

@script:python depends on patch && !context && !org && !report@
fn << nopage_typed.fn;
p << nopage_typed.p;
@@
nopage_ptr.add((p[0].file, fn))

@nopage_proto depends on patch && !context && !org && !report@
identifier fn;
type T, V, A, P;
position p;
@@
T fn@p(V, A, P);

@script:python depends on patch && !context && !org && !report@
fn << nopage_proto.fn;
V << nopage_proto.V;
A << nopage_proto.A;
P << nopage_proto.P;
p << nopage_proto.p;
@@
if V.replace(" ", "") == "structvm_area_struct*" and A.replace(" ", "") == "unsignedlong" and P.replace(" ", "") == "int*":
	nopage_ptr.add((p[0].file, fn))

@nopage_all depends on patch && !context && !org && !report@
identifier ops, fn;
position p : script:python() { (p[0].file, p[0].line, p[0].column) not in nopage_in_fn };
@@
struct vm_operations_struct ops@p = {
	...,
	.nopage = fn,
	...
};

@script:python depends on patch && !context && !org && !report@
fn << nopage_all.fn;
p << nopage_all.p;
@@
k = (p[0].file, fn)
v = (int(p[0].line), int(p[0].column))
if k not in nopage_first or v < nopage_first[k]:
	nopage_first[k] = v

@nopage_wrap depends on patch && !context && !org && !report@
identifier ops, fn;
position p : script:python(fn) { nopage_first.get((p[0].file, fn)) == (int(p[0].line), int(p[0].column)) and (p[0].file, fn) not in nopage_ptr };
fresh identifier wrap = fn ## "_fault";
typedef vm_fault_t;
@@
+/* ->nopage, called as 2.4's do_no_page() did (address & PAGE_MASK, 0) */
+static vm_fault_t wrap(struct vm_fault *vmf)
+{
+	struct page *page = fn(vmf->vma, vmf->address, 0);
+
+	/* NOPAGE_SIGBUS is NULL, NOPAGE_OOM ((struct page *) (-1)) */
+	if (!page)
+		return VM_FAULT_SIGBUS;
+	if (IS_ERR(page))
+		return VM_FAULT_OOM;
+	vmf->page = page;
+	return 0;
+}
+
struct vm_operations_struct ops@p = {
	...,
	.nopage = fn,
	...
};

@nopage_wrap26 depends on patch && !context && !org && !report@
identifier ops, fn;
position p : script:python(fn) { nopage_first.get((p[0].file, fn)) == (int(p[0].line), int(p[0].column)) and (p[0].file, fn) in nopage_ptr };
fresh identifier wrap = fn ## "_fault";
typedef vm_fault_t;
@@
+/* ->nopage, called as 2.6's do_no_page() did (address & PAGE_MASK, &type) */
+static vm_fault_t wrap(struct vm_fault *vmf)
+{
+	int type = 0;
+	struct page *page = fn(vmf->vma, vmf->address, &type);
+
+	/* NOPAGE_SIGBUS is NULL, NOPAGE_OOM ((struct page *) (-1)) */
+	if (!page)
+		return VM_FAULT_SIGBUS;
+	if (IS_ERR(page))
+		return VM_FAULT_OOM;
+	vmf->page = page;
+	return 0;
+}
+
struct vm_operations_struct ops@p = {
	...,
	.nopage = fn,
	...
};

@nopage_ops depends on patch && !context && !org && !report@
identifier ops, nopage_all.fn;
position p : script:python() { (p[0].file, p[0].line, p[0].column) not in nopage_in_fn };
fresh identifier wrap = fn ## "_fault";
@@
struct vm_operations_struct ops@p = {
	...,
-	.nopage = fn,
+	.fault = wrap,
	...
};

@vm_reserved_fix depends on patch && !context && !org && !report@
@@
- VM_RESERVED
+ VM_DONTEXPAND | VM_DONTDUMP

@vm_flags_fix depends on patch && !context && !org && !report@
struct vm_area_struct *vma;
expression F;
@@
(
- vma->vm_flags |= F;
+ vm_flags_set(vma, F);
|
- vma->vm_flags &= ~F;
+ vm_flags_clear(vma, F);
)

@nopage_rep depends on context || org || report@
identifier ops, fn;
position p;
@@
struct vm_operations_struct ops = {
	...,
*	.nopage@p = fn,
	...
};

@script:python depends on org@
p << nopage_rep.p;
@@
coccilib.org.print_todo(p[0], "mmap: .nopage is gone: use .fault")

@script:python depends on report@
p << nopage_rep.p;
@@
coccilib.report.print_report(p[0], "mmap: .nopage is gone (2.6.23 added .fault): use .fault(vmf), setting vmf->page (--fix adds one that calls the old method)")

@vm_reserved_rep depends on context || org || report@
position p;
@@
* VM_RESERVED@p

@script:python depends on org@
p << vm_reserved_rep.p;
@@
coccilib.org.print_todo(p[0], "mmap: VM_RESERVED")

@script:python depends on report@
p << vm_reserved_rep.p;
@@
coccilib.report.print_report(p[0], "mmap: VM_RESERVED is gone since 3.7: VM_DONTEXPAND | VM_DONTDUMP, as the kernel's own conversion wrote")

@vm_flags_rep depends on context || org || report@
struct vm_area_struct *vma;
expression F;
position p;
@@
(
* vma->vm_flags@p |= F
|
* vma->vm_flags@p &= F
)

@script:python depends on org@
p << vm_flags_rep.p;
@@
coccilib.org.print_todo(p[0], "mmap: vma->vm_flags written")

@script:python depends on report@
p << vm_flags_rep.p;
@@
coccilib.report.print_report(p[0], "mmap: vma->vm_flags is read-only since 6.3: vm_flags_set(vma, F) / vm_flags_clear(vma, F)")

// the nopage method's answers: compat defines them, the method keeps them
@nopage_ret_rep depends on context || org || report@
identifier r = {NOPAGE_SIGBUS, NOPAGE_OOM};
position p;
@@
* r@p

@script:python depends on org@
p << nopage_ret_rep.p;
@@
coccilib.org.print_todo(p[0], "mmap: NOPAGE_SIGBUS/NOPAGE_OOM")

@script:python depends on report@
p << nopage_ret_rep.p;
r << nopage_ret_rep.r;
@@
coccilib.report.print_report(p[0], "mmap: %s is a nopage method's answer (compat defines it; --fix's fault method turns it into VM_FAULT_%s): a fault method returns VM_FAULT_%s itself" % (r, r[7:], r[7:]))
