// SPDX-License-Identifier: GPL-2.0
/// The 2.4 refusal of pread()/pwrite(): a read or write method began with
/// "if (ppos != &file->f_pos) return -ESPIPE;", because 2.4's sys_read()
/// and sys_write() passed &file->f_pos and only sys_pread()/sys_pwrite()
/// passed a position of their own (2.4 fs/read_write.c: "ret = read(file,
/// buf, count, &file->f_pos);").  During 2.6 (by 2.6.32) the VFS changed:
/// sys_read()/sys_write() pass a copy (2.6.32 fs/read_write.c:
/// "loff_t pos = file_pos_read(file); ret = vfs_write(file, buf, count,
/// &pos);"), so the check is true for every call and every read() and
/// write() fails with ESPIPE.  The 2.6 form is nonseekable_open() in the
/// open method: it clears FMODE_PREAD and FMODE_PWRITE (and FMODE_LSEEK),
/// so the VFS refuses pread()/pwrite() (and lseek()) with ESPIPE itself.
/// Patch mode, for a read or write method named in a file_operations of
/// the same file: the open method's "return 0;" becomes
/// "return nonseekable_open(inode, file);" (a file_operations without an
/// open gets ".open = nonseekable_open,"), and only then the check goes.
/// Where no such rewrite is possible (no file_operations names the method
/// in this file, or its open never returns 0) the check stays, and a line
/// "port-check-skip:FILE:LINE: ..." on stdout says so; port-check turns it
/// into a warning.  See porting-guide/ppos.md.
//
// Confidence: High
// Comments: rule id ppos-check, guide porting-guide/ppos.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# (file, file_operations) that have an open method
ppos_has_open = set()
# (file, read/write method, open method) named by one file_operations
ppos_pairs = set()
# (file, open method) that now returns nonseekable_open()
ppos_open_done = set()
# (file, line) of the checks that can go
ppos_done = set()
# (file, file_operations) that get nonseekable_open() as their open
ppos_need_open = set()

// <+... ...+>: a method that has the check (with <... ...>, which also
// matches none, every read/write method made its open nonseekable)
@ppos_chk depends on patch && !context && !org && !report@
identifier fn, f, p;
position pc;
@@
fn(struct file *f, ..., loff_t *p) { <+...
(
 if@pc (p != &f->f_pos) return -ESPIPE;
|
 if@pc (p != &f->f_pos) { return -ESPIPE; }
|
 if@pc (&f->f_pos != p) return -ESPIPE;
|
 if@pc (&f->f_pos != p) { return -ESPIPE; }
)
...+> }

@ppos_fops depends on patch && !context && !org && !report@
identifier ppos_chk.fn, fops, op, fld = {read, write};
position q;
@@
struct file_operations fops@q = { ..., .fld = fn, ..., .open = op, ... };

@script:python depends on patch && !context && !org && !report@
fn << ppos_chk.fn;
op << ppos_fops.op;
fops << ppos_fops.fops;
q << ppos_fops.q;
@@
ppos_has_open.add((q[0].file, fops))
ppos_pairs.add((q[0].file, fn, op))

@ppos_open depends on patch && !context && !org && !report@
identifier ppos_fops.op, i, f;
position r;
@@
int op(struct inode *i, struct file *f) { <...
- return@r 0;
+ return nonseekable_open(i, f);
...> }

@script:python depends on patch && !context && !org && !report@
op << ppos_fops.op;
r << ppos_open.r;
@@
ppos_open_done.add((r[0].file, op))

// a file_operations that names the method and has no open: the VFS's
// nonseekable_open() becomes its open (once, however many of its methods
// have the check)
@ppos_no_open depends on patch && !context && !org && !report@
identifier ppos_chk.fn, fops, fld = {read, write};
position q : script:python(fops) { (q[0].file, fops) not in ppos_has_open };
@@
struct file_operations fops@q = { ..., .fld = fn, ... };

@script:python depends on patch && !context && !org && !report@
pc << ppos_chk.pc;
fops << ppos_no_open.fops;
q << ppos_no_open.q;
@@
ppos_need_open.add((q[0].file, fops))
ppos_done.add((pc[0].file, pc[0].line))

@ppos_add_open depends on patch && !context && !org && !report@
identifier fops;
position q : script:python(fops) { (q[0].file, fops) in ppos_need_open };
@@
struct file_operations fops@q = {
+	.open = nonseekable_open,
	...
};

@script:python depends on patch && !context && !org && !report@
fn << ppos_chk.fn;
pc << ppos_chk.pc;
@@
for f, m, o in ppos_pairs:
	if f == pc[0].file and m == fn and (f, o) in ppos_open_done:
		ppos_done.add((f, pc[0].line))

@ppos_rm depends on patch && !context && !org && !report@
identifier fn, f, p;
position pc : script:python() { (pc[0].file, pc[0].line) in ppos_done };
@@
fn(struct file *f, ..., loff_t *p) { <...
(
- if@pc (p != &f->f_pos) return -ESPIPE;
|
- if@pc (p != &f->f_pos) { return -ESPIPE; }
|
- if@pc (&f->f_pos != p) return -ESPIPE;
|
- if@pc (&f->f_pos != p) { return -ESPIPE; }
)
...> }

@script:python depends on patch && !context && !org && !report@
fn << ppos_chk.fn;
pc << ppos_chk.pc;
@@
if (pc[0].file, pc[0].line) not in ppos_done:
	# scripts/port-check turns this line into a warning on stderr
	print("port-check-skip:%s:%s: ppos-check: the check in %s() not rewritten: no file_operations in this file names it with an open method that returns 0 (or none); call nonseekable_open(inode, file) in its open and delete the check by hand" % (pc[0].file, pc[0].line, fn))

@ppos_rep depends on context || org || report@
expression P, F;
position pc;
@@
(
* P@pc != &F->f_pos
|
* &F->f_pos@pc != P
)

@script:python depends on org@
pc << ppos_rep.pc;
@@
coccilib.org.print_todo(pc[0],
	"ppos-check: ppos != &file->f_pos is true for every read()/write() on a modern kernel (the VFS passes a copy of f_pos, as 2.6.32 already did): the check fails them all with ESPIPE; call nonseekable_open() in open and drop it")

@script:python depends on report@
pc << ppos_rep.pc;
@@
coccilib.report.print_report(pc[0],
	"ppos-check: ppos != &file->f_pos is true for every read()/write() on a modern kernel (the VFS passes a copy of f_pos, as 2.6.32 already did): the check fails them all with ESPIPE; call nonseekable_open() in open and drop it")
