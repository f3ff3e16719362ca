// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: BCD2BIN() and BIN2BCD(), the value forms 2.6's <linux/bcd.h>
 * had beside bcd2bin()/bin2bcd() (6.1 has only the lower-case ones)
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_BCD2BIN_MACRO in generated/compat-probes.h.
 */
#include <linux/bcd.h>
unsigned int compat_probe(unsigned int v);
unsigned int compat_probe(unsigned int v)
{
	return BIN2BCD(BCD2BIN(v));
}
