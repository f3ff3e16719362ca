// SPDX-License-Identifier: GPL-2.0
/// SPIN_LOCK_UNLOCKED and RW_LOCK_UNLOCKED: 2.4's initialisers, kept from
/// 2.6.18 as deprecated definitions (they "defeat lockdep state tracking")
/// and later removed.  Patch mode rewrites the forms that have an exact
/// modern spelling:
///   spinlock_t x = SPIN_LOCK_UNLOCKED;  -> DEFINE_SPINLOCK(x);   (static kept)
///   rwlock_t x = RW_LOCK_UNLOCKED;      -> DEFINE_RWLOCK(x);
///   T v = { ..., .f = SPIN_LOCK_UNLOCKED, ... };
///                                       -> .f = __SPIN_LOCK_UNLOCKED(v.f)
///                                          (__RW_LOCK_UNLOCKED for rwlocks)
///   E = SPIN_LOCK_UNLOCKED;             -> spin_lock_init(&E);
///   E = RW_LOCK_UNLOCKED;               -> rwlock_init(&E);
/// Every other use (arrays of locks, nested or positional initialisers,
/// expressions) is only reported.
///
// Confidence: High
// Comments: rule id spinlock, guide porting-guide/spinlock.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@spin_decl_fix depends on patch && !context && !org && !report@
declarer name DEFINE_SPINLOCK;
identifier x;
@@
- spinlock_t x = SPIN_LOCK_UNLOCKED;
+ DEFINE_SPINLOCK(x);

@rw_decl_fix depends on patch && !context && !org && !report@
declarer name DEFINE_RWLOCK;
identifier x;
@@
- rwlock_t x = RW_LOCK_UNLOCKED;
+ DEFINE_RWLOCK(x);

@spin_field_fix depends on patch && !context && !org && !report@
identifier v, fld;
type T;
@@
 T v = { ..., .fld =
(
- SPIN_LOCK_UNLOCKED
+ __SPIN_LOCK_UNLOCKED(v.fld)
|
- RW_LOCK_UNLOCKED
+ __RW_LOCK_UNLOCKED(v.fld)
)
 , ... };

@spin_assign_fix depends on patch && !context && !org && !report@
expression E;
@@
(
- E = SPIN_LOCK_UNLOCKED;
+ spin_lock_init(&E);
|
- E = RW_LOCK_UNLOCKED;
+ rwlock_init(&E);
)

@spin_rep depends on context || org || report@
position p;
@@
(
*SPIN_LOCK_UNLOCKED@p
|
*RW_LOCK_UNLOCKED@p
)

@script:python depends on org@
p << spin_rep.p;
@@
coccilib.org.print_todo(p[0],
	"spinlock: SPIN_LOCK_UNLOCKED/RW_LOCK_UNLOCKED are gone (deprecated since 2.6.18): use DEFINE_SPINLOCK()/DEFINE_RWLOCK(), __SPIN_LOCK_UNLOCKED(var.field) or spin_lock_init()/rwlock_init()")

@script:python depends on report@
p << spin_rep.p;
@@
coccilib.report.print_report(p[0],
	"spinlock: SPIN_LOCK_UNLOCKED/RW_LOCK_UNLOCKED are gone (deprecated since 2.6.18): use DEFINE_SPINLOCK()/DEFINE_RWLOCK(), __SPIN_LOCK_UNLOCKED(var.field) or spin_lock_init()/rwlock_init()")
