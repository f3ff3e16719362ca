// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: eth_copy_and_sum(skb, src, len, base) (2.4's <linux/etherdevice.h>,
 * removed in 2.6.24 for skb_copy_to_linear_data())
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_ETH_COPY_AND_SUM in generated/compat-probes.h.
 */
#include <linux/etherdevice.h>
void compat_probe(struct sk_buff *skb, unsigned char *src, int len);
void compat_probe(struct sk_buff *skb, unsigned char *src, int len)
{
	eth_copy_and_sum(skb, src, len, 0);
}
