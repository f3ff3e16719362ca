// SPDX-License-Identifier: GPL-2.0
/*
 * compat_sysctl - run-time test of the sysctl compat topic
 * (tests/guest/compat-sysctl.sh), written the 2.4 way (ctl_table, a
 * nested table of directories, register_sysctl_table(table, 0)) and built
 * unchanged with compat/compat.mk.  At load it registers
 *
 *	/proc/sys/dev/compat_sysctl/value	0644, an int (proc_dointvec)
 *	/proc/sys/dev/compat_sysctl/name	0644, a string (proc_dostring)
 *	/proc/sys/dev/compat_sysctl/secret	0600, an int
 *
 * and shows what the driver itself sees as read-only parameters:
 * ``value`` and ``secret`` (the ints), ``registered`` (1 when
 * register_sysctl_table() gave a header; -1 on a kernel without the
 * one-argument register_sysctl_table() and .child, where compat cannot
 * register a nested 2.4 table: the probe register_sysctl_table says so).
 * The entries go at unload.
 * (The 2.4 entries' .ctl_name numbers are not here: compat cannot bring
 * that member back, see porting-guide/sysctl.md.)
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sysctl.h>

static int value = 42, secret = 7, registered;
module_param(value, int, 0444);
module_param(secret, int, 0444);
module_param(registered, int, 0444);

#ifdef DRVCOMPAT_HAVE_REGISTER_SYSCTL_TABLE
static char name[16] = "legacy";
static struct ctl_table_header *cs_header;

static ctl_table cs_files[] = {
	{
		.procname = "value",
		.data = &value,
		.maxlen = sizeof(int),
		.mode = 0644,
		.proc_handler = &proc_dointvec,
	},
	{
		.procname = "name",
		.data = name,
		.maxlen = sizeof(name),
		.mode = 0644,
		.proc_handler = &proc_dostring,
	},
	{
		.procname = "secret",
		.data = &secret,
		.maxlen = sizeof(int),
		.mode = 0600,
		.proc_handler = &proc_dointvec,
	},
	{ }
};

static ctl_table cs_dir[] = {
	{
		.procname = "compat_sysctl",
		.mode = 0555,
		.child = cs_files,
	},
	{ }
};

static ctl_table cs_root[] = {
	{
		.procname = "dev",
		.mode = 0555,
		.child = cs_dir,
	},
	{ }
};

static int __init cs_init(void)
{
	cs_header = register_sysctl_table(cs_root, 0);
	if (!cs_header)
		return -ENOMEM;
	registered = 1;
	return 0;
}

static void __exit cs_exit(void)
{
	unregister_sysctl_table(cs_header);
}
#else
static int __init cs_init(void)
{
	registered = -1;
	return 0;
}

static void __exit cs_exit(void)
{
}
#endif

module_init(cs_init);
module_exit(cs_exit);
MODULE_DESCRIPTION("compat test: 2.4's ctl_table and register_sysctl_table()");
MODULE_LICENSE("GPL");
