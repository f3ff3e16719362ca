/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: the kernel's dev_t encoding. */
#ifndef STUB_KDEV_T_H
#define STUB_KDEV_T_H
#define MINORBITS 20
#define MINORMASK ((1U << MINORBITS) - 1)
#define MAJOR(dev) ((unsigned int)((dev) >> MINORBITS))
#define MINOR(dev) ((unsigned int)((dev) & MINORMASK))
#define MKDEV(ma, mi) (((dev_t)(ma) << MINORBITS) | (mi))
#endif
