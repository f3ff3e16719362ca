// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: create_proc_info_entry() and its get_info_t (2.4 to 2.6.25;
 * 2.6.26 removed the get_info field of struct proc_dir_entry)
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_CREATE_PROC_INFO_ENTRY in
 * generated/compat-probes.h.
 */
#include <linux/proc_fs.h>
void *compat_probe(get_info_t *g);
void *compat_probe(get_info_t *g)
{
	return create_proc_info_entry("x", 0, NULL, g);
}
