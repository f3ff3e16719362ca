/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: exports are plain external definitions in userspace. */
#ifndef STUB_LINUX_EXPORT_H
#define STUB_LINUX_EXPORT_H
#define EXPORT_SYMBOL_GPL(sym) extern int stub_export_##sym
#endif
