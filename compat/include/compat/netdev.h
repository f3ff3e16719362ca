/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/netdev.h - what of 2.4's network driver interface kept its
 * meaning and only lost its spelling: eth_copy_and_sum() and the
 * one-argument dev_get_by_name() and __dev_get_by_name().
 *
 * 2.4's <linux/etherdevice.h> defined eth_copy_and_sum(dest, src, len,
 * base) as memcpy(dest->data, src, len): drivers that copied a received
 * frame out of the card's buffer called it, the checksum it was named
 * for long compiled out.  2.6.24 removed it for
 * skb_copy_to_linear_data(), which is the same copy.  2.6.24 also gave
 * every net_device a network namespace: dev_get_by_name(name) and
 * __dev_get_by_name(name), which looked the name up in 2.4's one list,
 * take the namespace first; a 2.4 driver knows only the initial one,
 * init_net, where its devices are registered.  Each is defined here only
 * where its probe finds the kernel without the 2.4 form.
 *
 * What compat cannot give back is the rest of 2.4's struct net_device:
 * its method fields (dev->open, dev->hard_start_xmit, ...), dev->priv,
 * trans_start, last_rx, mc_list and a writable dev_addr[] are members a
 * macro cannot add to the kernel's structure, which the kernel's own code
 * reads.  port-check --fix rewrites those (rule netdev).
 * See porting-guide/netdev.md.
 */
#ifndef __DRVCOMPAT_NETDEV_H
#define __DRVCOMPAT_NETDEV_H

#include <linux/netdevice.h>
#include <linux/skbuff.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_ETH_COPY_AND_SUM
/**
 * eth_copy_and_sum() - copy a received frame into an skb's data (2.4)
 * @dest: the skb; its data area has room for @len bytes
 * @src: the frame
 * @len: its length in bytes
 * @base: ignored (2.4 ignored it too)
 *
 * 2.4's memcpy(dest->data, src, len), today's
 * skb_copy_to_linear_data(); the caller still skb_put()s the length, as
 * in 2.4.  See porting-guide/netdev.md.
 */
#define eth_copy_and_sum(dest, src, len, base)				\
	do {								\
		__drvcompat_legacy("eth_copy_and_sum() is gone since 2.6.24, see porting-guide/netdev.md") \
		(void)(base);						\
		skb_copy_to_linear_data((dest), (src), (len));		\
	} while (0)
#endif

#ifdef DRVCOMPAT_HAVE_DEV_GET_BY_NAME_NET
#define __drvcompat_dev_get_by_name1(name)				\
	dev_get_by_name(&init_net, (name))
#define __drvcompat_dev_get_by_name2(net, name)				\
	dev_get_by_name((net), (name))
#define __drvcompat___dev_get_by_name1(name)				\
	__dev_get_by_name(&init_net, (name))
#define __drvcompat___dev_get_by_name2(net, name)			\
	__dev_get_by_name((net), (name))

/**
 * dev_get_by_name() - find a network device by name, with a reference
 * @...: ``name`` (2.4: the initial namespace) or ``net, name`` (today)
 *
 * One argument is 2.4's call, which looked in the one list 2.4 had: the
 * initial namespace's, init_net, where a 2.4 driver's devices are.  Two
 * arguments are the kernel's own call, unchanged.  As in 2.4 the device
 * comes back held: dev_put() it.  See porting-guide/netdev.md.
 */
#define dev_get_by_name(...)						\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_no_such_arity,	\
			    __drvcompat_dev_get_by_name2,		\
			    __drvcompat_dev_get_by_name1)(__VA_ARGS__)

/**
 * __dev_get_by_name() - find a network device by name, no reference
 * @...: ``name`` (2.4: the initial namespace) or ``net, name`` (today)
 *
 * As dev_get_by_name(), without the reference: the caller holds the RTNL
 * lock, as 2.4 required.  See porting-guide/netdev.md.
 */
#define __dev_get_by_name(...)						\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_no_such_arity,	\
			    __drvcompat___dev_get_by_name2,		\
			    __drvcompat___dev_get_by_name1)(__VA_ARGS__)
#endif

#endif /* __DRVCOMPAT_NETDEV_H */
