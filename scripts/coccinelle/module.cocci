// SPDX-License-Identifier: GPL-2.0
/// Module use counts: 2.4 drivers called MOD_INC_USE_COUNT and
/// MOD_DEC_USE_COUNT themselves; 2.6 counts references through the owner
/// field (.owner = THIS_MODULE) and removed the macros.  Patch mode deletes
/// the statements.
/// MODULE_PARM and EXPORT_NO_SYMBOLS sit at file scope without a function
/// around them, where SmPL cannot match them; scripts/port-check finds and
/// rewrites those itself.
///
// Confidence: High
// Comments: rule id mod-use-count, guide porting-guide/module.md
// Options: --no-includes --include-headers

virtual patch
virtual report

@module_fix depends on patch@
expression M;
@@
(
- MOD_INC_USE_COUNT;
|
- MOD_DEC_USE_COUNT;
|
- __MOD_INC_USE_COUNT(M);
|
- __MOD_DEC_USE_COUNT(M);
)

@module_count depends on report@
expression M;
position p;
@@
(
 MOD_INC_USE_COUNT@p;
|
 MOD_DEC_USE_COUNT@p;
|
 __MOD_INC_USE_COUNT@p(M);
|
 __MOD_DEC_USE_COUNT@p(M);
)

@script:python depends on report@
p << module_count.p;
@@
coccilib.report.print_report(p[0],
	"mod-use-count: module use counts are gone: set .owner = THIS_MODULE")

@module_inuse depends on report@
position p;
@@
(
 MOD_IN_USE@p
|
 GET_USE_COUNT@p(...)
)

@script:python depends on report@
p << module_inuse.p;
@@
coccilib.report.print_report(p[0],
	"mod-use-count: MOD_IN_USE/GET_USE_COUNT are gone: use module_refcount() or drop the check")
