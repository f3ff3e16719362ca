/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shared by the compat_lifetime test drivers: the char device each one
 * registers under its module's name (/proc/devices), major chosen by the
 * kernel, and the release() of the two that count their users.
 */
#ifndef COMPAT_LIFE_H
#define COMPAT_LIFE_H

#include <linux/fs.h>
#include <linux/module.h>

static int life_major;

/**
 * life_register() - register the driver's char device
 * @fops: its file_operations
 *
 * The major is in life_major afterwards.
 *
 * Return: 0, or the error of register_chrdev().
 */
static int life_register(const struct file_operations *fops)
{
	life_major = register_chrdev(0, KBUILD_MODNAME, fops);
	return life_major < 0 ? life_major : 0;
}

/**
 * life_unregister() - unregister what life_register() registered
 */
static void life_unregister(void)
{
	unregister_chrdev(life_major, KBUILD_MODNAME);
}

/**
 * life_release() - release() of a driver that counts its users, 2.4 style
 * @inode: the node closed
 * @file: the file closed
 *
 * Says MOD_DEC_USE_COUNT for every close.
 *
 * Return: 0.
 */
static int __maybe_unused life_release(struct inode *inode, struct file *file)
{
	MOD_DEC_USE_COUNT;
	return 0;
}

#endif /* COMPAT_LIFE_H */
