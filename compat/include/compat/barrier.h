/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/barrier.h - read_barrier_depends(), the 2.5.26 long barrier names
 * and the RCU list helpers of that era, each only where the kernel lacks
 * it (probed).  See porting-guide/barrier.md.
 */
#ifndef __DRVCOMPAT_BARRIER_H
#define __DRVCOMPAT_BARRIER_H

#include <linux/compiler.h>
#include <asm/barrier.h>
#include <linux/rculist.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#include <compat/body/barrier.h>

#ifndef DRVCOMPAT_HAVE_INIT_LIST_HEAD_RCU
/**
 * INIT_LIST_HEAD_RCU() - initialise a list head visible to RCU readers
 * @list: the list head
 *
 * Supplied where missing (the kernel has it from 3.x).
 * See porting-guide/barrier.md.
 */
static inline void INIT_LIST_HEAD_RCU(struct list_head *list)
{
	WRITE_ONCE(list->next, list);
	WRITE_ONCE(list->prev, list);
}
#endif

#if !defined(DRVCOMPAT_HAVE_LIST_ADD_RCU) || \
	!defined(DRVCOMPAT_HAVE_LIST_ADD_TAIL_RCU)
/*
 * __drvcompat_list_add_rcu() - insert @new between the adjacent entries
 * @prev and @next, for RCU readers: @new is complete before
 * rcu_assign_pointer() publishes it in @prev's ->next.
 */
static inline void __drvcompat_list_add_rcu(struct list_head *new,
					    struct list_head *prev,
					    struct list_head *next)
{
	new->next = next;
	new->prev = prev;
	rcu_assign_pointer(list_next_rcu(prev), new);
	next->prev = new;
}
#endif

#ifndef DRVCOMPAT_HAVE_LIST_ADD_RCU
/**
 * list_add_rcu() - add an entry after @head, for RCU readers
 * @new: the entry
 * @head: the list head
 *
 * Supplied where missing.  See porting-guide/barrier.md.
 */
static inline void list_add_rcu(struct list_head *new, struct list_head *head)
{
	__drvcompat_list_add_rcu(new, head, head->next);
}
#endif

#ifndef DRVCOMPAT_HAVE_LIST_ADD_TAIL_RCU
/**
 * list_add_tail_rcu() - add an entry before @head, for RCU readers
 * @new: the entry
 * @head: the list head
 *
 * Supplied where missing.  See porting-guide/barrier.md.
 */
static inline void list_add_tail_rcu(struct list_head *new,
				     struct list_head *head)
{
	__drvcompat_list_add_rcu(new, head->prev, head);
}
#endif

#ifndef DRVCOMPAT_HAVE_LIST_DEL_RCU
/**
 * list_del_rcu() - remove an entry, leaving ->next valid for RCU readers
 * @entry: the entry
 *
 * Supplied where missing.  Free @entry only after a grace period.
 * See porting-guide/barrier.md.
 */
static inline void list_del_rcu(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	WRITE_ONCE(entry->prev->next, entry->next);
	entry->prev = LIST_POISON2;
}
#endif

#endif /* __DRVCOMPAT_BARRIER_H */
