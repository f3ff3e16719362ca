// SPDX-License-Identifier: GPL-2.0
/*
 * compat-module.c - 2.4's module use counts (MOD_INC_USE_COUNT,
 * MOD_DEC_USE_COUNT, __MOD_INC_USE_COUNT(), __MOD_DEC_USE_COUNT(),
 * try_inc_mod_count()) on top of module references.
 *
 * 2.4 kept a plain counter per module (``atomic_dec(&(mod)->uc.usecount)``
 * in 2.4.18's include/linux/module.h) that could go negative, and
 * sys_delete_module() refused with -EBUSY while __MOD_IN_USE() was non-zero
 * (2.4.18 kernel/module.c), so an unbalanced decrement left the module
 * loaded for good.  Today's module_put() of a reference nobody took drops
 * the kernel's own base reference, and the next delete_module() hits
 * BUG_ON() in try_release_module_ref().  So compat keeps the 2.4 count
 * itself, per module, and holds one kernel reference per unit of a
 * positive count: it never puts a reference it did not take.  A count that
 * would go below zero holds one extra reference instead (rmmod refused with
 * EAGAIN, "in use"), with one WARN naming the caller; a later increment
 * brings it back to zero and drops that reference, as on 2.4.
 * See porting-guide/module.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bug.h>
#include <linux/export.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/notifier.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <compat/module.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_MOD_INC_USE_COUNT

/* the 2.4 use count of one module; only modules whose count is not 0 */
struct drvcompat_usecount {
	struct list_head list;
	struct module *mod;
	long count;		/* 2.4's uc.usecount: may be negative */
	bool pinned;		/* holds the reference of a negative count */
	bool warned;		/* the WARN was given */
};

static LIST_HEAD(drvcompat_usecounts);
static DEFINE_SPINLOCK(drvcompat_usecount_lock);

/* lock held */
static struct drvcompat_usecount *drvcompat_usecount_find(struct module *mod)
{
	struct drvcompat_usecount *uc;

	list_for_each_entry(uc, &drvcompat_usecounts, list)
		if (uc->mod == mod)
			return uc;
	return NULL;
}

/*
 * The entry of @mod, made if there is none; called with the lock held and
 * *@spare a zeroed entry or NULL (MOD_*_USE_COUNT may run in atomic
 * context: the allocation is GFP_ATOMIC, before the lock is taken).
 */
static struct drvcompat_usecount *
drvcompat_usecount_get(struct module *mod, struct drvcompat_usecount **spare)
{
	struct drvcompat_usecount *uc = drvcompat_usecount_find(mod);

	if (uc || !*spare)
		return uc;
	uc = *spare;
	*spare = NULL;
	uc->mod = mod;
	list_add(&uc->list, &drvcompat_usecounts);
	return uc;
}

/* drop @uc once its count is back to 0; returns what to kfree() */
static struct drvcompat_usecount *
drvcompat_usecount_settle(struct drvcompat_usecount *uc)
{
	if (uc->count || uc->pinned)
		return NULL;
	list_del(&uc->list);
	return uc;
}

/*
 * One increment of @mod's 2.4 count.  @have_ref: the caller took the
 * kernel reference already (try_inc_mod_count()).
 */
static void drvcompat_usecount_inc(struct module *mod, bool have_ref)
{
	struct drvcompat_usecount *spare, *uc, *gone = NULL;
	unsigned long flags;

	spare = kzalloc(sizeof(*spare), GFP_ATOMIC);
	spin_lock_irqsave(&drvcompat_usecount_lock, flags);
	uc = drvcompat_usecount_get(mod, &spare);
	if (!uc) {
		/* no memory: keep the reference, untracked (never unloads) */
		if (!have_ref)
			__module_get(mod);
		spin_unlock_irqrestore(&drvcompat_usecount_lock, flags);
		pr_warn_ratelimited("MOD_INC_USE_COUNT on %s: out of memory, the module stays loaded\n",
				    module_name(mod));
		return;
	}
	if (uc->count++ >= 0) {
		if (!have_ref)
			__module_get(mod);
	} else {
		if (have_ref)
			module_put(mod);
		if (!uc->count && uc->pinned) {
			/* back to 0 from below, as 2.4: unloadable again */
			uc->pinned = false;
			module_put(mod);
		}
	}
	gone = drvcompat_usecount_settle(uc);
	spin_unlock_irqrestore(&drvcompat_usecount_lock, flags);
	kfree(gone);
	kfree(spare);
}

/**
 * drvcompat_mod_inc_use_count() - 2.4's __MOD_INC_USE_COUNT()
 * @mod: the module; NULL (a driver built in) does nothing
 *
 * Adds one to compat's record of @mod's 2.4 use count and, while that
 * count is positive, holds one module reference per unit (__module_get(),
 * unconditional as 2.4's ``atomic_inc(&(mod)->uc.usecount)`` was, 2.4.18
 * include/linux/module.h).  An increment that brings a negative count
 * (after an unbalanced decrement) back to 0 drops the reference that kept
 * the module loaded, as 2.4's counter went from -1 to 0.  Callable in any
 * context.  See porting-guide/module.md.
 */
void drvcompat_mod_inc_use_count(struct module *mod)
{
	if (mod)
		drvcompat_usecount_inc(mod, false);
}
EXPORT_SYMBOL_GPL(drvcompat_mod_inc_use_count);

/**
 * drvcompat_mod_dec_use_count() - 2.4's __MOD_DEC_USE_COUNT()
 * @mod: the module; NULL does nothing
 *
 * Subtracts one from compat's record of @mod's 2.4 use count and drops
 * one of the references compat holds for it (module_put()).  Never a
 * reference compat did not take: a decrement without a matching increment
 * takes the count below 0, which in 2.4 refused rmmod with -EBUSY
 * (sys_delete_module() tested __MOD_IN_USE(), 2.4.18 kernel/module.c).
 * Here the module keeps one reference instead, so ``rmmod`` is refused
 * with EAGAIN ("in use", delete_module()'s errno for a module in use),
 * and the first such decrement of a module WARNs, naming the caller (later
 * ones log one rate-limited line).  An increment brings the count back.
 * Callable in any context.  See porting-guide/module.md.
 */
void drvcompat_mod_dec_use_count(struct module *mod)
{
	void *caller = __builtin_return_address(0);
	struct drvcompat_usecount *spare, *uc, *gone = NULL;
	bool warn = false, unbalanced = false;
	unsigned long flags;
	long count = -1;

	if (!mod)
		return;
	spare = kzalloc(sizeof(*spare), GFP_ATOMIC);
	spin_lock_irqsave(&drvcompat_usecount_lock, flags);
	uc = drvcompat_usecount_get(mod, &spare);
	if (uc && uc->count > 0) {
		uc->count--;
		module_put(mod);
	} else {
		unbalanced = true;
		if (uc) {
			count = --uc->count;
			if (!uc->pinned) {
				__module_get(mod);
				uc->pinned = true;
			}
			warn = !uc->warned;
			uc->warned = true;
		} else {
			/* no memory to record it: pin, untracked */
			__module_get(mod);
			warn = true;
		}
	}
	if (uc)
		gone = drvcompat_usecount_settle(uc);
	spin_unlock_irqrestore(&drvcompat_usecount_lock, flags);
	kfree(gone);
	kfree(spare);

	if (!unbalanced)
		return;
	WARN(warn, "drvcompat: MOD_DEC_USE_COUNT without a matching MOD_INC_USE_COUNT in %pS: %s's use count is %ld, the module stays loaded (rmmod: EAGAIN, in use), as 2.4 refused rmmod (EBUSY); see porting-guide/module.md\n",
	     caller, module_name(mod), count);
	if (!warn)
		pr_warn_ratelimited("MOD_DEC_USE_COUNT without a matching MOD_INC_USE_COUNT in %pS: %s's use count is %ld\n",
				    caller, module_name(mod), count);
}
EXPORT_SYMBOL_GPL(drvcompat_mod_dec_use_count);

/**
 * drvcompat_try_inc_mod_count() - 2.4's try_inc_mod_count()
 * @mod: the module, or NULL
 *
 * 2.4.18's kernel/module.c: 1 for a NULL @mod; for a module being deleted
 * (MOD_DELETED) 0; otherwise __MOD_INC_USE_COUNT() and 1.  Here "being
 * deleted" is what try_module_get() refuses (a module going away); a
 * success counts as drvcompat_mod_inc_use_count(), to be dropped with
 * __MOD_DEC_USE_COUNT().  See porting-guide/module.md.
 *
 * Return: 1 if a use count was taken (or @mod is NULL), 0 if not.
 */
int drvcompat_try_inc_mod_count(struct module *mod)
{
	if (!mod)
		return 1;
	if (!try_module_get(mod))
		return 0;
	drvcompat_usecount_inc(mod, true);
	return 1;
}
EXPORT_SYMBOL_GPL(drvcompat_try_inc_mod_count);

/**
 * drvcompat_module_going() - forget the 2.4 use count of a module
 * @mod: the module going away (its exit ran, or its init failed)
 *
 * Called by drvcompat.ko's module notifier, so that a module loaded later
 * at the same address starts at 0.
 *
 * Context: any context but hard interrupt.
 */
void drvcompat_module_going(struct module *mod)
{
	struct drvcompat_usecount *uc;
	unsigned long flags;

	spin_lock_irqsave(&drvcompat_usecount_lock, flags);
	uc = drvcompat_usecount_find(mod);
	if (uc)
		list_del(&uc->list);
	spin_unlock_irqrestore(&drvcompat_usecount_lock, flags);
	kfree(uc);
}

#else /* DRVCOMPAT_HAVE_MOD_INC_USE_COUNT: the kernel has the real thing */

void drvcompat_module_going(struct module *mod)
{
}

#endif /* DRVCOMPAT_HAVE_MOD_INC_USE_COUNT */
