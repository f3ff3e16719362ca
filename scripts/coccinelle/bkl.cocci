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
virtual report

@bkl_call depends on report@
position p;
@@
(
 lock_kernel@p()
|
 unlock_kernel@p()
|
 kernel_locked@p()
)

@script:python depends on report@
p << bkl_call.p;
@@
coccilib.report.print_report(p[0],
	"bkl: the big kernel lock is gone since 2.6.39; compat's is recursive but NOT dropped on sleep: replace it with a driver-local mutex")
