// SPDX-License-Identifier: GPL-2.0
/// 2.0 symbol tables.  A 2.0 module exported its symbols by passing a
/// struct symbol_table to register_symtab() (register_symtab(NULL): export
/// nothing); 2.1.18 replaced that with EXPORT_SYMBOL() and 2.4's
/// <linux/module.h> no longer has it.  Since 2.6 a module exports nothing
/// unless it says EXPORT_SYMBOL(), so register_symtab(NULL); is deleted in
/// patch mode (a body becomes {}); a real table is only reported: each of
/// its X(sym) entries becomes an EXPORT_SYMBOL(sym).  EXPORT_SYMTAB and
/// __initcall() sit outside functions, where SmPL cannot see them:
/// scripts/port-check reports those itself.
///
// Confidence: High
// Comments: rule id symtab; guide porting-guide/symtab.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@symtab_fix depends on patch && !context && !org && !report@
@@
- register_symtab(NULL);

@symtab_null_rep depends on context || org || report@
position p;
@@
*register_symtab@p(NULL)

@script:python depends on org@
p << symtab_null_rep.p;
@@
coccilib.org.print_todo(p[0],
	"symtab: register_symtab(NULL) is gone since 2.1.18: a module exports nothing without EXPORT_SYMBOL(); delete it")

@script:python depends on report@
p << symtab_null_rep.p;
@@
coccilib.report.print_report(p[0],
	"symtab: register_symtab(NULL) is gone since 2.1.18: a module exports nothing without EXPORT_SYMBOL(); delete it")

@symtab_rep depends on context || org || report@
expression T;
position p;
@@
*register_symtab@p(T)

@script:python depends on org@
p << symtab_rep.p;
t << symtab_rep.T;
@@
if t.strip() != "NULL":
	coccilib.org.print_todo(p[0],
		"symtab: register_symtab(%s) is gone since 2.1.18: write EXPORT_SYMBOL(sym) for each symbol of the table" % t.strip())

@script:python depends on report@
p << symtab_rep.p;
t << symtab_rep.T;
@@
if t.strip() != "NULL":
	coccilib.report.print_report(p[0],
		"symtab: register_symtab(%s) is gone since 2.1.18: write EXPORT_SYMBOL(sym) for each symbol of the table" % t.strip())
