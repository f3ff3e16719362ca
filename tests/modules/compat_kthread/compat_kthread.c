// SPDX-License-Identifier: GPL-2.0
/*
 * compat_kthread - run-time test of the kthread compat topic
 * (tests/guest/compat-kthread.sh), written the 2.4 way and built unchanged
 * with compat/compat.mk.  At load it starts two threads with
 * kernel_thread():
 *
 * - ``ckt_thread`` (pid in ``pid``): lock_kernel(), daemonize(),
 *   reparent_to_init(), its name into current->comm (read back in
 *   ``comm``), every signal but
 *   SIGTERM blocked under current->sigmask_lock with
 *   recalc_sigpending(current), unlock_kernel(); then it sleeps until a
 *   write to ``kick`` wakes it, and counts in ``woken`` the kicks it saw
 *   (``cross``: how many of them came from another CPU than the one it
 *   woke on).  A signal ends it: complete_and_exit(&ckt_exited, 0).
 * - ``ckt_oneshot`` (pid in ``oneshot_pid``): daemonize("ckt_oneshot")
 *   (2.6's form), sets ``oneshot_ran`` and exits by returning.
 *
 * cleanup_module() stops ckt_thread the 2.4 way: kill_proc(pid, SIGTERM,
 * 1), then wait_for_completion(); ``started`` says both threads started.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/signal.h>
#include <linux/smp_lock.h>
#include <linux/completion.h>
#include <linux/wait.h>
#include <linux/smp.h>
#include <linux/string.h>
#include <linux/moduleparam.h>
#include <linux/pid.h>
#include <linux/rcupdate.h>
#include <linux/sysfs.h>
#include "../include/test-param.h"

static int pid = -1, oneshot_pid = -1, woken, cross, oneshot_ran;
module_param(pid, int, 0444);
module_param(oneshot_pid, int, 0444);
module_param(woken, int, 0444);
module_param(cross, int, 0444);
module_param(oneshot_ran, int, 0444);

static DECLARE_WAIT_QUEUE_HEAD(ckt_wq);
static DECLARE_COMPLETION(ckt_exited);
static atomic_t ckt_kicks = ATOMIC_INIT(0);
static int ckt_kicker_cpu = -1;

static int ckt_thread(void *unused)
{
	int seen = 0;

	lock_kernel();
	daemonize();
	reparent_to_init();
	strcpy(current->comm, "ckt_thread");
	spin_lock_irq(&current->sigmask_lock);
	sigfillset(&current->blocked);
	sigdelset(&current->blocked, SIGTERM);
	recalc_sigpending(current);
	spin_unlock_irq(&current->sigmask_lock);
	unlock_kernel();

	for (;;) {
		if (wait_event_interruptible(ckt_wq,
					     atomic_read(&ckt_kicks) != seen))
			break;	/* SIGTERM */
		seen = atomic_read(&ckt_kicks);
		if (READ_ONCE(ckt_kicker_cpu) != raw_smp_processor_id())
			cross++;
		WRITE_ONCE(woken, seen);
	}
	complete_and_exit(&ckt_exited, 0);
}

static int ckt_oneshot(void *unused)
{
	daemonize("ckt_oneshot");
	WRITE_ONCE(oneshot_ran, 1);
	return 42;
}

/*
 * ``comm``: ckt_thread's task->comm, what its strcpy() wrote.  Not
 * /proc/<pid>/comm: newer kernels (6.12 among them) keep every kthread's
 * creation name (kthread->full_name) and show it there whatever the
 * thread writes; 6.1 keeps only a name too long for comm.
 */
static int ckt_comm_get(char *buffer, const struct kernel_param *kp)
{
	char name[TASK_COMM_LEN] = "";
	struct task_struct *t;

	rcu_read_lock();
	t = pid_task(find_vpid(READ_ONCE(pid)), PIDTYPE_PID);
	if (t)
		get_task_comm(name, t);
	rcu_read_unlock();
	return sysfs_emit(buffer, "%s\n", name);
}

TEST_PARAM_GET(comm, ckt_comm_get, 0444);

static int ckt_kick_set(const char *val, const struct kernel_param *kp)
{
	WRITE_ONCE(ckt_kicker_cpu, raw_smp_processor_id());
	atomic_inc(&ckt_kicks);
	wake_up_interruptible(&ckt_wq);
	return 0;
}

TEST_PARAM_SET(kick, ckt_kick_set, 0200);

static int __init ckt_init(void)
{
	pid = kernel_thread(ckt_thread, NULL, CLONE_FS | CLONE_FILES |
			    CLONE_SIGHAND);
	if (pid < 0)
		return pid;
	oneshot_pid = kernel_thread(ckt_oneshot, NULL, 0);
	if (oneshot_pid < 0) {
		kill_proc(pid, SIGTERM, 1);
		wait_for_completion(&ckt_exited);
		return oneshot_pid;
	}
	return 0;
}

static void __exit ckt_exit(void)
{
	kill_proc(pid, SIGTERM, 1);
	wait_for_completion(&ckt_exited);
}

module_init(ckt_init);
module_exit(ckt_exit);
MODULE_DESCRIPTION("compat test: 2.4 kernel threads");
MODULE_LICENSE("GPL");
