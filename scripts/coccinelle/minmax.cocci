// SPDX-License-Identifier: GPL-2.0
/// The three-argument min(type, a, b)/max(type, a, b) of some 2.4 drivers
/// (and of the 2.4.9 kernel) became min_t()/max_t() in 2.4.10; today a
/// three-argument min() is a preprocessor error.
///
// Confidence: High
// Comments: rule id min-3arg, guide porting-guide/minmax.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@minmax_fix depends on patch && !context && !org && !report@
type T;
expression A, B;
@@
(
- min(T, A, B)
+ min_t(T, A, B)
|
- max(T, A, B)
+ max_t(T, A, B)
)

@minmax_3arg depends on context || org || report@
type T;
expression A, B;
position p;
@@
(
*min@p(T, A, B)
|
*max@p(T, A, B)
)

@script:python depends on org@
p << minmax_3arg.p;
@@
coccilib.org.print_todo(p[0],
	"min-3arg: three-argument min()/max(): use min_t()/max_t()")

@script:python depends on report@
p << minmax_3arg.p;
@@
coccilib.report.print_report(p[0],
	"min-3arg: three-argument min()/max(): use min_t()/max_t()")
