/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: the C library's errno values (the uapi header). */
#include_next <linux/errno.h>
