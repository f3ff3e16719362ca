// SPDX-License-Identifier: GPL-2.0
/// A file_operations without .llseek.  In 2.4 a NULL llseek meant
/// default_llseek (2.4 fs/read_write.c: "fn = default_llseek; if
/// (file->f_op && file->f_op->llseek) fn = file->f_op->llseek;"): lseek()
/// moved f_pos, and a driver whose read or write uses *ppos as an offset
/// into its device relied on that.  2.6.37 made a NULL llseek mean
/// no_llseek (lseek() fails with ESPIPE), after a semantic patch gave every
/// file_operations of the kernel an explicit .llseek ("llseek:
/// automatically add .llseek fop").  Patch mode does what that patch did
/// for such a driver: .llseek = default_llseek, for a file_operations that
/// names a read or write method of this file that uses *ppos, unless one
/// of its methods refuses pread()/pwrite() (the ppos-check rule makes that
/// one nonseekable).  A driver that does not use the offset is left alone:
/// seeking it changed nothing in 2.4 either.  compat cannot help: the
/// structure is the driver's.
///
// Confidence: High
// Comments: rule id llseek, guide porting-guide/llseek.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# (file, method) whose body uses *ppos
llseek_users = set()
# (file, method) that refuse pread()/pwrite() with the 2.4 check
llseek_refusers = set()
# (file, file_operations) that set .llseek
llseek_set = set()
# (file, file_operations) that need .llseek = default_llseek
llseek_need = set()

@llseek_user@
identifier fn, f, p;
position q;
@@
fn@q(struct file *f, ..., loff_t *p) { <+... *p ...+> }

@script:python@
fn << llseek_user.fn;
q << llseek_user.q;
@@
llseek_users.add((q[0].file, fn))

@llseek_refuser@
identifier fn, f, p;
position q;
@@
fn@q(struct file *f, ..., loff_t *p) { <+...
(
 p != &f->f_pos
|
 &f->f_pos != p
)
...+> }

@script:python@
fn << llseek_refuser.fn;
q << llseek_refuser.q;
@@
llseek_refusers.add((q[0].file, fn))

@llseek_has@
identifier fops;
expression E;
position p;
@@
struct file_operations fops@p = { ..., .llseek = E, ... };

@script:python@
fops << llseek_has.fops;
p << llseek_has.p;
@@
llseek_set.add((p[0].file, fops))

@llseek_fops@
identifier fops, fn, fld = {read, write};
position p;
@@
struct file_operations fops@p = { ..., .fld = fn, ... };

@script:python@
fops << llseek_fops.fops;
fn << llseek_fops.fn;
p << llseek_fops.p;
@@
key = (p[0].file, fops)
if (p[0].file, fn) in llseek_refusers:
	llseek_set.add(key)
	llseek_need.discard(key)
elif (p[0].file, fn) in llseek_users and key not in llseek_set:
	llseek_need.add(key)

@llseek_fix depends on patch && !context && !org && !report@
identifier fops;
position q : script:python(fops) { (q[0].file, fops) in llseek_need and (q[0].file, fops) not in llseek_set };
@@
 struct file_operations fops@q = {
+	.llseek = default_llseek,
	...
 };

@llseek_rep depends on context || org || report@
identifier fops;
position q : script:python(fops) { (q[0].file, fops) in llseek_need and (q[0].file, fops) not in llseek_set };
@@
*struct file_operations fops@q = {
 ... };

@script:python depends on org@
q << llseek_rep.q;
@@
coccilib.org.print_todo(q[0], "llseek: file_operations without .llseek")

@script:python depends on report@
q << llseek_rep.q;
@@
coccilib.report.print_report(q[0],
	"llseek: file_operations without .llseek, whose read/write use *ppos: a NULL llseek was default_llseek until 2.6.37 and is no_llseek now (lseek() fails with ESPIPE): add .llseek = default_llseek")
