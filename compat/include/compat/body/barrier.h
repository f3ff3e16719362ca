/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Macro-only part of the barrier topic: read_barrier_depends(),
 * smp_read_barrier_depends(), the 2.5.26 long barrier names and the RCU
 * list iteration macros, each only where the kernel lacks it.  Macros
 * expand lazily, so this is safe to include from the <linux/list.h>
 * overlay, early in any translation unit.  The probe header must have
 * been included.  tests/host/compat-barrier-alpha.sh and
 * compat-barrier-isa.sh compile it on its own for Alpha and arm64.
 * See porting-guide/barrier.md.
 */
#ifndef __DRVCOMPAT_BODY_BARRIER_H
#define __DRVCOMPAT_BODY_BARRIER_H

#include <compat-probes.h>
#include <compat/plumbing.h>

/* rculist.h's list_next_rcu(), under a private name (list.h lacks it) */
#define __drvcompat_list_next_rcu(list)					\
	(*((struct list_head __rcu **)(&(list)->next)))

#if !defined(DRVCOMPAT_HAVE_READ_BARRIER_DEPENDS) && !defined(read_barrier_depends)
/**
 * read_barrier_depends() - order a load before loads that depend on it
 *
 * Removed in 5.9.  Emits no instruction except on Alpha, where it is mb().
 * On a modern compiler this alone is not enough: the load of the pointer
 * before the barrier must be READ_ONCE() or rcu_dereference(), which since
 * 5.9 also carry the Alpha barrier themselves; prefer rcu_dereference().
 * See porting-guide/barrier.md.
 */
#ifdef CONFIG_ALPHA
#define read_barrier_depends()						\
	do {								\
		__drvcompat_legacy("read_barrier_depends(): load with READ_ONCE()/rcu_dereference() instead, see porting-guide/barrier.md") \
		mb();							\
	} while (0)
#else
#define read_barrier_depends()						\
	do {								\
		__drvcompat_legacy("read_barrier_depends(): load with READ_ONCE()/rcu_dereference() instead, see porting-guide/barrier.md") \
	} while (0)
#endif
#endif

#if !defined(DRVCOMPAT_HAVE_SMP_READ_BARRIER_DEPENDS) && \
	!defined(smp_read_barrier_depends)
/**
 * smp_read_barrier_depends() - SMP-only read_barrier_depends()
 *
 * Removed in 5.9.  Emits no instruction except on SMP Alpha (smp_mb()).
 * The load before it must be READ_ONCE() or rcu_dereference().
 * See porting-guide/barrier.md.
 */
#if defined(CONFIG_ALPHA) && defined(CONFIG_SMP)
#define smp_read_barrier_depends()					\
	do {								\
		__drvcompat_legacy("smp_read_barrier_depends(): load with READ_ONCE()/rcu_dereference() instead, see porting-guide/barrier.md") \
		smp_mb();						\
	} while (0)
#else
#define smp_read_barrier_depends()					\
	do {								\
		__drvcompat_legacy("smp_read_barrier_depends(): load with READ_ONCE()/rcu_dereference() instead, see porting-guide/barrier.md") \
	} while (0)
#endif
#endif

#ifndef DRVCOMPAT_HAVE_MEMORY_BARRIER
/**
 * memory_barrier() - full barrier, the 2.5.26 long name of mb()
 *
 * See porting-guide/barrier.md.
 */
#define memory_barrier()						\
	do {								\
		__drvcompat_legacy("memory_barrier() is mb(), see porting-guide/barrier.md") \
		mb();							\
	} while (0)

/**
 * read_barrier() - read barrier, the 2.5.26 long name of rmb()
 *
 * See porting-guide/barrier.md.
 */
#define read_barrier()							\
	do {								\
		__drvcompat_legacy("read_barrier() is rmb(), see porting-guide/barrier.md") \
		rmb();							\
	} while (0)

/**
 * write_barrier() - write barrier, the 2.5.26 long name of wmb()
 *
 * See porting-guide/barrier.md.
 */
#define write_barrier()							\
	do {								\
		__drvcompat_legacy("write_barrier() is wmb(), see porting-guide/barrier.md") \
		wmb();							\
	} while (0)
#endif

#ifndef DRVCOMPAT_HAVE_LIST_FOR_EACH_RCU
/**
 * list_for_each_rcu() - iterate over an RCU-protected list
 * @pos: the &struct list_head cursor
 * @head: the list head
 *
 * Supplied where missing (6.1 has it and keeps its own).
 * See porting-guide/barrier.md.
 */
#define list_for_each_rcu(pos, head)					\
	for (pos = rcu_dereference(__drvcompat_list_next_rcu(head));		\
	     pos != (head);						\
	     pos = rcu_dereference(__drvcompat_list_next_rcu(pos)))
#endif

#ifndef DRVCOMPAT_HAVE___LIST_FOR_EACH_RCU
/**
 * __list_for_each_rcu() - iterate over an RCU-protected list (2.6 name)
 * @pos: the &struct list_head cursor
 * @head: the list head
 *
 * Removed in 2.6.3x; the same as list_for_each_rcu().
 * See porting-guide/barrier.md.
 */
#define __list_for_each_rcu(pos, head)					\
	for (__drvcompat_legacy("__list_for_each_rcu() is list_for_each_rcu(), see porting-guide/barrier.md") \
	     pos = rcu_dereference(__drvcompat_list_next_rcu(head));		\
	     pos != (head);						\
	     pos = rcu_dereference(__drvcompat_list_next_rcu(pos)))
#endif

#ifndef DRVCOMPAT_HAVE_LIST_FOR_EACH_SAFE_RCU
/**
 * list_for_each_safe_rcu() - RCU list iteration that tolerates removal of @pos
 * @pos: the &struct list_head cursor
 * @n: another &struct list_head for temporary storage
 * @head: the list head
 *
 * Removed in 2.6.3x (use list_for_each_entry_rcu()/list_for_each_rcu()
 * with list_del_rcu()).  See porting-guide/barrier.md.
 */
#define list_for_each_safe_rcu(pos, n, head)				\
	for (__drvcompat_legacy("list_for_each_safe_rcu() was removed, see porting-guide/barrier.md") \
	     pos = rcu_dereference(__drvcompat_list_next_rcu(head));		\
	     n = pos->next, pos != (head);				\
	     pos = rcu_dereference(*(struct list_head __rcu **)&(n)))
#endif

#endif /* __DRVCOMPAT_BODY_BARRIER_H */
