/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/parport.h>: the kernel's header first, then what
 * the compat layer adds on top of it (parport).
 */
#ifndef __DRVCOMPAT_LINUX_PARPORT_H
#define __DRVCOMPAT_LINUX_PARPORT_H

#include_next <linux/parport.h>
#include <compat/parport.h>

#endif /* __DRVCOMPAT_LINUX_PARPORT_H */
