/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Body of the request-module topic: bounded formatting of a
 * module name.  Used by drvcompat.ko's drvcompat_request_module() and by the
 * userspace unit test, so both exercise the very same code.
 *
 * Uses vsnprintf(), va_list and ENAMETOOLONG.
 */
#ifndef __DRVCOMPAT_BODY_REQUEST_MODULE_H
#define __DRVCOMPAT_BODY_REQUEST_MODULE_H

#include <linux/types.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/stdarg.h>
#include <compat/plumbing.h>

/**
 * drvcompat_vformat_module_name() - format a module name, refusing to truncate
 * @buf: destination
 * @size: size of @buf (normally MODULE_NAME_LEN)
 * @fmt: printf-style format
 * @ap: arguments for @fmt
 *
 * The building block of the printf-style request_module() on kernels whose
 * request_module() takes a single name (2.4).  See
 * porting-guide/request-module.md.
 *
 * Return: the length of the name, or -ENAMETOOLONG if it does not fit in
 * @size bytes including the terminating NUL (@buf then holds a truncated
 * copy that must not be used).
 */
static inline __attribute__((__format__(__printf__, 3, 0)))
int drvcompat_vformat_module_name(char *buf, size_t size, const char *fmt,
				  va_list ap)
{
	int len = vsnprintf(buf, size, fmt, ap);

	if (len < 0)
		return len;
	if ((size_t)len >= size)
		return -ENAMETOOLONG;
	return len;
}

#endif /* __DRVCOMPAT_BODY_REQUEST_MODULE_H */
