// SPDX-License-Identifier: GPL-2.0
/*
 * compat_irq - run-time test of compat's request_irq() for the handler
 * forms of 2.4 (void f(int, void *, struct pt_regs *)) and 2.6.0-2.6.18
 * (irqreturn_t f(int, void *, struct pt_regs *))
 * (tests/guest/compat-irq-handler.sh).  The handlers are written the 2.4
 * way and requested, IRQF_SHARED, on one software interrupt line (a
 * descriptor of the dummy irq chip with handle_simple_irq()), each with
 * its own dev_id.  Writing N to ``fire`` raises the line N times on every
 * online CPU from hard interrupt context (an IPI or irq_work; the regs handed
 * over are the ones set with set_irq_regs(), as the interrupt entry code
 * sets them) and N times from process context with interrupts off; the
 * read-only ``result`` then shows, per handler, the calls, those with the
 * right irq and dev_id and those with the right regs (the entry's in hard
 * interrupt context, NULL in a thread or process context), then how many
 * calls of each ran in hard interrupt context (none where handlers are
 * threaded: PREEMPT_RT).  ``again`` frees both with the
 * kernel's free_irq() and requests them again (the second request of the
 * same (irq, dev_id) must work and be the one called).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irq_work.h>
#include <linux/irqdesc.h>
#include <linux/cpu.h>
#include <linux/cpumask.h>
#include <linux/smp.h>
#include <asm/irq_regs.h>
#include "../include/test-param.h"

static int cirq_line = -1;
module_param_named(irq, cirq_line, int, 0444);

struct cirq_count {
	int calls, right, regs_ok, hard;
};

static struct cirq_count cirq_24, cirq_26;
static struct pt_regs cirq_fake_regs[NR_CPUS];
static int cirq_dev24, cirq_dev26;	/* the two dev_ids */

static void cirq_note(struct cirq_count *c, int irq, void *dev_id,
		      void *want, struct pt_regs *regs)
{
	c->calls++;
	if (irq == cirq_line && dev_id == want)
		c->right++;
	/* the entry's regs in hard interrupt context, else none */
	if (in_hardirq()) {
		c->hard++;
		if (regs == &cirq_fake_regs[smp_processor_id()])
			c->regs_ok++;
	} else if (!regs) {
		c->regs_ok++;
	}
}

/* a 2.4 handler: returns nothing */
static void cirq_handler24(int irq, void *dev_id, struct pt_regs *regs)
{
	cirq_note(&cirq_24, irq, dev_id, &cirq_dev24, regs);
}

/* a 2.6.0-2.6.18 handler */
static irqreturn_t cirq_handler26(int irq, void *dev_id, struct pt_regs *regs)
{
	cirq_note(&cirq_26, irq, dev_id, &cirq_dev26, regs);
	return IRQ_HANDLED;
}

static void cirq_raise(struct irq_work *work)
{
	struct pt_regs *old;

	old = set_irq_regs(&cirq_fake_regs[smp_processor_id()]);
	generic_handle_irq(cirq_line);
	set_irq_regs(old);
}

static DEFINE_PER_CPU(struct irq_work, cirq_work);

/*
 * on each CPU: in the IPI (hard interrupt), or, on the calling CPU, where
 * smp_call_function_single() runs it directly, through an irq_work
 */
static void cirq_ipi(void *unused)
{
	if (in_hardirq())
		cirq_raise(NULL);
	else
		irq_work_queue(this_cpu_ptr(&cirq_work));
}

static int cirq_request(void)
{
	int ret = request_irq(cirq_line, cirq_handler24, IRQF_SHARED,
			      "compat_irq24", &cirq_dev24);

	if (ret)
		return ret;
	ret = request_irq(cirq_line, cirq_handler26, IRQF_SHARED,
			  "compat_irq26", &cirq_dev26);
	if (ret)
		free_irq(cirq_line, &cirq_dev24);
	return ret;
}

static void cirq_free(void)
{
	free_irq(cirq_line, &cirq_dev26);
	free_irq(cirq_line, &cirq_dev24);
}

static int cirq_fire_set(const char *val, const struct kernel_param *kp)
{
	unsigned long flags;
	int n, i, cpu, ret;

	ret = kstrtoint(val, 0, &n);
	if (ret || n < 0 || n > 100000)
		return ret ? ret : -EINVAL;
	memset(&cirq_24, 0, sizeof(cirq_24));
	memset(&cirq_26, 0, sizeof(cirq_26));
	for (i = 0; i < n; i++) {
		cpus_read_lock();
		/*
		 * one raise at a time, each waited for: handle_simple_irq()
		 * drops a raise that finds the line in progress on another
		 * CPU, and where handlers are threaded (PREEMPT_RT,
		 * threadirqs) a raise while the thread is pending is merged
		 */
		for_each_online_cpu(cpu) {
			smp_call_function_single(cpu, cirq_ipi, NULL, 1);
			irq_work_sync(per_cpu_ptr(&cirq_work, cpu));
			synchronize_irq(cirq_line);
		}
		cpus_read_unlock();
		local_irq_save(flags);
		generic_handle_irq(cirq_line);
		local_irq_restore(flags);
		synchronize_irq(cirq_line);
	}
	return 0;
}

TEST_PARAM_SET(fire, cirq_fire_set, 0200);

static int cirq_again_set(const char *val, const struct kernel_param *kp)
{
	cirq_free();
	return cirq_request();
}

TEST_PARAM_SET(again, cirq_again_set, 0200);

static int cirq_result_get(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "24: %d %d %d 26: %d %d %d hard %d %d\n",
			  cirq_24.calls, cirq_24.right, cirq_24.regs_ok,
			  cirq_26.calls, cirq_26.right, cirq_26.regs_ok,
			  cirq_24.hard, cirq_26.hard);
}

TEST_PARAM_GET(result, cirq_result_get, 0444);

static int __init cirq_init(void)
{
	int ret, cpu;

	for_each_possible_cpu(cpu)
		per_cpu(cirq_work, cpu) = IRQ_WORK_INIT_HARD(cirq_raise);
	/* no owner: a request would pin this module, which frees it */
	cirq_line = __irq_alloc_descs(-1, 0, 1, NUMA_NO_NODE, NULL, NULL);
	if (cirq_line < 0)
		return cirq_line;
	irq_set_chip_and_handler(cirq_line, &dummy_irq_chip, handle_simple_irq);
	irq_modify_status(cirq_line, IRQ_NOREQUEST | IRQ_NOPROBE, 0);
	ret = cirq_request();
	if (ret) {
		irq_free_desc(cirq_line);
		return ret;
	}
	return 0;
}

static void __exit cirq_exit(void)
{
	cirq_free();
	irq_free_desc(cirq_line);
}

module_init(cirq_init);
module_exit(cirq_exit);
MODULE_DESCRIPTION("compat test: 2.4 and 2.6.18 interrupt handlers");
MODULE_LICENSE("GPL");
