// SPDX-License-Identifier: GPL-2.0
/*
 * demo_backend - the module the demo drivers load on demand.
 *
 * demo.ko and demo_legacy.ko ask for "demo-backend-<n>" with
 * request_module(); the aliases below let modprobe find this module for
 * n = 0..3 (other numbers have no module, so the request fails).  Once it is
 * loaded the driver picks up demo_backend_ops with symbol_get(): that is how
 * the backend registers itself with whichever demo driver asked for it,
 * without linking against either of them.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>

#include "demo_backend.h"

static int demo_backend_describe(unsigned int n, char *buf, size_t size)
{
	return scnprintf(buf, size, "%s serving slot %u", KBUILD_MODNAME, n);
}

const struct demo_backend_ops demo_backend_ops = {
	.name		= KBUILD_MODNAME,
	.describe	= demo_backend_describe,
};
EXPORT_SYMBOL_GPL(demo_backend_ops);

static int __init demo_backend_init(void)
{
	pr_info("loaded\n");
	return 0;
}

static void __exit demo_backend_exit(void)
{
	pr_info("unloaded\n");
}

module_init(demo_backend_init);
module_exit(demo_backend_exit);

MODULE_DESCRIPTION("Backend that the demo drivers load with request_module()");
MODULE_LICENSE("GPL");
MODULE_ALIAS("demo-backend-0");
MODULE_ALIAS("demo-backend-1");
MODULE_ALIAS("demo-backend-2");
MODULE_ALIAS("demo-backend-3");
