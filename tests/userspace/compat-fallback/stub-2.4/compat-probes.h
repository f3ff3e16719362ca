/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: the probe answers of a 2.4.0-like kernel (kdev_t era). */
#ifndef STUB_COMPAT_PROBES_H
#define STUB_COMPAT_PROBES_H
#define DRVCOMPAT_HAVE_KDEV_T 1
#define DRVCOMPAT_HAVE_KDEV_T_TO_NR 1
#define DRVCOMPAT_HAVE_TO_KDEV_T 1
/* missing: iminor, imajor, mk_kdev, lowercase minor, min_t, __careful_cmp,
 * printf-style request_module, UMH_WAIT_*, linux/umh.h */
#endif
