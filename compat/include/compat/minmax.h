/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/minmax.h - min()/max() accepting the 2.4 three-argument form.
 *
 * ``min(type, a, b)``/``max(type, a, b)`` become min_t()/max_t();
 * the two-argument forms stay the kernel's own.  min_t()/max_t() are
 * supplied for kernels older than 2.4.10.  See porting-guide/minmax.md.
 *
 * Also compiled in userspace by the unit test (tests/userspace/
 * compat-fallback/) against a stub 2.4-like header set (no min_t, no
 * __careful_cmp), so both exercise the very same definitions.
 * Includes <linux/kernel.h> first, so that the kernel's own min()/max()
 * (if any) are defined before they are replaced here.
 */
#ifndef __DRVCOMPAT_MINMAX_H
#define __DRVCOMPAT_MINMAX_H

#include <linux/kernel.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_MIN_T
/**
 * min_t() - minimum of two values, both converted to @type
 * @type: the type to compare in
 * @x: first value
 * @y: second value
 *
 * In the kernel since 2.4.10; supplied for older kernels.
 * See porting-guide/minmax.md.
 */
#define min_t(type, x, y) ({			\
	type __drvcompat_min1 = (x);		\
	type __drvcompat_min2 = (y);		\
	__drvcompat_min1 < __drvcompat_min2 ? __drvcompat_min1 : __drvcompat_min2; })

/**
 * max_t() - maximum of two values, both converted to @type
 * @type: the type to compare in
 * @x: first value
 * @y: second value
 *
 * In the kernel since 2.4.10; supplied for older kernels.
 * See porting-guide/minmax.md.
 */
#define max_t(type, x, y) ({			\
	type __drvcompat_max1 = (x);		\
	type __drvcompat_max2 = (y);		\
	__drvcompat_max1 > __drvcompat_max2 ? __drvcompat_max1 : __drvcompat_max2; })
#endif

#ifndef MIN
/**
 * MIN() - minimum of two values, usable in constant expressions
 * @a: first value
 * @b: second value
 *
 * The classic ``((a) < (b) ? (a) : (b))`` that many 2.4 drivers defined
 * for themselves; <linux/minmax.h> has it (with the same two evaluations)
 * since the 2024 minmax rework ("minmax: make generic MIN() and MAX()
 * macros available everywhere", backported to 6.1.y), so port-check
 * deletes a driver's own classic definition.  Supplied for kernels
 * without it.  See porting-guide/minmax.md.
 */
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#endif

#ifndef MAX
/**
 * MAX() - maximum of two values, usable in constant expressions
 * @a: first value
 * @b: second value
 *
 * The classic ``((a) > (b) ? (a) : (b))``; see MIN().
 * See porting-guide/minmax.md.
 */
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#endif

/*
 * The kernel's own two-argument min()/max(), captured before they are
 * replaced by the dispatching versions below.  The preprocessor cannot
 * copy a macro, so the probes tell which definition the kernel has and the
 * same expansion is repeated here: just as strict as the kernel's.
 */
#if defined(DRVCOMPAT_HAVE_CAREFUL_CMP_OP)
/* 6.x: __careful_cmp(op, x, y), e.g. 6.1.192 */
#define __drvcompat_min2(x, y) __careful_cmp(min, x, y)
#define __drvcompat_max2(x, y) __careful_cmp(max, x, y)
#elif defined(DRVCOMPAT_HAVE_CAREFUL_CMP_LT)
/* 4.17 .. 6.x: __careful_cmp(x, y, op) */
#define __drvcompat_min2(x, y) __careful_cmp(x, y, <)
#define __drvcompat_max2(x, y) __careful_cmp(x, y, >)
#else
/*
 * Kernels before 4.17 (and the 2.4-like userspace stub): the classic
 * type-checking min()/max() of 2.4.10 .. 4.16.  Comparing pointers to the
 * two temporaries warns when the types differ.
 */
#define __drvcompat_min2(x, y) ({				\
	typeof(x) __drvcompat_mx = (x);			\
	typeof(y) __drvcompat_my = (y);			\
	(void)(&__drvcompat_mx == &__drvcompat_my);		\
	__drvcompat_mx < __drvcompat_my ? __drvcompat_mx : __drvcompat_my; })
#define __drvcompat_max2(x, y) ({				\
	typeof(x) __drvcompat_mx = (x);			\
	typeof(y) __drvcompat_my = (y);			\
	(void)(&__drvcompat_mx == &__drvcompat_my);		\
	__drvcompat_mx > __drvcompat_my ? __drvcompat_mx : __drvcompat_my; })
#endif

#define __drvcompat_min3(type, x, y)					\
	(__drvcompat_legacy("min(type, a, b) is min_t(type, a, b) now, see porting-guide/minmax.md") \
	 min_t(type, x, y))
#define __drvcompat_max3(type, x, y)					\
	(__drvcompat_legacy("max(type, a, b) is max_t(type, a, b) now, see porting-guide/minmax.md") \
	 max_t(type, x, y))

#undef min
#undef max

/**
 * min() - minimum, in the kernel's two-argument or the 2.4 three-argument form
 * @...: either ``(x, y)`` or the 2.4.x ``(type, x, y)``
 *
 * ``min(x, y)`` is the kernel's own min(), exactly as strict: mixing
 * signedness is still a build error.  ``min(type, x, y)``, the form some
 * 2.4 kernels and drivers used, maps to min_t(type, x, y) on any kernel.
 * The two are told apart by counting arguments.
 * See porting-guide/minmax.md.
 */
#define min(...)							\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_min3, __drvcompat_min2,	\
			 __drvcompat_no_such_arity)(__VA_ARGS__)

/**
 * max() - maximum, in the kernel's two-argument or the 2.4 three-argument form
 * @...: either ``(x, y)`` or the 2.4.x ``(type, x, y)``
 *
 * Like min(): ``max(type, x, y)`` maps to max_t(type, x, y), the
 * two-argument form is the kernel's own.  See porting-guide/minmax.md.
 */
#define max(...)							\
	__DRVCOMPAT_SEL_2_3(__VA_ARGS__, __drvcompat_max3, __drvcompat_max2,	\
			 __drvcompat_no_such_arity)(__VA_ARGS__)

#endif /* __DRVCOMPAT_MINMAX_H */
