/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: a 2.6 inode, whose i_rdev is a dev_t. */
#ifndef STUB_FS_H
#define STUB_FS_H
#include <linux/types.h>
#include <linux/kdev_t.h>
struct inode {
	unsigned long i_ino;
	dev_t i_rdev;
};
#endif
