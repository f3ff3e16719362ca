/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: ERR_PTR() and friends. */
#ifndef STUB_ERR_H
#define STUB_ERR_H
#include <stdbool.h>
#define MAX_ERRNO 4095
static inline void *ERR_PTR(long error) { return (void *)error; }
static inline long PTR_ERR(const void *ptr) { return (long)ptr; }
static inline bool IS_ERR(const void *ptr)
{
	return (unsigned long)ptr >= (unsigned long)-MAX_ERRNO;
}
#endif
