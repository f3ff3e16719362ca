/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: basic kernel types from the C library. */
#ifndef STUB_TYPES_H
#define STUB_TYPES_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
typedef unsigned short umode_t;
#endif
