/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/pci.h>: the kernel's header first, then what
 * the compat layer adds on top of it (pci, pci-dma).
 */
#ifndef __DRVCOMPAT_LINUX_PCI_H
#define __DRVCOMPAT_LINUX_PCI_H

#include_next <linux/pci.h>
#include <compat/pci.h>
#include <compat/pci-dma.h>

#endif /* __DRVCOMPAT_LINUX_PCI_H */
