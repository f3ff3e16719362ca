/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stub: kzalloc()/kfree() on the C library's allocator (ASan sees every
 * use after free), or, while stub_kmalloc_reuse is set, a one-block LIFO
 * cache that hands a freed block to the next allocation, as SLUB often
 * does: what makes an address reused by a newer entry.
 */
#ifndef STUB_SLAB_H
#define STUB_SLAB_H
#include <stddef.h>
#include <stdbool.h>
#define GFP_KERNEL 0
extern bool stub_kmalloc_reuse;
void *kzalloc(size_t size, int gfp);
void kfree(const void *p);
#endif
