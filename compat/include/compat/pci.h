/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/pci.h - the 2.4 PCI driver entry points: pci_present(),
 * pci_find_device()/pci_find_class()/pci_find_slot() and
 * pci_module_init(), with their 2.4 meaning (the __devinit family is in
 * <compat/devinit.h>).
 *
 * 2.4 kept every PCI device on one list that never shrank on a machine
 * without hot-plug.  pci_find_device() walked it and returned a bare
 * pointer (2.4's drivers/pci/pci.c: pci_find_subsys() follows dev->next,
 * no reference taken), and pci_module_init() registered a pci_driver and
 * failed with -ENODEV, unregistering it again, when no device was claimed
 * (2.4's <linux/pci.h>: "if (rc > 0) return 0; ... if (rc == 0) rc =
 * -ENODEV; pci_unregister_driver(drv); return rc;", for a module).
 * 2.6.10 made pci_module_init() an alias of pci_register_driver(), which
 * from then on returned 0 whether a device was claimed or not, until the
 * alias went too; pci_find_device() was deprecated for the
 * reference-counting pci_get_device() and kept under CONFIG_PCI_LEGACY
 * (2.6.31's <linux/pci.h> still declares it there); pci_present() went in
 * 2.5.  6.1 has none of them.
 *
 * Each is defined here only where its probe finds the kernel without it.
 * See porting-guide/pci.md.
 */
#ifndef __DRVCOMPAT_PCI_H
#define __DRVCOMPAT_PCI_H

#include <linux/pci.h>
#include <compat-probes.h>
#include <compat/plumbing.h>
#include <compat/devinit.h>

#ifndef DRVCOMPAT_HAVE_PCI_FIND_DEVICE
/*
 * __drvcompat_pci_unref() - 2.4's bare pointer from a pci_get_*() result
 *
 * The reference pci_get_*() took is dropped at once: the device stays on
 * the bus's list until it is removed, which is the lifetime 2.4's pointer
 * had.  pci_dev_put() only frees a device that was already removed.
 */
static inline struct pci_dev *__drvcompat_pci_unref(struct pci_dev *dev)
{
	pci_dev_put(dev);
	return dev;
}

/**
 * pci_find_device() - 2.4 "next PCI device with this vendor and device id"
 * @vendor: vendor id, or %PCI_ANY_ID
 * @device: device id, or %PCI_ANY_ID
 * @from: the device found last, or %NULL to start a new search
 *
 * pci_get_device() with the reference dropped again, so that a 2.4 loop
 * ``while ((dev = pci_find_device(V, D, dev)))`` neither leaks nor
 * over-releases: pci_get_device() puts @from, so it is taken here first.
 * As in 2.4, the pointer is valid as long as the device is not
 * hot-removed.  See porting-guide/pci.md.
 *
 * Return: the next matching device after @from, or %NULL.
 */
static inline __drvcompat_deprecated_pci_find
struct pci_dev *pci_find_device(unsigned int vendor, unsigned int device,
				const struct pci_dev *from)
{
	struct pci_dev *start = (struct pci_dev *)from;

	return __drvcompat_pci_unref(pci_get_device(vendor, device,
						    pci_dev_get(start)));
}

/**
 * pci_find_class() - 2.4 "next PCI device of this class"
 * @class: the 24-bit class code (class, subclass, prog-if)
 * @from: the device found last, or %NULL to start a new search
 *
 * pci_get_class() with the reference dropped again, as pci_find_device().
 * See porting-guide/pci.md.
 *
 * Return: the next matching device after @from, or %NULL.
 */
static inline __drvcompat_deprecated_pci_find
struct pci_dev *pci_find_class(unsigned int class, const struct pci_dev *from)
{
	struct pci_dev *start = (struct pci_dev *)from;

	return __drvcompat_pci_unref(pci_get_class(class, pci_dev_get(start)));
}

/**
 * pci_find_slot() - 2.4 "the device at this bus number and devfn"
 * @bus: the bus number
 * @devfn: the device and function number (PCI_DEVFN(slot, fn))
 *
 * pci_get_domain_bus_and_slot() in domain 0 (2.4 knew no other), with the
 * reference dropped again.  See porting-guide/pci.md.
 *
 * Return: the device, or %NULL.
 */
static inline __drvcompat_deprecated_pci_find
struct pci_dev *pci_find_slot(unsigned int bus, unsigned int devfn)
{
	return __drvcompat_pci_unref(pci_get_domain_bus_and_slot(0, bus,
								 devfn));
}
#endif /* !DRVCOMPAT_HAVE_PCI_FIND_DEVICE */

#ifndef DRVCOMPAT_HAVE_PCI_PRESENT
/**
 * pci_present() - 2.4 "does this machine have PCI devices at all"
 *
 * Return: 1 if the bus has a first device, 0 if it has none: the question
 * 2.4 answered with !list_empty(&pci_devices).  See porting-guide/pci.md.
 */
static inline int pci_present(void)
{
	struct pci_dev *dev = pci_get_device(PCI_ANY_ID, PCI_ANY_ID, NULL);

	pci_dev_put(dev);
	return !!dev;
}
#endif

#ifndef DRVCOMPAT_HAVE_PCI_MODULE_INIT
int drvcompat_pci_driver_bound(struct pci_driver *drv);

/**
 * pci_module_init() - 2.4 "register this driver, fail if it found nothing"
 * @drv: the driver
 *
 * The 2.4 meaning for a module: pci_register_driver(), and if no device
 * is bound to @drv once the probes have run, pci_unregister_driver() and
 * -ENODEV, so that insmod fails on a machine without the card as it did
 * in 2.4 (2.6.10's alias of pci_register_driver() loaded anyway).
 * The registration is the caller's own (pci_register_driver()
 * passes THIS_MODULE); drvcompat.ko only counts the bound devices
 * (drvcompat_pci_driver_bound()).  See porting-guide/pci.md.
 *
 * Return: 0 if at least one device was bound, -ENODEV if none was, or
 * pci_register_driver()'s error.
 */
static inline __drvcompat_deprecated_pci_module_init
int pci_module_init(struct pci_driver *drv)
{
	int rc = pci_register_driver(drv);

	if (rc)
		return rc;
	if (drvcompat_pci_driver_bound(drv) > 0)
		return 0;
	pci_unregister_driver(drv);
	return -ENODEV;
}
#endif

#endif /* __DRVCOMPAT_PCI_H */
