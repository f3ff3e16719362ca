// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: does the kernel still have <linux/genhd.h>?  (The compat overlay
 * shadows it: only include_next it when it exists.)
 * Compiles against KDIR iff it does; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_LINUX_GENHD_H in generated/compat-probes.h.
 */
#include <linux/genhd.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
}
