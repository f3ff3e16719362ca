// SPDX-License-Identifier: GPL-2.0
/// 2.4's kernel threads: kernel_thread(fn, arg, flags) (no longer exported
/// to modules), daemonize() and reparent_to_init() (gone: a kthread_run()
/// thread is a child of kthreadd, detached from the loader), kill_proc()
/// (gone: kill_pid()), complete_and_exit() (5.17:
/// kthread_complete_and_exit()), and the spellings such threads used:
/// task->sigmask_lock (2.5: task->sighand->siglock),
/// recalc_sigpending(current) (2.6: recalc_sigpending(), current only) and
/// current->need_resched (2.5: a thread flag, need_resched()).
/// Patch mode rewrites the three spellings, whose meaning is certain; the
/// thread's start and stop are reported: kthread_run() and kthread_stop()
/// replace kernel_thread() and the signal/completion at unload, which
/// changes the thread's loop (kthread_should_stop()).
///
// Confidence: High
// Comments: rule id kthread, guide porting-guide/kthread.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// current->need_resched written: report only (the flag is set with
// set_tsk_need_resched() by the scheduler, not by drivers)
@kt_resched_write@
symbol current;
expression E;
position p;
@@
current->need_resched@p = E

@kt_fix depends on patch && !context && !org && !report@
symbol current;
expression T;
position p != kt_resched_write.p;
@@
(
- current->need_resched@p
+ need_resched()
|
- recalc_sigpending(current)
+ recalc_sigpending()
|
- T->sigmask_lock
+ T->sighand->siglock
)

@kt_call depends on context || org || report@
expression list es;
position p;
identifier f = {kernel_thread, daemonize, reparent_to_init, kill_proc,
		complete_and_exit};
@@
*f@p(es)

@script:python depends on org@
p << kt_call.p;
f << kt_call.f;
@@
coccilib.org.print_todo(p[0], "kthread: %s()" % f)

@script:python depends on report@
p << kt_call.p;
f << kt_call.f;
@@
msg = {
	"kernel_thread": "kernel_thread() is not exported to modules: start the thread with kthread_run(fn, arg, \"name\") and stop it with kthread_stop()",
	"daemonize": "daemonize() is gone: a kthread_run() thread is detached already; delete the call (kthread_run() names the thread)",
	"reparent_to_init": "reparent_to_init() is gone: a kthread_run() thread is kthreadd's child; delete the call",
	"kill_proc": "kill_proc() is gone: kthread_stop() ends a kthread_run() thread (or kill_pid(find_vpid(pid), sig, 1) after allow_signal() in the thread)",
	"complete_and_exit": "complete_and_exit() is kthread_complete_and_exit() since 5.17; with kthread_stop() the thread just returns",
}[f]
coccilib.report.print_report(p[0], "kthread: " + msg)

@kt_recalc depends on context || org || report@
expression T;
position p;
@@
*recalc_sigpending@p(T)

@script:python depends on org@
p << kt_recalc.p;
@@
coccilib.org.print_todo(p[0], "kthread: recalc_sigpending(task)")

@script:python depends on report@
p << kt_recalc.p;
@@
coccilib.report.print_report(p[0],
	"kthread: recalc_sigpending() takes no task since 2.6 (it recalculates current): recalc_sigpending()")

@kt_resched depends on context || org || report@
symbol current;
position p;
@@
*current->need_resched@p

@script:python depends on org@
p << kt_resched.p;
@@
coccilib.org.print_todo(p[0], "kthread: current->need_resched")

@script:python depends on report@
p << kt_resched.p;
@@
coccilib.report.print_report(p[0],
	"kthread: current->need_resched is a thread flag since 2.5: read it with need_resched() (or call cond_resched()); a write is the scheduler's")

@kt_sigmask depends on context || org || report@
expression T;
position p;
@@
*T->sigmask_lock@p

@script:python depends on org@
p << kt_sigmask.p;
@@
coccilib.org.print_todo(p[0], "kthread: task->sigmask_lock")

@script:python depends on report@
p << kt_sigmask.p;
@@
coccilib.report.print_report(p[0],
	"kthread: task->sigmask_lock is task->sighand->siglock since 2.5")
