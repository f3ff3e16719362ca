/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/symtab.h - 2.0 symbol tables and __initcall() in a module.
 *
 * A 2.0 module exported symbols by passing a struct symbol_table to
 * register_symtab() (2.0's <linux/module.h>: register_symtab_from(tab,
 * &mod_use_count_)); register_symtab(NULL) exported nothing.  EXPORT_SYMBOL()
 * replaced it in 2.1.18, and since 2.6 a module exports nothing unless it
 * says EXPORT_SYMBOL(), so register_symtab(NULL) is a no-op here; a real
 * table is a build error that names the replacement.
 *
 * __initcall(fn) registers a built-in initcall.  In a 2.4 module it
 * expanded to nothing (2.4's <linux/init.h>), so fn never ran; since 2.5
 * modules have no __initcall() at all.  Both silently differ from what a
 * porter wants, so in a module it is a build error naming module_init().
 *
 * EXPORT_SYMTAB (2.2/2.4: "this file exports symbols", for modversions)
 * needs nothing: defining it is harmless.  See porting-guide/symtab.md.
 */
#ifndef __DRVCOMPAT_SYMTAB_H
#define __DRVCOMPAT_SYMTAB_H

#include <linux/stddef.h>
#include <linux/build_bug.h>
#include <compat/plumbing.h>

#ifndef register_symtab
/**
 * register_symtab() - 2.0 "export this symbol table"; only NULL is accepted
 * @tab: NULL (export nothing, a no-op since 2.6), or a struct symbol_table
 *       pointer (a build error: write EXPORT_SYMBOL() for each symbol)
 *
 * See porting-guide/symtab.md.
 *
 * Return: 0, as 2.0's register_symtab_from() did on success.
 */
#define register_symtab(tab)						\
	({								\
		__drvcompat_legacy("register_symtab(NULL) is not needed since 2.1.18, see porting-guide/symtab.md") \
		compiletime_assert(__builtin_constant_p((tab) == NULL) && \
				   (tab) == NULL,			\
			"register_symtab(" #tab "): symbol tables are gone since 2.1.18: write EXPORT_SYMBOL(sym) for each symbol, see porting-guide/symtab.md"); \
		0;							\
	})
#endif

#if defined(MODULE) && !defined(__initcall)
/**
 * __initcall() - a built-in initcall; in a module, a build error
 * @fn: the init function
 *
 * 2.4 ignored __initcall() in modules (the function never ran) and 2.5+
 * does not define it for modules.  Use module_init(@fn).  See
 * porting-guide/symtab.md.
 */
#define __initcall(fn)							\
	_Static_assert(0, "__initcall(" #fn ") in a module: 2.4 ignored it there and 2.6+ has none: use module_init(" #fn "), see porting-guide/symtab.md")
#endif

#endif /* __DRVCOMPAT_SYMTAB_H */
