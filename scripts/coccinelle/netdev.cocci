// SPDX-License-Identifier: GPL-2.0
/// 2.4's struct net_device, the statements: dev->trans_start = jiffies
/// (the field moved to the transmit queues in 4.7) becomes
/// netif_trans_update(dev); memcpy(dev->dev_addr, a, ETH_ALEN or 6) becomes eth_hw_addr_set(dev,
/// a) and memcpy(dev->dev_addr, a, dev->addr_len) dev_addr_set(dev, a)
/// (dev_addr is const since 5.17: the address lists keep a copy);
/// kfree() of a net_device becomes free_netdev() (2.6 allocates the
/// private area behind the structure, aligned, and frees it there).
/// eth_copy_and_sum(skb, src, len, base), 2.4's memcpy() into skb->data
/// (gone since 2.6.24), becomes skb_copy_to_linear_data(skb, src, len)
/// when base is a constant (its value was never used); the one-argument
/// dev_get_by_name(name) and __dev_get_by_name(name) of 2.4 take the
/// initial namespace, &init_net, first.  compat keeps all three.
/// The methods, dev->priv and the multicast lists are rewritten by
/// scripts/port_check/netfix.py, over all of a driver's files at once;
/// dev->last_rx = jiffies (the field was removed in 4.10, the stack keeps
/// no receive time) is deleted by scripts/port_check/table.py, with its
/// line's comment (a SmPL deletion would move the comment).
///
// Confidence: High
// Comments: rule id netdev, guide porting-guide/netdev.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@netdev_fix depends on patch && !context && !org && !report@
struct net_device *d;
expression A;
@@
(
- d->trans_start = jiffies;
+ netif_trans_update(d);
|
- memcpy(d->dev_addr, A, \(ETH_ALEN\|6\));
+ eth_hw_addr_set(d, A);
|
- memcpy(d->dev_addr, A, d->addr_len);
+ dev_addr_set(d, A);
|
- kfree(d);
+ free_netdev(d);
)

// compat keeps these two; --fix writes today's call
@netdev_calls_fix depends on patch && !context && !org && !report@
expression S, A, L, N;
constant B;
@@
(
- eth_copy_and_sum(S, A, L, B)
+ skb_copy_to_linear_data(S, A, L)
|
- dev_get_by_name(N)
+ dev_get_by_name(&init_net, N)
|
- __dev_get_by_name(N)
+ __dev_get_by_name(&init_net, N)
)

@netdev_rep depends on context || org || report@
struct net_device *d;
expression A, N;
position p;
@@
(
*d@p->trans_start = jiffies
|
*d@p->last_rx = jiffies
|
*memcpy@p(d->dev_addr, A, N)
|
*kfree@p(d)
)

@script:python depends on org@
p << netdev_rep.p;
@@
coccilib.org.print_todo(p[0],
	"netdev: trans_start, last_rx, dev_addr or kfree() of a net_device: see porting-guide/netdev.md")

@script:python depends on report@
p << netdev_rep.p;
@@
coccilib.report.print_report(p[0],
	"netdev: trans_start, last_rx, dev_addr or kfree() of a net_device: --fix writes netif_trans_update(), deletes last_rx, writes eth_hw_addr_set(), free_netdev()")
