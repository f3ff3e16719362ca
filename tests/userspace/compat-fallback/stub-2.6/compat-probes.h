/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: probe answers of an early 2.6-like kernel without kdev_t. */
#ifndef STUB_COMPAT_PROBES_H
#define STUB_COMPAT_PROBES_H
/* everything missing */
#endif
