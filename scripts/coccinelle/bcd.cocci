// SPDX-License-Identifier: GPL-2.0
/// Binary-coded decimal.  2.4's <linux/mc146818rtc.h> had
/// BCD_TO_BIN(val) and BIN_TO_BCD(val), which convert val in place
/// ("((val)=((val)&15) + ((val)>>4)*10)"); 2.6's <linux/bcd.h> added the
/// value forms BCD2BIN()/BIN2BCD(), and later 2.6 kernels replaced all
/// four with bcd2bin()/bin2bcd(), the only ones 6.1 has.  Patch mode
/// writes "val = bcd2bin(val)" for BCD_TO_BIN(val) (the assignment's value
/// is the macro's) and bcd2bin(x) for BCD2BIN(x), and the same for the
/// other direction: the results agree for every two-digit value, the only
/// ones the macros converted right.  An argument with a side effect
/// (2.4 evaluated it three times) is reported, not rewritten.  compat
/// keeps the macros.
///
// Confidence: High
// Comments: rule id bcd, guide porting-guide/bcd.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@bcd_fix depends on patch && !context && !org && !report@
expression E;
@@
(
  BCD_TO_BIN(<+... \(E++\|E--\|++E\|--E\|E = E\|E(...)\) ...+>)
|
  BIN_TO_BCD(<+... \(E++\|E--\|++E\|--E\|E = E\|E(...)\) ...+>)
|
- BCD_TO_BIN(E)
+ E = bcd2bin(E)
|
- BIN_TO_BCD(E)
+ E = bin2bcd(E)
|
- BCD2BIN(E)
+ bcd2bin(E)
|
- BIN2BCD(E)
+ bin2bcd(E)
)

@bcd_rep depends on context || org || report@
identifier f = {BCD_TO_BIN, BIN_TO_BCD, BCD2BIN, BIN2BCD};
expression E;
position p;
@@
*f@p(E)

@script:python depends on org@
p << bcd_rep.p;
f << bcd_rep.f;
@@
coccilib.org.print_todo(p[0], "bcd: %s()" % f)

@script:python depends on report@
p << bcd_rep.p;
f << bcd_rep.f;
@@
new = {
	"BCD_TO_BIN": "val = bcd2bin(val)",
	"BIN_TO_BCD": "val = bin2bcd(val)",
	"BCD2BIN": "bcd2bin(val)",
	"BIN2BCD": "bin2bcd(val)",
}
coccilib.report.print_report(p[0],
	"bcd: %s(val) is gone since 2.6: use %s (<linux/bcd.h>)" % (f, new[f]))
