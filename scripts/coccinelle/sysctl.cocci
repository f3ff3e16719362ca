// SPDX-License-Identifier: GPL-2.0
/// sysctl tables.  2.4's <linux/sysctl.h> had "typedef struct ctl_table
/// ctl_table;", entries with a binary number (.ctl_name), a binary
/// handler (.strategy) and a /proc entry (.de), and
/// register_sysctl_table(table, insert_at_head).  2.6.21 dropped
/// insert_at_head, 2.6.33 .ctl_name and .strategy (binary sysctl(2)
/// went with them; .de had gone earlier), and the typedef went once the
/// kernel said struct ctl_table.  Positional initialisers (2.4's
/// { CTL_NUM, "name", &data, ... }) are not matched: the compiler refuses
/// them (an int where 6.1 has procname).  Patch mode writes struct ctl_table for the typedef, drops
/// the second argument of register_sysctl_table() and deletes
/// .ctl_name/.strategy/.de initialisers.  compat keeps the typedef and
/// the two-argument call, not the members.
///
// Confidence: High
// Comments: rule id sysctl, guide porting-guide/sysctl.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@sysctl_type_fix depends on patch && !context && !org && !report@
typedef ctl_table;
@@
- ctl_table
+ struct ctl_table

@sysctl_reg_fix depends on patch && !context && !org && !report@
expression T, H;
@@
- register_sysctl_table(T, H)
+ register_sysctl_table(T)

@sysctl_field_fix depends on patch && !context && !org && !report@
identifier x;
expression E;
identifier f = {ctl_name, strategy, de};
type T;
@@
T x[] = { ..., {
  ...,
- .f = E,
  ...
  }, ... };

@sysctl_type_rep depends on context || org || report@
typedef ctl_table;
position p;
@@
* ctl_table@p

@script:python depends on org@
p << sysctl_type_rep.p;
@@
coccilib.org.print_todo(p[0], "sysctl: ctl_table")

@script:python depends on report@
p << sysctl_type_rep.p;
@@
coccilib.report.print_report(p[0],
	"sysctl: the typedef ctl_table is gone: use struct ctl_table")

@sysctl_reg_rep depends on context || org || report@
expression T, H;
position p;
@@
*register_sysctl_table@p(T, H)

@script:python depends on org@
p << sysctl_reg_rep.p;
@@
coccilib.org.print_todo(p[0], "sysctl: register_sysctl_table(table, insert_at_head)")

@script:python depends on report@
p << sysctl_reg_rep.p;
@@
coccilib.report.print_report(p[0],
	"sysctl: register_sysctl_table() lost insert_at_head in 2.6.21: use register_sysctl_table(table) (6.1; later kernels: register_sysctl(\"dir/sub\", files))")

@sysctl_field_rep depends on context || org || report@
identifier x;
expression E;
identifier f = {ctl_name, strategy, de};
type T;
position p;
@@
T x[] = { ..., {
  ...,
* .f@p = E,
  ...
  }, ... };

@script:python depends on org@
p << sysctl_field_rep.p;
f << sysctl_field_rep.f;
@@
coccilib.org.print_todo(p[0], "sysctl: .%s" % f)

@script:python depends on report@
p << sysctl_field_rep.p;
f << sysctl_field_rep.f;
@@
why = {
	"ctl_name": "since 2.6.33, with binary sysctl(2)",
	"strategy": "since 2.6.33, with binary sysctl(2)",
	"de": "since 2.6, where /proc/sys became the sysctl table itself",
}
coccilib.report.print_report(p[0],
	"sysctl: struct ctl_table has no .%s %s: delete it" % (f, why[f]))
