// SPDX-License-Identifier: GPL-2.0
/// The locked ioctl method: 2.4's sys_ioctl() (2.4.18 fs/ioctl.c) and 2.6's
/// vfs_ioctl() until 2.6.35 called a driver's file_operations
/// .ioctl(inode, file, cmd, arg) with the big kernel lock held
/// (lock_kernel(); ... filp->f_op->ioctl(...); unlock_kernel();).  2.6.36
/// removed .ioctl; .unlocked_ioctl(file, cmd, arg) is called with no lock.
/// Patch mode keeps the driver's function as it is and adds, just before
/// the first file_operations that names it, a wrapper that takes compat's
/// big kernel lock (lock_kernel()/unlock_kernel(), <linux/smp_lock.h>)
/// around it and passes file_inode(file) as the inode: kernel_locked() is
/// true inside the old ioctl, and a lock_kernel() elsewhere in the driver
/// excludes it, as under 2.4.  The wrapper sits where the file_operations
/// are, so it is visible to them even when the ioctl function is defined in
/// another file (its declaration is above the initializer that names it).
/// scripts/port-check adds the #include <linux/smp_lock.h> and puts the
/// wrapper's opening brace on a line of its own (spatch 1.1.1 prints it
/// after the parameter list when it adds a function before a declaration).
/// A file_operations defined inside a function is not rewritten: a line
/// "port-check-skip:FILE:LINE: ..." on stdout says so, and port-check
/// turns it into a warning.  See porting-guide/ioctl.md.
//
// Confidence: High
// Comments: rule id old-ioctl, guide porting-guide/ioctl.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# (file, ioctl function) -> (line, column) of the first file_operations
# that names it: its wrapper goes there, once per file
ioctl_first = {}
# file_operations defined inside a function
ioctl_in_fn = set()

// a file_operations defined inside a function: no place for a wrapper
// there (port-check says so); only file-scope ones are rewritten
@ioctl_local depends on patch && !context && !org && !report@
identifier f, fops, fn;
position p, q;
@@
f(...) { <... struct file_operations fops@p = { ..., .ioctl@q = fn, ... }; ...> }

@script:python depends on patch && !context && !org && !report@
p << ioctl_local.p;
q << ioctl_local.q;
fn << ioctl_local.fn;
@@
ioctl_in_fn.add((p[0].file, p[0].line, p[0].column))
# scripts/port-check turns this line into a warning on stderr
print("port-check-skip:%s:%s: old-ioctl: .ioctl = %s not rewritten: its file_operations is defined inside a function, where no wrapper can go; move it to file scope and run --fix again, or port it by hand" % (q[0].file, q[0].line, fn))

@ioctl_all depends on patch && !context && !org && !report@
identifier fops, fn;
position p : script:python() { (p[0].file, p[0].line, p[0].column) not in ioctl_in_fn };
@@
struct file_operations fops@p = {
	...,
	.ioctl = fn,
	...
};

@script:python depends on patch && !context && !org && !report@
fn << ioctl_all.fn;
p << ioctl_all.p;
@@
k = (p[0].file, fn)
v = (int(p[0].line), int(p[0].column))
if k not in ioctl_first or v < ioctl_first[k]:
	ioctl_first[k] = v

@ioctl_wrap depends on patch && !context && !org && !report@
identifier fops, fn;
position p : script:python(fn) { ioctl_first.get((p[0].file, fn)) == (int(p[0].line), int(p[0].column)) };
fresh identifier wrap = fn ## "_unlocked";
@@
+/* .ioctl ran under the big kernel lock (2.4 sys_ioctl, 2.6 vfs_ioctl) */
+static long wrap(struct file *file, unsigned int cmd, unsigned long arg)
+{
+	long ret;
+
+	lock_kernel();
+	ret = fn(file_inode(file), file, cmd, arg);
+	unlock_kernel();
+	return ret;
+}
+
struct file_operations fops@p = {
	...,
	.ioctl = fn,
	...
};

@ioctl_fops depends on patch && !context && !org && !report@
identifier fops, ioctl_all.fn;
position p : script:python() { (p[0].file, p[0].line, p[0].column) not in ioctl_in_fn };
fresh identifier wrap = fn ## "_unlocked";
@@
struct file_operations fops@p = {
	...,
-	.ioctl = fn,
+	.unlocked_ioctl = wrap,
	...
};

@ioctl_rep depends on context || org || report@
identifier fops, fn;
position p;
@@
struct file_operations fops = {
	...,
*	.ioctl@p = fn,
	...
};

@script:python depends on org@
p << ioctl_rep.p;
@@
coccilib.org.print_todo(p[0], "old-ioctl: .ioctl was removed in 2.6.36 (it ran under the big kernel lock): use .unlocked_ioctl, taking lock_kernel() around the old function")

@script:python depends on report@
p << ioctl_rep.p;
@@
coccilib.report.print_report(p[0], "old-ioctl: .ioctl was removed in 2.6.36 (it ran under the big kernel lock): use .unlocked_ioctl, taking lock_kernel() around the old function")
