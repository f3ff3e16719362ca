/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: a kernel.h without min()/max()/min_t() (2.4.0), vsnprintf from libc. */
#ifndef STUB_KERNEL_H
#define STUB_KERNEL_H
#include <stdio.h>
#include <linux/types.h>
#define __printf(a, b) __attribute__((__format__(__printf__, a, b)))
#endif
