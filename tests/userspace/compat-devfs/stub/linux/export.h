/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: EXPORT_SYMBOL_GPL() exports nothing in userspace. */
#define EXPORT_SYMBOL_GPL(sym) extern int stub_export_##sym
