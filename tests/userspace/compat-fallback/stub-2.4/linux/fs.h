/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: a 2.4 inode, whose i_rdev is a kdev_t. */
#ifndef STUB_FS_H
#define STUB_FS_H
#include <linux/types.h>
#include <linux/kdev_t.h>
struct inode {
	unsigned long i_ino;
	kdev_t i_rdev;
};
#endif
