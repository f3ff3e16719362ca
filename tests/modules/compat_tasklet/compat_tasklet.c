// SPDX-License-Identifier: GPL-2.0
/*
 * compat_tasklet - run-time test of the tasklet compat topic
 * (tests/guest/compat-tasklet.sh): tasklets declared with 2.4's
 * three-argument DECLARE_TASKLET(name, func, data) and
 * DECLARE_TASKLET_DISABLED(), built unchanged with compat/compat.mk, and
 * one of today's two-argument form beside them.  Results are read-only
 * parameters; the write-only parameter ``cmd`` drives it:
 *
 * - at load, ``num`` (data 0x2400) and ``new`` (today's form) are
 *   scheduled: ``num_runs``/``num_data`` are what its handler saw,
 *   ``new_runs``/``new_ok`` whether the callback got its own tasklet;
 * - ``disabled``: schedules ``off`` (DECLARE_TASKLET_DISABLED, data 0xff)
 *   and then ``mark`` on the same CPU with bottom halves off, so the
 *   softirq meets ``off`` first: ``mark_saw_off`` is ``off_runs`` as
 *   ``mark``'s handler found it (0: the disabled one did not run);
 * - ``enable``: tasklet_enable(&off): ``off_runs``/``off_data`` then;
 * - ``storm N``: work items on the first two online CPUs each schedule
 *   ``busy`` (data: a pointer to its device) N times; then tasklet_kill().
 *   The handler flags itself running in the device, counts a run that
 *   finds the flag set as an overlap, and records how many schedules had
 *   been made when it started.  ``storm`` reads "runs R overlap O seen S
 *   total T cpus C bad B" ("onecpu" with one CPU online);
 * - ``loop``: ``loop`` reschedules itself from its handler until unload,
 *   whose tasklet_kill() must stop it: the module logs how often it ran
 *   after tasklet_kill().
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/atomic.h>
#include <linux/cpumask.h>
#include <linux/delay.h>
#include <linux/smp.h>
#include <linux/workqueue.h>
#include "../include/test-param.h"

struct ctl_dev {
	atomic_t running;	/* the handler is between its start and end */
	atomic_t runs;
	atomic_t overlap;	/* runs that found running already set */
	atomic_t seq;		/* tasklet_schedule() calls made */
	int seen;		/* seq when the last run started */
	unsigned long cpus;	/* a bit per CPU the handler ran on */
};

static struct ctl_dev ctl_busy_dev, ctl_loop_dev;

static int num_runs, new_runs, new_ok, off_runs, mark_runs, mark_saw_off;
static unsigned long num_data, off_data;
static int ctl_bad;
static bool ctl_off_enabled;
static char ctl_storm[96] = "none";
module_param(num_runs, int, 0444);
module_param(num_data, ulong, 0444);
module_param(new_runs, int, 0444);
module_param(new_ok, int, 0444);
module_param(off_runs, int, 0444);
module_param(off_data, ulong, 0444);
module_param(mark_runs, int, 0444);
module_param(mark_saw_off, int, 0444);
module_param_string(storm, ctl_storm, sizeof(ctl_storm), 0444);

static void ctl_num_fn(unsigned long data)
{
	WRITE_ONCE(num_data, data);
	WRITE_ONCE(num_runs, num_runs + 1);
}

static DECLARE_TASKLET(ctl_num, ctl_num_fn, 0x2400UL);

static void ctl_new_cb(struct tasklet_struct *t);
static DECLARE_TASKLET(ctl_new, ctl_new_cb);

static void ctl_new_cb(struct tasklet_struct *t)
{
	WRITE_ONCE(new_ok, t == &ctl_new);
	WRITE_ONCE(new_runs, new_runs + 1);
}

static void ctl_off_fn(unsigned long data)
{
	WRITE_ONCE(off_data, data);
	WRITE_ONCE(off_runs, off_runs + 1);
}

static DECLARE_TASKLET_DISABLED(ctl_off, ctl_off_fn, 0xffUL);

static void ctl_mark_fn(unsigned long data)
{
	WRITE_ONCE(mark_saw_off, READ_ONCE(off_runs));
	WRITE_ONCE(mark_runs, mark_runs + 1);
}

static DECLARE_TASKLET(ctl_mark, ctl_mark_fn, 0);

static void ctl_busy_fn(unsigned long data)
{
	struct ctl_dev *d = (struct ctl_dev *)data;
	int i;

	if (d != &ctl_busy_dev) {
		WRITE_ONCE(ctl_bad, ctl_bad + 1);
		return;
	}
	if (atomic_xchg(&d->running, 1))
		atomic_inc(&d->overlap);
	WRITE_ONCE(d->seen, atomic_read(&d->seq));
	set_bit(raw_smp_processor_id(), &d->cpus);
	/* softirq context: 20 us of busy waiting, no sleep */
	for (i = 0; i < 4; i++)
		udelay(5);
	atomic_inc(&d->runs);
	atomic_set_release(&d->running, 0);
}

static DECLARE_TASKLET(ctl_busy, ctl_busy_fn, (unsigned long)&ctl_busy_dev);

static void ctl_loop_fn(unsigned long data);
static DECLARE_TASKLET(ctl_loop, ctl_loop_fn, (unsigned long)&ctl_loop_dev);

static void ctl_loop_fn(unsigned long data)
{
	struct ctl_dev *d = (struct ctl_dev *)data;

	atomic_inc(&d->runs);
	tasklet_schedule(&ctl_loop);
}

/* one storm work item: schedule busy ctl_storm_n times */
static int ctl_storm_n;

static void ctl_storm_fn(struct work_struct *work)
{
	int i;

	for (i = 0; i < ctl_storm_n; i++) {
		atomic_inc(&ctl_busy_dev.seq);
		local_bh_disable();
		tasklet_schedule(&ctl_busy);
		local_bh_enable();
		udelay(5);
		if (!(i % 64))
			cond_resched();
	}
}

static DECLARE_WORK(ctl_storm_a, ctl_storm_fn);
static DECLARE_WORK(ctl_storm_b, ctl_storm_fn);

static void ctl_do_storm(int n)
{
	unsigned int a = cpumask_first(cpu_online_mask);
	unsigned int b = cpumask_next(a, cpu_online_mask);
	struct ctl_dev *d = &ctl_busy_dev;

	if (b >= nr_cpu_ids) {
		strscpy(ctl_storm, "onecpu", sizeof(ctl_storm));
		return;
	}
	tasklet_kill(&ctl_busy);
	atomic_set(&d->runs, 0);
	atomic_set(&d->overlap, 0);
	atomic_set(&d->seq, 0);
	d->seen = 0;
	d->cpus = 0;
	WRITE_ONCE(ctl_bad, 0);
	ctl_storm_n = n;
	queue_work_on(a, system_highpri_wq, &ctl_storm_a);
	queue_work_on(b, system_highpri_wq, &ctl_storm_b);
	flush_work(&ctl_storm_a);
	flush_work(&ctl_storm_b);
	/* waits for the run the last schedule asked for */
	tasklet_kill(&ctl_busy);
	snprintf(ctl_storm, sizeof(ctl_storm),
		 "runs %d overlap %d seen %d total %d cpus %d bad %d",
		 atomic_read(&d->runs), atomic_read(&d->overlap),
		 READ_ONCE(d->seen), atomic_read(&d->seq),
		 bitmap_weight(&d->cpus, BITS_PER_LONG), READ_ONCE(ctl_bad));
}

static int ctl_cmd_set(const char *val, const struct kernel_param *kp)
{
	int n;

	if (sscanf(val, "storm %d", &n) == 1) {
		if (n < 1 || n > 100000)
			return -EINVAL;
		ctl_do_storm(n);
	} else if (sysfs_streq(val, "disabled")) {
		local_bh_disable();
		tasklet_schedule(&ctl_off);
		tasklet_schedule(&ctl_mark);
		local_bh_enable();
	} else if (sysfs_streq(val, "enable")) {
		if (ctl_off_enabled)
			return -EBUSY;
		ctl_off_enabled = true;
		tasklet_enable(&ctl_off);
	} else if (sysfs_streq(val, "loop")) {
		tasklet_schedule(&ctl_loop);
	} else {
		return -EINVAL;
	}
	return 0;
}

TEST_PARAM_SET(cmd, ctl_cmd_set, 0200);

TEST_PARAM_INT(loop_runs, atomic_read(&ctl_loop_dev.runs));

static int __init ctl_init(void)
{
	tasklet_schedule(&ctl_num);
	tasklet_schedule(&ctl_new);
	return 0;
}

static void __exit ctl_exit(void)
{
	int runs;

	tasklet_kill(&ctl_loop);
	runs = atomic_read(&ctl_loop_dev.runs);
	msleep(20);
	runs = atomic_read(&ctl_loop_dev.runs) - runs;
	flush_work(&ctl_storm_a);
	flush_work(&ctl_storm_b);
	tasklet_kill(&ctl_busy);
	tasklet_kill(&ctl_mark);
	/* a disabled tasklet that is scheduled never runs: enable it first */
	if (!ctl_off_enabled)
		tasklet_enable(&ctl_off);
	tasklet_kill(&ctl_off);
	tasklet_kill(&ctl_new);
	tasklet_kill(&ctl_num);
	pr_info("compat_tasklet: unloaded, the looping tasklet ran %d times after tasklet_kill()\n",
		runs);
}

module_init(ctl_init);
module_exit(ctl_exit);
MODULE_DESCRIPTION("compat test: 2.4's three-argument DECLARE_TASKLET()");
MODULE_LICENSE("GPL");
