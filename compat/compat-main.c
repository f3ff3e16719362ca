// SPDX-License-Identifier: GPL-2.0
/*
 * drvcompat.ko - out-of-line helpers of the compat layer for legacy drivers.
 *
 * Drivers built with compat/compat.mk that use one of the exported
 * drvcompat_* helpers depend on this module; depmod/modprobe load it first.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/init.h>
#include <linux/module.h>

#include "drvcompat-internal.h"

static int __init drvcompat_init(void)
{
	int ret = drvcompat_bkl_init();

	if (ret)
		return ret;
	ret = drvcompat_devfs_init();
	if (ret) {
		drvcompat_bkl_exit();
		return ret;
	}
	ret = drvcompat_module_init();
	if (ret) {
		drvcompat_devfs_exit();
		drvcompat_bkl_exit();
		return ret;
	}
	ret = drvcompat_irq_init();
	if (ret) {
		drvcompat_module_exit();
		drvcompat_devfs_exit();
		drvcompat_bkl_exit();
		return ret;
	}
	pr_debug("version " DRVCOMPAT_VERSION " loaded\n");
	return 0;
}

static void __exit drvcompat_exit(void)
{
	drvcompat_irq_exit();
	drvcompat_module_exit();
	drvcompat_proc_exit();
	drvcompat_devfs_exit();
	drvcompat_bkl_exit();
}

module_init(drvcompat_init);
module_exit(drvcompat_exit);

MODULE_DESCRIPTION("Compatibility helpers for legacy (2.4/2.6-era) drivers");
MODULE_LICENSE("GPL");
MODULE_VERSION(DRVCOMPAT_VERSION);
