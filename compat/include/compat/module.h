/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/module.h - 2.4 module boilerplate: MOD_INC_USE_COUNT,
 * MOD_DEC_USE_COUNT, __MOD_INC_USE_COUNT(), __MOD_DEC_USE_COUNT(),
 * try_inc_mod_count(), MOD_IN_USE, SET_MODULE_OWNER(), EXPORT_NO_SYMBOLS
 * and MODULE_PARM().
 *
 * init_module()/cleanup_module() defined without module_init()/
 * module_exit() load and unload as before (<linux/module.h> declares both;
 * the loader finds them through THIS_MODULE); on a kernel built with
 * CONFIG_X86_KERNEL_IBT compat marks them indirect call targets (below).
 * See porting-guide/module.md.
 */
#ifndef __DRVCOMPAT_MODULE_H
#define __DRVCOMPAT_MODULE_H

#include <linux/types.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_MOD_INC_USE_COUNT
void drvcompat_mod_inc_use_count(struct module *mod);
void drvcompat_mod_dec_use_count(struct module *mod);
int drvcompat_try_inc_mod_count(struct module *mod);

/**
 * __MOD_INC_USE_COUNT() - 2.4 "take a use count on a module"
 * @mod: the module (a ``struct module *``)
 *
 * drvcompat_mod_inc_use_count(): adds one to compat's record of @mod's
 * 2.4 use count and takes a real module reference with __module_get(),
 * unconditionally, as 2.4 did (``atomic_inc(&(mod)->uc.usecount)`` in
 * 2.4.18's include/linux/module.h); 2.5.4x-2.6.0 kept it as a deprecated
 * try_module_get() whose result was ignored.  While the reference is
 * held, ``rmmod`` of @mod fails with "in use".  Pair every call with
 * __MOD_DEC_USE_COUNT().  See porting-guide/module.md.
 */
#define __MOD_INC_USE_COUNT(mod)					\
	__drvcompat_legacy_stmt("__MOD_INC_USE_COUNT() is __module_get() now, see porting-guide/module.md", \
				drvcompat_mod_inc_use_count(mod))

/**
 * __MOD_DEC_USE_COUNT() - 2.4 "drop a use count on a module"
 * @mod: the module (a ``struct module *``)
 *
 * drvcompat_mod_dec_use_count(): drops a reference taken by
 * __MOD_INC_USE_COUNT() or try_inc_mod_count() (module_put()), as
 * 2.5.4x-2.6.0's compatibility definition did, but never one compat did
 * not take.  An unbalanced decrement takes the 2.4 count below zero: 2.4
 * then refused rmmod with EBUSY (2.4.18 kernel/module.c,
 * sys_delete_module()); here the module stays loaded (rmmod: EAGAIN, "in
 * use") and the kernel logs one WARN naming the caller, never a BUG.  See
 * porting-guide/module.md.
 */
#define __MOD_DEC_USE_COUNT(mod)					\
	__drvcompat_legacy_stmt("__MOD_DEC_USE_COUNT() is module_put() now, see porting-guide/module.md", \
				drvcompat_mod_dec_use_count(mod))

/**
 * try_inc_mod_count() - 2.4 "take a use count unless the module is going"
 * @mod: the module, or NULL
 *
 * drvcompat_try_inc_mod_count(): as 2.4.18's kernel/module.c, 1 for a
 * NULL @mod, 0 for a module being removed, else a __MOD_INC_USE_COUNT()
 * and 1; today's equivalent is try_module_get().  Drop the count with
 * __MOD_DEC_USE_COUNT().  See porting-guide/module.md.
 *
 * Return: 1 if a use count was taken (or @mod is NULL), 0 if not.
 */
#define try_inc_mod_count(mod)						\
	(__drvcompat_legacy("try_inc_mod_count() is try_module_get() now, see porting-guide/module.md") \
	 drvcompat_try_inc_mod_count(mod))

/**
 * MOD_INC_USE_COUNT - 2.4 module use count increment
 *
 * __MOD_INC_USE_COUNT(THIS_MODULE): takes a real reference on the module,
 * so that ``rmmod`` refuses to unload it ("in use") until the matching
 * MOD_DEC_USE_COUNT: a 2.4 driver that counts its opens this way is as
 * safe against unload-while-open as it was on 2.4.  2.6.0's compatibility
 * definition did the same (an unconditional per-CPU increment of the
 * module's reference count).  As on 2.4, the count is taken inside open(),
 * after the kernel called into the module: ``.owner = THIS_MODULE`` in the
 * file_operations (or SET_MODULE_OWNER()) closes that window and is what a
 * port should use.  See porting-guide/module.md.
 */
#define MOD_INC_USE_COUNT	__MOD_INC_USE_COUNT(THIS_MODULE)

/**
 * MOD_DEC_USE_COUNT - 2.4 module use count decrement
 *
 * __MOD_DEC_USE_COUNT(THIS_MODULE): drops the reference MOD_INC_USE_COUNT
 * took; one too many leaves the module loaded with a WARN (see
 * __MOD_DEC_USE_COUNT()).  See porting-guide/module.md.
 */
#define MOD_DEC_USE_COUNT	__MOD_DEC_USE_COUNT(THIS_MODULE)

#ifdef MODULE
/**
 * MOD_IN_USE - 2.4 "is the module in use" test
 *
 * ``module_refcount(THIS_MODULE) != 0``: true while a MOD_INC_USE_COUNT
 * or an open file of a ``.owner = THIS_MODULE`` file_operations holds a
 * reference, as 2.4's usecount test was.  (2.6.0 defined it as 0.)
 * See porting-guide/module.md.
 */
#define MOD_IN_USE							\
	(__drvcompat_legacy("MOD_IN_USE: use module_refcount(), see porting-guide/module.md") \
	 module_refcount(THIS_MODULE) != 0)
#endif
#endif /* !DRVCOMPAT_HAVE_MOD_INC_USE_COUNT */

#if defined(MODULE) && defined(DRVCOMPAT_HAVE_ADDRESSABLE)
/*
 * The module loader calls init_module()/cleanup_module() through a pointer
 * (struct module's init/exit, set in the .mod.c modpost writes).  With
 * CONFIG_X86_KERNEL_IBT, objtool seals every function whose address the
 * object file does not take: the loader overwrites its ENDBR, and on a CPU
 * that enforces IBT the call into a 2.4-style init_module() is a
 * control-protection fault (objtool warns "init_module(): not an indirect
 * call target").  module_init() avoids it with
 * ___ADDRESSABLE(init_module, __initdata); a module that defines
 * init_module() itself never expands that.  So both names are
 * function-like macros that put the same reference in front of the
 * declaration written after this header:
 * ``int init_module(void) { ... }`` becomes
 * ``int init_module(void); ___ADDRESSABLE(init_module, __initdata)
 * int init_module(void) { ... }``.  module_init()'s own declaration of
 * init_module() expands it too (a second reference, harmless); a bare
 * ``init_module`` (as in module_init()'s ___ADDRESSABLE()) is not a call of
 * the macro, and the macro does not expand again inside its expansion.
 * A file that neither defines init_module() nor uses module_init() gets
 * no reference.
 */
/**
 * init_module() - the 2.4 module entry point, kept an indirect call target
 * @...: the parameter list as written (``void``, or empty in K&R style)
 *
 * Expands to a declaration of init_module(), a reference to it in
 * .init.data (freed with the init sections), and the declarator that was
 * written, which the driver's function body then follows.
 * See porting-guide/module.md.
 */
#define init_module(...)						\
	init_module(__VA_ARGS__);					\
	___ADDRESSABLE(init_module, __initdata)				\
	int init_module(__VA_ARGS__)

/**
 * cleanup_module() - the 2.4 module exit point, kept an indirect call target
 * @...: the parameter list as written
 *
 * As init_module(), with the reference in .exit.data.
 * See porting-guide/module.md.
 */
#define cleanup_module(...)						\
	cleanup_module(__VA_ARGS__);					\
	___ADDRESSABLE(cleanup_module, __exitdata)			\
	void cleanup_module(__VA_ARGS__)
#endif

#ifndef SET_MODULE_OWNER
struct net_device;

/* what SET_MODULE_OWNER() writes the owner of a net_device into */
struct __drvcompat_no_owner {
	struct module *owner;
};

/**
 * SET_MODULE_OWNER() - 2.4 "this structure belongs to this module"
 * @ptr: pointer to a structure with an ``owner`` field (file_operations,
 *       net_device in 2.4, ...)
 *
 * ``(ptr)->owner = THIS_MODULE``, as in 2.4 and in 2.6 until it was
 * removed (2.6.24).  With the owner set, the kernel pins the module
 * while a file of those file_operations is open.  On a
 * ``struct net_device *`` it does nothing, as 2.6's <linux/netdevice.h>
 * made it (``do { } while (0)``): net_device lost its owner in 2.5, and a
 * network driver's module exit unregisters its devices before it goes.
 * See porting-guide/module.md.
 */
#define SET_MODULE_OWNER(ptr)						\
	(__drvcompat_legacy("SET_MODULE_OWNER(): write .owner = THIS_MODULE, see porting-guide/module.md") \
	 _Generic((ptr),						\
		struct net_device *: &(struct __drvcompat_no_owner){ NULL }, \
		default: (ptr))->owner = THIS_MODULE)
#endif

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

/*
 * The name module_param*() gives the type in modinfo's "parmtype" (see
 * param_check_*() and module_param_array_named()), from the same C types
 * as __drvcompat_parm_eops().
 */
#define __drvcompat_parm_tname(v)					\
	__builtin_choose_expr(__drvcompat_parm_is_array(v),		\
		__builtin_choose_expr(__drvcompat_parm_is_chars(v), "string", \
		_Generic((v),						\
			signed char *: "array of byte",			\
			unsigned char *: "array of byte",		\
			short *: "array of short",			\
			unsigned short *: "array of ushort",		\
			int *: "array of int",				\
			unsigned int *: "array of uint",		\
			long *: "array of long",			\
			unsigned long *: "array of ulong",		\
			bool *: "array of bool",			\
			char **: "array of charp",			\
			default: "")),					\
		_Generic((v),						\
			char: "byte", signed char: "byte",		\
			unsigned char: "byte",				\
			short: "short", unsigned short: "ushort",	\
			int: "int", unsigned int: "uint",		\
			long: "long", unsigned long: "ulong",		\
			bool: "bool", char *: "charp",			\
			default: ""))
/* character @i of that name, 0 past its end: a constant expression */
#define __drvcompat_parm_tc(v, i)					\
	((i) < sizeof(__drvcompat_parm_tname(v)) ?			\
	 __drvcompat_parm_tname(v)[(i) < sizeof(__drvcompat_parm_tname(v)) ? (i) : 0] : 0)

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
 * Arrays take up to ARRAY_SIZE(@var) elements.  Like module_param(), it
 * records the parameter's type in the module's .modinfo ("parmtype",
 * e.g. ``legacy_int:int``, ``legacy_arr:array of int``,
 * ``legacy_name:string``), so ``modinfo -p`` lists it; 2.4 kept the type
 * string in .modinfo as ``parm_<var>=<type>`` (2.4's include/linux/
 * module.h), which today's modinfo does not read.
 * A type string that is
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
	static const struct {						\
		char key[sizeof(__MODULE_INFO_PREFIX "parmtype=" #var ":") - 1]; \
		char tname[16];					\
	} __packed __drvcompat_parmtype_##var				\
	__used __section(".modinfo") __aligned(1) = {			\
		__MODULE_INFO_PREFIX "parmtype=" #var ":", {		\
		__drvcompat_parm_tc(var, 0), __drvcompat_parm_tc(var, 1),	\
		__drvcompat_parm_tc(var, 2), __drvcompat_parm_tc(var, 3),	\
		__drvcompat_parm_tc(var, 4), __drvcompat_parm_tc(var, 5),	\
		__drvcompat_parm_tc(var, 6), __drvcompat_parm_tc(var, 7),	\
		__drvcompat_parm_tc(var, 8), __drvcompat_parm_tc(var, 9),	\
		__drvcompat_parm_tc(var, 10), __drvcompat_parm_tc(var, 11), \
		__drvcompat_parm_tc(var, 12), __drvcompat_parm_tc(var, 13), \
		__drvcompat_parm_tc(var, 14), 0 } };			\
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
