// SPDX-License-Identifier: GPL-2.0
/// devfs was removed in 2.6.18.  Device nodes now come from devtmpfs and
/// udev, driven by a struct class and device_create().  The rewrite changes
/// the driver's structure, so this is reported only.
///
// Confidence: High
// Comments: rule id devfs, guide porting-guide/devfs.md
// Options: --no-includes --include-headers

virtual report

@devfs_call depends on report@
identifier fn =~ "^devfs_";
position p;
@@
 fn@p(...)

@script:python depends on report@
p << devfs_call.p;
fn << devfs_call.fn;
@@
coccilib.report.print_report(p[0],
	"devfs: %s(): devfs was removed in 2.6.18: use a class and device_create()" % fn)

@devfs_type depends on report@
typedef devfs_handle_t;
identifier x;
position p;
@@
(
 devfs_handle_t@p x;
|
 devfs_handle_t@p x = ...;
)

@script:python depends on report@
p << devfs_type.p;
@@
coccilib.report.print_report(p[0],
	"devfs: devfs_handle_t: devfs was removed in 2.6.18: keep a struct device pointer")

@devfs_field depends on report@
typedef devfs_handle_t;
identifier x, s;
position p;
@@
 struct s { ... devfs_handle_t@p x; ... };

@script:python depends on report@
p << devfs_field.p;
@@
coccilib.report.print_report(p[0],
	"devfs: devfs_handle_t field: devfs was removed in 2.6.18: keep a struct device pointer")

@devfs_param depends on report@
typedef devfs_handle_t;
identifier x, f;
position p;
@@
 f(..., devfs_handle_t@p x, ...) { ... }

@script:python depends on report@
p << devfs_param.p;
@@
coccilib.report.print_report(p[0],
	"devfs: devfs_handle_t parameter: devfs was removed in 2.6.18")
