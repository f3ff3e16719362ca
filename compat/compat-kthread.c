// SPDX-License-Identifier: GPL-2.0
/*
 * 2.4's kernel threads over kthread_run(): kernel_thread(), daemonize(),
 * kill_proc().  See compat/include/compat/kthread.h and
 * porting-guide/kthread.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/err.h>
#include <linux/export.h>
#include <linux/kthread.h>
#include <linux/pid.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/signal.h>
#include <linux/slab.h>

#include <compat/kthread.h>

#ifndef DRVCOMPAT_HAVE_DAEMONIZE

struct drvcompat_kt_start {
	int (*fn)(void *data);
	void *arg;
};

/*
 * The thread's start: 2.4's thread inherited the loader's handlers, all
 * SIG_DFL in practice, so a signal it did not block was queued, except
 * those SIG_DFL ignores (2.4's ignored_signal(): SIGCONT, SIGCHLD,
 * SIGWINCH, SIGURG).  kthreadd's children ignore every signal; allow them
 * again (SIGSTOP stays ignored: 2.4 stopped no kernel thread either).
 */
static int drvcompat_kt_main(void *data)
{
	struct drvcompat_kt_start start = *(struct drvcompat_kt_start *)data;
	int sig;

	kfree(data);
	for (sig = 1; sig < _NSIG; sig++) {
		if (sig == SIGSTOP || sig == SIGCONT || sig == SIGCHLD ||
		    sig == SIGWINCH || sig == SIGURG)
			continue;
		allow_signal(sig);
	}
	/* 2.4: the thread's exit code is the function's return value */
	return start.fn(start.arg);
}

/**
 * drvcompat_kernel_thread() - 2.4 kernel_thread() over kthread_run()
 * @fn: the function; its return value ends the thread
 * @arg: its argument
 * @flags: 2.4's clone flags, ignored
 *
 * Return: the new thread's pid, or a negative errno.
 */
pid_t drvcompat_kernel_thread(int (*fn)(void *), void *arg,
			      unsigned long flags)
{
	struct drvcompat_kt_start *start = kmalloc(sizeof(*start), GFP_KERNEL);
	struct task_struct *t;

	if (!start)
		return -ENOMEM;
	start->fn = fn;
	start->arg = arg;
	/* 2.4's child had the loader's name until it set its own */
	t = kthread_run(drvcompat_kt_main, start, "%s", current->comm);
	if (IS_ERR(t)) {
		kfree(start);
		return PTR_ERR(t);
	}
	return task_pid_nr(t);
}
EXPORT_SYMBOL_GPL(drvcompat_kernel_thread);

/*
 * No __printf(): see <compat/kthread.h>; the format is the caller's
 * string literal, checked nowhere, as the name it sets is all it does.
 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsuggest-attribute=format"
/**
 * drvcompat_daemonize() - 2.4/2.6 daemonize() of a compat kernel_thread()
 * @fmt: "" or 2.6's printf-style name, then its arguments
 *
 * The thread is detached already (kthreadd's child); a name is set.
 */
void drvcompat_daemonize(const char *fmt, ...)
{
	va_list ap;

	if (!(current->flags & PF_KTHREAD)) {
		pr_warn_once("daemonize() outside a kernel_thread() (%s): nothing done, see porting-guide/kthread.md\n",
			     current->comm);
		return;
	}
	if (!fmt[0])
		return;
	/*
	 * set_task_comm() is not exported: the thread writes its own name,
	 * as 2.4 threads did with strcpy(current->comm, ...)
	 */
	va_start(ap, fmt);
	vsnprintf(current->comm, sizeof(current->comm), fmt, ap);
	va_end(ap);
}
EXPORT_SYMBOL_GPL(drvcompat_daemonize);
#pragma GCC diagnostic pop

#endif /* !DRVCOMPAT_HAVE_DAEMONIZE */

#ifndef DRVCOMPAT_HAVE_KILL_PROC
/**
 * drvcompat_kill_proc() - 2.4 kill_proc()
 * @pid: the pid
 * @sig: the signal
 * @priv: 1: sent by the kernel
 *
 * Return: 0, or -ESRCH if there is no such process.
 */
int drvcompat_kill_proc(pid_t pid, int sig, int priv)
{
	int ret;

	rcu_read_lock();
	ret = kill_pid(find_vpid(pid), sig, priv);
	rcu_read_unlock();
	return ret;
}
EXPORT_SYMBOL_GPL(drvcompat_kill_proc);
#endif
