// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the read_proc_t typedef of <linux/proc_fs.h> (2.4 to 3.9)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_READ_PROC_T in generated/compat-probes.h.
 */
#include <linux/proc_fs.h>
void compat_probe(read_proc_t *f);
void compat_probe(read_proc_t *f)
{
	(void)f;
}
