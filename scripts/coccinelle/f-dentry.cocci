// SPDX-License-Identifier: GPL-2.0
/// file->f_dentry and file->f_vfsmnt: struct file has "struct path f_path"
/// since 2.6.20, which kept "#define f_dentry f_path.dentry" and "#define
/// f_vfsmnt f_path.mnt" in <linux/fs.h> as compatibility names until they
/// were removed (f_dentry in 3.19).  Patch mode spells out what the macros
/// expanded to, and the inode of an open file as file_inode() (3.9+):
///   X->f_dentry->d_inode  ->  file_inode(X)
///   X->f_dentry           ->  X->f_path.dentry
///   X->f_vfsmnt           ->  X->f_path.mnt
///
// Confidence: High
// Comments: rule id f-dentry, guide porting-guide/f-dentry.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@f_dentry_inode depends on patch && !context && !org && !report@
expression F;
@@
- F->f_dentry->d_inode
+ file_inode(F)

@f_dentry_fix depends on patch && !context && !org && !report@
expression F;
@@
- F->f_dentry
+ F->f_path.dentry

@f_vfsmnt_fix depends on patch && !context && !org && !report@
expression F;
@@
- F->f_vfsmnt
+ F->f_path.mnt

@f_dentry_rep depends on context || org || report@
expression F;
position p;
@@
(
*F->f_dentry@p
|
*F->f_vfsmnt@p
)

@script:python depends on org@
p << f_dentry_rep.p;
@@
coccilib.org.print_todo(p[0],
	"f-dentry: file->f_dentry/f_vfsmnt are gone since 3.19: use file->f_path.dentry/.mnt, file_inode(file) for the inode")

@script:python depends on report@
p << f_dentry_rep.p;
@@
coccilib.report.print_report(p[0],
	"f-dentry: file->f_dentry/f_vfsmnt are gone since 3.19: use file->f_path.dentry/.mnt, file_inode(file) for the inode")
