// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: BCD_TO_BIN() and BIN_TO_BCD(), the in-place conversions of 2.4's
 * <linux/mc146818rtc.h> (2.6 kept them in <linux/bcd.h> "for backwards
 * compat"; 6.1's <linux/bcd.h> has only bcd2bin() and bin2bcd())
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_BCD_TO_BIN in generated/compat-probes.h.
 */
#include <linux/bcd.h>
unsigned int compat_probe(unsigned int v);
unsigned int compat_probe(unsigned int v)
{
	BCD_TO_BIN(v);
	return BIN_TO_BCD(v);
}
