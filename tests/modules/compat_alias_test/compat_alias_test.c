// SPDX-License-Identifier: GPL-2.0
/*
 * compat_alias_test - does nothing but exist under an alias, so that the
 * guest tests can load it through request_module() and kmod.
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
MODULE_DESCRIPTION("alias target for the compat request_module() tests");
MODULE_LICENSE("GPL");
