// SPDX-License-Identifier: GPL-2.0
/// The locked ioctl method: until 2.6.35, vfs_ioctl() called a driver's
/// file_operations .ioctl(inode, file, cmd, arg) with the big kernel lock
/// held (fs/ioctl.c: lock_kernel(); f_op->ioctl(...); unlock_kernel();).
/// 2.6.36 removed .ioctl; .unlocked_ioctl(file, cmd, arg) is called with no
/// lock.  Patch mode keeps the driver's function as it is and adds a wrapper
/// that takes a driver-local mutex around it and passes file_inode(file) as
/// the inode: the driver's ioctls stay serialised against each other, as the
/// BKL serialised them.  (Unlike the BKL, the mutex is not dropped while the
/// ioctl sleeps, and it does not serialise against other methods or other
/// drivers: see porting-guide/ioctl.md.)
///
// Confidence: High
// Comments: rule id old-ioctl, guide porting-guide/ioctl.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@ioctl_fops depends on patch && !context && !org && !report@
identifier fops, fn;
fresh identifier wrap = fn ## "_unlocked";
@@
struct file_operations fops = {
	...,
-	.ioctl = fn,
+	.unlocked_ioctl = wrap,
	...
};

@depends on patch && !context && !org && !report@
identifier ioctl_fops.fn, ioctl_fops.wrap;
fresh identifier lock = fn ## "_mutex";
declarer name DEFINE_MUTEX;
type T;
identifier i, f, c, a;
@@
T fn(struct inode *i, struct file *f, unsigned int c, unsigned long a)
{ ... }
+
+/* serialises the ioctls as the big kernel lock did around .ioctl */
+static DEFINE_MUTEX(lock);
+
+static long wrap(struct file *file, unsigned int cmd, unsigned long arg)
+{
+	long ret;
+
+	mutex_lock(&lock);
+	ret = fn(file_inode(file), file, cmd, arg);
+	mutex_unlock(&lock);
+	return ret;
+}

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
coccilib.org.print_todo(p[0], "old-ioctl: .ioctl was removed in 2.6.36 (it ran under the big kernel lock): use .unlocked_ioctl")

@script:python depends on report@
p << ioctl_rep.p;
@@
coccilib.report.print_report(p[0], "old-ioctl: .ioctl was removed in 2.6.36 (it ran under the big kernel lock): use .unlocked_ioctl")
