// SPDX-License-Identifier: GPL-2.0
/// devfs was removed in 2.6.18.  Device nodes now come from devtmpfs and
/// udev, driven by a struct class and device_create().  The rewrite changes
/// the driver's structure, so this is reported only.
///
// Confidence: High
// Comments: rule id devfs, guide porting-guide/devfs.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// Report only: patch mode has no rewrite.  This rule never matches (its
// position constraint is false); it is here so that MODE=patch runs,
// changes nothing and exits 0 instead of spatch failing with "No rules
// apply".
@devfs_no_rewrite depends on patch && !context && !org && !report@
position p : script:python() { False };
@@
- devfs_register@p(...);

@devfs_call depends on context || org || report@
identifier fn =~ "^devfs_";
position p;
@@
*fn@p(...)

@script:python depends on org@
p << devfs_call.p;
fn << devfs_call.fn;
@@
coccilib.org.print_todo(p[0],
	"devfs: %s(): devfs was removed in 2.6.18: use a class and device_create()" % fn)

@script:python depends on report@
p << devfs_call.p;
fn << devfs_call.fn;
@@
coccilib.report.print_report(p[0],
	"devfs: %s(): devfs was removed in 2.6.18: use a class and device_create()" % fn)

@devfs_type depends on context || org || report@
typedef devfs_handle_t;
identifier x;
position p;
@@
(
*devfs_handle_t@p x;
|
*devfs_handle_t@p x = ...;
)

@script:python depends on org@
p << devfs_type.p;
@@
coccilib.org.print_todo(p[0],
	"devfs: devfs_handle_t: devfs was removed in 2.6.18: keep a struct device pointer")

@script:python depends on report@
p << devfs_type.p;
@@
coccilib.report.print_report(p[0],
	"devfs: devfs_handle_t: devfs was removed in 2.6.18: keep a struct device pointer")

@devfs_field depends on context || org || report@
typedef devfs_handle_t;
identifier x, s;
position p;
@@
 struct s { ...
*devfs_handle_t@p x;
 ... };

@script:python depends on org@
p << devfs_field.p;
@@
coccilib.org.print_todo(p[0],
	"devfs: devfs_handle_t field: devfs was removed in 2.6.18: keep a struct device pointer")

@script:python depends on report@
p << devfs_field.p;
@@
coccilib.report.print_report(p[0],
	"devfs: devfs_handle_t field: devfs was removed in 2.6.18: keep a struct device pointer")

@devfs_param depends on context || org || report@
typedef devfs_handle_t;
identifier x, f;
position p;
@@
 f(...,
*  devfs_handle_t@p x
  , ...) { ... }

@script:python depends on org@
p << devfs_param.p;
@@
coccilib.org.print_todo(p[0],
	"devfs: devfs_handle_t parameter: devfs was removed in 2.6.18")

@script:python depends on report@
p << devfs_param.p;
@@
coccilib.report.print_report(p[0],
	"devfs: devfs_handle_t parameter: devfs was removed in 2.6.18")
