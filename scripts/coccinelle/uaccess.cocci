// SPDX-License-Identifier: GPL-2.0
/// User-access checks.  verify_area(type, addr, size) was
/// "access_ok(type, addr, size) ? 0 : -EFAULT" (deprecated in 2.6.11,
/// removed in 2.6.14); 5.0 dropped the type argument of access_ok()
/// (commit 96d4f267e40f), which x86 had ignored since 2.5.
/// Patch mode rewrites both; compat also accepts the old spellings.
///
// Confidence: High
// Comments: rule id uaccess; guide porting-guide/uaccess.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@uaccess_fix depends on patch && !context && !org && !report@
expression T, A, S;
@@
(
- verify_area(T, A, S)
+ (access_ok(A, S) ? 0 : -EFAULT)
|
- access_ok(T, A, S)
+ access_ok(A, S)
)

@verify_area_rep depends on context || org || report@
expression T, A, S;
position p;
@@
*verify_area@p(T, A, S)

@script:python depends on org@
p << verify_area_rep.p;
@@
coccilib.org.print_todo(p[0],
	"uaccess: verify_area() is gone since 2.6.14: use (access_ok(addr, size) ? 0 : -EFAULT)")

@script:python depends on report@
p << verify_area_rep.p;
@@
coccilib.report.print_report(p[0],
	"uaccess: verify_area() is gone since 2.6.14: use (access_ok(addr, size) ? 0 : -EFAULT)")

@access_ok3_rep depends on context || org || report@
expression T, A, S;
position p;
@@
*access_ok@p(T, A, S)

@script:python depends on org@
p << access_ok3_rep.p;
@@
coccilib.org.print_todo(p[0],
	"uaccess: access_ok() lost its type argument in 5.0: use access_ok(addr, size)")

@script:python depends on report@
p << access_ok3_rep.p;
@@
coccilib.report.print_report(p[0],
	"uaccess: access_ok() lost its type argument in 5.0: use access_ok(addr, size)")
