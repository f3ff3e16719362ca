// SPDX-License-Identifier: GPL-2.0
/// Module lifetime: 2.4 drivers pinned themselves with MOD_INC_USE_COUNT and
/// MOD_DEC_USE_COUNT, or with SET_MODULE_OWNER(); 2.6 counts references
/// through the owner field of file_operations (.owner = THIS_MODULE), which
/// the kernel takes before it calls into the driver.
/// try_inc_mod_count(mod) is reported with them.
/// The use counts still work through compat (a real module reference), so
/// they are only reported: deleting one could change meaning (a count taken
/// outside open() keeps the module pinned).  Patch mode adds
/// .owner = THIS_MODULE to file_operations that have no owner, and turns
/// SET_MODULE_OWNER(p) into an assignment (on a net_device: nothing).
/// MODULE_PARM(var, "type") is reported (it is a declarer); its rewrite,
/// module_param(), module_param_array() or module_param_string() after the
/// variable's declaration, is scripts/port-check's: a SmPL rewrite keeps
/// the line's trailing comment.  A file-scope EXPORT_NO_SYMBOLS; is not in
/// spatch's syntax tree: scripts/port-check finds and deletes it.
///
// Confidence: High
// Comments: rule ids mod-use-count, fops-owner, set-module-owner,
// Comments: module-parm, cleanup-module;
// Comments: guide porting-guide/module.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# (file, name): spatch -j workers keep Python state from one file to the next
fops_owned = set()

// file_operations whose owner is set: in the initializer, by an assignment
// or by SET_MODULE_OWNER()
@fops_owner_init@
identifier fops;
expression E;
position p;
@@
(
 struct file_operations fops@p = { ..., .owner = E, ... };
|
 fops@p.owner = E
|
 SET_MODULE_OWNER(&fops@p)
)

@script:python@
f << fops_owner_init.fops;
p << fops_owner_init.p;
@@
fops_owned.add((p[0].file, f))

@fops_owner_fix depends on patch && !context && !org && !report@
identifier fops;
position q : script:python(fops) { (q[0].file, fops) not in fops_owned };
@@
 struct file_operations fops@q = {
+	.owner = THIS_MODULE,
	...
 };

@fops_owner_rep depends on context || org || report@
identifier fops;
position p : script:python(fops) { (p[0].file, fops) not in fops_owned };
@@
*struct file_operations fops@p = {
 ... };

@script:python depends on org@
p << fops_owner_rep.p;
@@
coccilib.org.print_todo(p[0],
	"fops-owner: file_operations without .owner = THIS_MODULE: the module can be unloaded while a file is open")

@script:python depends on report@
p << fops_owner_rep.p;
@@
coccilib.report.print_report(p[0],
	"fops-owner: file_operations without .owner = THIS_MODULE: the module can be unloaded while a file is open")

@initialize:python@
@@
# (file, line, column) of the SET_MODULE_OWNER() calls on a net_device
set_owner_nd = set()

// a net_device has had no owner since 2.5 (2.6's <linux/netdevice.h>
// made SET_MODULE_OWNER() do nothing): the call goes (scripts/port-check
// deletes the ones the report found first, whole lines; this catches
// what it left)
@set_owner_netdev depends on patch && !context && !org && !report@
struct net_device *nd;
@@
- SET_MODULE_OWNER(nd);

@set_owner_fix depends on patch && !context && !org && !report@
identifier x;
expression E;
@@
(
- SET_MODULE_OWNER(&x);
+ x.owner = THIS_MODULE;
|
- SET_MODULE_OWNER(E);
+ E->owner = THIS_MODULE;
)

// scripts/port-check deletes the lines this rule reports (a SmPL deletion
// would move the line's trailing comment onto the line before)
@set_owner_nd_rep depends on context || org || report@
struct net_device *nd;
position p;
@@
*SET_MODULE_OWNER@p(nd)

@script:python depends on org@
p << set_owner_nd_rep.p;
@@
set_owner_nd.add((p[0].file, p[0].line, p[0].column))
coccilib.org.print_todo(p[0],
	"set-module-owner: SET_MODULE_OWNER() on a net_device: it has had no owner since 2.5 (2.6 made the call do nothing): delete it")

@script:python depends on report@
p << set_owner_nd_rep.p;
@@
set_owner_nd.add((p[0].file, p[0].line, p[0].column))
coccilib.report.print_report(p[0],
	"set-module-owner: SET_MODULE_OWNER() on a net_device: it has had no owner since 2.5 (2.6 made the call do nothing): delete it")

@set_owner_rep depends on context || org || report@
expression E;
position p : script:python() { (p[0].file, p[0].line, p[0].column) not in set_owner_nd };
@@
*SET_MODULE_OWNER@p(E)

@script:python depends on org@
p << set_owner_rep.p;
@@
coccilib.org.print_todo(p[0],
	"set-module-owner: SET_MODULE_OWNER() is gone: write .owner = THIS_MODULE")

@script:python depends on report@
p << set_owner_rep.p;
@@
coccilib.report.print_report(p[0],
	"set-module-owner: SET_MODULE_OWNER() is gone: write .owner = THIS_MODULE")

@module_count depends on context || org || report@
expression M;
position p;
@@
(
*MOD_INC_USE_COUNT@p;
|
*MOD_DEC_USE_COUNT@p;
|
*__MOD_INC_USE_COUNT@p(M);
|
*__MOD_DEC_USE_COUNT@p(M);
)

@script:python depends on org@
p << module_count.p;
@@
coccilib.org.print_todo(p[0],
	"mod-use-count: module use counts are gone: compat maps them to a module reference; port with .owner = THIS_MODULE")

@script:python depends on report@
p << module_count.p;
@@
coccilib.report.print_report(p[0],
	"mod-use-count: module use counts are gone: compat maps them to a module reference; port with .owner = THIS_MODULE")

// try_inc_mod_count(mod): 2.4's "take a use count unless the module is
// being removed", try_module_get() today; compat keeps it
@module_tryinc depends on context || org || report@
expression M;
position p;
@@
*try_inc_mod_count@p(M)

@script:python depends on org@
p << module_tryinc.p;
@@
coccilib.org.print_todo(p[0],
	"mod-use-count: try_inc_mod_count() is 2.4's (today: try_module_get()): compat maps it to a module reference; port with try_module_get() and module_put()")

@script:python depends on report@
p << module_tryinc.p;
@@
coccilib.report.print_report(p[0],
	"mod-use-count: try_inc_mod_count() is 2.4's (today: try_module_get()): compat maps it to a module reference; port with try_module_get() and module_put()")

// MODULE_PARM(var, "type"), in 2.4 at file scope (where spatch parses
// it as a declarer) or in a function
@module_parm depends on context || org || report@
declarer name MODULE_PARM;
expression X, S;
position p;
@@
*MODULE_PARM@p(X, S);

@script:python depends on org@
p << module_parm.p;
@@
coccilib.org.print_todo(p[0],
	"module-parm: MODULE_PARM is gone since 2.6: use module_param(), module_param_array() or module_param_string() (scripts/port-check --fix rewrites it)")

@script:python depends on report@
p << module_parm.p;
@@
coccilib.report.print_report(p[0],
	"module-parm: MODULE_PARM is gone since 2.6: use module_param(), module_param_array() or module_param_string() (scripts/port-check --fix rewrites it)")

@module_inuse depends on context || org || report@
position p;
@@
(
*MOD_IN_USE@p
|
*GET_USE_COUNT@p(...)
)

@script:python depends on org@
p << module_inuse.p;
@@
coccilib.org.print_todo(p[0],
	"mod-use-count: MOD_IN_USE/GET_USE_COUNT are gone: use module_refcount() or drop the check")

@script:python depends on report@
p << module_inuse.p;
@@
coccilib.report.print_report(p[0],
	"mod-use-count: MOD_IN_USE/GET_USE_COUNT are gone: use module_refcount() or drop the check")

// int cleanup_module(void): 2.4 ignored the result (struct module's
// cleanup was void (*)(void)) and some drivers declared it int; since 2.6
// <linux/module.h> declares it void, so the int definition no longer
// compiles.  Patch mode makes it void when every return value is a
// constant, a variable or a function call: a call stays as a statement,
// the rest become "return;" (scripts/port-check removes a trailing one).
// Any other return value, or a function body spatch cannot follow (a
// do-while whose body returns), is left alone; scripts/port-check reports
// every int cleanup_module() definition itself.
// (the files whose cleanup_module() returns something else: spatch -j
// workers keep Python state from one file to the next)
@initialize:python@
@@
cleanup_complex = set()

@cm_rets depends on patch && !context && !org && !report@
expression E;
position p;
@@
 int cleanup_module(void) { <... return@p E; ...> }

@script:python depends on patch@
e << cm_rets.E;
p << cm_rets.p;
@@
import re
if not re.match(r'^(-\s*)?\w+$|^\w+\s*\(.*\)$', e.strip(), re.S):
	cleanup_complex.add(p[0].file)

@cm_type depends on patch && !context && !org && !report@
position q : script:python() { q[0].file not in cleanup_complex };
@@
- int
+ void
  cleanup_module@q(void) { ... }

@cm_proto depends on cm_type@
@@
- int
+ void
  cleanup_module(void);

@cm_ret depends on cm_type@
constant C;
identifier x, F;
expression list ES;
@@
 void cleanup_module(void) {
 <...
(
- return C;
+ return;
|
- return -C;
+ return;
|
- return x;
+ return;
|
- return F(ES);
+ F(ES);
+ return;
)
 ...>
 }
