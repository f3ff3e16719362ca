// SPDX-License-Identifier: GPL-2.0
/// read_barrier_depends() and smp_read_barrier_depends() ordered dependent
/// loads on Alpha; they were folded into READ_ONCE() and removed in 5.9.
/// The replacement depends on what the barrier protected (READ_ONCE() or
/// rcu_dereference() on the pointer load), so this is reported only.
///
// Confidence: High
// Comments: rule id read-barrier-depends, guide porting-guide/barrier.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// Report only: patch mode has no rewrite.  This rule never matches (its
// position constraint is false); it is here so that MODE=patch runs,
// changes nothing and exits 0 instead of spatch failing with "No rules
// apply".
@barrier_no_rewrite depends on patch && !context && !org && !report@
position p : script:python() { False };
@@
- read_barrier_depends@p();

@barrier_rbd depends on context || org || report@
position p;
@@
(
*read_barrier_depends@p()
|
*smp_read_barrier_depends@p()
)

@script:python depends on org@
p << barrier_rbd.p;
@@
coccilib.org.print_todo(p[0],
	"read-barrier-depends: removed in 5.9: load the pointer with READ_ONCE() or rcu_dereference()")

@script:python depends on report@
p << barrier_rbd.p;
@@
coccilib.report.print_report(p[0],
	"read-barrier-depends: removed in 5.9: load the pointer with READ_ONCE() or rcu_dereference()")
