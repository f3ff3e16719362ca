/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/uaccess.h - verify_area() and the three-argument access_ok().
 *
 * 2.4 checked a user pointer with verify_area(type, addr, size) or
 * access_ok(type, addr, size), type being VERIFY_READ or VERIFY_WRITE.
 * verify_area() was "access_ok(type, addr, size) ? 0 : -EFAULT" in every
 * architecture's <asm/uaccess.h>; 2.6.11 deprecated it and 2.6.14 removed
 * it.  5.0 dropped the type argument of access_ok() (commit 96d4f267e40f,
 * "Remove 'type' argument from access_ok() function"): x86 had not used it
 * since 2.5, where the 386's software write-protect check went away.
 * This header makes access_ok() take two or three arguments and brings
 * back verify_area() and VERIFY_READ/VERIFY_WRITE.
 * See porting-guide/uaccess.md.
 */
#ifndef __DRVCOMPAT_UACCESS_H
#define __DRVCOMPAT_UACCESS_H

#include <linux/types.h>
#include <linux/errno.h>
#include <linux/uaccess.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef VERIFY_READ
/**
 * VERIFY_READ - the 2.4 "the kernel will read from user space" type argument
 *
 * Accepted and ignored by verify_area() and the three-argument
 * access_ok(), as the kernel has done on x86 since 2.5.  See
 * porting-guide/uaccess.md.
 */
#define VERIFY_READ	0
/**
 * VERIFY_WRITE - the 2.4 "the kernel will write to user space" type argument
 *
 * Accepted and ignored, like VERIFY_READ.  See porting-guide/uaccess.md.
 */
#define VERIFY_WRITE	1
#endif

/**
 * __drvcompat_access_ok() - the kernel's own access_ok(), as a function
 * @addr: user-space pointer to the start of the block
 * @size: size of the block in bytes
 *
 * Captures the kernel's access_ok() before this header redefines the
 * name, so that both spellings end up in exactly the kernel's check.
 *
 * Return: true if the block may be valid user memory, false if it
 * certainly is not.
 */
static __always_inline bool __drvcompat_access_ok(const void __user *addr,
						  unsigned long size)
{
#ifdef DRVCOMPAT_HAVE_ACCESS_OK_TYPE
	return access_ok(VERIFY_READ, addr, size);
#else
	return access_ok(addr, size);
#endif
}

#define __drvcompat_access_ok2(addr, size)	__drvcompat_access_ok(addr, size)
#define __drvcompat_access_ok3(type, addr, size)			\
	(__drvcompat_legacy("access_ok(type, addr, size): the type argument is gone since 5.0, see porting-guide/uaccess.md") \
	 (void)(type), __drvcompat_access_ok(addr, size))

#undef access_ok
/**
 * access_ok() - check that a user-space block may be accessed
 * @...: ``(addr, size)`` as since 5.0, or the 2.4-4.x ``(type, addr, size)``
 *
 * Both forms are the kernel's own check; @type (VERIFY_READ or
 * VERIFY_WRITE) is evaluated and ignored, as x86 has ignored it since 2.5
 * (2.4 on a 386, which did not honour write protection in kernel mode,
 * also probed the pages for VERIFY_WRITE; copy_to_user() handles such
 * faults today).  Like the original, a true result does not promise that
 * the copy will succeed.  See porting-guide/uaccess.md.
 *
 * Return: true if the block may be valid user memory, false if not.
 */
#define access_ok(...)							\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_access_ok3,		\
			 __drvcompat_access_ok2)(__VA_ARGS__)

#ifndef DRVCOMPAT_HAVE_VERIFY_AREA
/**
 * verify_area() - 2.4 check of a user-space block
 * @type: VERIFY_READ or VERIFY_WRITE (evaluated, ignored)
 * @addr: user-space pointer to the start of the block
 * @size: size of the block in bytes
 *
 * ``access_ok(type, addr, size) ? 0 : -EFAULT``, exactly what every
 * architecture's verify_area() was until 2.6.13.  See
 * porting-guide/uaccess.md.
 *
 * Return: 0 if the block may be valid user memory, -EFAULT if not.
 */
#define verify_area(type, addr, size)					\
	(__drvcompat_legacy("verify_area() is gone since 2.6.14, see porting-guide/uaccess.md") \
	 __drvcompat_access_ok3(type, addr, size) ? 0 : -EFAULT)
#endif

#endif /* __DRVCOMPAT_UACCESS_H */
