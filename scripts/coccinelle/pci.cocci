// SPDX-License-Identifier: GPL-2.0
/// The 2.4 PCI entry points.  2.4's pci_module_init() registered a
/// pci_driver and failed with -ENODEV when no device was claimed; 2.6.10
/// made it an alias of pci_register_driver() and later removed it, and
/// the kernel's own drivers were converted by renaming the call, which is
/// what patch mode does (the module then loads without its card and binds
/// one when it appears).  pci_dev->slot_name became pci_name(dev).  The
/// searches pci_find_device(), pci_find_class() and pci_find_slot()
/// returned a pointer without a reference; their pci_get_*() successors
/// take one that the driver must drop with pci_dev_put() where it stops
/// using the device, which needs a human: reported only, as is
/// pci_present().  compat keeps all of them with their 2.4 meaning.
/// The __devinit family is a textual rule of port-check (SmPL does not
/// see attributes).
///
// Confidence: High
// Comments: rule id pci, guide porting-guide/pci.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@pci_module_init_fix depends on patch && !context && !org && !report@
expression D;
@@
- pci_module_init(D)
+ pci_register_driver(D)

@pci_slot_name_fix depends on patch && !context && !org && !report@
struct pci_dev *P;
@@
- P->slot_name
+ pci_name(P)

@pci_call depends on context || org || report@
expression list es;
position p;
identifier f = {pci_module_init, pci_find_device, pci_find_class,
		pci_find_slot, pci_present};
@@
*f@p(es)

@script:python depends on org@
p << pci_call.p;
f << pci_call.f;
@@
coccilib.org.print_todo(p[0], "pci: %s()" % f)

@script:python depends on report@
p << pci_call.p;
f << pci_call.f;
@@
msgs = {
	"pci_module_init": "pci: pci_module_init() is gone since 2.6: use pci_register_driver() (which does not fail when no device is found)",
	"pci_find_device": "pci: pci_find_device() is gone: use pci_get_device() and drop its reference with pci_dev_put()",
	"pci_find_class": "pci: pci_find_class() is gone: use pci_get_class() and drop its reference with pci_dev_put()",
	"pci_find_slot": "pci: pci_find_slot() is gone: use pci_get_domain_bus_and_slot(0, bus, devfn) and drop its reference with pci_dev_put()",
	"pci_present": "pci: pci_present() is gone since 2.5: a kernel with PCI has it; drop the test",
}
coccilib.report.print_report(p[0], msgs[f])

@pci_slot_rep depends on context || org || report@
struct pci_dev *P;
position p;
@@
*P->slot_name@p

@script:python depends on org@
p << pci_slot_rep.p;
@@
coccilib.org.print_todo(p[0], "pci: pci_dev->slot_name")

@script:python depends on report@
p << pci_slot_rep.p;
@@
coccilib.report.print_report(p[0],
	"pci: pci_dev->slot_name is gone since 2.6: use pci_name(dev)")
