// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: struct parport_driver has attach() (2.4 to 6.10 at least; 6.12
 * has only match_port())
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_PARPORT_DRIVER_ATTACH in generated/compat-probes.h.
 */
#include <linux/parport.h>
void compat_probe(struct parport_driver *drv, void (*fn)(struct parport *));
void compat_probe(struct parport_driver *drv, void (*fn)(struct parport *))
{
	drv->attach = fn;
}
