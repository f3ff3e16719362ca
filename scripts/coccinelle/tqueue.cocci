// SPDX-License-Identifier: GPL-2.0
/// 2.4's task queues (<linux/tqueue.h>): struct tq_struct, INIT_TQUEUE(),
/// PREPARE_TQUEUE(), queue_task() on tq_immediate/tq_timer or a driver's
/// own DECLARE_TASK_QUEUE(), mark_bh(), run_task_queue(), schedule_task()
/// and flush_scheduled_tasks().  2.5 removed them; workqueues (2.5.41)
/// and tasklets replace them: schedule_task() is schedule_work() of a
/// work_struct set up with INIT_WORK(), flush_scheduled_tasks() is
/// flush_scheduled_work() or flush_work(), tq_immediate + mark_bh() is a
/// tasklet, tq_timer a timer of one jiffy.  The routine's argument
/// changes (void *data becomes the struct work_struct *, from which
/// container_of() finds the data), which needs the driver's structure:
/// this rule reports; --fix of a schedule_task() task whose data is its
/// structure (work_struct, INIT_WORK(), schedule_work(), container_of(),
/// flush_work()) reads all the driver's files at once and is
/// scripts/port_check/tqfix.py.  compat keeps the 2.4 calls with their
/// meaning.
///
// Confidence: High
// Comments: rule id tqueue, guide porting-guide/tqueue.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// Report only: patch mode has no rewrite.  This rule never matches (its
// position constraint is false); it is here so that MODE=patch runs,
// changes nothing and exits 0 instead of spatch failing with "No rules
// apply".
@tq_no_rewrite depends on patch && !context && !org && !report@
expression E;
position p : script:python() { False };
@@
- schedule_task@p(E);

@tq_call depends on context || org || report@
expression list es;
position p;
identifier f = {queue_task, run_task_queue, schedule_task,
		flush_scheduled_tasks, mark_bh, INIT_TQUEUE, PREPARE_TQUEUE};
@@
*f@p(es)

@script:python depends on org@
p << tq_call.p;
f << tq_call.f;
@@
coccilib.org.print_todo(p[0], "tqueue: %s()" % f)

@script:python depends on report@
p << tq_call.p;
f << tq_call.f;
@@
new = {
	"schedule_task": "schedule_work() of a work_struct (INIT_WORK(), the routine takes the struct work_struct *)",
	"flush_scheduled_tasks": "flush_work() of the work_struct, or cancel_work_sync()",
	"queue_task": "a tasklet (tq_immediate), a timer (tq_timer), or schedule_work()",
	"run_task_queue": "a list the driver runs itself, or a work_struct per task",
	"mark_bh": "tasklet_hi_schedule() of the tasklet that replaces tq_immediate",
	"INIT_TQUEUE": "INIT_WORK(&work, fn) with fn(struct work_struct *)",
	"PREPARE_TQUEUE": "INIT_WORK(&work, fn) with fn(struct work_struct *)",
}
coccilib.report.print_report(p[0],
	"tqueue: %s() and the task queues are gone since 2.5: use %s" % (f, new[f]))

@tq_decl depends on context || org || report@
position p;
identifier x;
@@
(
*struct tq_struct x@p;
|
*struct tq_struct x@p = ...;
)

@script:python depends on org@
p << tq_decl.p;
@@
coccilib.org.print_todo(p[0], "tqueue: struct tq_struct")

@tq_field depends on context || org || report@
position p;
identifier s, x;
@@
struct s {
  ...
* struct tq_struct x@p;
  ...
};

@script:python depends on org@
p << tq_field.p;
@@
coccilib.org.print_todo(p[0], "tqueue: struct tq_struct")

@script:python depends on report@
p << tq_field.p;
@@
coccilib.report.print_report(p[0],
	"tqueue: struct tq_struct is gone since 2.5: use a struct work_struct (INIT_WORK(), schedule_work()) or a tasklet")

@script:python depends on report@
p << tq_decl.p;
@@
coccilib.report.print_report(p[0],
	"tqueue: struct tq_struct is gone since 2.5: use a struct work_struct (INIT_WORK(), schedule_work()) or a tasklet")
