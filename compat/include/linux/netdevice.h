/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/netdevice.h>: the kernel's header first, then what
 * the compat layer adds on top of it (netdev).  2.4's
 * <linux/etherdevice.h> includes this one, so eth_copy_and_sum() comes
 * with it.
 */
#ifndef __DRVCOMPAT_LINUX_NETDEVICE_H
#define __DRVCOMPAT_LINUX_NETDEVICE_H

#include_next <linux/netdevice.h>
#include <compat/netdev.h>

#endif /* __DRVCOMPAT_LINUX_NETDEVICE_H */
