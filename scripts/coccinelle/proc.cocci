// SPDX-License-Identifier: GPL-2.0
/// 2.4 /proc read entries: "e = create_proc_entry(n, m, p); e->read_proc = f;
/// e->data = d;" (with or without "if (e)" around the assignments) set
/// fields that struct proc_dir_entry no longer has (opaque since 2.6.2x,
/// read_proc gone in 3.10).  Patch mode turns the pattern into
/// "e = create_proc_read_entry(n, m, p, f, d);", which compat provides
/// (2.4 had it as that very sequence); "e->owner = THIS_MODULE;" after it
/// is dropped (proc keeps no module reference since 2.6.2x: removal waits
/// for readers instead).  An "if (e) {}" left empty is removed.  The parent
/// &proc_root (no longer exported) becomes NULL, which is /proc itself.
/// Anything else (other fields, write_proc, get_info, create_proc_info_entry())
/// is reported only.
///
// Confidence: Moderate
// Comments: rule id proc, guide porting-guide/proc.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@proc_root_fix depends on patch && !context && !org && !report@
symbol proc_root;
@@
- &proc_root
+ NULL

// consecutive statements first: the general rule below leaves a blank line
@proc_seq depends on patch && !context && !org && !report@
expression E, N, M, P, F, D;
@@
(
- E = create_proc_entry(N, M, P);
- E->read_proc = F;
- E->data = D;
+ E = create_proc_read_entry(N, M, P, F, D);
|
- E = create_proc_entry(N, M, P);
- E->data = D;
- E->read_proc = F;
+ E = create_proc_read_entry(N, M, P, F, D);
)

@proc_rd depends on patch && !context && !org && !report exists@
expression E, N, M, P, F, D;
@@
- E = create_proc_entry(N, M, P);
+ E = create_proc_read_entry(N, M, P, F, D);
  ... when != E = create_proc_entry(...)
(
- E->read_proc = F;
  ... when != E = create_proc_entry(...)
- E->data = D;
|
- E->data = D;
  ... when != E = create_proc_entry(...)
- E->read_proc = F;
)

@proc_r depends on patch && !context && !org && !report exists@
expression E, N, M, P, F;
@@
- E = create_proc_entry(N, M, P);
+ E = create_proc_read_entry(N, M, P, F, NULL);
  ... when != E = create_proc_entry(...)
- E->read_proc = F;

@proc_owner depends on patch && !context && !org && !report exists@
expression E, N, M, P, F, D, O;
@@
  E = create_proc_read_entry(N, M, P, F, D);
  ... when != E = create_proc_read_entry(...)
- E->owner = O;

@proc_empty depends on patch && !context && !org && !report@
expression E, N, M, P, F, D;
@@
  E = create_proc_read_entry(N, M, P, F, D);
(
- if (E) {}
|
- if (E != NULL) {}
)

@proc_rep depends on context || org || report@
expression N, M, P, E;
position p;
@@
(
*create_proc_entry@p(N, M, P)
|
*E->read_proc@p
|
*E->write_proc@p
|
*E->get_info@p
)

@script:python depends on org@
p << proc_rep.p;
@@
coccilib.org.print_todo(p[0],
	"proc: create_proc_entry() and the read_proc/write_proc/get_info fields are gone (3.10): use create_proc_read_entry() (compat) or proc_create() with proc_ops")

@script:python depends on report@
p << proc_rep.p;
@@
coccilib.report.print_report(p[0],
	"proc: create_proc_entry() and the read_proc/write_proc/get_info fields are gone (3.10): use create_proc_read_entry() (compat) or proc_create() with proc_ops")

@proc_root_rep depends on context || org || report@
symbol proc_root;
position p;
@@
*proc_root@p

@script:python depends on org@
p << proc_root_rep.p;
@@
coccilib.org.print_todo(p[0],
	"proc: proc_root is not exported: the parent for /proc itself is NULL")

@script:python depends on report@
p << proc_root_rep.p;
@@
coccilib.report.print_report(p[0],
	"proc: proc_root is not exported: the parent for /proc itself is NULL")

@proc_read_entry_rep depends on context || org || report@
expression N, M, P, F, D;
position p;
@@
*create_proc_read_entry@p(N, M, P, F, D)

@script:python depends on org@
p << proc_read_entry_rep.p;
@@
coccilib.org.print_todo(p[0],
	"proc: create_proc_read_entry() is gone since 3.10: compat provides it (drvcompat.ko); port with proc_create_single() or proc_create() and seq_file")

@script:python depends on report@
p << proc_read_entry_rep.p;
@@
coccilib.report.print_report(p[0],
	"proc: create_proc_read_entry() is gone since 3.10: compat provides it (drvcompat.ko); port with proc_create_single() or proc_create() and seq_file")

@proc_info_entry_rep depends on context || org || report@
expression N, M, P, G;
position p;
@@
*create_proc_info_entry@p(N, M, P, G)

@script:python depends on org@
p << proc_info_entry_rep.p;
@@
coccilib.org.print_todo(p[0],
	"proc: create_proc_info_entry() and get_info are gone since 2.6.26: compat provides it (drvcompat.ko); port with proc_create_single() or proc_create() and seq_file")

@script:python depends on report@
p << proc_info_entry_rep.p;
@@
coccilib.report.print_report(p[0],
	"proc: create_proc_info_entry() and get_info are gone since 2.6.26: compat provides it (drvcompat.ko); port with proc_create_single() or proc_create() and seq_file")
