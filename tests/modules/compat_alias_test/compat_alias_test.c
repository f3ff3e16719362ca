// SPDX-License-Identifier: GPL-2.0
/*
 * compat_alias_test - does nothing but exist under two aliases, so that the
 * guest tests can load it through request_module() and kmod.  The second
 * alias has "%%" in it: loading by that name succeeds only if the name
 * reaches modprobe unchanged, not used as a printf format (which would
 * turn "%%" into "%").
 */
#include <linux/init.h>
#include <linux/module.h>

static int __init compat_alias_test_init(void)
{
	pr_info("compat_alias_test: loaded\n");
	return 0;
}

static void __exit compat_alias_test_exit(void)
{
}

module_init(compat_alias_test_init);
module_exit(compat_alias_test_exit);

MODULE_ALIAS("compat-alias-probe");
MODULE_ALIAS("compat-alias-100%%");
MODULE_DESCRIPTION("alias target for the compat request_module() tests");
MODULE_LICENSE("GPL");
