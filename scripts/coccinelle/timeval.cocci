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

virtual report

@timeval_call depends on report@
expression E;
position p;
@@
 do_gettimeofday@p(E)

@script:python depends on report@
p << timeval_call.p;
@@
coccilib.report.print_report(p[0],
	"timeval: do_gettimeofday() is gone since 5.0: use ktime_get_real_ts64() (struct timespec64, tv_nsec / NSEC_PER_USEC) or ktime_get_real_ns()")

@timeval_decl depends on report@
position p;
identifier x;
@@
(
 struct timeval x@p;
|
 struct timeval *x@p;
)

@script:python depends on report@
p << timeval_decl.p;
x << timeval_decl.x;
@@
coccilib.report.print_report(p[0],
	"timeval: struct timeval %s: kernel code has no struct timeval since 5.6 (y2038): use struct timespec64" % x)
