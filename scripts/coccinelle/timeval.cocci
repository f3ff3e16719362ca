// SPDX-License-Identifier: GPL-2.0
/// struct timeval and do_gettimeofday().  The kernel API moved to
/// struct timespec64 and ktime_get_real_ts64() for y2038: 5.0 removed
/// do_gettimeofday() and 5.6 took struct timeval away from kernel code
/// (<uapi/linux/time.h> defines it for userspace only).  compat provides
/// both as they were (tv_sec a long, tv_usec in microseconds), so these
/// findings are reported only: the move to timespec64 changes the types a
/// driver stores and prints, which needs a human.
///
// Confidence: High
// Comments: rule id timeval; guide porting-guide/timeval.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// Report only: patch mode has no rewrite.  This rule never matches (its
// position constraint is false); it is here so that MODE=patch runs,
// changes nothing and exits 0 instead of spatch failing with "No rules
// apply".
@timeval_no_rewrite depends on patch && !context && !org && !report@
expression E;
position p : script:python() { False };
@@
- do_gettimeofday@p(E);

@timeval_call depends on context || org || report@
expression E;
position p;
@@
*do_gettimeofday@p(E)

@script:python depends on org@
p << timeval_call.p;
@@
coccilib.org.print_todo(p[0],
	"timeval: do_gettimeofday() is gone since 5.0: use ktime_get_real_ts64() (struct timespec64, tv_nsec / NSEC_PER_USEC) or ktime_get_real_ns()")

@script:python depends on report@
p << timeval_call.p;
@@
coccilib.report.print_report(p[0],
	"timeval: do_gettimeofday() is gone since 5.0: use ktime_get_real_ts64() (struct timespec64, tv_nsec / NSEC_PER_USEC) or ktime_get_real_ns()")

@timeval_decl depends on context || org || report@
position p;
identifier x;
@@
(
*struct timeval x@p;
|
*struct timeval *x@p;
)

@script:python depends on org@
p << timeval_decl.p;
x << timeval_decl.x;
@@
coccilib.org.print_todo(p[0],
	"timeval: struct timeval %s: kernel code has no struct timeval since 5.6 (y2038): use struct timespec64" % x)

@script:python depends on report@
p << timeval_decl.p;
x << timeval_decl.x;
@@
coccilib.report.print_report(p[0],
	"timeval: struct timeval %s: kernel code has no struct timeval since 5.6 (y2038): use struct timespec64" % x)
