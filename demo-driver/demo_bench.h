/* SPDX-License-Identifier: GPL-2.0 */
/*
 * demo_bench.h - the table's lock as `make bench` varies it (demo.c only).
 *
 * The port's table has lockless readers (RCU) and updates serialised by
 * demo_lock.  To show what that buys, scripts/bench builds demo.ko three
 * more times with the Kbuild variable DEMO_BENCH:
 *
 *   DEMO_BENCH=rcu      the port's table as it is
 *   DEMO_BENCH=mutex    readers take demo_lock, the updates' mutex
 *   DEMO_BENCH=rwlock   readers take a rwlock_t for reading, updates
 *                       take it for writing around the list change
 *
 * and each of them gets the module parameter bench_hold_ms: while it is
 * not 0, every table update holds its innermost update lock (demo_lock;
 * for rwlock, the rwlock) that many milliseconds, up to 1000, as a long
 * update would.  The locked readers wait for it; RCU readers must not.
 *
 * Every other build (no DEMO_BENCH: make, the guest suites, install)
 * gets the port as it is: all the hooks below are empty statements and
 * there is no parameter.
 */
#ifndef DEMO_BENCH_H
#define DEMO_BENCH_H

/* the values of DEMO_BENCH (demo-driver/Kbuild) */
#define DEMO_BENCH_RCU		1
#define DEMO_BENCH_MUTEX	2
#define DEMO_BENCH_RWLOCK	3
#define DEMO_BENCH_HOLD_MAX	1000

#ifdef DEMO_BENCH
#include <linux/delay.h>
#include <linux/ktime.h>
#include <linux/moduleparam.h>
#include <linux/spinlock.h>

static unsigned int bench_hold_ms;
module_param(bench_hold_ms, uint, 0644);
MODULE_PARM_DESC(bench_hold_ms,
		 "Bench build only: every table update holds the update lock this many ms (0..1000)");
#endif

/**
 * DOC: the hooks in demo.c
 *
 * demo_bench_read_lock() and demo_bench_read_unlock() surround a table
 * reader's RCU read-side section: nothing in the port and for
 * DEMO_BENCH=rcu, demo_lock for DEMO_BENCH=mutex, the rwlock for reading
 * for DEMO_BENCH=rwlock.
 *
 * demo_bench_write_lock() and demo_bench_write_unlock() surround an
 * update's list change, inside demo_lock: the rwlock for writing for
 * DEMO_BENCH=rwlock, else nothing (demo_lock is the update lock).
 *
 * demo_bench_hold() is a long update, called with the innermost update
 * lock held (nothing in the port).
 */
#if defined(DEMO_BENCH) && DEMO_BENCH == DEMO_BENCH_MUTEX
#define demo_bench_read_lock()		mutex_lock(&demo_lock)
#define demo_bench_read_unlock()	mutex_unlock(&demo_lock)
#elif defined(DEMO_BENCH) && DEMO_BENCH == DEMO_BENCH_RWLOCK
static DEFINE_RWLOCK(demo_bench_rwlock);
#define demo_bench_read_lock()		read_lock(&demo_bench_rwlock)
#define demo_bench_read_unlock()	read_unlock(&demo_bench_rwlock)
#define demo_bench_write_lock()		write_lock(&demo_bench_rwlock)
#define demo_bench_write_unlock()	write_unlock(&demo_bench_rwlock)
#else
#define demo_bench_read_lock()		do { } while (0)
#define demo_bench_read_unlock()	do { } while (0)
#endif
#ifndef demo_bench_write_lock
#define demo_bench_write_lock()		do { } while (0)
#define demo_bench_write_unlock()	do { } while (0)
#endif

#ifdef DEMO_BENCH
/**
 * demo_bench_hold() - a long update: wait bench_hold_ms (up to
 * DEMO_BENCH_HOLD_MAX) with the innermost update lock held
 *
 * demo_lock is a mutex: the update sleeps.  The rwlock is a spinning lock:
 * the update spins on the clock (not mdelay(), whose calibrated loop runs
 * for far longer than asked when the emulator's vCPU is slowed down).
 */
static inline void demo_bench_hold(void)
{
	unsigned int ms = min_t(unsigned int, READ_ONCE(bench_hold_ms),
				DEMO_BENCH_HOLD_MAX);
	u64 end;

	if (!ms)
		return;
	if (DEMO_BENCH != DEMO_BENCH_RWLOCK) {
		msleep(ms);
		return;
	}
	end = ktime_get_ns() + (u64)ms * NSEC_PER_MSEC;
	while (ktime_get_ns() < end)
		cpu_relax();
}
#else
#define demo_bench_hold()		do { } while (0)
#endif

#endif /* DEMO_BENCH_H */
