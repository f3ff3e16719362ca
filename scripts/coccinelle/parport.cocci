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
/// hand (porting-guide/parport.md).  <linux/lp.h>'s struct lp_struct
/// kept its port_mutex but made it a struct mutex (6.1's lp.h; the mutex
/// type came in 2.6.16); 2.4's lp.c took it as a semaphore,
/// down_interruptible()/up() around each write and read.  Patch mode
/// rewrites the semaphore calls on the port_mutex of an expression whose
/// type is struct lp_struct (or a pointer to one) to the mutex calls of
/// the same meaning; down_trylock()
/// returns 0 when it took the semaphore, mutex_trylock() 1, so it becomes
/// !mutex_trylock().  A port_mutex of another type is left alone.
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

@pp_lp_fix depends on patch && !context && !org && !report@
struct lp_struct S;
struct lp_struct *P;
@@
(
- down(&S.port_mutex)
+ mutex_lock(&S.port_mutex)
|
- down(&P->port_mutex)
+ mutex_lock(&P->port_mutex)
|
- up(&S.port_mutex)
+ mutex_unlock(&S.port_mutex)
|
- up(&P->port_mutex)
+ mutex_unlock(&P->port_mutex)
|
- down_interruptible(&S.port_mutex)
+ mutex_lock_interruptible(&S.port_mutex)
|
- down_interruptible(&P->port_mutex)
+ mutex_lock_interruptible(&P->port_mutex)
|
- down_trylock(&S.port_mutex)
+ !mutex_trylock(&S.port_mutex)
|
- down_trylock(&P->port_mutex)
+ !mutex_trylock(&P->port_mutex)
|
- init_MUTEX(&S.port_mutex)
+ mutex_init(&S.port_mutex)
|
- init_MUTEX(&P->port_mutex)
+ mutex_init(&P->port_mutex)
|
- sema_init(&S.port_mutex, 1)
+ mutex_init(&S.port_mutex)
|
- sema_init(&P->port_mutex, 1)
+ mutex_init(&P->port_mutex)
)

@pp_lp_rep depends on context || org || report@
struct lp_struct S;
struct lp_struct *P;
identifier f = {down, up, down_interruptible, down_trylock, init_MUTEX,
		sema_init};
position p;
@@
(
* f@p(&S.port_mutex, ...)
|
* f@p(&P->port_mutex, ...)
)

@script:python depends on org@
p << pp_lp_rep.p;
f << pp_lp_rep.f;
@@
coccilib.org.print_todo(p[0],
	"parport: %s() on <linux/lp.h>'s port_mutex, a struct mutex now: the mutex call of the same meaning" % f)

@script:python depends on report@
p << pp_lp_rep.p;
f << pp_lp_rep.f;
@@
coccilib.report.print_report(p[0],
	"parport: %s() on <linux/lp.h>'s port_mutex, a struct mutex now: the mutex call of the same meaning" % f)

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
