/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: a non-recursive mutex that aborts on misuse (single thread). */
#ifndef STUB_MUTEX_H
#define STUB_MUTEX_H
#include <stdlib.h>
#include <stdio.h>
struct mutex {
	int locked;
};
#define DEFINE_MUTEX(m) struct mutex m = { 0 }
static inline void mutex_lock(struct mutex *m)
{
	if (m->locked) {
		fprintf(stderr, "stub: mutex_lock() of a held mutex\n");
		abort();
	}
	m->locked = 1;
}
static inline void mutex_unlock(struct mutex *m)
{
	if (!m->locked) {
		fprintf(stderr, "stub: mutex_unlock() of a free mutex\n");
		abort();
	}
	m->locked = 0;
}
#endif
