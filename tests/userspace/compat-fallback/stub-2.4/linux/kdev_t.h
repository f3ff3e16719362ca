/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: 2.4 device numbers, 8:8 in a 16-bit kdev_t. */
#ifndef STUB_KDEV_T_H
#define STUB_KDEV_T_H
#include <linux/types.h>
#define STUB_KDEV_16 1
typedef unsigned short kdev_t;
#define MINORBITS 8
#define MINORMASK ((1U << MINORBITS) - 1)
#define MAJOR(dev) ((unsigned int)((dev) >> MINORBITS))
#define MINOR(dev) ((unsigned int)((dev) & MINORMASK))
#define MKDEV(ma, mi) ((ma) << MINORBITS | (mi))
#define NODEV 0
static inline unsigned int kdev_t_to_nr(kdev_t dev)
{
	return (MAJOR(dev) << 8) | MINOR(dev);
}
static inline kdev_t to_kdev_t(int dev)
{
	return MKDEV((dev >> 8) & 0xff, dev & 0xff);
}
#endif
