/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/bcd.h>: the kernel's header first, then what
 * the compat layer adds on top of it (bcd).  6.1's <linux/mc146818rtc.h>,
 * where 2.4 drivers found BCD_TO_BIN(), includes it.
 */
#ifndef __DRVCOMPAT_LINUX_BCD_H
#define __DRVCOMPAT_LINUX_BCD_H

#include_next <linux/bcd.h>
#include <compat/bcd.h>

#endif /* __DRVCOMPAT_LINUX_BCD_H */
