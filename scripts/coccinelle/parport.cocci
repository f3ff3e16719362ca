// SPDX-License-Identifier: GPL-2.0
/// The 2.4 parport client API.  2.4 (drivers/parport/share.c) told a
/// client of each port through its parport_driver's attach(), and the
/// client declared its device with parport_register_device(port, name,
/// pf, kf, irq_func, flags, handle).  4.x added the device model beside it
/// (a driver's match_port(), parport_register_dev_model() with a struct
/// pardev_cb); 5.8 removed parport_register_device() and calls
/// match_port() only, and 6.12's struct parport_driver has no attach
/// member at all.  attach() and match_port() have the same type and are
/// called at the same moments: patch mode renames the initializer
/// .attach = f to .match_port = f.  parport_register_device() is only
/// reported: compat gives it where the kernel lacks it
/// (compat/include/compat/parport.h), and its native form,
/// parport_register_dev_model() with a struct pardev_cb, is written by
/// hand (porting-guide/parport.md).
///
// Confidence: High
// Comments: rule id parport; guide porting-guide/parport.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@pp_attach_fix depends on patch && !context && !org && !report@
identifier d, f;
@@
 struct parport_driver d = {
	...,
-	.attach = f,
+	.match_port = f,
	...
 };

@pp_attach_rep depends on context || org || report@
identifier d, f;
position p;
@@
 struct parport_driver d = {
	...,
*	.attach@p = f,
	...
 };

@pp_dev_rep depends on context || org || report@
position p;
@@
* parport_register_device@p(...)

@script:python depends on org@
p << pp_attach_rep.p;
@@
coccilib.org.print_todo(p[0],
	"parport: a parport_driver's attach() is not called since 5.8 and is gone in 6.12: it is match_port(), the same type, called at the same moments")

@script:python depends on report@
p << pp_attach_rep.p;
@@
coccilib.report.print_report(p[0],
	"parport: a parport_driver's attach() is not called since 5.8 and is gone in 6.12: it is match_port(), the same type, called at the same moments")

@script:python depends on org@
p << pp_dev_rep.p;
@@
coccilib.org.print_todo(p[0],
	"parport: parport_register_device() is gone since 5.8 (compat gives it): the native form is parport_register_dev_model() with a struct pardev_cb, see porting-guide/parport.md")

@script:python depends on report@
p << pp_dev_rep.p;
@@
coccilib.report.print_report(p[0],
	"parport: parport_register_device() is gone since 5.8 (compat gives it): the native form is parport_register_dev_model() with a struct pardev_cb, see porting-guide/parport.md")
