// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: register_sysctl_table(table), which registers a nested table of
 * directories (.child) as 2.4's did (one argument since 2.6.21; 6.1 has
 * it, later kernels removed it with .child: register_sysctl() takes a
 * path and a table of files)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_REGISTER_SYSCTL_TABLE in generated/compat-probes.h.
 */
#include <linux/sysctl.h>
struct ctl_table_header *compat_probe(struct ctl_table *t);
struct ctl_table_header *compat_probe(struct ctl_table *t)
{
	return t->child ? register_sysctl_table(t) : NULL;
}
