/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stub: printk to stderr, every line counted in stub_log_lines (so a test
 * can say "at most one line").  %pS prints as a plain pointer.
 */
#ifndef STUB_PRINTK_H
#define STUB_PRINTK_H
#include <stdio.h>
#include <stdbool.h>
extern int stub_log_lines;
void stub_printk(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#ifndef pr_fmt
#define pr_fmt(fmt) fmt
#endif
#define pr_warn(fmt, ...) stub_printk(pr_fmt(fmt), ##__VA_ARGS__)
#define pr_err(fmt, ...) stub_printk(pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn_once(fmt, ...) ({					\
	static bool __warned;						\
	if (!__warned) {						\
		__warned = true;					\
		stub_printk(pr_fmt(fmt), ##__VA_ARGS__);		\
	}								\
})
#define pr_debug(fmt, ...) do { } while (0)
#endif
