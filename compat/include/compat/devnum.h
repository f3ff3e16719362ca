/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/devnum.h - device numbers: kdev_t, kdev_t_to_nr(), to_kdev_t(),
 * mk_kdev(), lowercase minor()/major(), iminor()/imajor().
 *
 * MINOR()/MAJOR() on ``inode->i_rdev`` keep working unchanged (the kernel
 * still has them and i_rdev is a dev_t).  Everything here is gated by the
 * probes in compat/probes/ and only supplied where the kernel lacks it.
 * See porting-guide/devnum.md.
 *
 * Also compiled in userspace by the unit test (tests/userspace/
 * compat-fallback/) against a stub 2.4-like header set, so both exercise
 * the very same definitions.  Uses from <linux/kdev_t.h> and <linux/fs.h>:
 * dev_t, MAJOR()/MINOR()/MKDEV(), struct inode with i_rdev, and (when
 * DRVCOMPAT_HAVE_KDEV_T) the kernel's own kdev_t and kdev_t_to_nr().
 */
#ifndef __DRVCOMPAT_DEVNUM_H
#define __DRVCOMPAT_DEVNUM_H

#include <linux/types.h>
#include <linux/kdev_t.h>
#include <linux/fs.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_KDEV_T
/*
 * kdev_t - the 2.4/2.5 device number type, now plain dev_t
 *
 * 2.4 had a 16-bit kdev_t (8:8).  Aliasing it to the 32-bit dev_t (12:20)
 * means a minor number of 256 or more is never truncated.
 */
typedef dev_t kdev_t;
#endif

#ifndef NODEV
/**
 * NODEV - "no device": the device number 0
 *
 * 2.4's <linux/kdev_t.h> had ``#define NODEV 0`` (a kdev_t of 0:0, e.g.
 * ``if (dev == NODEV)``); 2.6 kept it until the kdev_t type went away.
 * Device number 0 still means "none" today, so this is the same test.
 * See porting-guide/devnum.md.
 */
#define NODEV 0
#endif

#ifndef DRVCOMPAT_HAVE_KDEV_T_TO_NR
/**
 * kdev_t_to_nr() - kdev_t to a plain device number
 * @dev: device number (kdev_t is dev_t on this kernel)
 *
 * 2.4 to 2.6.x; on kernels without it this is the identity, because
 * kdev_t is dev_t here.  See porting-guide/devnum.md.
 *
 * Return: @dev unchanged.
 */
static inline __drvcompat_deprecated_devnum
dev_t kdev_t_to_nr(kdev_t dev)
{
	return dev;
}
#endif

#ifndef DRVCOMPAT_HAVE_TO_KDEV_T
/**
 * to_kdev_t() - plain device number to kdev_t
 * @dev: device number
 *
 * 2.4 to 2.6.x; the identity on kernels without it (kdev_t is dev_t).
 * See porting-guide/devnum.md.
 *
 * Return: @dev unchanged.
 */
static inline __drvcompat_deprecated_devnum
kdev_t to_kdev_t(dev_t dev)
{
	return dev;
}
#endif

#ifndef DRVCOMPAT_HAVE_MK_KDEV
/**
 * mk_kdev() - build a kdev_t from major and minor (2.5 spelling)
 * @ma: major number
 * @mi: minor number
 *
 * Maps to MKDEV() where the kernel lacks it.  See porting-guide/devnum.md.
 */
#define mk_kdev(ma, mi)							\
	(__drvcompat_legacy("mk_kdev() is MKDEV() now, see porting-guide/devnum.md") \
	 MKDEV(ma, mi))
#endif

#if !defined(DRVCOMPAT_HAVE_LOWERCASE_MINOR) && !defined(DRVCOMPAT_NO_LOWERCASE_DEVNUM)
/**
 * minor() - minor number of a device number (2.5 spelling)
 * @dev: a dev_t/kdev_t, e.g. ``inode->i_rdev``
 *
 * Function-like only, so variables and struct members named ``minor``
 * are untouched; define DRVCOMPAT_NO_LOWERCASE_DEVNUM to turn it off.
 * Maps to MINOR() (20 bits on 2.6+: a minor >= 256 is never truncated).
 * See porting-guide/devnum.md.
 */
#define minor(dev)							\
	(__drvcompat_legacy("minor() is MINOR()/iminor() now, see porting-guide/devnum.md") \
	 MINOR(dev))

/**
 * major() - major number of a device number (2.5 spelling)
 * @dev: a dev_t/kdev_t, e.g. ``inode->i_rdev``
 *
 * Function-like only; maps to MAJOR().  See porting-guide/devnum.md.
 */
#define major(dev)							\
	(__drvcompat_legacy("major() is MAJOR()/imajor() now, see porting-guide/devnum.md") \
	 MAJOR(dev))
#endif

#if !defined(DRVCOMPAT_HAVE_IMINOR) || !defined(DRVCOMPAT_HAVE_IMAJOR)
/*
 * __drvcompat_i_rdev() - the device number of a device inode, as a number
 * (through kdev_t_to_nr() on the kdev_t kernels)
 */
#ifdef DRVCOMPAT_HAVE_KDEV_T
#define __drvcompat_i_rdev(inode)	kdev_t_to_nr((inode)->i_rdev)
#else
#define __drvcompat_i_rdev(inode)	((inode)->i_rdev)
#endif
#endif

#ifndef DRVCOMPAT_HAVE_IMINOR
/**
 * iminor() - minor number of the device an inode refers to
 * @inode: inode of a device special file
 *
 * In the kernel since 2.6.0; on older (kdev_t) kernels this reads
 * ``inode->i_rdev`` through kdev_t_to_nr().  See porting-guide/devnum.md.
 *
 * Return: the minor number.
 */
static inline unsigned int iminor(const struct inode *inode)
{
	return MINOR(__drvcompat_i_rdev(inode));
}
#endif

#ifndef DRVCOMPAT_HAVE_IMAJOR
/**
 * imajor() - major number of the device an inode refers to
 * @inode: inode of a device special file
 *
 * In the kernel since 2.6.0; see iminor().  See porting-guide/devnum.md.
 *
 * Return: the major number.
 */
static inline unsigned int imajor(const struct inode *inode)
{
	return MAJOR(__drvcompat_i_rdev(inode));
}
#endif

#endif /* __DRVCOMPAT_DEVNUM_H */
