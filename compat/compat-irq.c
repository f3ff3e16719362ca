// SPDX-License-Identifier: GPL-2.0
/*
 * drvcompat_request_irq_regs(): the interrupt handlers of 2.4 (void, with a
 * struct pt_regs *) and of 2.6.0-2.6.18 (irqreturn_t, with a struct
 * pt_regs *) on a kernel whose handlers are irqreturn_t f(int, void *).
 * See porting-guide/irq.md.
 *
 * Each old handler is an entry keyed by (irq, dev_id) in an RCU hash
 * table; the line is requested with drvcompat_irq_tramp() and the
 * driver's own dev_id, so the driver's free_irq(irq, dev_id) is the
 * kernel's.  The trampoline finds the entry by (irq, dev_id).  An entry
 * lives until the same driver requests the same (irq, dev_id) again or
 * until its module goes away (a module notifier drops its entries), so a
 * module that unloads with its line still requested gets IRQ_NONE, not a
 * call into freed code.  Each call of an old handler is inside 2.4's
 * global interrupt lock protocol (compat-cli.c): it waits while another
 * CPU holds cli(), and cli() waits for it.
 */
#include <linux/export.h>
#include <linux/hashtable.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/preempt.h>
#include <linux/rculist.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <asm/irq_regs.h>

#include <compat-probes.h>

#include "drvcompat-internal.h"

#ifndef DRVCOMPAT_HAVE_IRQ_HANDLER_REGS
struct drvcompat_irq {
	struct hlist_node node;
	unsigned int irq;
	void *dev;
	void (*handler24)(int irq, void *dev, struct pt_regs *regs);
	irqreturn_t (*handler26)(int irq, void *dev, struct pt_regs *regs);
	struct module *owner;
	struct rcu_head rcu;
};

static DEFINE_HASHTABLE(drvcompat_irqs, 5);
/* writers; readers (the trampoline) use RCU */
static DEFINE_SPINLOCK(drvcompat_irqs_lock);

/* the newest entry for (irq, dev); caller holds RCU or the lock */
static struct drvcompat_irq *drvcompat_irq_find(unsigned int irq, void *dev)
{
	struct drvcompat_irq *e;

	hash_for_each_possible_rcu(drvcompat_irqs, e, node, irq,
				   lockdep_is_held(&drvcompat_irqs_lock))
		if (e->irq == irq && e->dev == dev)
			return e;
	return NULL;
}

static irqreturn_t drvcompat_irq_tramp(int irq, void *dev)
{
	struct pt_regs *regs = get_irq_regs();
	irqreturn_t ret = IRQ_NONE;
	struct drvcompat_irq *e;

	rcu_read_lock();
	e = drvcompat_irq_find(irq, dev);
	if (e) {
		/* a thread (PREEMPT_RT) stays on its CPU: per-CPU depth */
		migrate_disable();
		/* wait while another CPU is in cli() (compat-cli.c) */
		drvcompat_cli_enter();
		if (e->handler26) {
			ret = e->handler26(irq, dev, regs);
		} else {
			e->handler24(irq, dev, regs);
			ret = IRQ_HANDLED;
		}
		drvcompat_cli_exit();
		migrate_enable();
	}
	rcu_read_unlock();
	return ret;
}

/* drop every entry of (irq, dev) but keep, or of owner (keep NULL) */
static void drvcompat_irq_drop(struct drvcompat_irq *keep, unsigned int irq,
			       void *dev, struct module *owner)
{
	struct hlist_node *tmp;
	struct drvcompat_irq *e;
	int bkt;

	spin_lock(&drvcompat_irqs_lock);
	hash_for_each_safe(drvcompat_irqs, bkt, tmp, e, node) {
		if (e == keep)
			continue;
		if (owner ? e->owner != owner : e->irq != irq || e->dev != dev)
			continue;
		hash_del_rcu(&e->node);
		kfree_rcu(e, rcu);
	}
	spin_unlock(&drvcompat_irqs_lock);
}

/**
 * drvcompat_request_irq_regs() - request a line for a handler of an old form
 * @irq: the interrupt line
 * @handler24: a 2.4 handler void f(int, void *, struct pt_regs *), or NULL
 * @handler26: a 2.6.0-2.6.18 handler irqreturn_t f(int, void *,
 *             struct pt_regs *), or NULL (exactly one of the two is set)
 * @flags: IRQF_* flags, as for request_irq()
 * @name: the name /proc/interrupts shows
 * @dev: the driver's dev_id: passed to the handler, and to free_irq()
 * @owner: the driver's module (THIS_MODULE of the caller)
 *
 * Exported by drvcompat.ko, called by compat's request_irq() when its
 * handler has an old type.  Records the handler under (@irq, @dev), then
 * requests @irq with a trampoline and @dev as the dev_id: the driver frees
 * it with the kernel's free_irq(@irq, @dev).  A second request of the
 * same (@irq, @dev) replaces the entry once it succeeded (the first was
 * freed, or the kernel refused the second).  The trampoline calls the
 * handler with get_irq_regs(): the interrupted registers in hard
 * interrupt context, NULL in a thread (forced-threaded interrupts,
 * PREEMPT_RT), where the kernel sets none; it returns IRQ_HANDLED for a
 * 2.4 void handler.  See porting-guide/irq.md.
 *
 * Context: process context; may sleep.
 * Return: 0, -EINVAL for no handler or two, -ENOMEM, or the error of
 * request_irq().
 */
int drvcompat_request_irq_regs(unsigned int irq,
			       void (*handler24)(int, void *, struct pt_regs *),
			       irqreturn_t (*handler26)(int, void *,
							struct pt_regs *),
			       unsigned long flags, const char *name, void *dev,
			       struct module *owner)
{
	struct drvcompat_irq *e;
	int ret;

	if (!handler24 == !handler26)
		return -EINVAL;
	e = kzalloc(sizeof(*e), GFP_KERNEL);
	if (!e)
		return -ENOMEM;
	e->irq = irq;
	e->dev = dev;
	e->handler24 = handler24;
	e->handler26 = handler26;
	e->owner = owner;
	/* first in its bucket: found before an older entry of (irq, dev) */
	spin_lock(&drvcompat_irqs_lock);
	hash_add_rcu(drvcompat_irqs, &e->node, irq);
	spin_unlock(&drvcompat_irqs_lock);

	ret = request_irq(irq, drvcompat_irq_tramp, flags, name, dev);
	if (ret) {
		spin_lock(&drvcompat_irqs_lock);
		hash_del_rcu(&e->node);
		spin_unlock(&drvcompat_irqs_lock);
		kfree_rcu(e, rcu);
		return ret;
	}
	drvcompat_irq_drop(e, irq, dev, NULL);
	return 0;
}
EXPORT_SYMBOL_GPL(drvcompat_request_irq_regs);

/**
 * drvcompat_irq_module_going() - drop the handlers a module recorded
 * @mod: the module going away
 *
 * Called by drvcompat.ko's module notifier: the entries whose owner is
 * @mod go (their interrupts were freed), after an RCU grace period.
 *
 * Context: process context.
 */
void drvcompat_irq_module_going(struct module *mod)
{
	drvcompat_irq_drop(NULL, 0, NULL, mod);
}

void drvcompat_irq_exit(void)
{
	/* modules that used it are gone: their entries went with them */
	rcu_barrier();
}
#else
void drvcompat_irq_module_going(struct module *mod)
{
}

void drvcompat_irq_exit(void)
{
}
#endif
