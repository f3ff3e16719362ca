/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/parport.h - the 2.4 parport client API: parport_register_device()
 * and a parport_driver's attach().
 *
 * 2.4 (drivers/parport/share.c) had a client declare its device with
 * parport_register_device(port, name, pf, kf, irq_func, flags, handle) and
 * learn of ports through parport_register_driver(), which called the
 * driver's attach() for each port there and each port announced later.
 * 4.x (2015) added the device model alongside: parport_register_dev_model() with
 * the callbacks in a struct pardev_cb, and a driver's match_port() called
 * instead of attach() when it set devmodel.  5.8 converted the last
 * drivers and removed the old path: parport_register_device() went, and
 * __parport_register_driver() registers every driver on the parport bus
 * and calls match_port() only; attach() is still a member (6.1) but
 * nothing calls it, so a 2.4 driver registers, never sees a port and
 * stays silent.  6.12 has no attach() member at all.
 *
 * Here, where the kernel lacks parport_register_device():
 * parport_register_device() is parport_register_dev_model() with the same
 * callbacks, flags and handle, the device numbered after its port; and
 * parport_register_driver() makes the driver's attach() its match_port()
 * (when it set none), which the kernel calls at the same moments 2.4
 * called attach().  detach() is called by the kernel as it was in 2.4.
 * parport_unregister_device(), parport_claim_or_block(), parport_write()
 * and parport_release() kept their 2.4 form.  See porting-guide/parport.md.
 */
#ifndef __DRVCOMPAT_PARPORT_H
#define __DRVCOMPAT_PARPORT_H

#include <linux/parport.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_PARPORT_REGISTER_DEVICE
/**
 * parport_register_device() - 2.4 "a device is connected to this port"
 * @port: the port (as attach() got it)
 * @name: the device's name (copied)
 * @pf: preemption callback, or %NULL
 * @kf: wake-up ("kick") callback, or %NULL
 * @irq_func: the port's interrupt callback, or %NULL
 * @flags: %PARPORT_DEV_EXCL, %PARPORT_DEV_LURK or 0
 * @handle: what the callbacks are given
 *
 * parport_register_dev_model() with a struct pardev_cb holding @pf, @kf,
 * @irq_func, @flags and @handle, numbered @port->number: the device is
 * "name.N" on the parport bus, unique as long as a driver registers one
 * device of a name per port, as 2.4 drivers did.  The rules of 2.4 hold:
 * an exclusive device refuses others, a lurking one needs both callbacks.
 * See porting-guide/parport.md.
 *
 * Return: the device, or %NULL.
 */
static inline __drvcompat_deprecated_parport
struct pardevice *parport_register_device(struct parport *port,
					  const char *name,
					  int (*pf)(void *),
					  void (*kf)(void *),
					  void (*irq_func)(void *),
					  int flags, void *handle)
{
	struct pardev_cb cb = {
		.preempt = pf,
		.wakeup = kf,
		.private = handle,
		.irq_func = irq_func,
		.flags = flags,
	};

	return parport_register_dev_model(port, name, &cb, port->number);
}

#ifdef DRVCOMPAT_HAVE_PARPORT_DRIVER_ATTACH
/**
 * __drvcompat_parport_register_driver() - parport_register_driver() that
 * calls a 2.4 driver's attach()
 * @drv: the driver
 * @owner: its module
 * @mod_name: its module's name
 *
 * A driver with attach() and no match_port() gets attach() as its
 * match_port(): the kernel calls it for each port present now and each
 * port announced later, as 2.4 called attach().  Then
 * __parport_register_driver().  See porting-guide/parport.md.
 *
 * Return: 0, or the error of driver_register().
 */
static inline int __drvcompat_parport_register_driver(struct parport_driver *drv,
						      struct module *owner,
						      const char *mod_name)
{
	if (drv->attach && !drv->match_port)
		drv->match_port = drv->attach;
	return __parport_register_driver(drv, owner, mod_name);
}

#undef parport_register_driver
/**
 * parport_register_driver() - register a parport driver, 2.4's attach()
 * included
 * @drv: the driver
 *
 * See __drvcompat_parport_register_driver().
 */
#define parport_register_driver(drv)					\
	__drvcompat_parport_register_driver(drv, THIS_MODULE, KBUILD_MODNAME)
#endif /* DRVCOMPAT_HAVE_PARPORT_DRIVER_ATTACH */
#endif /* !DRVCOMPAT_HAVE_PARPORT_REGISTER_DEVICE */

#endif /* __DRVCOMPAT_PARPORT_H */
