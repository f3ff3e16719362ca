// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: file->f_dentry (a member until 2.6.19, "#define f_dentry
 * f_path.dentry" in <linux/fs.h> from 2.6.20 until its removal in 3.19)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_F_DENTRY in generated/compat-probes.h.
 */
#include <linux/fs.h>
void *compat_probe(struct file *f);
void *compat_probe(struct file *f)
{
	return f->f_dentry;
}
