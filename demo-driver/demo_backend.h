/* SPDX-License-Identifier: GPL-2.0 */
/*
 * demo_backend.h - what the demo_backend module offers to the demo
 * drivers.  The drivers do not link against the backend: they load it with
 * request_module("demo-backend-%u", n) and then pick up its descriptor with
 * symbol_get(demo_backend_ops), which also pins the backend while they use
 * it.  So one backend module serves demo.ko and demo_legacy.ko alike.
 */
#ifndef DEMO_BACKEND_H
#define DEMO_BACKEND_H

#include <linux/types.h>

/**
 * struct demo_backend_ops - a backend as the demo drivers see it
 * @name:     the backend's name, for messages
 * @describe: write a one-line description of backend slot @n into @buf
 *            (at most @size bytes, NUL-terminated); returns the length
 */
struct demo_backend_ops {
	const char *name;
	int (*describe)(unsigned int n, char *buf, size_t size);
};

extern const struct demo_backend_ops demo_backend_ops;

#endif /* DEMO_BACKEND_H */
