/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/kthread.h - 2.4's kernel threads: kernel_thread(), daemonize(),
 * reparent_to_init(), complete_and_exit(), kill_proc(), and the signal
 * spellings such threads used: current->sigmask_lock and
 * recalc_sigpending(current).
 *
 * 2.4 (kernel/fork.c, kernel/sched.c, kernel/signal.c): kernel_thread(fn,
 * arg, flags) cloned the caller (often insmod) and returned the child's
 * pid; the child ran fn(arg) and exited with its return value.  It then
 * called daemonize(), which dropped the caller's memory, made it its own
 * session and process group, and took init's fs and files (2.4.4 and
 * later also reparented it to init; reparent_to_init() did that alone).
 * daemonize() took no lock itself: the threads of the era called it with
 * the big kernel lock held (lock_kernel() ... unlock_kernel() around the
 * setup).  The thread kept the handlers it inherited (SIG_DFL), so a
 * signal it did not block became pending and ended its interruptible
 * sleeps; the setup blocked the others under current->sigmask_lock and
 * called recalc_sigpending(current).  At unload the module sent it a
 * signal (kill_proc(pid, SIGTERM, 1)) and waited for it, commonly with a
 * completion the thread signalled through complete_and_exit().
 *
 * Here kernel_thread() starts the function with kthread_run() (a child of
 * kthreadd, with no user memory and init's fs and files: what daemonize()
 * produced, so daemonize() only names the thread and reparent_to_init()
 * does nothing) and returns its pid; the function's return value ends the
 * thread.  The new thread's signals are set as 2.4's were: every signal
 * but SIGSTOP and those SIG_DFL ignored (SIGCHLD, SIGCONT, SIGURG,
 * SIGWINCH) is deliverable (allow_signal()), none blocked.  Each group is
 * defined only where its probe finds the kernel without it.
 * current->need_resched has no spelling here (the flag is a thread-info
 * bit now): port-check rewrites it to need_resched().
 * See porting-guide/kthread.md.
 */
#ifndef __DRVCOMPAT_KTHREAD_H
#define __DRVCOMPAT_KTHREAD_H

#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/completion.h>
#include <linux/kthread.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#define __drvcompat_deprecated_kthread					\
	__drvcompat_deprecated("kernel_thread() and daemonize() are kthread_run() now, see porting-guide/kthread.md")

#ifndef DRVCOMPAT_HAVE_DAEMONIZE
/**
 * drvcompat_kernel_thread() - 2.4 kernel_thread() over kthread_run()
 * @fn: the thread's function
 * @arg: its argument
 * @flags: 2.4's clone flags (CLONE_FS, CLONE_FILES, CLONE_SIGHAND...):
 *	ignored, the thread shares nothing with the caller
 *
 * The thread is named after the caller until it calls daemonize() with a
 * name or sets current->comm.  Exported by drvcompat.ko.
 * See porting-guide/kthread.md.
 *
 * Return: the thread's pid, or a negative errno.
 */
pid_t drvcompat_kernel_thread(int (*fn)(void *), void *arg,
			      unsigned long flags);

/**
 * drvcompat_daemonize() - 2.4/2.6 daemonize(): the thread is detached already
 * @fmt: "" (2.4's daemonize()) or 2.6's printf-style name
 *
 * A compat kernel_thread() is a child of kthreadd with no user memory
 * and init's fs and files already; this sets the name if one is given.
 * Called from anything but a kernel thread it says so once in the log.
 * Not marked __printf(): 2.4's daemonize() comes here as an empty format,
 * which -Wformat-zero-length would flag.  Exported by drvcompat.ko.
 */
void drvcompat_daemonize(const char *fmt, ...);

/**
 * kernel_thread() - 2.4: start @fn(@arg) as a kernel thread
 * @fn: the function; its return value ends the thread
 * @arg: its argument
 * @flags: clone flags, ignored
 *
 * See drvcompat_kernel_thread() and porting-guide/kthread.md.
 *
 * Return: the pid, or a negative errno.
 */
#define kernel_thread(fn, arg, flags)					\
	drvcompat_kernel_thread(fn, arg, flags)

/**
 * daemonize() - 2.4 daemonize(), or 2.6 daemonize(name, ...)
 *
 * See drvcompat_daemonize() and porting-guide/kthread.md.
 */
#define daemonize(...)	drvcompat_daemonize("" __VA_ARGS__)
#endif /* !DRVCOMPAT_HAVE_DAEMONIZE */

#ifndef DRVCOMPAT_HAVE_REPARENT_TO_INIT
/**
 * reparent_to_init() - 2.4: make init the thread's parent
 *
 * Nothing to do: a compat kernel_thread() is kthreadd's child, reaped by
 * the kernel, never a zombie of the process that loaded the module.
 * See porting-guide/kthread.md.
 */
static inline __drvcompat_deprecated_kthread void reparent_to_init(void)
{
}
#endif

#ifndef DRVCOMPAT_HAVE_COMPLETE_AND_EXIT
/**
 * complete_and_exit() - signal a completion and end the thread
 * @comp: the completion the module waits on (may be %NULL)
 * @code: the exit code
 *
 * kthread_complete_and_exit() (5.17 renamed it): the completion is
 * signalled by the exiting thread, so the module's code is no longer
 * running when its cleanup_module() returns.  See porting-guide/kthread.md.
 */
#define complete_and_exit(comp, code)	kthread_complete_and_exit(comp, code)
#endif

#ifndef DRVCOMPAT_HAVE_KILL_PROC
/**
 * drvcompat_kill_proc() - 2.4 kill_proc(): signal a process by pid
 * @pid: the pid (as kernel_thread() returned it)
 * @sig: the signal
 * @priv: 1 to send it as the kernel
 *
 * kill_pid(find_vpid(@pid), ...).  Exported by drvcompat.ko.
 *
 * Return: 0, or -ESRCH if there is no such process.
 */
int drvcompat_kill_proc(pid_t pid, int sig, int priv);

/**
 * kill_proc() - 2.4: send a signal to a pid
 * @pid: the pid
 * @sig: the signal
 * @priv: 1: from the kernel
 *
 * See drvcompat_kill_proc() and porting-guide/kthread.md.
 *
 * Return: 0, or -ESRCH.
 */
static inline __drvcompat_deprecated_kthread
int kill_proc(pid_t pid, int sig, int priv)
{
	return drvcompat_kill_proc(pid, sig, priv);
}
#endif

#ifndef DRVCOMPAT_HAVE_SIGMASK_LOCK
/**
 * sigmask_lock - 2.4's task->sigmask_lock is task->sighand->siglock
 *
 * ``spin_lock_irq(&current->sigmask_lock)`` takes the lock that guards
 * the blocked mask and the pending signals today, as it did in 2.4.
 */
#define sigmask_lock	sighand->siglock
#endif

#ifndef DRVCOMPAT_HAVE_RECALC_SIGPENDING_TSK
/* the 2.4 one-argument form: only the current task can be recalculated */
static inline void __drvcompat_recalc_sigpending_tsk(struct task_struct *t)
{
	if (WARN_ONCE(t != current,
		      "recalc_sigpending(task) of another task: see porting-guide/kthread.md\n"))
		return;
	recalc_sigpending();
}

static inline void __drvcompat_recalc_sigpending_cur(void)
{
	recalc_sigpending();
}

#define __drvcompat_recalc_sel(_0, _1, name, ...) name
/**
 * recalc_sigpending() - 2.4 recalc_sigpending(current) or today's form
 *
 * With an argument (2.4, which must be current) or without: recompute
 * whether a signal that is not blocked is pending, after the blocked mask
 * was changed under current->sigmask_lock.  See porting-guide/kthread.md.
 */
#define recalc_sigpending(...)						\
	__drvcompat_recalc_sel(_, ##__VA_ARGS__,			\
			       __drvcompat_recalc_sigpending_tsk,	\
			       __drvcompat_recalc_sigpending_cur)(__VA_ARGS__)
#endif

#endif /* __DRVCOMPAT_KTHREAD_H */
