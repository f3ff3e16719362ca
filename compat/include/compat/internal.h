/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/internal.h - plumbing shared by the compat topic headers:
 * the layer's version, argument-count dispatch and the opt-in legacy
 * diagnostics (COMPAT_WARN).  Deliberately free of kernel includes so
 * that the fallback headers can be unit-tested in userspace.
 */
#ifndef __COMPAT_INTERNAL_H
#define __COMPAT_INTERNAL_H

/**
 * COMPAT_VERSION - version of the compat layer
 *
 * Also reported by ``modinfo compat`` (MODULE_VERSION of compat.ko).
 */
#define COMPAT_VERSION "1.0.0"

#define __COMPAT_STR1(x) #x
#define __COMPAT_STR(x) __COMPAT_STR1(x)

/*
 * __COMPAT_SEL_2_3(args..., three, two): pick @three for three arguments,
 * @two for two.  Any other count selects an undefined name and so fails
 * to compile, exactly like calling a two-argument macro wrongly.
 */
#define __COMPAT_SEL_2_3(_1, _2, _3, NAME, ...) NAME
#define __COMPAT_SEL_3_4(_1, _2, _3, _4, NAME, ...) NAME
/* one argument versus two to sixteen */
#define __COMPAT_SEL_1_N(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11,	\
			 _12, _13, _14, _15, _16, NAME, ...) NAME
#define __COMPAT_ONE_OR_MANY(one, many, ...)				\
	__COMPAT_SEL_1_N(__VA_ARGS__, many, many, many, many, many, many,	\
			 many, many, many, many, many, many, many, many,	\
			 many, one, __compat_no_such_arity)

/**
 * __compat_legacy() - flag a legacy spelling when COMPAT_WARN is set
 * @msg: a single string literal naming the spelling and its guide section
 *
 * With ``make COMPAT_WARN=1`` (``-DCOMPAT_WARN``) every expansion of a
 * legacy macro emits one compiler warning at its use site, e.g.
 * ``warning: MOD_INC_USE_COUNT: no-op since 2.6, see
 * porting-guide/module.md``.  Without it, this expands to nothing.
 */
#ifdef COMPAT_WARN
#define __compat_legacy(msg) _Pragma(__COMPAT_STR(GCC warning msg))
#define __compat_deprecated(msg) __attribute__((__deprecated__(msg)))
#else
#define __compat_legacy(msg)
#define __compat_deprecated(msg)
#endif

/*
 * Per-topic deprecation attributes for the legacy inline functions (kept
 * argument-free so that kernel-doc can parse the prototypes).  GCC's
 * message names the function, the text names the guide section.
 */
#define __compat_deprecated_devnum					\
	__compat_deprecated("kdev_t is dev_t now, see porting-guide/devnum.md")
#define __compat_deprecated_devfs					\
	__compat_deprecated("devfs was removed in 2.6.18, see porting-guide/devfs.md")

#endif /* __COMPAT_INTERNAL_H */
