// SPDX-License-Identifier: GPL-2.0
/*
 * compat_topics - run-time tests for three compat topics, written the
 * 2.4/2.5 way and built unchanged with compat/compat.mk:
 *
 * - malloc (tests/guest/compat-malloc.sh): the buffers come from kmalloc()
 *   through <linux/malloc.h>; the load-time check sets ``malloc_ok``;
 *   writing N to ``malloc`` allocates, fills and checks N bytes and
 *   reports in ``malloc_result``.
 * - minmax (tests/guest/compat-minmax.sh): ``mm_result`` shows the 2.4
 *   three-argument min(type, a, b)/max(type, a, b) of the writable
 *   ``mm_a`` and ``mm_b`` in several types; ``mm_once`` counts how often
 *   the arguments were evaluated; ``mm_literal`` shows constant cases.
 * - barrier (tests/guest/compat-barrier.sh): writing a count N to
 *   ``barrier_run`` runs a lockless publish/consume test with a writer and
 *   a reader kthread (on two CPUs when there are two) until the reader
 *   has seen N new records, then a store-buffering test of
 *   memory_barrier() until N rounds are done; each phase gives up after
 *   CT_PHASE_BOUND_MS.  The read-only ``barrier_result`` reports the
 *   counts, each phase's time and which phase ran out of time, if any.
 *   Every mismatch counted there is a broken invariant.
 */
#include <linux/malloc.h>
#ifndef _LINUX_SLAB_H
#error "<linux/malloc.h> did not bring in <linux/slab.h>"
#endif
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/cpumask.h>
#include <linux/jiffies.h>
#include <linux/delay.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <asm/system.h>
#include "../include/test-param.h"

/*
 * ct_parse_count() - the count written to a parameter: 1 to @max.
 * Returns 0, kstrtouint()'s error, or -EINVAL when out of range.
 */
static int ct_parse_count(const char *val, unsigned int max, unsigned int *n)
{
	int ret = kstrtouint(val, 0, n);

	if (ret)
		return ret;
	return *n && *n <= max ? 0 : -EINVAL;
}

/* ---- malloc ------------------------------------------------------------ */

#define CT_MALLOC_SIZE	512
#define CT_MALLOC_MAX	(1024 * 1024)

static int malloc_ok;
module_param(malloc_ok, int, 0444);
MODULE_PARM_DESC(malloc_ok, "1: kmalloc/kzalloc/kfree through <linux/malloc.h> worked at load");

static char ct_malloc_result[96] = "none";

/**
 * ct_malloc_check() - allocate, fill, check and free a buffer
 * @size: bytes to allocate
 * @text: where to describe the result
 * @len: size of @text
 *
 * Return: 0 if every byte read back as written and kzalloc() zeroed,
 * else a negative errno.
 */
static int ct_malloc_check(size_t size, char *text, size_t len)
{
	unsigned char *buf, *zero;
	size_t i, real;
	int bad = 0;

	buf = kmalloc(size, GFP_KERNEL | __GFP_NOWARN);
	if (!buf) {
		scnprintf(text, len, "size=%zu ENOMEM", size);
		return -ENOMEM;
	}
	real = ksize(buf);
	for (i = 0; i < size; i++)
		buf[i] = (unsigned char)(i * 7 + 1);
	for (i = 0; i < size; i++)
		if (buf[i] != (unsigned char)(i * 7 + 1))
			bad++;
	kfree(buf);

	zero = kzalloc(size, GFP_KERNEL | __GFP_NOWARN);
	if (!zero) {
		scnprintf(text, len, "size=%zu ENOMEM", size);
		return -ENOMEM;
	}
	for (i = 0; i < size; i++)
		if (zero[i])
			bad++;
	kfree(zero);

	scnprintf(text, len, "size=%zu ksize=%zu bad=%d %s", size, real, bad,
		  bad || real < size ? "FAIL" : "ok");
	return bad || real < size ? -EIO : 0;
}

static int ct_set_malloc(const char *val, const struct kernel_param *kp)
{
	unsigned int size;
	int ret = ct_parse_count(val, CT_MALLOC_MAX, &size);

	if (ret)
		return ret;
	ct_malloc_check(size, ct_malloc_result, sizeof(ct_malloc_result));
	return 0;
}

static int ct_get_malloc(char *buf, const struct kernel_param *kp)
{
	return scnprintf(buf, PAGE_SIZE, "%s\n", ct_malloc_result);
}

static const struct kernel_param_ops ct_malloc_ops = {
	.set = ct_set_malloc,
	.get = ct_get_malloc,
};
module_param_cb(malloc, &ct_malloc_ops, NULL, 0600);
MODULE_PARM_DESC(malloc, "write N: kmalloc/kzalloc N bytes and check them; read: the result");

/* ---- minmax ------------------------------------------------------------ */

static int mm_a;
module_param(mm_a, int, 0644);
static int mm_b;
module_param(mm_b, int, 0644);

static int ct_get_mm_result(char *buf, const struct kernel_param *kp)
{
	int a = READ_ONCE(mm_a), b = READ_ONCE(mm_b);

	return scnprintf(buf, PAGE_SIZE,
			 "min_int=%d max_int=%d min_uint=%u max_uint=%u min_u8=%u max_u8=%u min_s8=%d max_s8=%d min2=%d max2=%d\n",
			 min(int, a, b), max(int, a, b),
			 min(unsigned int, a, b), max(unsigned int, a, b),
			 min(u8, a, b), max(u8, a, b),
			 min(s8, a, b), max(s8, a, b),
			 min(a, b), max(a, b));
}

TEST_PARAM_GET(mm_result, ct_get_mm_result, 0444);
MODULE_PARM_DESC(mm_result, "min/max(type, mm_a, mm_b) in int, unsigned int, u8, s8 and the 2-argument form");

static int ct_mm_calls;

static int ct_mm_arg(int v)
{
	ct_mm_calls++;
	return v;
}

static int ct_get_mm_once(char *buf, const struct kernel_param *kp)
{
	int a = READ_ONCE(mm_a), b = READ_ONCE(mm_b);
	int k = a, lo;
	unsigned int hi;

	ct_mm_calls = 0;
	lo = min(int, ct_mm_arg(a), ct_mm_arg(b));
	hi = max(unsigned int, ct_mm_arg(a), ct_mm_arg(b));
	/* a 2.4 "#define min(a,b) ((a)<(b)?(a):(b))" would increment twice */
	lo = min(int, k++, lo);
	return scnprintf(buf, PAGE_SIZE, "calls=%d postinc=%d min=%d max=%u\n",
			 ct_mm_calls, k - a, lo, hi);
}

TEST_PARAM_GET(mm_once, ct_get_mm_once, 0444);
MODULE_PARM_DESC(mm_once, "how often min/max(type, ...) evaluated their arguments");

static int ct_get_mm_literal(char *buf, const struct kernel_param *kp)
{
	return scnprintf(buf, PAGE_SIZE,
			 "min(unsigned int,-1,5)=%u max(unsigned int,-1,5)=%u min(int,-1,5)=%d\n",
			 min(unsigned int, -1, 5), max(unsigned int, -1, 5),
			 min(int, -1, 5));
}

TEST_PARAM_GET(mm_literal, ct_get_mm_literal, 0444);
MODULE_PARM_DESC(mm_literal, "min/max(type, ...) of constants");

/* ---- barrier ----------------------------------------------------------- */

#define CT_MAGIC	0x5eed1e55u
#define CT_DEAD		0xdeadbeefu
#define CT_WORDS	16
#define CT_BATCH	256
/* generous: a phase normally takes well under a second */
#define CT_PHASE_BOUND_MS	60000
#define CT_RUN_MAX	1000000

/*
 * A record is written completely, then published by a plain pointer store
 * after write_barrier(): the 2.4 pattern, with WRITE_ONCE()/READ_ONCE()
 * on the pointer as the port requires.  Retired records are poisoned and
 * freed after synchronize_rcu(); readers look inside rcu_read_lock().
 */
struct ct_rec {
	u32 magic;
	u32 seq;
	u32 data[CT_WORDS];
	u32 sum;
	struct ct_rec *retired;		/* writer only */
};

static struct ct_rec *ct_cur;		/* published: WRITE_ONCE/READ_ONCE */
static u32 ct_pub_seq;			/* seq of ct_cur, stored after it */
static int ct_phase;			/* 0: publish/consume, 1: SB, 2: done */

struct ct_barrier_stats {
	u32 published, alloc_fail;
	u32 reads, fresh, bad_magic, bad_data, bad_sum, seq_back, stale;
	u32 sb_rounds, sb_violations;
	int writer_cpu, reader_cpu;
	bool selftest;
	/* how long each phase ran, and whether it ran out of time */
	unsigned int pub_ms, sb_ms;
	bool pub_timeout, sb_timeout;
};

static struct ct_barrier_stats ct_st;
static char ct_barrier_result[400] = "none";
static u32 ct_want;			/* fresh records, then SB rounds */
static DECLARE_COMPLETION(ct_writer_done);

/* store-buffering test: round number and each side's stores */
static u32 ct_sb_go, ct_sb_ack, ct_sb_x, ct_sb_y, ct_sb_r2;

static u32 ct_word(u32 seq, unsigned int i)
{
	return seq * 0x9e3779b1u + i * 0x85ebca6bu;
}

static u32 ct_sum(const struct ct_rec *r)
{
	u32 s = r->magic ^ r->seq;
	unsigned int i;

	for (i = 0; i < CT_WORDS; i++)
		s = (s << 5 | s >> 27) ^ r->data[i];
	return s;
}

static void ct_fill(struct ct_rec *r, u32 seq)
{
	unsigned int i;

	r->magic = CT_MAGIC;
	r->seq = seq;
	for (i = 0; i < CT_WORDS; i++)
		r->data[i] = ct_word(seq, i);
	r->sum = ct_sum(r);
	r->retired = NULL;
}

/**
 * ct_check() - check a record the reader reached
 * @r: the record
 * @st: where to count what is wrong with it
 *
 * Return: true if the record is intact.
 */
static bool ct_check(const struct ct_rec *r, struct ct_barrier_stats *st)
{
	bool ok = true;
	unsigned int i;

	if (r->magic != CT_MAGIC) {
		st->bad_magic++;
		ok = false;
	}
	for (i = 0; i < CT_WORDS; i++) {
		if (r->data[i] != ct_word(r->seq, i)) {
			st->bad_data++;
			ok = false;
			break;
		}
	}
	if (r->sum != ct_sum(r)) {
		st->bad_sum++;
		ok = false;
	}
	return ok;
}

/* the checker must be able to fail: feed it broken records */
static bool ct_selftest(void)
{
	struct ct_barrier_stats st = { };
	struct ct_rec r;

	ct_fill(&r, 7);
	if (!ct_check(&r, &st))
		return false;
	r.data[3] ^= 1;
	if (ct_check(&r, &st) || !st.bad_data || !st.bad_sum)
		return false;
	ct_fill(&r, 8);
	r.magic = CT_DEAD;
	return !ct_check(&r, &st) && st.bad_magic == 1;
}

static void ct_free_retired(struct ct_rec *r)
{
	struct ct_rec *next;

	for (; r; r = next) {
		next = r->retired;
		/* a reader still looking at it would see the poison */
		r->magic = CT_DEAD;
		memset(r->data, 0, sizeof(r->data));
		kfree(r);
	}
}

/* run until the reader has seen ct_want new records, or until @deadline */
static void ct_writer_publish(unsigned long deadline)
{
	struct ct_rec *retired = NULL, *old, *r;
	unsigned int batch = 0;
	u32 seq = READ_ONCE(ct_cur)->seq;

	while (READ_ONCE(ct_st.fresh) < ct_want && !kthread_should_stop()) {
		if (!time_before(jiffies, deadline)) {
			ct_st.pub_timeout = true;
			break;
		}
		r = kmalloc(sizeof(*r), GFP_KERNEL);
		if (!r) {
			ct_st.alloc_fail++;
			break;
		}
		ct_fill(r, ++seq);
		/* the record's contents before the pointer that leads to it */
		write_barrier();
		old = READ_ONCE(ct_cur);
		WRITE_ONCE(ct_cur, r);
		/* the pointer before the sequence number readers compare with */
		write_barrier();
		WRITE_ONCE(ct_pub_seq, seq);
		ct_st.published++;

		old->retired = retired;
		retired = old;
		if (++batch == CT_BATCH) {
			synchronize_rcu();
			ct_free_retired(retired);
			retired = NULL;
			batch = 0;
		}
		cond_resched();
	}
	synchronize_rcu();
	ct_free_retired(retired);
}

/*
 * Store buffering: each side stores its round number, then loads the
 * other's.  Without the full barrier x86 may let both loads pass the
 * stores and both sides see the previous round; memory_barrier() forbids it.
 * Runs ct_want rounds, or until @deadline.
 */
/*
 * Spin until the reader's ct_sb_ack is @want (read with acquire when
 * @acquire); false when the phase ran out of time (noted) or the thread
 * is told to stop.
 */
static bool ct_sb_wait_ack(u32 want, unsigned long deadline, bool acquire)
{
	for (;;) {
		/*
		 * acquire: pairs with the reader's release of ct_sb_ack,
		 * so that its ct_sb_r2 is visible
		 */
		u32 ack = acquire ? smp_load_acquire(&ct_sb_ack) :
				    READ_ONCE(ct_sb_ack);

		if (ack == want)
			return true;
		if (!time_before(jiffies, deadline)) {
			ct_st.sb_timeout = true;
			return false;
		}
		if (kthread_should_stop())
			return false;
		cond_resched();
		cpu_relax();
	}
}

static void ct_writer_sb(unsigned long deadline)
{
	u32 r, r1;

	for (r = 1; ct_st.sb_rounds < ct_want && !kthread_should_stop(); r++) {
		if (!time_before(jiffies, deadline)) {
			ct_st.sb_timeout = true;
			return;
		}
		if (!ct_sb_wait_ack(r - 1, deadline, false))
			return;
		WRITE_ONCE(ct_sb_go, r);
		WRITE_ONCE(ct_sb_x, r);
		memory_barrier();
		r1 = READ_ONCE(ct_sb_y);
		if (!ct_sb_wait_ack(r, deadline, true))
			return;
		if (r1 != r && READ_ONCE(ct_sb_r2) != r)
			ct_st.sb_violations++;
		ct_st.sb_rounds++;
	}
}

static int ct_writer(void *unused)
{
	unsigned long bound = msecs_to_jiffies(CT_PHASE_BOUND_MS);
	unsigned long t0 = jiffies, t1;

	ct_writer_publish(t0 + bound);
	t1 = jiffies;
	ct_st.pub_ms = jiffies_to_msecs(t1 - t0);
	WRITE_ONCE(ct_phase, 1);
	ct_writer_sb(t1 + bound);
	ct_st.sb_ms = jiffies_to_msecs(jiffies - t1);
	WRITE_ONCE(ct_phase, 2);
	complete(&ct_writer_done);
	while (!kthread_should_stop())
		schedule_timeout_interruptible(1);
	return 0;
}

static void ct_reader_consume(void)
{
	struct ct_rec *r;
	u32 last = 0, pub;

	while (!READ_ONCE(ct_phase) && !kthread_should_stop()) {
		rcu_read_lock();
		pub = READ_ONCE(ct_pub_seq);
		/* pairs with the writer's second write_barrier() */
		read_barrier();
		r = READ_ONCE(ct_cur);
		/* 2.4: order the loads through r after the load of r */
		read_barrier_depends();
		ct_check(r, &ct_st);
		if (r->seq < pub)
			ct_st.stale++;
		/* the writer reads ct_st.fresh to know when to stop */
		if (r->seq < last)
			ct_st.seq_back++;
		else if (r->seq > last)
			WRITE_ONCE(ct_st.fresh, ct_st.fresh + 1);
		last = r->seq;
		rcu_read_unlock();
		ct_st.reads++;
		cond_resched();
	}
}

static void ct_reader_sb(void)
{
	u32 r = 0;

	while (READ_ONCE(ct_phase) != 2 && !kthread_should_stop()) {
		if (READ_ONCE(ct_sb_go) == r + 1) {
			r++;
			WRITE_ONCE(ct_sb_y, r);
			memory_barrier();
			WRITE_ONCE(ct_sb_r2, READ_ONCE(ct_sb_x));
			/* ct_sb_r2 before the ack the writer acquires */
			smp_store_release(&ct_sb_ack, r);
			continue;
		}
		cond_resched();
		cpu_relax();
	}
}

static int ct_reader(void *unused)
{
	ct_reader_consume();
	ct_reader_sb();
	while (!kthread_should_stop())
		schedule_timeout_interruptible(1);
	return 0;
}

static int ct_barrier_run(u32 want)
{
	struct ct_barrier_stats *st = &ct_st;
	struct task_struct *writer, *reader;
	struct ct_rec *first;
	u32 mismatches;

	first = kmalloc(sizeof(*first), GFP_KERNEL);
	if (!first)
		return -ENOMEM;
	ct_fill(first, 1);
	memset(st, 0, sizeof(*st));
	st->selftest = ct_selftest();
	WRITE_ONCE(ct_cur, first);
	WRITE_ONCE(ct_pub_seq, 1);
	WRITE_ONCE(ct_phase, 0);
	ct_sb_go = 0;
	ct_sb_ack = 0;
	ct_sb_x = 0;
	ct_sb_y = 0;
	ct_sb_r2 = 0;
	ct_want = want;
	reinit_completion(&ct_writer_done);
	/* everything above is seen by the threads before they start */
	memory_barrier();

	st->writer_cpu = cpumask_first(cpu_online_mask);
	st->reader_cpu = cpumask_next(st->writer_cpu, cpu_online_mask);
	writer = kthread_create(ct_writer, NULL, "ct_writer");
	if (IS_ERR(writer))
		goto fail;
	reader = kthread_create(ct_reader, NULL, "ct_reader");
	if (IS_ERR(reader)) {
		kthread_stop(writer);
		goto fail;
	}
	if (st->reader_cpu < nr_cpu_ids) {
		kthread_bind(writer, st->writer_cpu);
		kthread_bind(reader, st->reader_cpu);
	} else {
		st->writer_cpu = -1;
		st->reader_cpu = -1;
	}
	wake_up_process(reader);
	wake_up_process(writer);

	wait_for_completion(&ct_writer_done);
	kthread_stop(reader);
	kthread_stop(writer);

	synchronize_rcu();
	kfree(ct_cur);
	WRITE_ONCE(ct_cur, NULL);

	mismatches = st->bad_magic + st->bad_data + st->bad_sum +
		     st->seq_back + st->stale;
	scnprintf(ct_barrier_result, sizeof(ct_barrier_result),
		  "want=%u published=%u reads=%u fresh=%u mismatches=%u (magic=%u data=%u sum=%u back=%u stale=%u) sb_rounds=%u sb_violations=%u alloc_fail=%u selftest=%s writer_cpu=%d reader_cpu=%d pub_ms=%u sb_ms=%u bound_ms=%u timed_out=%s",
		  want, st->published, st->reads, st->fresh, mismatches,
		  st->bad_magic, st->bad_data, st->bad_sum, st->seq_back,
		  st->stale, st->sb_rounds, st->sb_violations, st->alloc_fail,
		  st->selftest ? "ok" : "FAIL", st->writer_cpu, st->reader_cpu,
		  st->pub_ms, st->sb_ms, CT_PHASE_BOUND_MS,
		  st->pub_timeout ? (st->sb_timeout ? "both" : "publish") :
		  st->sb_timeout ? "sb" : "none");
	return 0;

fail:
	kfree(first);
	WRITE_ONCE(ct_cur, NULL);
	return -ENOMEM;
}

static int ct_set_barrier_run(const char *val, const struct kernel_param *kp)
{
	unsigned int want;
	int ret = ct_parse_count(val, CT_RUN_MAX, &want);

	return ret ? ret : ct_barrier_run(want);
}

TEST_PARAM_SET(barrier_run, ct_set_barrier_run, 0200);
MODULE_PARM_DESC(barrier_run, "write N (1..1000000): publish/consume until N new records were read, then N store-buffering rounds");

static int ct_get_barrier_result(char *buf, const struct kernel_param *kp)
{
	return scnprintf(buf, PAGE_SIZE, "%s\n", ct_barrier_result);
}

TEST_PARAM_GET(barrier_result, ct_get_barrier_result, 0444);
MODULE_PARM_DESC(barrier_result, "the counts of the last barrier_run");

/* ---- module ------------------------------------------------------------ */

int init_module(void)
{
	char text[96];

	malloc_ok = !ct_malloc_check(CT_MALLOC_SIZE, text, sizeof(text));
	pr_info("compat_topics: %s\n", text);
	return 0;
}

void cleanup_module(void)
{
}

MODULE_DESCRIPTION("compat layer run-time tests: malloc, minmax, barrier");
MODULE_LICENSE("GPL");
