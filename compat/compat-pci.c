// SPDX-License-Identifier: GPL-2.0
/*
 * drvcompat_pci_driver_bound(): what 2.4's pci_register_driver() returned,
 * the number of devices the driver claimed, for the 2.4 pci_module_init()
 * of <compat/pci.h>.  See porting-guide/pci.md.
 */
#include <linux/device.h>
#include <linux/export.h>
#include <linux/module.h>
#include <linux/pci.h>

#include <compat-probes.h>

#ifndef DRVCOMPAT_HAVE_PCI_MODULE_INIT
static int drvcompat_pci_count_one(struct device *dev, void *data)
{
	int *count = data;

	(*count)++;
	return 0;
}

/**
 * drvcompat_pci_driver_bound() - how many devices are bound to a PCI driver
 * @drv: a registered PCI driver
 *
 * Exported by drvcompat.ko.  Waits for the probes still running
 * asynchronously (wait_for_device_probe()), so that a driver registered
 * with asynchronous probing is counted once its probes are done, then
 * counts the devices bound to @drv.  2.4's pci_register_driver() returned
 * that number, and its pci_module_init() failed with -ENODEV when it was
 * 0 (2.4's <linux/pci.h>).  0 on a kernel without PCI, whose
 * pci_register_driver() registers nothing.  See porting-guide/pci.md.
 *
 * Context: process context; may sleep.
 * Return: the number of devices bound to @drv.
 */
int drvcompat_pci_driver_bound(struct pci_driver *drv)
{
	int count = 0;

	/* without PCI, pci_register_driver() registers nothing: none bound */
	if (!IS_ENABLED(CONFIG_PCI))
		return 0;
	wait_for_device_probe();
	/* the callback never stops the walk: its result is always 0 */
	if (driver_for_each_device(&drv->driver, NULL, &count,
				   drvcompat_pci_count_one))
		return 0;
	return count;
}
EXPORT_SYMBOL_GPL(drvcompat_pci_driver_bound);
#endif
