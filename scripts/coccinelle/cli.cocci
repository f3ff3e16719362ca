// SPDX-License-Identifier: GPL-2.0
/// 2.4's global interrupt lock: cli(), sti(), save_flags(),
/// restore_flags() and save_and_cli().  On SMP, cli() held off every
/// interrupt handler on every CPU until sti(); 2.5 removed the lock and
/// 2.6 kept the names for uniprocessor kernels only.  compat's
/// replacement (compat/cli.h) excludes only the old-form handlers compat
/// wraps, so a handler --fix has rewritten is no longer excluded.  Only
/// reported: the port is a driver-local spinlock taken with
/// spin_lock_irqsave() in the sections and spin_lock() in the handler,
/// which needs a human to decide what it protects.
///
// Confidence: High
// Comments: rule id cli; guide porting-guide/cli.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

// Report only: patch mode has no rewrite.  This rule never matches (its
// position constraint is false); it is here so that MODE=patch runs,
// changes nothing and exits 0 instead of spatch failing with "No rules
// apply".
@cli_no_rewrite depends on patch && !context && !org && !report@
position p : script:python() { False };
@@
- cli@p();

@cli_call depends on context || org || report@
position p;
expression E;
@@
(
*cli@p()
|
*sti@p()
|
*save_flags@p(E)
|
*restore_flags@p(E)
|
*save_and_cli@p(E)
)

@script:python depends on org@
p << cli_call.p;
@@
coccilib.org.print_todo(p[0],
	"cli: 2.4's global interrupt lock (cli/sti/save_flags/restore_flags) is gone since 2.5; compat's excludes only the old-form handlers it wraps, not one --fix rewrote: protect the data with a driver-local spinlock (spin_lock_irqsave() here, spin_lock() in the handler)")

@script:python depends on report@
p << cli_call.p;
@@
coccilib.report.print_report(p[0],
	"cli: 2.4's global interrupt lock (cli/sti/save_flags/restore_flags) is gone since 2.5; compat's excludes only the old-form handlers it wraps, not one --fix rewrote: protect the data with a driver-local spinlock (spin_lock_irqsave() here, spin_lock() in the handler)")
