// SPDX-License-Identifier: GPL-2.0
/// Legacy device numbers: kdev_t and MINOR()/MAJOR() applied to an inode's
/// i_rdev.  kdev_t was a 16-bit 8:8 cookie in 2.4; 2.6 made dev_t a 32-bit
/// 12:20 number, removed kdev_t and added iminor()/imajor().
/// Patch mode rewrites MINOR(E->i_rdev) into iminor(E) (MAJOR/imajor too);
/// report mode flags every kdev_t declaration, parameter (also unnamed, in a
/// prototype), return type, field and cast, and
/// the kdev_t conversion helpers, which need a human decision.
///
// Confidence: High
// Comments: rule id kdev-t, guide porting-guide/devnum.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@devnum_fix depends on patch && !context && !org && !report@
expression E;
@@
(
- MINOR(E->i_rdev)
+ iminor(E)
|
- MAJOR(E->i_rdev)
+ imajor(E)
|
- minor(E->i_rdev)
+ iminor(E)
|
- major(E->i_rdev)
+ imajor(E)
)

@devnum_rdev depends on context || org || report@
expression E;
position p;
@@
(
*MINOR@p(E->i_rdev)
|
*MAJOR@p(E->i_rdev)
|
*minor@p(E->i_rdev)
|
*major@p(E->i_rdev)
)

@script:python depends on org@
p << devnum_rdev.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: MINOR()/MAJOR() of i_rdev: use iminor()/imajor() on the inode")

@script:python depends on report@
p << devnum_rdev.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: MINOR()/MAJOR() of i_rdev: use iminor()/imajor() on the inode")

@devnum_decl depends on context || org || report@
typedef kdev_t;
identifier x;
expression E;
position p;
@@
(
*kdev_t@p x;
|
*kdev_t@p x = E;
|
*(kdev_t@p)E
)

@script:python depends on org@
p << devnum_decl.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: kdev_t is gone since 2.5: use dev_t (12:20 bits)")

@script:python depends on report@
p << devnum_decl.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: kdev_t is gone since 2.5: use dev_t (12:20 bits)")

@devnum_param depends on context || org || report@
typedef kdev_t;
identifier x, f;
position p;
@@
 f(...,
*  kdev_t@p x
  , ...) { ... }

@script:python depends on org@
p << devnum_param.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: kdev_t parameter: use dev_t (12:20 bits)")

@script:python depends on report@
p << devnum_param.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: kdev_t parameter: use dev_t (12:20 bits)")

// kdev_t as a return type (definition or prototype) and as a prototype's
// parameter, named or not
@devnum_ret depends on context || org || report@
typedef kdev_t;
identifier f;
position p;
@@
*kdev_t@p f(...)
 { ... }

@script:python depends on org@
p << devnum_ret.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: function returning kdev_t: return dev_t (12:20 bits)")

@script:python depends on report@
p << devnum_ret.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: function returning kdev_t: return dev_t (12:20 bits)")

@devnum_ret_proto depends on context || org || report@
typedef kdev_t;
identifier f;
position p;
@@
*kdev_t@p f(...);

@script:python depends on org@
p << devnum_ret_proto.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: function returning kdev_t: return dev_t (12:20 bits)")

@script:python depends on report@
p << devnum_ret_proto.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: function returning kdev_t: return dev_t (12:20 bits)")

@devnum_proto_param depends on context || org || report@
typedef kdev_t;
identifier f, x;
type T;
position p;
@@
(
*T f(..., kdev_t@p, ...);
|
*T f(..., kdev_t@p x, ...);
)

@script:python depends on org@
p << devnum_proto_param.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: kdev_t parameter: use dev_t (12:20 bits)")

@script:python depends on report@
p << devnum_proto_param.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: kdev_t parameter: use dev_t (12:20 bits)")

@devnum_field depends on context || org || report@
typedef kdev_t;
identifier x, s;
position p;
@@
 struct s { ...
*kdev_t@p x;
 ... };

@script:python depends on org@
p << devnum_field.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: kdev_t field: use dev_t (12:20 bits)")

@script:python depends on report@
p << devnum_field.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: kdev_t field: use dev_t (12:20 bits)")

@devnum_helpers depends on context || org || report@
expression E;
position p;
@@
(
*kdev_t_to_nr@p(E)
|
*to_kdev_t@p(E)
|
*mk_kdev@p(...)
|
*kdev_val@p(E)
|
*kdev_none@p(E)
|
*kdev_same@p(...)
)

@script:python depends on org@
p << devnum_helpers.p;
@@
coccilib.org.print_todo(p[0],
	"kdev-t: kdev_t conversion helper: dev_t needs no conversion")

@script:python depends on report@
p << devnum_helpers.p;
@@
coccilib.report.print_report(p[0],
	"kdev-t: kdev_t conversion helper: dev_t needs no conversion")
