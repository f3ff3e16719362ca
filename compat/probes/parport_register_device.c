// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: parport_register_device() (2.4 to 5.7; 5.8 removed it with the
 * parport drivers that did not use the device model, leaving
 * parport_register_dev_model(), and with them the calls of a driver's
 * attach() by parport_register_driver())
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_PARPORT_REGISTER_DEVICE in generated/compat-probes.h.
 */
#include <linux/parport.h>
struct pardevice *compat_probe(struct parport *port);
struct pardevice *compat_probe(struct parport *port)
{
	return parport_register_device(port, "probe", NULL, NULL, NULL, 0,
				       NULL);
}
