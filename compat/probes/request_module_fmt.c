// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: printf-style request_module(fmt, ...) (2.6.0+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_REQUEST_MODULE_FMT in generated/compat-probes.h.
 */
#include <linux/kmod.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)request_module("%s-%d", (const char *)p, 1);
}
