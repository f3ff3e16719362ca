/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: the 6.1 <linux/kmod.h> pulls in <linux/umh.h>. */
#ifndef STUB_LINUX_KMOD_H
#define STUB_LINUX_KMOD_H
#include <linux/umh.h>
#endif
