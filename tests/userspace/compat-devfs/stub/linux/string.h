/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: the C library's string functions plus strscpy(). */
#ifndef STUB_STRING_H
#define STUB_STRING_H
#include <string.h>
#include <sys/types.h>
static inline ssize_t strscpy(char *dst, const char *src, size_t size)
{
	size_t len = strnlen(src, size);

	if (!size)
		return -7;	/* -E2BIG */
	if (len == size) {
		memcpy(dst, src, size - 1);
		dst[size - 1] = '\0';
		return -7;
	}
	memcpy(dst, src, len + 1);
	return (ssize_t)len;
}
#endif
