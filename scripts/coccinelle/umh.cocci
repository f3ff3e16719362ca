// SPDX-License-Identifier: GPL-2.0
/// call_usermodehelper() across eras.  2.4 took three arguments and only
/// waited for the exec; 2.5.54 added a wait flag (0 = exec, 1 = exit with
/// status); 2.6.23 made it an enum (UMH_WAIT_EXEC 0, UMH_WAIT_PROC 1); 3.4
/// renumbered it (UMH_NO_WAIT 0, UMH_WAIT_EXEC 1, UMH_WAIT_PROC 2), so a
/// literal 1 silently changed meaning from "wait for exit" to "wait for
/// exec", and a literal 0 from "wait for the exec" to UMH_NO_WAIT (the
/// caller's stack argv read after it returned).  exec_usermodehelper() was
/// removed during 2.5.
/// Patch mode adds UMH_WAIT_EXEC to three-argument calls (what 2.4 did);
/// literal wait flags and exec_usermodehelper() are only reported: no rule
/// ever writes UMH_NO_WAIT.
///
// Confidence: High
// Comments: rule ids umh-3arg, umh-wait-flag, exec-umh;
// Comments: guide porting-guide/umh.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@umh_fix depends on patch && !context && !org && !report@
expression P, A, E;
@@
 call_usermodehelper(P, A, E
+ , UMH_WAIT_EXEC
 )

@umh_3arg depends on context || org || report@
expression P, A, E;
position p;
@@
*call_usermodehelper@p(P, A, E)

@script:python depends on org@
p << umh_3arg.p;
@@
coccilib.org.print_todo(p[0],
	"umh-3arg: three-argument call_usermodehelper(): add the wait flag (UMH_WAIT_EXEC is what 2.4 did)")

@script:python depends on report@
p << umh_3arg.p;
@@
coccilib.report.print_report(p[0],
	"umh-3arg: three-argument call_usermodehelper(): add the wait flag (UMH_WAIT_EXEC is what 2.4 did)")

@umh_flag depends on context || org || report@
expression P, A, E;
constant int C;
position p;
@@
*call_usermodehelper@p(P, A, E, C)

@script:python depends on org@
p << umh_flag.p;
c << umh_flag.C;
@@
if c.strip() in ("0", "1", "-1", "2"):
	coccilib.org.print_todo(p[0],
		"umh-wait-flag: literal wait flag %s means different things across eras (0: wait for the exec until 3.3, UMH_NO_WAIT since 3.4): use UMH_WAIT_EXEC or UMH_WAIT_PROC" % c.strip())

@script:python depends on report@
p << umh_flag.p;
c << umh_flag.C;
@@
if c.strip() in ("0", "1", "-1", "2"):
	coccilib.report.print_report(p[0],
		"umh-wait-flag: literal wait flag %s means different things across eras (0: wait for the exec until 3.3, UMH_NO_WAIT since 3.4): use UMH_WAIT_EXEC or UMH_WAIT_PROC" % c.strip())

@umh_exec depends on context || org || report@
position p;
@@
*exec_usermodehelper@p(...)

@script:python depends on org@
p << umh_exec.p;
@@
coccilib.org.print_todo(p[0],
	"exec-umh: exec_usermodehelper() was removed during 2.5: use call_usermodehelper(path, argv, envp, UMH_WAIT_PROC)")

@script:python depends on report@
p << umh_exec.p;
@@
coccilib.report.print_report(p[0],
	"exec-umh: exec_usermodehelper() was removed during 2.5: use call_usermodehelper(path, argv, envp, UMH_WAIT_PROC)")
