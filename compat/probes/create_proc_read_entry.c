// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: create_proc_read_entry() (2.4 to 3.9)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_CREATE_PROC_READ_ENTRY in generated/compat-probes.h.
 */
#include <linux/proc_fs.h>
void *compat_probe(void *p);
void *compat_probe(void *p)
{
	return create_proc_read_entry("x", 0, NULL, NULL, p);
}
