// SPDX-License-Identifier: GPL-2.0
/// sleep_on(), interruptible_sleep_on(), sleep_on_timeout() and
/// interruptible_sleep_on_timeout() were removed in 3.15: a wake_up()
/// between the caller's test of its condition and the call is lost.
/// wait_event*() test the condition after queueing; the condition is not
/// in the sleep_on() call, so the rewrite needs a human.  Only reported.
///
// Confidence: High
// Comments: rule id sleep-on, guide porting-guide/sleep-on.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// Report only: patch mode has no rewrite.  This rule never matches (its
// position constraint is false); it is here so that MODE=patch runs,
// changes nothing and exits 0 instead of spatch failing with "No rules
// apply".
@sleep_on_no_rewrite depends on patch && !context && !org && !report@
expression E;
position p : script:python() { False };
@@
- sleep_on@p(E);

@sleep_call depends on context || org || report@
expression Q, T;
position p;
@@
(
*sleep_on@p(Q)
|
*interruptible_sleep_on@p(Q)
|
*sleep_on_timeout@p(Q, T)
|
*interruptible_sleep_on_timeout@p(Q, T)
)

@script:python depends on org@
p << sleep_call.p;
@@
coccilib.org.print_todo(p[0],
	"sleep-on: sleep_on() and friends were removed in 3.15 (a wake-up before the call is lost): use wait_event_interruptible() with the condition")

@script:python depends on report@
p << sleep_call.p;
@@
coccilib.report.print_report(p[0],
	"sleep-on: sleep_on() and friends were removed in 3.15 (a wake-up before the call is lost): use wait_event_interruptible() with the condition")
