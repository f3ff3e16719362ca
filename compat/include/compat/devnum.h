/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/devnum.h - device numbers: kdev_t, kdev_t_to_nr(), to_kdev_t(),
 * mk_kdev(), lowercase minor()/major(), iminor()/imajor().
 *
 * MINOR()/MAJOR() on ``inode->i_rdev`` keep working unchanged (the kernel
 * still has them and i_rdev is a dev_t).  Everything here is gated by the
 * probes in compat/probes/ and only supplied where the kernel lacks it.
 * See porting-guide/devnum.md.
 */
#ifndef __DRVCOMPAT_DEVNUM_H
#define __DRVCOMPAT_DEVNUM_H

#include <linux/types.h>
#include <linux/kdev_t.h>
#include <linux/fs.h>
#include <compat-probes.h>
#include <compat/body/devnum.h>

#endif /* __DRVCOMPAT_DEVNUM_H */
