// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: dev_get_by_name(net, name), the namespace first (2.6.24; 2.4
 * took the name alone)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_DEV_GET_BY_NAME_NET in generated/compat-probes.h.
 */
#include <linux/netdevice.h>
struct net_device *compat_probe(const char *name);
struct net_device *compat_probe(const char *name)
{
	return dev_get_by_name(&init_net, name);
}
