// SPDX-License-Identifier: GPL-2.0
/*
 * compat_timer - run-time test of the timer compat topic
 * (tests/guest/compat-timer.sh).  Written the way port-check --fix leaves
 * a 2.4 driver (the timer embedded in a device struct, timer_setup(), a
 * void f(struct timer_list *) handler that finds its device with
 * from_timer() and re-arms itself with mod_timer(), a static DEFINE_TIMER()
 * for a global timer whose data was 0, del_timer_sync() at cleanup) and
 * built with compat/compat.mk; one timer keeps 2.4's init_timer() and
 * sets a new-style .function, which compat makes build.
 *
 * The write-only parameter ``cmd`` drives it:
 *
 * - ``rearm N``: the device timer fires every jiffy, its handler
 *   re-arming it, until it has fired N times (N < 0: until stopped);
 *   ``fired`` counts, ``pending`` is timer_pending();
 * - ``slow``: the device timer is armed on the first online CPU and a
 *   work item on the second waits (at most 10 s) until the handler runs,
 *   then calls del_timer_sync().  The handler waits (at most 10 s) until
 *   that call is made, runs 100 ms more, re-arms itself once and only then
 *   sets its "finished" flag.  ``sync_done`` becomes 1 when
 *   del_timer_sync() has returned; ``sync_result`` says whether the
 *   handler had finished by then and whether the timer was left pending
 *   ("finished=1 pending=0" is 2.4's meaning), ``overlap`` whether the
 *   two really ran at once on two CPUs ("onecpu" with one CPU online);
 * - ``plain``: init_timer(), .function, .expires, add_timer() of a second
 *   timer; ``plain_fired`` counts its expiries.
 *
 * The global DEFINE_TIMER() timer is armed at load (``global_fired``).
 * At unload every timer is deleted with del_timer_sync() and the log says
 * whether the device timer fired once more after that.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/timer.h>
#include <linux/jiffies.h>
#include <linux/delay.h>
#include <linux/atomic.h>
#include <linux/string.h>
#include <linux/cpumask.h>
#include <linux/smp.h>
#include <linux/workqueue.h>
#include "../include/test-param.h"

#define CT_MAGIC	0x74696d65
#define CT_WAIT_MS	10000

enum ct_mode { CT_REARM, CT_SLOW };

struct ct_dev {
	unsigned int magic;
	struct timer_list timer;
	atomic_t fired;
	int target;
	enum ct_mode mode;
};

static struct ct_dev ct_dev0 = { .magic = CT_MAGIC };
static struct timer_list ct_plain;
static int ct_in_handler, ct_syncing, ct_finished, ct_slow_timeout;
static int ct_bad_dev, ct_plain_fired, ct_global_fired, ct_sync_done;
static int ct_handler_cpu = -1, ct_sync_cpu = -1;
static char ct_sync_result[40] = "none", ct_overlap[16] = "none";

module_param_named(in_handler, ct_in_handler, int, 0444);
module_param_named(slow_timeout, ct_slow_timeout, int, 0444);
module_param_named(bad_dev, ct_bad_dev, int, 0444);
module_param_named(plain_fired, ct_plain_fired, int, 0444);
module_param_named(global_fired, ct_global_fired, int, 0444);
module_param_named(sync_done, ct_sync_done, int, 0444);
module_param_string(sync_result, ct_sync_result, sizeof(ct_sync_result),
		    0444);
module_param_string(overlap, ct_overlap, sizeof(ct_overlap), 0444);

static void ct_global_fn(struct timer_list *unused)
{
	WRITE_ONCE(ct_global_fired, ct_global_fired + 1);
}

static DEFINE_TIMER(ct_global, ct_global_fn);

static void ct_plain_fn(struct timer_list *t)
{
	WRITE_ONCE(ct_plain_fired, ct_plain_fired + 1);
}

/* the handler in the slow mode: overlap with del_timer_sync() (ct_sync_fn()) */
static void ct_slow(struct ct_dev *dev)
{
	int i;

	WRITE_ONCE(ct_handler_cpu, raw_smp_processor_id());
	WRITE_ONCE(ct_in_handler, 1);
	for (i = 0; i < CT_WAIT_MS && !READ_ONCE(ct_syncing); i++)
		mdelay(1);
	if (READ_ONCE(ct_syncing))
		mdelay(100);	/* the other CPU is in del_timer_sync() */
	else
		WRITE_ONCE(ct_slow_timeout, 1);
	if (!READ_ONCE(ct_finished))
		mod_timer(&dev->timer, jiffies + 1);
	WRITE_ONCE(ct_in_handler, 0);
	/* pairs with ct_sync_fn()'s acquire: all of the above happened first */
	smp_store_release(&ct_finished, 1);
}

static void ct_timeout(struct timer_list *t)
{
	struct ct_dev *dev = from_timer(dev, t, timer);
	int n;

	if (dev->magic != CT_MAGIC) {
		WRITE_ONCE(ct_bad_dev, 1);
		return;
	}
	n = atomic_inc_return(&dev->fired);
	if (dev->mode == CT_SLOW)
		ct_slow(dev);
	else if (dev->target < 0 || n < dev->target)
		mod_timer(&dev->timer, jiffies + 1);
}

/* the work item on the second CPU: del_timer_sync() while the handler runs */
static void ct_sync_fn(struct work_struct *work)
{
	int pending, finished, i;

	for (i = 0; i < CT_WAIT_MS && !READ_ONCE(ct_in_handler); i++)
		usleep_range(1000, 2000);
	ct_sync_cpu = raw_smp_processor_id();
	WRITE_ONCE(ct_syncing, 1);
	del_timer_sync(&ct_dev0.timer);
	pending = timer_pending(&ct_dev0.timer);
	/* pairs with ct_slow()'s release of ct_finished */
	finished = smp_load_acquire(&ct_finished);
	snprintf(ct_sync_result, sizeof(ct_sync_result),
		 "finished=%d pending=%d", finished, pending);
	strscpy(ct_overlap, i < CT_WAIT_MS && !READ_ONCE(ct_slow_timeout) &&
		ct_sync_cpu != READ_ONCE(ct_handler_cpu) ? "yes" : "no",
		sizeof(ct_overlap));
	/* the results above are written before sync_done reads 1 */
	smp_store_release(&ct_sync_done, 1);
}

static DECLARE_WORK(ct_sync_work, ct_sync_fn);

static void ct_start_slow(void)
{
	unsigned int a = cpumask_first(cpu_online_mask);
	unsigned int b = cpumask_next(a, cpu_online_mask);

	del_timer_sync(&ct_dev0.timer);
	flush_work(&ct_sync_work);
	ct_dev0.mode = CT_SLOW;
	WRITE_ONCE(ct_in_handler, 0);
	WRITE_ONCE(ct_syncing, 0);
	WRITE_ONCE(ct_finished, 0);
	WRITE_ONCE(ct_slow_timeout, 0);
	WRITE_ONCE(ct_sync_done, 0);
	strscpy(ct_sync_result, "none", sizeof(ct_sync_result));
	if (b >= nr_cpu_ids) {
		strscpy(ct_overlap, "onecpu", sizeof(ct_overlap));
		return;
	}
	strscpy(ct_overlap, "none", sizeof(ct_overlap));
	ct_dev0.timer.expires = jiffies + 1;
	add_timer_on(&ct_dev0.timer, a);
	queue_work_on(b, system_wq, &ct_sync_work);
}

static int ct_cmd_set(const char *val, const struct kernel_param *kp)
{
	int n;

	if (sscanf(val, "rearm %d", &n) == 1) {
		flush_work(&ct_sync_work);
		del_timer_sync(&ct_dev0.timer);
		ct_dev0.mode = CT_REARM;
		ct_dev0.target = n;
		atomic_set(&ct_dev0.fired, 0);
		mod_timer(&ct_dev0.timer, jiffies + 1);
	} else if (sysfs_streq(val, "slow")) {
		ct_start_slow();
	} else if (sysfs_streq(val, "plain")) {
		del_timer_sync(&ct_plain);
		init_timer(&ct_plain);
		ct_plain.function = ct_plain_fn;
		ct_plain.expires = jiffies + 1;
		add_timer(&ct_plain);
	} else {
		return -EINVAL;
	}
	return 0;
}

TEST_PARAM_SET(cmd, ct_cmd_set, 0200);

TEST_PARAM_INT(fired, atomic_read(&ct_dev0.fired));

TEST_PARAM_INT(pending, timer_pending(&ct_dev0.timer));

static int __init ct_init(void)
{
	timer_setup(&ct_dev0.timer, ct_timeout, 0);
	init_timer(&ct_plain);
	ct_plain.function = ct_plain_fn;
	mod_timer(&ct_global, jiffies + 1);
	return 0;
}

static void __exit ct_exit(void)
{
	int fired, pending;

	flush_work(&ct_sync_work);
	del_timer_sync(&ct_global);
	del_timer_sync(&ct_plain);
	del_timer_sync(&ct_dev0.timer);
	pending = timer_pending(&ct_dev0.timer);
	fired = atomic_read(&ct_dev0.fired);
	msleep(20);
	pr_info("compat_timer: unloaded, device timer pending %d, fired %d times after del_timer_sync()\n",
		pending, atomic_read(&ct_dev0.fired) - fired);
}

module_init(ct_init);
module_exit(ct_exit);
MODULE_DESCRIPTION("compat test: 2.4 kernel timers, as port-check --fix leaves them");
MODULE_LICENSE("GPL");
