// SPDX-License-Identifier: GPL-2.0
/*
 * compat_bcd - run-time test of the bcd compat topic
 * (tests/guest/compat-bcd.sh), written the 2.4 way and built unchanged
 * with compat/compat.mk.  At load it converts with 2.4's macros and shows
 * the counts as read-only parameters:
 *
 * - ``roundtrip``: the numbers 0..99 for which BIN_TO_BCD() gives
 *   bin2bcd()'s digits and BCD_TO_BIN() then gives the number back, in
 *   place, in an int and in a u8 field (an RTC register's copy);
 * - ``agree``: the valid BCD bytes (both digits 0..9, 100 of them) for
 *   which BCD_TO_BIN() and BCD2BIN() equal bcd2bin(), and BIN2BCD() of the
 *   result gives the byte back;
 * - ``value``: the value of the expression BCD_TO_BIN(x) for x = 0x59
 *   (2.4: the assignment's value, 59), and ``wide`` BCD_TO_BIN() of the
 *   int 0x123 (2.4's formula: 3 + 0x12 * 10 = 183, where bcd2bin()
 *   would see only the byte 0x23);
 * - ``rtc``: on x86, the CMOS clock's seconds, minutes and hours read
 *   under rtc_lock and converted the 2.4 way when the clock keeps BCD:
 *   "bcd" when all three are in range, "binary" when the clock is in
 *   binary mode, "range" otherwise; "none" without a CMOS clock.
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/bcd.h>
#ifdef CONFIG_X86
#include <linux/mc146818rtc.h>
#endif

static int roundtrip, agree, value, wide;
static char rtc[8] = "none";
module_param(roundtrip, int, 0444);
module_param(agree, int, 0444);
module_param(value, int, 0444);
module_param(wide, int, 0444);
module_param_string(rtc, rtc, sizeof(rtc), 0444);

struct cb_time {
	u8 sec;
};

static void cb_rtc(void)
{
#ifdef CONFIG_X86
	unsigned long flags;
	unsigned int sec, min, hour, ctl;

	spin_lock_irqsave(&rtc_lock, flags);
	sec = CMOS_READ(RTC_SECONDS);
	min = CMOS_READ(RTC_MINUTES);
	hour = CMOS_READ(RTC_HOURS);
	ctl = CMOS_READ(RTC_CONTROL);
	spin_unlock_irqrestore(&rtc_lock, flags);
	if (ctl & RTC_DM_BINARY) {
		strcpy(rtc, "binary");
		return;
	}
	if (!(ctl & RTC_24H))
		hour &= 0x7f;	/* the PM bit */
	BCD_TO_BIN(sec);
	BCD_TO_BIN(min);
	BCD_TO_BIN(hour);
	strcpy(rtc, sec < 60 && min < 60 && hour < 24 ? "bcd" : "range");
#endif
}

static int __init cb_init(void)
{
	struct cb_time t;
	int v, x;

	for (v = 0; v < 100; v++) {
		x = v;
		BIN_TO_BCD(x);
		if (x != bin2bcd(v))
			continue;
		t.sec = x;
		BCD_TO_BIN(x);
		BCD_TO_BIN(t.sec);
		if (x == v && t.sec == v)
			roundtrip++;
	}
	for (v = 0; v < 256; v++) {
		if ((v & 15) > 9 || (v >> 4) > 9)
			continue;
		x = v;
		BCD_TO_BIN(x);
		if (x == bcd2bin(v) && BCD2BIN(v) == x && BIN2BCD(x) == v)
			agree++;
	}
	x = 0x59;
	value = BCD_TO_BIN(x);
	wide = 0x123;
	BCD_TO_BIN(wide);
	cb_rtc();
	return 0;
}

static void __exit cb_exit(void)
{
}

module_init(cb_init);
module_exit(cb_exit);
MODULE_DESCRIPTION("compat test: 2.4's BCD_TO_BIN() and BIN_TO_BCD()");
MODULE_LICENSE("GPL");
