/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/semaphore.h - the 2.4/2.6 "mutex" spellings of the counting
 * semaphore: DECLARE_MUTEX(), DECLARE_MUTEX_LOCKED(), init_MUTEX(),
 * init_MUTEX_LOCKED(); and DEFINE_SEMAPHORE() with or without its count.
 *
 * History (checked in the kernels' headers): 2.4 and 2.6 before 2.6.26
 * had them per architecture in <asm/semaphore.h>; 2.6.26 made semaphores
 * generic in <linux/semaphore.h> (<asm/semaphore.h> only included it until
 * it was removed in 2.6.28) and kept DECLARE_MUTEX(name) as
 * ``struct semaphore name = __SEMAPHORE_INITIALIZER(name, 1)`` and
 * init_MUTEX(sem) as ``sema_init(sem, 1)``; 2.6.36 renamed DECLARE_MUTEX
 * to DEFINE_SEMAPHORE and 2.6.37 removed the "MUTEX" names (real mutexes
 * are struct mutex); 6.4 gave DEFINE_SEMAPHORE a count argument.  Each
 * spelling here is that same semaphore, with the same count, on every
 * kernel: nothing changes in meaning.  See porting-guide/semaphore.md.
 */
#ifndef __DRVCOMPAT_SEMAPHORE_H
#define __DRVCOMPAT_SEMAPHORE_H

#include <linux/semaphore.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DECLARE_MUTEX
/**
 * DECLARE_MUTEX() - 2.4 "define a semaphore that is free" (count 1)
 * @name: the variable's name
 *
 * ``struct semaphore name = __SEMAPHORE_INITIALIZER(name, 1)``, exactly
 * what 2.6.26-2.6.35 defined it as.  down()/up() work on it as before.
 * See porting-guide/semaphore.md.
 */
#define DECLARE_MUTEX(name)						\
	__drvcompat_legacy("DECLARE_MUTEX() is DEFINE_SEMAPHORE() now, see porting-guide/semaphore.md") \
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, 1)
#endif

#ifndef DECLARE_MUTEX_LOCKED
/**
 * DECLARE_MUTEX_LOCKED() - 2.4 "define a semaphore that is taken" (count 0)
 * @name: the variable's name
 *
 * ``struct semaphore name = __SEMAPHORE_INITIALIZER(name, 0)``: the first
 * down() sleeps until someone calls up(), as in 2.4.
 * See porting-guide/semaphore.md.
 */
#define DECLARE_MUTEX_LOCKED(name)					\
	__drvcompat_legacy("DECLARE_MUTEX_LOCKED() is a semaphore with count 0, see porting-guide/semaphore.md") \
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, 0)
#endif

#ifndef DRVCOMPAT_HAVE_INIT_MUTEX
/**
 * init_MUTEX() - 2.4 "initialise a semaphore as free" (count 1)
 * @sem: the ``struct semaphore *``
 *
 * ``sema_init(sem, 1)``, as in 2.4 and 2.6 until 2.6.37.
 * See porting-guide/semaphore.md.
 */
#define init_MUTEX(sem)							\
	__drvcompat_legacy_stmt("init_MUTEX() is sema_init(sem, 1) now, see porting-guide/semaphore.md", \
				sema_init(sem, 1))

/**
 * init_MUTEX_LOCKED() - 2.4 "initialise a semaphore as taken" (count 0)
 * @sem: the ``struct semaphore *``
 *
 * ``sema_init(sem, 0)``, as in 2.4 and 2.6 until 2.6.37.
 * See porting-guide/semaphore.md.
 */
#define init_MUTEX_LOCKED(sem)						\
	__drvcompat_legacy_stmt("init_MUTEX_LOCKED() is sema_init(sem, 0) now, see porting-guide/semaphore.md", \
				sema_init(sem, 0))
#endif /* !DRVCOMPAT_HAVE_INIT_MUTEX */

#ifdef DEFINE_SEMAPHORE
#ifdef DRVCOMPAT_HAVE_DEFINE_SEMAPHORE_COUNT
/* 6.4+: DEFINE_SEMAPHORE(name, n) is native, (name) is the older form */
#define __drvcompat_define_sem1(name)					\
	__drvcompat_legacy("DEFINE_SEMAPHORE(name) takes a count since 6.4, see porting-guide/semaphore.md") \
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, 1)
#define __drvcompat_define_sem2(name, n)				\
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, n)
#else
/* 2.6.36-6.3: DEFINE_SEMAPHORE(name) is native, (name, n) the newer form */
#define __drvcompat_define_sem1(name)					\
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, 1)
#define __drvcompat_define_sem2(name, n)				\
	__drvcompat_legacy("DEFINE_SEMAPHORE(name, n) needs 6.4, see porting-guide/semaphore.md") \
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, n)
#endif
#undef DEFINE_SEMAPHORE
/**
 * DEFINE_SEMAPHORE() - define a semaphore, with or without its count
 * @...: ``name`` (2.6.36-6.3: count 1) or ``name, count`` (6.4+)
 *
 * Both forms expand to ``struct semaphore name =
 * __SEMAPHORE_INITIALIZER(name, count)``, which is what each kernel's own
 * DEFINE_SEMAPHORE() expands to, so a driver written for either side of
 * 6.4 builds on both.  See porting-guide/semaphore.md.
 */
#define DEFINE_SEMAPHORE(...)						\
	__DRVCOMPAT_SEL_1_2(__VA_ARGS__, __drvcompat_define_sem2,	\
			 __drvcompat_define_sem1)(__VA_ARGS__)
#define __DRVCOMPAT_SEL_1_2(_1, _2, NAME, ...) NAME
#endif /* DEFINE_SEMAPHORE */

#endif /* __DRVCOMPAT_SEMAPHORE_H */
