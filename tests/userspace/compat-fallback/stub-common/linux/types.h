/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: basic types from the C library (its dev_t). */
#ifndef STUB_TYPES_H
#define STUB_TYPES_H
#include_next <linux/types.h>
#include <stddef.h>
#include <stdbool.h>
#include <sys/types.h>
#endif
