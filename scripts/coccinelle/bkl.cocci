// SPDX-License-Identifier: GPL-2.0
/// The big kernel lock: lock_kernel(), unlock_kernel() and kernel_locked()
/// (<linux/smp_lock.h>) were removed in 2.6.39.  The BKL was recursive per
/// task and released whenever its holder slept; no lock outside the
/// scheduler can do the latter, so compat's replacement (drvcompat.ko) is
/// held across sleeps.  Only reported: replacing it needs a human to
/// decide what the driver-local lock must protect.  The #include of
/// <linux/smp_lock.h> is reported by scripts/port-check itself.
///
// Confidence: High
// Comments: rule id bkl, guide porting-guide/bkl.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// Report only: patch mode has no rewrite.  This rule never matches (its
// position constraint is false); it is here so that MODE=patch runs,
// changes nothing and exits 0 instead of spatch failing with "No rules
// apply".
@bkl_no_rewrite depends on patch && !context && !org && !report@
position p : script:python() { False };
@@
- lock_kernel@p();

@bkl_call depends on context || org || report@
position p;
@@
(
*lock_kernel@p()
|
*unlock_kernel@p()
|
*kernel_locked@p()
)

@script:python depends on org@
p << bkl_call.p;
@@
coccilib.org.print_todo(p[0],
	"bkl: the big kernel lock is gone since 2.6.39; compat's is dropped on sleep only in files that include <linux/smp_lock.h>: replace it with a driver-local mutex")

@script:python depends on report@
p << bkl_call.p;
@@
coccilib.report.print_report(p[0],
	"bkl: the big kernel lock is gone since 2.6.39; compat's is dropped on sleep only in files that include <linux/smp_lock.h>: replace it with a driver-local mutex")
