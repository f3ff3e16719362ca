// SPDX-License-Identifier: GPL-2.0
/// Task credentials and state.  2.6.29 moved the IDs out of task_struct into
/// struct cred (current->uid is current_uid() since then) and 3.5 made them
/// kuid_t/kgid_t, which a driver cannot compare with an int.  2.4 had one
/// global uid (include/linux/sched.h: uid_t uid,euid,suid,fsuid in
/// task_struct, suser() tested current->euid == 0): its value today is the
/// ID seen from the initial user namespace, from_kuid_munged(&init_user_ns,
/// current_uid()), so that current->euid == 0 still means global root and a
/// user-namespace "root" (unshare -r) is not taken for it.  current->state
/// became __state in 5.14; writes go through set_current_state().  2.6 moved
/// tty, pgrp and session out of task_struct (current->signal->tty,
/// task_pgrp_vnr(), task_session_vnr()).  suser() and fsuser() (2.4
/// <linux/sched.h>, gone in 2.5) are reported: capable() replaces them.
/// Patch mode rewrites reads of the eight IDs, current->state = X and reads
/// of current->pgrp/session; writes to IDs, pgrp or session, reads of
/// current->state and current->tty are only reported.
///
// Confidence: High
// Comments: rule id cred; guide porting-guide/cred.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
cred_lv = set()

def task_msg(p, f):
	if f != "tty" and (p.file, p.line, p.column) in cred_lv:
		return "cred: a write to current->%s cannot be ported: 2.6 has no such field and task_%s_vnr() is not an lvalue; a 2.4 daemonizing kernel thread needs none (kthread_run()), a task changes them with setsid()/setpgid()" % (f, f)
	return {
		"tty": "cred: current->tty moved to current->signal->tty in 2.6: use get_current_tty() and tty_kref_put()",
		"pgrp": "cred: current->pgrp is gone since 2.6: use task_pgrp_vnr(current)",
		"session": "cred: current->session is gone since 2.6: use task_session_vnr(current)",
	}[f]

def suser_msg(fn):
	if fn == "suser":
		return "cred: suser() is gone since 2.5 (2.4: current->euid == 0, and it set PF_SUPERPRIV): use capable(CAP_SYS_ADMIN) or the capability the check stands for"
	return "cred: fsuser() is gone since 2.5 (2.4: current->fsuid == 0, and it set PF_SUPERPRIV): use capable() with the file capability the check stands for (CAP_DAC_OVERRIDE, CAP_FOWNER, ...)"

// IDs, pgrp or session written, incremented or whose address is taken:
// report only (task_session_vnr(current) = 1 would not compile)
@cred_lvalue@
expression E;
position p;
identifier fld = {uid, euid, suid, fsuid, gid, egid, sgid, fsgid, pgrp, session};
assignment operator aop;
@@
(
 current->fld@p aop E
|
 current->fld@p++
|
 current->fld@p--
|
 ++current->fld@p
|
 --current->fld@p
|
 &current->fld@p
)

@script:python@
p << cred_lvalue.p;
@@
cred_lv.add((p[0].file, p[0].line, p[0].column))

@cred_fix depends on patch && !context && !org && !report@
position p : script:python() { (p[0].file, p[0].line, p[0].column) not in cred_lv };
@@
(
- current->uid@p
+ from_kuid_munged(__drvcompat_pc_user_ns, current_uid())
|
- current->euid@p
+ from_kuid_munged(__drvcompat_pc_user_ns, current_euid())
|
- current->suid@p
+ from_kuid_munged(__drvcompat_pc_user_ns, current_suid())
|
- current->fsuid@p
+ from_kuid_munged(__drvcompat_pc_user_ns, current_fsuid())
|
- current->gid@p
+ from_kgid_munged(__drvcompat_pc_user_ns, current_gid())
|
- current->egid@p
+ from_kgid_munged(__drvcompat_pc_user_ns, current_egid())
|
- current->sgid@p
+ from_kgid_munged(__drvcompat_pc_user_ns, current_sgid())
|
- current->fsgid@p
+ from_kgid_munged(__drvcompat_pc_user_ns, current_fsgid())
)

// spatch 1.1 cannot add a call with two call arguments in one step.
// The initial namespace: 2.4's uid was the one global uid.
@cred_fix_ns depends on patch && !context && !org && !report@
@@
- __drvcompat_pc_user_ns
+ &init_user_ns

@state_fix depends on patch && !context && !org && !report@
expression E;
@@
- current->state = E;
+ set_current_state(E);

@pgrp_fix depends on patch && !context && !org && !report@
position p : script:python() { (p[0].file, p[0].line, p[0].column) not in cred_lv };
@@
(
- current->pgrp@p
+ task_pgrp_vnr(current)
|
- current->session@p
+ task_session_vnr(current)
)

@cred_rep depends on context || org || report@
position p;
identifier fld = {uid, euid, suid, fsuid, gid, egid, sgid, fsgid};
@@
*current->fld@p

@script:python depends on org@
p << cred_rep.p;
f << cred_rep.fld;
@@
if (p[0].file, p[0].line, p[0].column) in cred_lv:
	coccilib.org.print_todo(p[0],
		"cred: current->%s is in struct cred since 2.6.29: a write needs prepare_creds()/commit_creds()" % f)
else:
	coccilib.org.print_todo(p[0],
		"cred: current->%s is in struct cred since 2.6.29: read it with from_k%sid_munged(&init_user_ns, current_%s()), the ID 2.4 knew (not the one of the caller's user namespace)" % (f, f[-3], f))

@script:python depends on report@
p << cred_rep.p;
f << cred_rep.fld;
@@
if (p[0].file, p[0].line, p[0].column) in cred_lv:
	coccilib.report.print_report(p[0],
		"cred: current->%s is in struct cred since 2.6.29: a write needs prepare_creds()/commit_creds()" % f)
else:
	coccilib.report.print_report(p[0],
		"cred: current->%s is in struct cred since 2.6.29: read it with from_k%sid_munged(&init_user_ns, current_%s()), the ID 2.4 knew (not the one of the caller's user namespace)" % (f, f[-3], f))

@state_rep depends on context || org || report@
position p;
expression E;
@@
(
*current->state@p = E
|
*current->state@p
)

@script:python depends on org@
p << state_rep.p;
@@
coccilib.org.print_todo(p[0],
	"cred: current->state is __state since 5.14: write it with set_current_state(), test task_is_running(current)")

@script:python depends on report@
p << state_rep.p;
@@
coccilib.report.print_report(p[0],
	"cred: current->state is __state since 5.14: write it with set_current_state(), test task_is_running(current)")

@task_rep depends on context || org || report@
position p;
identifier fld = {tty, pgrp, session};
@@
*current->fld@p

@script:python depends on org@
p << task_rep.p;
f << task_rep.fld;
@@
coccilib.org.print_todo(p[0], task_msg(p[0], f))

@script:python depends on report@
p << task_rep.p;
f << task_rep.fld;
@@
coccilib.report.print_report(p[0], task_msg(p[0], f))

// suser()/fsuser(): 2.4 include/linux/sched.h, removed in 2.5.20.  Report
// only: capable() is what 2.4 itself told new code to use instead.
@suser_rep depends on context || org || report@
position p;
identifier fn = {suser, fsuser};
@@
*fn@p()

@script:python depends on org@
p << suser_rep.p;
fn << suser_rep.fn;
@@
coccilib.org.print_todo(p[0], suser_msg(fn))

@script:python depends on report@
p << suser_rep.p;
fn << suser_rep.fn;
@@
coccilib.report.print_report(p[0], suser_msg(fn))
