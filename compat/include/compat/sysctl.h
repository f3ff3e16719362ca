/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/sysctl.h - 2.4's sysctl registration: the typedef ctl_table and
 * the two-argument register_sysctl_table().
 *
 * 2.4.0's <linux/sysctl.h> had "typedef struct ctl_table ctl_table;" and
 *
 *	struct ctl_table_header *register_sysctl_table(ctl_table *table,
 *						       int insert_at_head);
 *
 * taking a nested table (directories have .child, files .proc_handler)
 * and putting it at the head or the tail of the list of registered
 * tables (which one sys_sysctl() found first for the same name).  2.6.21
 * (Eric W. Biederman's sysctl series, "Remove insert_at_head from
 * register_sysctl") dropped the flag; 6.1 still registers a nested table
 * with register_sysctl_table(table) and refuses a duplicate name instead
 * of shadowing it.  The typedef went once the kernel's users said
 * struct ctl_table.
 *
 * Here: the typedef, and the two-argument call as the one-argument one
 * (@insert_at_head ignored), where the probes find the kernel without
 * them; the second only where the kernel still has the one-argument
 * register_sysctl_table() (later kernels removed it with .child: a 2.4
 * table is to be rewritten for register_sysctl(), see
 * porting-guide/sysctl.md).  What compat cannot bring back: the
 * .ctl_name, .strategy and .de members (binary sysctl(2) is gone), and
 * 2.4's proc_handler signature.
 */
#ifndef __DRVCOMPAT_SYSCTL_H
#define __DRVCOMPAT_SYSCTL_H

#include <linux/sysctl.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_CTL_TABLE_TYPEDEF
/*
 * ctl_table - 2.4's name of struct ctl_table (a typedef, which
 * kernel-doc does not document)
 */
typedef struct ctl_table ctl_table;
#endif

#if !defined(DRVCOMPAT_HAVE_REGISTER_SYSCTL_TABLE_2ARG) && \
	defined(DRVCOMPAT_HAVE_REGISTER_SYSCTL_TABLE)
/**
 * __drvcompat_register_sysctl_table_2() - 2.4's register_sysctl_table()
 * @table: the nested table (directories with .child, files with
 *	.proc_handler), ended by an all-zero entry
 * @insert_at_head: 2.4: whether @table shadowed tables registered before
 *	it under the same names; ignored (the kernel refuses a duplicate)
 *
 * register_sysctl_table(@table).  See porting-guide/sysctl.md.
 *
 * Return: the header for unregister_sysctl_table(), or %NULL.
 */
static inline __drvcompat_deprecated_sysctl struct ctl_table_header *
__drvcompat_register_sysctl_table_2(struct ctl_table *table, int insert_at_head)
{
	return register_sysctl_table(table);
}

/**
 * register_sysctl_table() - register a sysctl table, 2.4's way or today's
 * @...: (table) or 2.4's (table, insert_at_head)
 *
 * The two-argument call is __drvcompat_register_sysctl_table_2().
 * See porting-guide/sysctl.md.
 */
#define register_sysctl_table(...)					\
	__DRVCOMPAT_ONE_OR_MANY(register_sysctl_table,			\
				__drvcompat_register_sysctl_table_2,	\
				__VA_ARGS__)(__VA_ARGS__)
#endif

#endif /* __DRVCOMPAT_SYSCTL_H */
