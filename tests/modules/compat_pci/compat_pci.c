// SPDX-License-Identifier: GPL-2.0
/*
 * compat_pci - run-time test of the pci compat topic
 * (tests/guest/compat-pci.sh), written the 2.4 way and built unchanged
 * with compat/compat.mk.  At load it asks the 2.4 questions of the
 * guest's PCI bus (QEMU's pc machine: the i440FX host bridge at 00:00.0,
 * the PIIX3 ISA bridge at 00:01.0, which no driver of the guest claims)
 * and shows the answers as read-only parameters:
 *
 * - ``present``: pci_present();
 * - ``find_count``/``get_count``: the devices a pci_find_device(PCI_ANY_ID,
 *   PCI_ANY_ID, dev) loop visits, and those for_each_pci_dev() visits;
 * - ``ref_delta``: how the host bridge's reference count changed across
 *   a pci_find_device() loop over it (a leak or an over-release is not 0);
 * - ``isa_class``: the ISA bridges pci_find_class() finds;
 * - ``slot``: "vendor:device" of pci_find_slot(0, PCI_DEVFN(0, 0));
 * - ``nodev_rc``: pci_module_init() of a driver whose one id matches
 *   nothing (2.4: -ENODEV, and the driver unregistered again);
 * - ``isa_rc``/``probes``: pci_module_init() of a driver for the ISA
 *   bridge, and how often its __devinit probe ran.
 * The remove method (``__devexit_p``) counts in ``removes``; unloading
 * prints "compat_pci: N removed".
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/pci.h>

static int present = -1, find_count, get_count, ref_delta = -1, isa_class;
static int nodev_rc = 1, isa_rc = 1, probes, removes;
static char slot[16] = "none";
module_param(present, int, 0444);
module_param(find_count, int, 0444);
module_param(get_count, int, 0444);
module_param(ref_delta, int, 0444);
module_param(isa_class, int, 0444);
module_param(nodev_rc, int, 0444);
module_param(isa_rc, int, 0444);
module_param(probes, int, 0444);
module_param(removes, int, 0444);
module_param_string(slot, slot, sizeof(slot), 0444);

static struct pci_device_id cp_none_tbl[] __devinitdata = {
	{ 0x1234, 0xfff0, PCI_ANY_ID, PCI_ANY_ID, },	/* nothing has it */
	{ 0, },
};

static struct pci_device_id cp_isa_tbl[] __devinitdata = {
	{ PCI_VENDOR_ID_INTEL, PCI_DEVICE_ID_INTEL_82371SB_0,
	  PCI_ANY_ID, PCI_ANY_ID, },
	{ 0, },
};

static int __devinit cp_probe(struct pci_dev *dev,
			      const struct pci_device_id *id)
{
	probes++;
	return 0;
}

static void __devexit cp_remove(struct pci_dev *dev)
{
	removes++;
}

static struct pci_driver cp_none_driver = {
	.name = "compat_pci_none",
	.id_table = cp_none_tbl,
	.probe = cp_probe,
	.remove = __devexit_p(cp_remove),
};

static struct pci_driver cp_isa_driver = {
	.name = "compat_pci_isa",
	.id_table = cp_isa_tbl,
	.probe = cp_probe,
	.remove = __devexit_p(cp_remove),
};

static void cp_walk(void)
{
	struct pci_dev *dev = NULL, *host;
	unsigned int before;

	present = pci_present();
	while ((dev = pci_find_device(PCI_ANY_ID, PCI_ANY_ID, dev)) != NULL)
		find_count++;
	for_each_pci_dev(dev)
		get_count++;

	host = pci_get_device(PCI_ANY_ID, PCI_ANY_ID, NULL);
	if (host) {
		/* the reference we hold keeps it; loop over it twice */
		before = kref_read(&host->dev.kobj.kref);
		dev = NULL;
		while ((dev = pci_find_device(host->vendor, host->device,
					      dev)) != NULL)
			;
		dev = pci_find_device(host->vendor, host->device, NULL);
		if (dev)
			dev = pci_find_device(host->vendor, host->device, dev);
		ref_delta = kref_read(&host->dev.kobj.kref) - before;
		pci_dev_put(host);
	}

	dev = NULL;
	while ((dev = pci_find_class(PCI_CLASS_BRIDGE_ISA << 8, dev)) != NULL)
		isa_class++;

	dev = pci_find_slot(0, PCI_DEVFN(0, 0));
	if (dev)
		snprintf(slot, sizeof(slot), "%04x:%04x", dev->vendor,
			 dev->device);
}

static int __init cp_init(void)
{
	cp_walk();
	nodev_rc = pci_module_init(&cp_none_driver);
	isa_rc = pci_module_init(&cp_isa_driver);
	return 0;
}

static void __exit cp_exit(void)
{
	if (!isa_rc)
		pci_unregister_driver(&cp_isa_driver);
	printk(KERN_INFO "compat_pci: %d removed\n", removes);
}

module_init(cp_init);
module_exit(cp_exit);
MODULE_DESCRIPTION("compat test: the 2.4 PCI entry points");
MODULE_LICENSE("GPL");
