// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: class_create(name) without the owner argument (6.4+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_CLASS_CREATE_1ARG in generated/compat-probes.h.
 */
#include <linux/device.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
	(void)class_create("compat-probe");
}
