// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: the typedef ctl_table for struct ctl_table (2.4's
 * <linux/sysctl.h>: "typedef struct ctl_table ctl_table;"; removed after
 * the kernel's users were converted to struct ctl_table)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_CTL_TABLE_TYPEDEF in generated/compat-probes.h.
 */
#include <linux/sysctl.h>
int compat_probe(void);
int compat_probe(void)
{
	return sizeof(ctl_table);
}
