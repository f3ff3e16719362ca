/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: module.h, for MODULE_NAME_LEN. */
#ifndef STUB_MODULE_H
#define STUB_MODULE_H
#include <linux/types.h>
#define MODULE_NAME_LEN (64 - sizeof(unsigned long))
#endif
