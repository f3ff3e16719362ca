// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: register_sysctl_table(table, insert_at_head), 2.4's two-argument
 * form (2.6.21 dropped insert_at_head: "sysctl: Remove insert_at_head
 * from register_sysctl", Eric W. Biederman, January 2007)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_REGISTER_SYSCTL_TABLE_2ARG in generated/compat-probes.h.
 */
#include <linux/sysctl.h>
struct ctl_table_header *compat_probe(struct ctl_table *t);
struct ctl_table_header *compat_probe(struct ctl_table *t)
{
	return register_sysctl_table(t, 0);
}
