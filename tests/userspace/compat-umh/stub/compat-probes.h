/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: probe answers of a 6.1-like kernel, as far as the umh topic asks. */
#ifndef STUB_UMH_COMPAT_PROBES_H
#define STUB_UMH_COMPAT_PROBES_H
#define DRVCOMPAT_HAVE_LINUX_UMH_H 1
#endif
