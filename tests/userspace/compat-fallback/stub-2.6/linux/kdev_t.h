/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: 2.6 device numbers, 12:20 in dev_t; no kdev_t. */
#ifndef STUB_KDEV_T_H
#define STUB_KDEV_T_H
#include <linux/types.h>
#define MINORBITS 20
#define MINORMASK ((1U << MINORBITS) - 1)
#define MAJOR(dev) ((unsigned int)((dev) >> MINORBITS))
#define MINOR(dev) ((unsigned int)((dev) & MINORMASK))
#define MKDEV(ma, mi) (((dev_t)(ma) << MINORBITS) | (mi))
#endif
