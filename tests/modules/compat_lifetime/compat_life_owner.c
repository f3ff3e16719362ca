// SPDX-License-Identifier: GPL-2.0
/*
 * compat_life_owner - a 2.4-style char driver that protects itself
 * against unload with SET_MODULE_OWNER() on its file_operations (2.4.x's
 * spelling of ".owner = THIS_MODULE").  Built unchanged through
 * compat/compat.mk; while one of its nodes is open, rmmod must fail with
 * "in use" (tests/guest/compat-module.sh).  It also does what 2.4
 * network drivers did, SET_MODULE_OWNER() on a net_device, which must
 * build (net_device has had no owner since 2.5: it does nothing).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/netdevice.h>

#include "compat_life.h"

static ssize_t life_read(struct file *file, char *buf, size_t count,
			 loff_t *ppos)
{
	return 0;
}

/* a 2.4 network driver's probe began so */
static void __maybe_unused life_netdev_setup(struct net_device *dev)
{
	SET_MODULE_OWNER(dev);
}

static struct file_operations life_fops = {
	read:		life_read,
};

int init_module(void)
{
	SET_MODULE_OWNER(&life_fops);
	return life_register(&life_fops);
}

void cleanup_module(void)
{
	life_unregister();
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("2.4-style driver guarded by SET_MODULE_OWNER() (compat lifetime test)");
