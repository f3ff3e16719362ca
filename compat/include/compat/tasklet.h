/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/tasklet.h - 2.4's three-argument DECLARE_TASKLET(name, func,
 * data) and DECLARE_TASKLET_DISABLED(name, func, data).
 *
 * 2.4's <linux/interrupt.h> declared a tasklet statically with a
 * positional initializer of its struct tasklet_struct { next, state,
 * count, func, data }:
 *
 *	#define DECLARE_TASKLET(name, func, data) \
 *	struct tasklet_struct name = { NULL, 0, ATOMIC_INIT(0), func, data }
 *
 * and DECLARE_TASKLET_DISABLED() the same with ATOMIC_INIT(1): a count
 * above zero keeps the tasklet from running (it stays scheduled) until
 * tasklet_enable().  The softirq then called func(data).
 *
 * 5.9 turned DECLARE_TASKLET() and DECLARE_TASKLET_DISABLED() into the
 * two-argument form whose handler is void f(struct tasklet_struct *t)
 * (callback, use_callback), and kept the old handler type as
 * DECLARE_TASKLET_OLD(name, func), without the data.  But the structure
 * still has func and data, and the softirq still calls t->func(t->data)
 * for a tasklet without use_callback (tasklet_init() is unchanged): 6.1,
 * 6.12 and 7.2 alike.  So compat selects by the argument count: two
 * arguments are today's form, expanded exactly as the kernel does; three
 * are 2.4's, a designated initializer of count, func and data.  Defined
 * only where the probes find DECLARE_TASKLET() without its three-argument
 * form and struct tasklet_struct with both kinds of handler.
 * See porting-guide/tasklet.md.
 */
#ifndef __DRVCOMPAT_TASKLET_H
#define __DRVCOMPAT_TASKLET_H

#include <linux/interrupt.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#if !defined(DRVCOMPAT_HAVE_DECLARE_TASKLET_3ARG) &&			\
	defined(DRVCOMPAT_HAVE_TASKLET_FUNC_AND_CALLBACK)

/* today's form: what the kernel's own macro expands to */
#define __drvcompat_tasklet_cb(name, _callback, _count)		\
	struct tasklet_struct name = {					\
		.count = ATOMIC_INIT(_count),				\
		.callback = _callback,					\
		.use_callback = true,					\
	}

/* 2.4's form: count, func and data, as 2.4's positional initializer */
#define __drvcompat_tasklet_func(name, _func, _data, _count)		\
	__drvcompat_legacy("DECLARE_TASKLET(name, func, data) is gone since 5.9, see porting-guide/tasklet.md") \
	struct tasklet_struct name = {					\
		.count = ATOMIC_INIT(_count),				\
		.func = _func,						\
		.data = _data,						\
	}

#define __drvcompat_tasklet2(name, _callback)				\
	__drvcompat_tasklet_cb(name, _callback, 0)
#define __drvcompat_tasklet3(name, _func, _data)			\
	__drvcompat_tasklet_func(name, _func, _data, 0)
#define __drvcompat_tasklet2_off(name, _callback)			\
	__drvcompat_tasklet_cb(name, _callback, 1)
#define __drvcompat_tasklet3_off(name, _func, _data)			\
	__drvcompat_tasklet_func(name, _func, _data, 1)

#undef DECLARE_TASKLET
/**
 * DECLARE_TASKLET() - define a tasklet, enabled (2.4 and today's forms)
 * @...: ``name, func, data`` (2.4): a handler void func(unsigned long),
 *       called with @data; or ``name, callback`` (5.9 on): a handler
 *       void callback(struct tasklet_struct *t)
 *
 * Three arguments give 2.4's tasklet: ``struct tasklet_struct name`` with
 * count 0, func and data, which the kernel runs as func(data), as 2.4 did
 * (2.4's ``{ NULL, 0, ATOMIC_INIT(0), func, data }``).  Two arguments
 * give the kernel's own definition, unchanged.  Any other count does not
 * build.  The storage class goes before it, as in 2.4 (``static
 * DECLARE_TASKLET(...)``).  port-check --fix writes the three-argument
 * form as the designated initializer itself.  See porting-guide/tasklet.md.
 */
#define DECLARE_TASKLET(...)						\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_tasklet3,		\
			    __drvcompat_tasklet2)(__VA_ARGS__)

#undef DECLARE_TASKLET_DISABLED
/**
 * DECLARE_TASKLET_DISABLED() - define a tasklet, disabled (2.4 and today's)
 * @...: ``name, func, data`` (2.4) or ``name, callback`` (5.9 on), as for
 *       DECLARE_TASKLET()
 *
 * The same as DECLARE_TASKLET() with count 1 (2.4's ``ATOMIC_INIT(1)``):
 * tasklet_schedule() queues it, but it does not run until
 * tasklet_enable().  See porting-guide/tasklet.md.
 */
#define DECLARE_TASKLET_DISABLED(...)					\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_tasklet3_off,	\
			    __drvcompat_tasklet2_off)(__VA_ARGS__)

#endif /* !DECLARE_TASKLET_3ARG && TASKLET_FUNC_AND_CALLBACK */

#endif /* __DRVCOMPAT_TASKLET_H */
