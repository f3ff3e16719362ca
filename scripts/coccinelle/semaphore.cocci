// SPDX-License-Identifier: GPL-2.0
/// The "mutex" spellings of the counting semaphore: DECLARE_MUTEX(),
/// DECLARE_MUTEX_LOCKED(), init_MUTEX(), init_MUTEX_LOCKED().  2.6.36
/// renamed DECLARE_MUTEX to DEFINE_SEMAPHORE and 2.6.37 removed them all;
/// 6.4 then gave DEFINE_SEMAPHORE a count argument.  Patch mode writes
/// what both DEFINE_SEMAPHORE forms expand to, so the result builds on
/// either side of 6.4 (every kernel since 2.6.26):
///   DECLARE_MUTEX(x)        -> struct semaphore x = __SEMAPHORE_INITIALIZER(x, 1)
///   DECLARE_MUTEX_LOCKED(x) -> struct semaphore x = __SEMAPHORE_INITIALIZER(x, 0)
///   init_MUTEX(s)           -> sema_init(s, 1)
///   init_MUTEX_LOCKED(s)    -> sema_init(s, 0)
/// The semaphore and its count stay the same: no change of meaning.  The
/// #include <asm/semaphore.h> is rewritten by scripts/port-check itself.
///
// Confidence: High
// Comments: rule id semaphore, guide porting-guide/semaphore.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@sem_decl_fix depends on patch && !context && !org && !report@
declarer name DECLARE_MUTEX;
identifier x;
@@
- DECLARE_MUTEX(x);
+ struct semaphore x = __SEMAPHORE_INITIALIZER(x, 1);

@sem_decl_locked_fix depends on patch && !context && !org && !report@
declarer name DECLARE_MUTEX_LOCKED;
identifier x;
@@
- DECLARE_MUTEX_LOCKED(x);
+ struct semaphore x = __SEMAPHORE_INITIALIZER(x, 0);

@sem_init_fix depends on patch && !context && !org && !report@
expression S;
@@
(
- init_MUTEX(S)
+ sema_init(S, 1)
|
- init_MUTEX_LOCKED(S)
+ sema_init(S, 0)
)

@sem_decl_rep depends on context || org || report@
declarer name DECLARE_MUTEX, DECLARE_MUTEX_LOCKED;
identifier x;
position p;
@@
(
*DECLARE_MUTEX@p(x);
|
*DECLARE_MUTEX_LOCKED@p(x);
)

@script:python depends on org@
p << sem_decl_rep.p;
@@
coccilib.org.print_todo(p[0],
	"semaphore: DECLARE_MUTEX()/DECLARE_MUTEX_LOCKED() were removed in 2.6.37: a struct semaphore with count 1 (0)")

@script:python depends on report@
p << sem_decl_rep.p;
@@
coccilib.report.print_report(p[0],
	"semaphore: DECLARE_MUTEX()/DECLARE_MUTEX_LOCKED() were removed in 2.6.37: a struct semaphore with count 1 (0)")

@sem_init_rep depends on context || org || report@
expression S;
position p;
@@
(
*init_MUTEX@p(S)
|
*init_MUTEX_LOCKED@p(S)
)

@script:python depends on org@
p << sem_init_rep.p;
@@
coccilib.org.print_todo(p[0],
	"semaphore: init_MUTEX()/init_MUTEX_LOCKED() were removed in 2.6.37: use sema_init(sem, 1) (0)")

@script:python depends on report@
p << sem_init_rep.p;
@@
coccilib.report.print_report(p[0],
	"semaphore: init_MUTEX()/init_MUTEX_LOCKED() were removed in 2.6.37: use sema_init(sem, 1) (0)")
