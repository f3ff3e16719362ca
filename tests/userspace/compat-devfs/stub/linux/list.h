/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stub: the kernel's doubly linked list, with CONFIG_DEBUG_LIST's checks
 * (a corrupted or already deleted entry aborts, as the kernel BUG()s) and
 * its poison values.
 */
#ifndef STUB_LIST_H
#define STUB_LIST_H
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct list_head {
	struct list_head *next, *prev;
};

#define LIST_POISON1 ((struct list_head *)0x100)
#define LIST_POISON2 ((struct list_head *)0x122)
#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

static inline void list_add_tail(struct list_head *new, struct list_head *head)
{
	struct list_head *prev = head->prev;

	if (prev->next != head) {
		fprintf(stderr, "list_add corruption\n");
		abort();
	}
	new->next = head;
	new->prev = prev;
	prev->next = new;
	head->prev = new;
}

static inline void list_del(struct list_head *entry)
{
	if (entry->next == LIST_POISON1 || entry->prev == LIST_POISON2 ||
	    entry->prev->next != entry || entry->next->prev != entry) {
		fprintf(stderr, "list_del corruption\n");
		abort();
	}
	entry->next->prev = entry->prev;
	entry->prev->next = entry->next;
	entry->next = LIST_POISON1;
	entry->prev = LIST_POISON2;
}

static inline int list_empty(const struct list_head *head)
{
	return head->next == head;
}

#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(ptr, type, member) \
	list_entry((ptr)->next, type, member)
#define list_next_entry(pos, member) \
	list_entry((pos)->member.next, __typeof__(*(pos)), member)
#define list_prev_entry(pos, member) \
	list_entry((pos)->member.prev, __typeof__(*(pos)), member)
#define list_last_entry(ptr, type, member) \
	list_entry((ptr)->prev, type, member)
#define list_entry_is_head(pos, head, member) (&(pos)->member == (head))

#define list_for_each_entry(pos, head, member)				\
	for (pos = list_first_entry(head, __typeof__(*pos), member);	\
	     !list_entry_is_head(pos, head, member);			\
	     pos = list_next_entry(pos, member))

#define list_for_each_entry_continue(pos, head, member)			\
	for (pos = list_next_entry(pos, member);			\
	     !list_entry_is_head(pos, head, member);			\
	     pos = list_next_entry(pos, member))

#define list_for_each_entry_safe(pos, n, head, member)			\
	for (pos = list_first_entry(head, __typeof__(*pos), member),	\
	     n = list_next_entry(pos, member);				\
	     !list_entry_is_head(pos, head, member);			\
	     pos = n, n = list_next_entry(n, member))

#define list_for_each_entry_safe_reverse(pos, n, head, member)		\
	for (pos = list_last_entry(head, __typeof__(*pos), member),	\
	     n = list_prev_entry(pos, member);				\
	     !list_entry_is_head(pos, head, member);			\
	     pos = n, n = list_prev_entry(n, member))
#endif
