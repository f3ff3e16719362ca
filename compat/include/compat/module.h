/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/module.h - 2.4 module boilerplate: MOD_INC_USE_COUNT,
 * MOD_DEC_USE_COUNT, MOD_IN_USE, EXPORT_NO_SYMBOLS and MODULE_PARM().
 *
 * init_module()/cleanup_module() need nothing: a module that defines them
 * without module_init()/module_exit() still loads and unloads on 6.1
 * (<linux/module.h> declares both; the loader finds them by name).
 * See porting-guide/module.md.
 */
#ifndef __DRVCOMPAT_MODULE_H
#define __DRVCOMPAT_MODULE_H

#include <linux/types.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <compat-probes.h>
#include <compat/internal.h>

#ifndef DRVCOMPAT_HAVE_MOD_INC_USE_COUNT
/**
 * MOD_INC_USE_COUNT - 2.4 module use count increment; a no-op
 *
 * Since 2.6 the reference is taken by the core for every open file whose
 * file_operations have ``.owner = THIS_MODULE``.  See porting-guide/module.md.
 */
#define MOD_INC_USE_COUNT						\
	do {								\
		__drvcompat_legacy("MOD_INC_USE_COUNT is a no-op: set .owner = THIS_MODULE, see porting-guide/module.md") \
	} while (0)

/**
 * MOD_DEC_USE_COUNT - 2.4 module use count decrement; a no-op
 *
 * See MOD_INC_USE_COUNT and porting-guide/module.md.
 */
#define MOD_DEC_USE_COUNT						\
	do {								\
		__drvcompat_legacy("MOD_DEC_USE_COUNT is a no-op: set .owner = THIS_MODULE, see porting-guide/module.md") \
	} while (0)

#ifdef MODULE
/**
 * MOD_IN_USE - 2.4 "is the module in use" test
 *
 * Maps to ``module_refcount(THIS_MODULE) != 0``.  See porting-guide/module.md.
 */
#define MOD_IN_USE							\
	(__drvcompat_legacy("MOD_IN_USE: use module_refcount(), see porting-guide/module.md") \
	 module_refcount(THIS_MODULE) != 0)
#endif
#endif /* !DRVCOMPAT_HAVE_MOD_INC_USE_COUNT */

#ifndef DRVCOMPAT_HAVE_EXPORT_NO_SYMBOLS
/**
 * EXPORT_NO_SYMBOLS - 2.4 "this module exports nothing"; a no-op
 *
 * Exporting is opt-in since 2.6.  Written ``EXPORT_NO_SYMBOLS;`` at file
 * scope it expands to a declaration that generates nothing.
 * See porting-guide/module.md.
 */
#define EXPORT_NO_SYMBOLS						\
	__drvcompat_legacy("EXPORT_NO_SYMBOLS is not needed since 2.6, see porting-guide/module.md") \
	_Static_assert(1, "EXPORT_NO_SYMBOLS")
#endif

#ifndef DRVCOMPAT_HAVE_MODULE_PARM
/* is @v an array (it decays) rather than a scalar (no integer promotion)? */
#define __drvcompat_parm_is_array(v)					\
	(!__builtin_types_compatible_p(typeof(v), typeof((void)0, (v))))
/* plain char array: a 2.4 "c<n>" string */
#define __drvcompat_parm_is_chars(v)					\
	(__drvcompat_parm_is_array(v) && _Generic((v), char *: 1, default: 0))
/* "s": char * (or an array of them) */
#define __drvcompat_parm_is_charp(v)					\
	(__drvcompat_parm_is_array(v) ? _Generic((v), char **: 1, default: 0) \
				   : _Generic((v), char *: 1, default: 0))
/* size of one element (arrays) or of the variable (scalars) */
#define __drvcompat_parm_esize(v) _Generic((v),				\
	char *: sizeof(char), signed char *: sizeof(char),		\
	unsigned char *: sizeof(char),					\
	short *: sizeof(short), unsigned short *: sizeof(short),	\
	int *: sizeof(int), unsigned int *: sizeof(int),		\
	long *: sizeof(long), unsigned long *: sizeof(long),		\
	bool *: sizeof(bool), char **: sizeof(char *),			\
	default: sizeof(v))

extern const struct kernel_param_ops __drvcompat_MODULE_PARM_unsupported_variable_type;

/* the kernel_param_ops for one element (arrays) or the variable (scalars) */
#define __drvcompat_parm_eops(v) _Generic((v),				\
	char: &param_ops_byte, signed char: &param_ops_byte,		\
	unsigned char: &param_ops_byte, unsigned char *: &param_ops_byte, \
	signed char *: &param_ops_byte,					\
	short: &param_ops_short, short *: &param_ops_short,		\
	unsigned short: &param_ops_ushort,				\
	unsigned short *: &param_ops_ushort,				\
	int: &param_ops_int, int *: &param_ops_int,			\
	unsigned int: &param_ops_uint, unsigned int *: &param_ops_uint,	\
	long: &param_ops_long, long *: &param_ops_long,			\
	unsigned long: &param_ops_ulong, unsigned long *: &param_ops_ulong, \
	bool: &param_ops_bool, bool *: &param_ops_bool,			\
	char *: &param_ops_charp, char **: &param_ops_charp,		\
	default: &__drvcompat_MODULE_PARM_unsupported_variable_type)

/* the 2.4 type letter: "c<n>" leads with it, "[min[-max]]x" ends with it */
#define __drvcompat_parm_letter(str)					\
	((str)[0] == 'c' ? 'c' : (str)[sizeof(str) - 2])
#define __drvcompat_parm_pfx_ok(str, i)					\
	((i) + 2 >= sizeof(str) ||					\
	 ((str)[(i) + 2 < sizeof(str) ? (i) : 0] >= '0' &&		\
	  (str)[(i) + 2 < sizeof(str) ? (i) : 0] <= '9') ||		\
	 (str)[(i) + 2 < sizeof(str) ? (i) : 0] == '-')
#define __drvcompat_parm_digits_ok(str, i)					\
	((i) + 1 >= sizeof(str) ||					\
	 ((str)[(i) + 1 < sizeof(str) ? (i) : 0] >= '0' &&		\
	  (str)[(i) + 1 < sizeof(str) ? (i) : 0] <= '9'))
#define __drvcompat_parm_syntax_ok(str)					\
	(sizeof(str) >= 2 && sizeof(str) <= 10 &&			\
	 ((str)[0] == 'c' ?						\
	  (sizeof(str) > 2 && __drvcompat_parm_digits_ok(str, 1) &&	\
	   __drvcompat_parm_digits_ok(str, 2) && __drvcompat_parm_digits_ok(str, 3) && \
	   __drvcompat_parm_digits_ok(str, 4) && __drvcompat_parm_digits_ok(str, 5) && \
	   __drvcompat_parm_digits_ok(str, 6) && __drvcompat_parm_digits_ok(str, 7) && \
	   __drvcompat_parm_digits_ok(str, 8)) :				\
	  (__drvcompat_parm_pfx_ok(str, 0) && __drvcompat_parm_pfx_ok(str, 1) && \
	   __drvcompat_parm_pfx_ok(str, 2) && __drvcompat_parm_pfx_ok(str, 3) && \
	   __drvcompat_parm_pfx_ok(str, 4) && __drvcompat_parm_pfx_ok(str, 5) && \
	   __drvcompat_parm_pfx_ok(str, 6) && __drvcompat_parm_pfx_ok(str, 7))))
/* does the type string agree with the variable's type? */
#define __drvcompat_parm_ok(v, str)					\
	(__drvcompat_parm_syntax_ok(str) &&				\
	 (__drvcompat_parm_letter(str) == 'c' ? __drvcompat_parm_is_chars(v) :	\
	  ((__drvcompat_parm_is_array(v) == (sizeof(str) > 2)) &&		\
	   !__drvcompat_parm_is_chars(v) &&				\
	   (__drvcompat_parm_letter(str) == 'b' ?				\
		__drvcompat_parm_esize(v) == 1 && !__drvcompat_parm_is_charp(v) : \
	    __drvcompat_parm_letter(str) == 'h' ?				\
		__drvcompat_parm_esize(v) == sizeof(short) :		\
	    __drvcompat_parm_letter(str) == 'i' ?				\
		__drvcompat_parm_esize(v) == sizeof(int) :			\
	    __drvcompat_parm_letter(str) == 'l' ?				\
		__drvcompat_parm_esize(v) == sizeof(long) &&		\
		!__drvcompat_parm_is_charp(v) :				\
	    __drvcompat_parm_letter(str) == 's' ?				\
		__drvcompat_parm_is_charp(v) : 0))))

/**
 * MODULE_PARM() - 2.4 module parameter declaration
 * @var: the variable (scalar, array, or char array for "c<n>")
 * @type: 2.4 type string: "b" byte, "h" short, "i" int, "l" long,
 *        "s" char pointer, "c<n>" char[n] string; a "min-max" prefix such
 *        as "1-4i" makes it an array parameter
 *
 * Maps to module_param() / module_param_array() / module_param_string()
 * with the kernel_param_ops matching the variable's C type (signedness
 * included), visible read-only in /sys/module/<module>/parameters/.
 * Arrays take up to ARRAY_SIZE(@var) elements.  A type string that is
 * malformed or does not match @var's type is a build error ("MODULE_PARM
 * (...): bad type string ..."), evaluated by the compiler in a small
 * __init function.  See porting-guide/module.md.
 */
#define MODULE_PARM(var, type)						\
	__drvcompat_legacy("MODULE_PARM() is module_param() now, see porting-guide/module.md") \
	static const struct kparam_array __drvcompat_parr_##var __maybe_unused = { \
		.max = sizeof(var) / (__drvcompat_parm_esize(var)),		\
		.elemsize = __drvcompat_parm_esize(var),			\
		.num = NULL,						\
		.ops = __drvcompat_parm_eops(var),				\
		.elem = (void *)&(var),					\
	};								\
	static const struct kparam_string __drvcompat_pstr_##var __maybe_unused = { \
		.maxlen = sizeof(var),					\
		.string = (char *)&(var),				\
	};								\
	static void __init __used notrace __drvcompat_parm_check_##var(void) \
	{								\
		compiletime_assert(__drvcompat_parm_ok(var, type),	\
			"MODULE_PARM(" #var ", " #type "): bad type string or it does not match the variable, see porting-guide/module.md"); \
	}								\
	module_param_cb(var,						\
		__builtin_choose_expr(__drvcompat_parm_is_array(var),	\
			__builtin_choose_expr(__drvcompat_parm_is_chars(var), \
				&param_ops_string, &param_array_ops),	\
			__drvcompat_parm_eops(var)),			\
		__builtin_choose_expr(__drvcompat_parm_is_array(var),	\
			__builtin_choose_expr(__drvcompat_parm_is_chars(var), \
				(void *)&__drvcompat_pstr_##var,		\
				(void *)&__drvcompat_parr_##var),		\
			(void *)&(var)),				\
		0444)
#endif /* !DRVCOMPAT_HAVE_MODULE_PARM */

#endif /* __DRVCOMPAT_MODULE_H */
