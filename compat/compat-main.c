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

/*
 * A module going away (its exit ran, or its init failed): each part of
 * drvcompat.ko forgets what it kept for that module.
 */
static int drvcompat_module_event(struct notifier_block *nb,
				  unsigned long state, void *data)
{
	struct module *mod = data;

	if (state != MODULE_STATE_GOING)
		return NOTIFY_DONE;
	drvcompat_bkl_module_going(mod);
	drvcompat_module_going(mod);
	drvcompat_irq_module_going(mod);
	drvcompat_tqueue_module_going(mod);
	drvcompat_blk_module_going(mod);
	return NOTIFY_DONE;
}

static struct notifier_block drvcompat_module_nb = {
	.notifier_call = drvcompat_module_event,
};

static int __init drvcompat_init(void)
{
	int ret;

	drvcompat_blk_init();
	ret = drvcompat_devfs_init();
	if (ret)
		return ret;
	ret = register_module_notifier(&drvcompat_module_nb);
	if (ret) {
		drvcompat_devfs_exit();
		return ret;
	}
	pr_debug("version " DRVCOMPAT_VERSION " loaded\n");
	return 0;
}

static void __exit drvcompat_exit(void)
{
	unregister_module_notifier(&drvcompat_module_nb);
	drvcompat_tqueue_exit();
	drvcompat_irq_exit();
	drvcompat_proc_exit();
	drvcompat_devfs_exit();
	drvcompat_bkl_exit();
}

module_init(drvcompat_init);
module_exit(drvcompat_exit);

MODULE_DESCRIPTION("Compatibility helpers for legacy (2.4/2.6-era) drivers");
MODULE_LICENSE("GPL");
MODULE_VERSION(DRVCOMPAT_VERSION);
