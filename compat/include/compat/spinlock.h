/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/spinlock.h - the 2.4/2.6 lock initialisers SPIN_LOCK_UNLOCKED and
 * RW_LOCK_UNLOCKED.
 *
 * 2.4 defined them per architecture (``(spinlock_t) { 1 }`` on i386 SMP);
 * from lockdep's arrival (2.6.18) the kernel kept them as deprecated
 * compatibility definitions in <linux/spinlock_types.h> (checked: 2.6.24):
 *
 *	#define SPIN_LOCK_UNLOCKED  __SPIN_LOCK_UNLOCKED(old_style_spin_init)
 *	#define RW_LOCK_UNLOCKED    __RW_LOCK_UNLOCKED(old_style_rw_init)
 *
 * ("SPIN_LOCK_UNLOCKED and RW_LOCK_UNLOCKED defeat lockdep state tracking
 * and are hence deprecated"), until they were removed (3.1.9's header no
 * longer has them).  compat defines them exactly so.  Every lock so
 * initialised carries the lockdep name "old_style_spin_init" (or
 * "old_style_rw_init"); its lockdep class key is the lock's own address,
 * so a static lock is tracked like any DEFINE_SPINLOCK(), but a lock in
 * kmalloc()ed memory given SPIN_LOCK_UNLOCKED has no static key: on a
 * lockdep kernel the first use prints "trying to register non-static key"
 * and turns lockdep off, as it did then.  Use spin_lock_init() for those
 * (port-check --fix does).  On kernels without lockdep the lock is simply
 * unlocked.
 *
 * PREEMPT_RT: there __SPIN_LOCK_UNLOCKED()/__RW_LOCK_UNLOCKED() are bare
 * brace initializers of rt_mutex based locks, not compound literals (the
 * probes spin_lock_unlocked_expr and rw_lock_unlocked_expr tell), and a
 * cast cannot make them one that a static initializer accepts (they
 * contain RB_ROOT_CACHED, itself a compound literal).  So on PREEMPT_RT
 * the two work in definitions and structure initialisers only; an
 * assignment "p->lock = SPIN_LOCK_UNLOCKED;" does not build there
 * ("expected expression before '{'"): it must become spin_lock_init(),
 * which is what port-check --fix writes.  See porting-guide/spinlock.md.
 */
#ifndef __DRVCOMPAT_SPINLOCK_H
#define __DRVCOMPAT_SPINLOCK_H

#include <linux/spinlock.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef SPIN_LOCK_UNLOCKED
#ifdef DRVCOMPAT_HAVE_SPIN_LOCK_UNLOCKED_EXPR
#define __DRVCOMPAT_SPIN_LOCK_UNLOCKED					\
	__SPIN_LOCK_UNLOCKED(old_style_spin_init)
#else
/* PREEMPT_RT: a brace initializer, for definitions only (see above) */
#define __DRVCOMPAT_SPIN_LOCK_UNLOCKED					\
	__SPIN_LOCK_UNLOCKED(old_style_spin_init)
#endif
/**
 * SPIN_LOCK_UNLOCKED - 2.4 initialiser of an unlocked spinlock_t
 *
 * ``__SPIN_LOCK_UNLOCKED(old_style_spin_init)``, the 2.6.18-2.6.38
 * compatibility definition: usable in an initialiser (``spinlock_t l =
 * SPIN_LOCK_UNLOCKED;``, also inside a structure's) and, except on
 * PREEMPT_RT, in an assignment (``p->lock = SPIN_LOCK_UNLOCKED;``).  In
 * memory that is not static, use spin_lock_init() on a lockdep kernel
 * (see above).
 * See porting-guide/spinlock.md.
 */
#define SPIN_LOCK_UNLOCKED						\
	__drvcompat_legacy("SPIN_LOCK_UNLOCKED: use DEFINE_SPINLOCK() or spin_lock_init(), see porting-guide/spinlock.md") \
	__DRVCOMPAT_SPIN_LOCK_UNLOCKED
#endif /* !SPIN_LOCK_UNLOCKED */

#ifndef RW_LOCK_UNLOCKED
#ifdef DRVCOMPAT_HAVE_RW_LOCK_UNLOCKED_EXPR
#define __DRVCOMPAT_RW_LOCK_UNLOCKED					\
	__RW_LOCK_UNLOCKED(old_style_rw_init)
#else
/* PREEMPT_RT: a brace initializer, for definitions only (see above) */
#define __DRVCOMPAT_RW_LOCK_UNLOCKED					\
	__RW_LOCK_UNLOCKED(old_style_rw_init)
#endif
/**
 * RW_LOCK_UNLOCKED - 2.4 initialiser of an unlocked rwlock_t
 *
 * ``__RW_LOCK_UNLOCKED(old_style_rw_init)``, the 2.6.18-2.6.38
 * compatibility definition; as SPIN_LOCK_UNLOCKED, for initialisers and
 * (except on PREEMPT_RT) assignments.  In memory that is not static, use rwlock_init() on a
 * lockdep kernel.  See porting-guide/spinlock.md.
 */
#define RW_LOCK_UNLOCKED						\
	__drvcompat_legacy("RW_LOCK_UNLOCKED: use DEFINE_RWLOCK() or rwlock_init(), see porting-guide/spinlock.md") \
	__DRVCOMPAT_RW_LOCK_UNLOCKED
#endif /* !RW_LOCK_UNLOCKED */

#endif /* __DRVCOMPAT_SPINLOCK_H */
