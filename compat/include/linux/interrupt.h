/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/interrupt.h>: the kernel's header first, then what
 * the compat layer adds on top of it (irq, cli, tasklet).
 */
#ifndef __DRVCOMPAT_LINUX_INTERRUPT_H
#define __DRVCOMPAT_LINUX_INTERRUPT_H

#include_next <linux/interrupt.h>
#include <compat/irq.h>
#include <compat/cli.h>
#include <compat/tasklet.h>

#endif /* __DRVCOMPAT_LINUX_INTERRUPT_H */
