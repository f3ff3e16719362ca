/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/init.h>: the kernel's header first, then what
 * the compat layer adds on top of it (symtab, and
 * the __devinit family of the pci topic).
 */
#ifndef __DRVCOMPAT_LINUX_INIT_H
#define __DRVCOMPAT_LINUX_INIT_H

#include_next <linux/init.h>
#include <compat/symtab.h>
#include <compat/devinit.h>

#endif /* __DRVCOMPAT_LINUX_INIT_H */
