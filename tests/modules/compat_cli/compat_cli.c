// SPDX-License-Identifier: GPL-2.0
/*
 * compat_cli - run-time test of compat's cli(), sti(), save_flags() and
 * restore_flags() (tests/guest/compat-cli.sh).
 *
 * A 2.4 handler (void, struct pt_regs *), requested through compat's
 * request_irq() on a software line (a descriptor of the dummy irq chip),
 * is raised in hard interrupt context on the second CPU by a thread there
 * (a hard irq_work: a self-IPI, then generic_handle_irq()); each call
 * marks itself running for a few microseconds.  A thread on the first
 * CPU loops over cli() ... sti() sections (every other one as
 * save_flags(); cli(); ... restore_flags()), each a few microseconds
 * long.  2.4's guarantee is that the two never overlap: the handler finds
 * no section open, and a section never finds the handler running, counted
 * on both sides.  Writing N to ``run`` runs both until there were N
 * sections and N handler calls, and until a section had begun while the
 * handler was running, and a handler had been raised while a section was
 * open, N / 10 times each (the contention the lock resolved), or for at
 * most 120 s; ``result`` then reads
 * "sections S calls C overlap O waited W held H handler_bad B timeout T".
 * The handler also calls save_flags(), cli(), sti() and restore_flags()
 * itself (2.4 allowed it: local only): save_flags() other than 2 (3 in a
 * PREEMPT_RT handler thread, which runs with interrupts on) or 2 after
 * its cli(), or its sti() changing the state it was entered with, counts
 * in handler_bad.
 * Writing 1 to ``start`` starts the two threads without end (rmmod stops
 * them: the unload-while-busy case).  Writing 1 to ``nest`` walks
 * save_flags()/cli()/restore_flags() nesting on one CPU; ``nest_result``
 * reads the states save_flags() returned.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irq_work.h>
#include <linux/irqdesc.h>
#include <linux/kthread.h>
#include <linux/delay.h>
#include <linux/wait.h>
#include <linux/jiffies.h>
#include <linux/spinlock.h>
#include "../include/test-param.h"

#define CCLI_BOUND	(120 * HZ)

static int ccli_line = -1;
static int ccli_dev;			/* the dev_id */
static struct irq_work ccli_work;

static atomic_t ccli_in_handler, ccli_in_section;
static atomic_t ccli_raised;		/* raised, handler not yet called */
static atomic_t ccli_calls, ccli_sections, ccli_overlap, ccli_waited;
static atomic_t ccli_held, ccli_handler_bad;
static int ccli_target, ccli_timeout;
static bool ccli_done;
static DECLARE_WAIT_QUEUE_HEAD(ccli_wq);
static struct task_struct *ccli_sect_task, *ccli_raise_task;
static DEFINE_MUTEX(ccli_mutex);

static void ccli_check_done(void)
{
	int t = ccli_target;

	if (t && atomic_read(&ccli_sections) >= t &&
	    atomic_read(&ccli_calls) >= t &&
	    atomic_read(&ccli_waited) >= t / 10 &&
	    atomic_read(&ccli_held) >= t / 10 && !READ_ONCE(ccli_done)) {
		WRITE_ONCE(ccli_done, true);
		wake_up(&ccli_wq);
	}
}

/* a 2.4 handler: compat's request_irq() wraps it */
static void ccli_handler(int irq, void *dev_id, struct pt_regs *regs)
{
	unsigned long f, g;
	bool on, want_on;

	atomic_set(&ccli_raised, 0);
	atomic_inc(&ccli_in_handler);
	if (atomic_read(&ccli_in_section))
		atomic_inc(&ccli_overlap);
	/* 2.4: in a handler these are local only, and must not deadlock */
	save_flags(f);
	cli();
	save_flags(g);
	sti();
	/* 2 with interrupts off (hard irq), 3 in a PREEMPT_RT thread */
	on = !irqs_disabled();
	want_on = f == 3;
	if ((f != 2 && f != 3) || g != 2 || on != want_on)
		atomic_inc(&ccli_handler_bad);
	restore_flags(f);
	udelay(20);
	if (atomic_read(&ccli_in_section))
		atomic_inc(&ccli_overlap);
	atomic_dec(&ccli_in_handler);
	atomic_inc(&ccli_calls);
}

static void ccli_raise(struct irq_work *work)
{
	generic_handle_irq(ccli_line);
}

/* on the second CPU: raise the line, wait for it, again */
static int ccli_raise_fn(void *unused)
{
	while (!kthread_should_stop()) {
		atomic_set(&ccli_raised, 1);
		irq_work_queue(&ccli_work);
		irq_work_sync(&ccli_work);
		ccli_check_done();
		cond_resched();
	}
	return 0;
}

/* on the first CPU: cli() sections */
static int ccli_sect_fn(void *unused)
{
	unsigned long flags;
	int i = 0;

	while (!kthread_should_stop()) {
		bool busy = atomic_read(&ccli_in_handler);

		if (i++ & 1) {
			save_flags(flags);
			cli();
		} else {
			cli();
		}
		if (busy)
			atomic_inc(&ccli_waited);
		atomic_inc(&ccli_in_section);
		if (atomic_read(&ccli_in_handler))
			atomic_inc(&ccli_overlap);
		udelay(20);
		if (atomic_read(&ccli_raised))
			atomic_inc(&ccli_held);
		if (atomic_read(&ccli_in_handler))
			atomic_inc(&ccli_overlap);
		atomic_dec(&ccli_in_section);
		if (i & 1)
			sti();
		else
			restore_flags(flags);
		atomic_inc(&ccli_sections);
		ccli_check_done();
		cond_resched();
	}
	return 0;
}

static void ccli_stop(void)
{
	if (ccli_sect_task)
		kthread_stop(ccli_sect_task);
	if (ccli_raise_task)
		kthread_stop(ccli_raise_task);
	ccli_sect_task = NULL;
	ccli_raise_task = NULL;
}

static int ccli_start(int target)
{
	struct task_struct *s, *r;

	if (num_online_cpus() < 2 || !cpu_online(0) || !cpu_online(1))
		return -ENODEV;
	ccli_stop();
	atomic_set(&ccli_calls, 0);
	atomic_set(&ccli_sections, 0);
	atomic_set(&ccli_overlap, 0);
	atomic_set(&ccli_waited, 0);
	atomic_set(&ccli_held, 0);
	atomic_set(&ccli_handler_bad, 0);
	ccli_target = target;
	ccli_done = false;
	ccli_timeout = 0;
	s = kthread_create(ccli_sect_fn, NULL, "compat_cli/0");
	if (IS_ERR(s))
		return PTR_ERR(s);
	r = kthread_create(ccli_raise_fn, NULL, "compat_cli/1");
	if (IS_ERR(r)) {
		kthread_stop(s);
		return PTR_ERR(r);
	}
	kthread_bind(s, 0);
	kthread_bind(r, 1);
	ccli_sect_task = s;
	ccli_raise_task = r;
	wake_up_process(s);
	wake_up_process(r);
	return 0;
}

static int ccli_run_set(const char *val, const struct kernel_param *kp)
{
	int n, ret;

	ret = kstrtoint(val, 0, &n);
	if (ret || n < 10 || n > 1000000)
		return ret ? ret : -EINVAL;
	mutex_lock(&ccli_mutex);
	ret = ccli_start(n);
	if (!ret) {
		if (!wait_event_timeout(ccli_wq, READ_ONCE(ccli_done),
					CCLI_BOUND))
			ccli_timeout = 1;
		ccli_stop();
	}
	mutex_unlock(&ccli_mutex);
	return ret;
}

TEST_PARAM_SET(run, ccli_run_set, 0200);

static int ccli_start_set(const char *val, const struct kernel_param *kp)
{
	int ret;

	mutex_lock(&ccli_mutex);
	ret = ccli_start(0);
	mutex_unlock(&ccli_mutex);
	return ret;
}

TEST_PARAM_SET(start, ccli_start_set, 0200);

static int ccli_result_get(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "sections %d calls %d overlap %d waited %d held %d handler_bad %d timeout %d\n",
			  atomic_read(&ccli_sections), atomic_read(&ccli_calls),
			  atomic_read(&ccli_overlap), atomic_read(&ccli_waited),
			  atomic_read(&ccli_held),
			  atomic_read(&ccli_handler_bad), ccli_timeout);
}

TEST_PARAM_GET(result, ccli_result_get, 0444);

static char ccli_nest[64];
/* a raw lock: interrupts off on PREEMPT_RT too; static, as lockdep needs */
static DEFINE_RAW_SPINLOCK(ccli_nest_lock);

/* save_flags()/cli()/restore_flags() nesting on one CPU */
static int ccli_nest_set(const char *val, const struct kernel_param *kp)
{
	unsigned long a, b, c, d, e, f, g, h, i, j, k, l, x;

	save_flags(a);			/* 1: global sti */
	cli();
	save_flags(b);			/* 0: this CPU holds the lock */
	cli();				/* nested: no deadlock */
	save_flags(c);			/* 0 */
	restore_flags(c);
	save_flags(d);			/* 0: still held */
	sti();
	save_flags(e);			/* 1: released whatever the nesting */
	restore_flags(b);
	save_flags(f);			/* 0: taken again */
	restore_flags(a);
	save_flags(g);			/* 1 */
	raw_spin_lock_irqsave(&ccli_nest_lock, x);
	cli();				/* interrupts already off: local only */
	save_flags(h);			/* 2 */
	raw_spin_unlock_irqrestore(&ccli_nest_lock, x);
	save_flags(i);			/* 1 */
	save_and_cli(j);		/* j = 1 */
	save_flags(k);			/* 0 */
	restore_flags(j);
	save_flags(l);			/* 1 */
	snprintf(ccli_nest, sizeof(ccli_nest),
		 "%lu %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu %s",
		 a, b, c, d, e, f, g, h, i, j, k, l,
		 irqs_disabled() ? "off" : "on");
	return 0;
}

TEST_PARAM_SET(nest, ccli_nest_set, 0200);
module_param_string(nest_result, ccli_nest, sizeof(ccli_nest), 0444);

static int __init ccli_init(void)
{
	int ret;

	ccli_work = IRQ_WORK_INIT_HARD(ccli_raise);
	/* no owner: a request would pin this module, which frees it */
	ccli_line = __irq_alloc_descs(-1, 0, 1, NUMA_NO_NODE, NULL, NULL);
	if (ccli_line < 0)
		return ccli_line;
	irq_set_chip_and_handler(ccli_line, &dummy_irq_chip, handle_simple_irq);
	irq_modify_status(ccli_line, IRQ_NOREQUEST | IRQ_NOPROBE, 0);
	ret = request_irq(ccli_line, ccli_handler, 0, "compat_cli", &ccli_dev);
	if (ret) {
		irq_free_desc(ccli_line);
		return ret;
	}
	return 0;
}

static void __exit ccli_exit(void)
{
	mutex_lock(&ccli_mutex);
	ccli_stop();
	mutex_unlock(&ccli_mutex);
	free_irq(ccli_line, &ccli_dev);
	irq_free_desc(ccli_line);
}

module_init(ccli_init);
module_exit(ccli_exit);
MODULE_DESCRIPTION("compat test: 2.4 cli()/sti()/save_flags()/restore_flags()");
MODULE_LICENSE("GPL");
