// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: file->f_vfsmnt (a member until 2.6.19, "#define f_vfsmnt
 * f_path.mnt" in <linux/fs.h> from 2.6.20 until it was removed in 3.x)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_F_VFSMNT in generated/compat-probes.h.
 */
#include <linux/fs.h>
void *compat_probe(struct file *f);
void *compat_probe(struct file *f)
{
	return f->f_vfsmnt;
}
