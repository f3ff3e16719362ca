// SPDX-License-Identifier: GPL-2.0
/// Interrupt request flags and handlers.  2.6.18 renamed the SA_* request
/// flags to IRQF_* (SA_INTERRUPT -> IRQF_DISABLED, SA_SHIRQ -> IRQF_SHARED,
/// SA_SAMPLE_RANDOM -> IRQF_SAMPLE_RANDOM) and kept the old names until
/// 2.6.22.  IRQF_SAMPLE_RANDOM did nothing from 3.6 on and was removed;
/// IRQF_DISABLED did nothing from 2.6.35 on (every handler runs with
/// interrupts disabled) and was removed in 4.1.  Patch mode drops the dead
/// flags from an or-expression (or writes 0 when nothing else is left) and
/// renames SA_SHIRQ.  2.4 handlers (void, with a struct pt_regs * third
/// argument) and 2.6.0-2.6.18 ones (irqreturn_t, the same arguments) are
/// reported here, at their definitions and prototypes, in whichever file
/// of the driver they are: 2.6 made them return irqreturn_t and 2.6.19
/// dropped the pt_regs argument.  --fix rewrites them, with their
/// prototypes and direct calls, over all of the driver's files at once in
/// scripts/port_check/irqfix.py (spatch sees one file at a time, and the
/// definition, the prototypes and the calls must change together).
///
// Confidence: High
// Comments: rule id irq; guide porting-guide/irq.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@irq_drop depends on patch && !context && !org && !report@
expression E;
@@
(
- E | SA_INTERRUPT
+ E
|
- SA_INTERRUPT | E
+ E
|
- E | SA_SAMPLE_RANDOM
+ E
|
- SA_SAMPLE_RANDOM | E
+ E
|
- E | IRQF_DISABLED
+ E
|
- IRQF_DISABLED | E
+ E
|
- E | IRQF_SAMPLE_RANDOM
+ E
|
- IRQF_SAMPLE_RANDOM | E
+ E
)

// a dead flag left alone: 0 (one that is still or-ed with something is
// dropped by irq_drop, in the next round when nested)
@irq_zero depends on patch && !context && !org && !report@
expression E;
@@
(
 E | SA_INTERRUPT
|
 SA_INTERRUPT | E
|
- SA_INTERRUPT
+ 0
|
 E | SA_SAMPLE_RANDOM
|
 SA_SAMPLE_RANDOM | E
|
- SA_SAMPLE_RANDOM
+ 0
|
 E | IRQF_DISABLED
|
 IRQF_DISABLED | E
|
- IRQF_DISABLED
+ 0
|
 E | IRQF_SAMPLE_RANDOM
|
 IRQF_SAMPLE_RANDOM | E
|
- IRQF_SAMPLE_RANDOM
+ 0
)

@irq_shared depends on patch && !context && !org && !report@
@@
- SA_SHIRQ
+ IRQF_SHARED

@irq_flag_rep depends on context || org || report@
position p;
identifier fl = {SA_INTERRUPT, SA_SHIRQ, SA_SAMPLE_RANDOM, IRQF_DISABLED,
		 IRQF_SAMPLE_RANDOM};
@@
*fl@p

@script:python depends on org@
p << irq_flag_rep.p;
fl << irq_flag_rep.fl;
@@
coccilib.org.print_todo(p[0], {
	"SA_INTERRUPT": "irq: SA_INTERRUPT is gone (IRQF_DISABLED 2.6.18, a no-op since 2.6.35, removed in 4.1): drop it",
	"SA_SHIRQ": "irq: SA_SHIRQ is IRQF_SHARED since 2.6.18",
	"SA_SAMPLE_RANDOM": "irq: SA_SAMPLE_RANDOM is gone (IRQF_SAMPLE_RANDOM 2.6.18, removed in 3.6: every interrupt feeds the entropy pool): drop it",
	"IRQF_DISABLED": "irq: IRQF_DISABLED is a no-op since 2.6.35 and gone since 4.1: drop it",
	"IRQF_SAMPLE_RANDOM": "irq: IRQF_SAMPLE_RANDOM is gone since 3.6: drop it",
}[fl])

@script:python depends on report@
p << irq_flag_rep.p;
fl << irq_flag_rep.fl;
@@
coccilib.report.print_report(p[0], {
	"SA_INTERRUPT": "irq: SA_INTERRUPT is gone (IRQF_DISABLED 2.6.18, a no-op since 2.6.35, removed in 4.1): drop it",
	"SA_SHIRQ": "irq: SA_SHIRQ is IRQF_SHARED since 2.6.18",
	"SA_SAMPLE_RANDOM": "irq: SA_SAMPLE_RANDOM is gone (IRQF_SAMPLE_RANDOM 2.6.18, removed in 3.6: every interrupt feeds the entropy pool): drop it",
	"IRQF_DISABLED": "irq: IRQF_DISABLED is a no-op since 2.6.35 and gone since 4.1: drop it",
	"IRQF_SAMPLE_RANDOM": "irq: IRQF_SAMPLE_RANDOM is gone since 3.6: drop it",
}[fl])

@initialize:python@
@@
def ret(p):
	"""The return type of the handler whose name is at p: the word
	before it on its line, or on the line before (a definition may put
	the type on a line of its own)."""
	try:
		with open(p[0].file, errors="replace") as f:
			lines = f.read().split("\n")
	except OSError:
		return "void"
	ln = int(p[0].line) - 1
	before = lines[ln][:int(p[0].column)].split()
	if not before and ln > 0:
		before = lines[ln - 1].split()
	return "irqreturn_t" if before and before[-1] == "irqreturn_t" else "void"

// a handler of the 2.4 form (void) or of the 2.6.0-2.6.18 form
// (irqreturn_t), both with the struct pt_regs * third argument: the
// definition and every prototype, wherever request_irq() is (another
// file of the driver, often)
@initialize:python@
@@
def ret(p):
	"""The return type of the handler whose name is at p: the word
	before it on its line, or on the line before (a definition may put
	the type on a line of its own)."""
	try:
		with open(p[0].file, errors="replace") as f:
			lines = f.read().split("\n")
	except OSError:
		return "void"
	ln = int(p[0].line) - 1
	before = lines[ln][:int(p[0].column)].split()
	if not before and ln > 0:
		before = lines[ln - 1].split()
	return "irqreturn_t" if before and before[-1] == "irqreturn_t" else "void"

// a handler of the 2.4 form (void) or of the 2.6.0-2.6.18 form
// (irqreturn_t), both with the struct pt_regs * third argument: the
// definition and every prototype, wherever request_irq() is (another
// file of the driver, often)
@irq_handler24 depends on context || org || report@
identifier h, irq, dev, regs;
typedef irqreturn_t;
position p;
@@
(
*void h@p(int irq, void *dev, struct pt_regs *regs) { ... }
|
*irqreturn_t h@p(int irq, void *dev, struct pt_regs *regs) { ... }
)

@script:python depends on org@
p << irq_handler24.p;
h << irq_handler24.h;
@@
coccilib.org.print_todo(p[0],
	"irq: %s() is a %s interrupt handler (%s, struct pt_regs *): since 2.6.19 a handler is irqreturn_t %s(int irq, void *dev_id) and returns IRQ_HANDLED or IRQ_NONE" % (h, "2.4" if ret(p) == "void" else "2.6.0-2.6.18", ret(p), h))

@script:python depends on report@
p << irq_handler24.p;
h << irq_handler24.h;
@@
coccilib.report.print_report(p[0],
	"irq: %s() is a %s interrupt handler (%s, struct pt_regs *): since 2.6.19 a handler is irqreturn_t %s(int irq, void *dev_id) and returns IRQ_HANDLED or IRQ_NONE" % (h, "2.4" if ret(p) == "void" else "2.6.0-2.6.18", ret(p), h))

@irq_proto24 depends on context || org || report@
identifier h, irq, dev, regs;
typedef irqreturn_t;
position p;
@@
(
*void h@p(int irq, void *dev, struct pt_regs *regs);
|
*irqreturn_t h@p(int irq, void *dev, struct pt_regs *regs);
)

@script:python depends on org@
p << irq_proto24.p;
h << irq_proto24.h;
@@
coccilib.org.print_todo(p[0],
	"irq: %s() is a %s interrupt handler (%s, struct pt_regs *): since 2.6.19 a handler is irqreturn_t %s(int irq, void *dev_id) and returns IRQ_HANDLED or IRQ_NONE" % (h, "2.4" if ret(p) == "void" else "2.6.0-2.6.18", ret(p), h))

@script:python depends on report@
p << irq_proto24.p;
h << irq_proto24.h;
@@
coccilib.report.print_report(p[0],
	"irq: %s() is a %s interrupt handler (%s, struct pt_regs *): since 2.6.19 a handler is irqreturn_t %s(int irq, void *dev_id) and returns IRQ_HANDLED or IRQ_NONE" % (h, "2.4" if ret(p) == "void" else "2.6.0-2.6.18", ret(p), h))

@irq_proto24_anon depends on context || org || report@
identifier h;
typedef irqreturn_t;
position p;
@@
(
*void h@p(int, void *, struct pt_regs *);
|
*irqreturn_t h@p(int, void *, struct pt_regs *);
)

@script:python depends on org@
p << irq_proto24_anon.p;
h << irq_proto24_anon.h;
@@
coccilib.org.print_todo(p[0],
	"irq: %s() is a %s interrupt handler (%s, struct pt_regs *): since 2.6.19 a handler is irqreturn_t %s(int irq, void *dev_id) and returns IRQ_HANDLED or IRQ_NONE" % (h, "2.4" if ret(p) == "void" else "2.6.0-2.6.18", ret(p), h))

@script:python depends on report@
p << irq_proto24_anon.p;
h << irq_proto24_anon.h;
@@
coccilib.report.print_report(p[0],
	"irq: %s() is a %s interrupt handler (%s, struct pt_regs *): since 2.6.19 a handler is irqreturn_t %s(int irq, void *dev_id) and returns IRQ_HANDLED or IRQ_NONE" % (h, "2.4" if ret(p) == "void" else "2.6.0-2.6.18", ret(p), h))
