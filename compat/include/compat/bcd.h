/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/bcd.h - 2.4's binary-coded decimal macros BCD_TO_BIN() and
 * BIN_TO_BCD(), and 2.6's BCD2BIN() and BIN2BCD().
 *
 * 2.4.0's <linux/mc146818rtc.h> defined, each under #ifndef,
 *
 *	#define BCD_TO_BIN(val) ((val)=((val)&15) + ((val)>>4)*10)
 *	#define BIN_TO_BCD(val) ((val)=(((val)/10)<<4) + (val)%10)
 *
 * an assignment to @val, whose value is the converted number.  2.6's
 * <linux/bcd.h> added the value forms BCD2BIN()/BIN2BCD() and kept the
 * two above "for backwards compat" as ((val)=BCD2BIN(val)); later 2.6
 * kernels replaced all four with the functions bcd2bin()/bin2bcd(), which
 * are all 6.1's <linux/bcd.h> has.
 *
 * The macros are back here with 2.4's text: the same result for every
 * value (also one that is not BCD, or wider than a byte, where bcd2bin()'s
 * unsigned char parameter would cut it), and @val evaluated more than once
 * as in 2.4.  Each pair is defined only where its probe finds the kernel
 * without it, and not where the driver defined its own first (2.4 drivers
 * did, under the same #ifndef).  See porting-guide/bcd.md.
 */
#ifndef __DRVCOMPAT_BCD_H
#define __DRVCOMPAT_BCD_H

#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_BCD_TO_BIN
#ifndef BCD_TO_BIN
/**
 * BCD_TO_BIN() - 2.4 "convert @val from BCD to binary, in place"
 * @val: an lvalue holding two BCD digits (an RTC register's value)
 *
 * 2.4's macro: assigns the binary number to @val.  @val is evaluated
 * three times.  Today: ``val = bcd2bin(val)``.  See porting-guide/bcd.md.
 *
 * Return: the new value of @val.
 */
#define BCD_TO_BIN(val)							\
	(__drvcompat_legacy("BCD_TO_BIN() is val = bcd2bin(val) since 2.6, see porting-guide/bcd.md") \
	 (val) = ((val) & 15) + ((val) >> 4) * 10)
#endif
#ifndef BIN_TO_BCD
/**
 * BIN_TO_BCD() - 2.4 "convert @val from binary to BCD, in place"
 * @val: an lvalue holding a number from 0 to 99
 *
 * 2.4's macro: assigns the BCD digits to @val.  @val is evaluated
 * three times.  Today: ``val = bin2bcd(val)``.  See porting-guide/bcd.md.
 *
 * Return: the new value of @val.
 */
#define BIN_TO_BCD(val)							\
	(__drvcompat_legacy("BIN_TO_BCD() is val = bin2bcd(val) since 2.6, see porting-guide/bcd.md") \
	 (val) = (((val) / 10) << 4) + (val) % 10)
#endif
#endif /* !DRVCOMPAT_HAVE_BCD_TO_BIN */

#ifndef DRVCOMPAT_HAVE_BCD2BIN_MACRO
#ifndef BCD2BIN
/**
 * BCD2BIN() - 2.6 "the binary value of the BCD digits @val"
 * @val: two BCD digits
 *
 * 2.6's macro; @val is evaluated twice.  Today: bcd2bin().
 * See porting-guide/bcd.md.
 *
 * Return: the binary number.
 */
#define BCD2BIN(val)							\
	(__drvcompat_legacy("BCD2BIN() is bcd2bin() since 2.6, see porting-guide/bcd.md") \
	 ((val) & 0x0f) + ((val) >> 4) * 10)
#endif
#ifndef BIN2BCD
/**
 * BIN2BCD() - 2.6 "the BCD digits of @val"
 * @val: a number from 0 to 99
 *
 * 2.6's macro; @val is evaluated twice.  Today: bin2bcd().
 * See porting-guide/bcd.md.
 *
 * Return: the BCD digits.
 */
#define BIN2BCD(val)							\
	(__drvcompat_legacy("BIN2BCD() is bin2bcd() since 2.6, see porting-guide/bcd.md") \
	 (((val) / 10) << 4) + (val) % 10)
#endif
#endif /* !DRVCOMPAT_HAVE_BCD2BIN_MACRO */

#endif /* __DRVCOMPAT_BCD_H */
