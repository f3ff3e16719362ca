// SPDX-License-Identifier: GPL-2.0
/// 2.4 kernel timers.  2.4's struct timer_list had an unsigned long data
/// field and a handler void f(unsigned long), set up with init_timer() and
/// t.function = f, t.data = x by hand, or statically ("function: f",
/// 2.6's TIMER_INITIALIZER(f, expires, data), 2.6.15's setup_timer()).
/// 4.14 added timer_setup() and from_timer(); 4.15 converted every user
/// and removed init_timer(), setup_timer() and .data: a handler is
/// void f(struct timer_list *t) and finds its structure with from_timer().
///
/// Which functions are timer handlers, and what their data was, is read
/// from all the files of the driver at once (the directory spatch runs
/// on): the handler is often in another file than its set-up.  Patch mode
/// rewrites init_timer() + .function + .data to timer_setup(&t, f, 0), a
/// static initializer to DEFINE_TIMER(), and the handler (definition and
/// prototypes) to take a struct timer_list *: when the data was a pointer
/// to the structure the timer is in (dev->timer.data = (unsigned long)dev,
/// card.timer.data = (unsigned long)&card), its cast back becomes
/// from_timer(); a handler that does not use its data only changes type.
/// Any other data (an integer, a pointer to something else), or a handler
/// that uses it otherwise, is reported and not rewritten, and
/// "port-check-skip:FILE:LINE: ..." on stdout says so.
///
// Confidence: High
// Comments: rule id timer; guide porting-guide/timer.md
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import os
import re

TM_DIRS = {}
TM_LV = r'[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*|\s*\[[^\]\n]*\])*'
TM_CAST = r'\(\s*(?:unsigned\s+long|u_long|ulong)\s*\)'


def tm_blank(s):
	"""s with its comments and string literals blanked (lengths kept)."""
	return re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"',
		      lambda m: re.sub(r'[^\n]', " ", m.group(0)), s,
		      flags=re.S)


def tm_norm(s):
	return re.sub(r'\s+', "", s)


def tm_kind(lv, data):
	"""What a timer's data was: ("none",) for 0 or unset,
	("container", field) for a pointer to the structure the timer lv is
	the field of, else ("other", data)."""
	if data is None:
		return ("none",)
	d = tm_norm(re.sub(TM_CAST, "", data.strip()))
	while d.startswith("(") and d.endswith(")"):
		d = d[1:-1]
	if d in ("", "0", "0UL", "0L", "0ul", "NULL"):
		return ("none",)
	lv = tm_norm(lv)
	for m in re.finditer(r'->|\.', lv):
		base, field = lv[:m.start()], lv[m.end():]
		if not re.match(r'^[A-Za-z_][\w.]*$', field):
			continue
		if m.group(0) == "->" and d == base:
			return ("container", field)
		if m.group(0) == "." and d in ("&" + base, "&(" + base + ")"):
			return ("container", field)
	return ("other", data.strip())


def tm_body(text, at):
	"""The text of the block whose { is at text[at]."""
	depth = 0
	for i in range(at, len(text)):
		if text[i] == "{":
			depth += 1
		elif text[i] == "}":
			depth -= 1
			if depth == 0:
				return text[at + 1:i]
	return text[at + 1:]


def tm_scan(d):
	"""Read every .c and .h of directory d: {handler: plan}, a plan being
	("sig",) (only its type changes), ("from_timer", field) or ("skip",
	why).  Also {file: set of timer lvalues} for the report of .data."""
	texts = {}
	try:
		names = sorted(os.listdir(d))
	except OSError:
		names = []
	for n in names:
		if not n.endswith((".c", ".h")):
			continue
		try:
			with open(os.path.join(d, n), errors="replace") as f:
				texts[n] = tm_blank(f.read())
		except OSError:
			pass
	regs = {}
	lvs = set()
	defs = {}
	done = set()
	for t in texts.values():
		fn = {}
		for m in re.finditer(r'(' + TM_LV + r')\s*(\.|->)\s*function\s*=\s*([A-Za-z_]\w*)\s*;', t):
			fn[(tm_norm(m.group(1)), m.group(2))] = m.group(3)
		data = {}
		for m in re.finditer(r'(' + TM_LV + r')\s*(\.|->)\s*data\s*=\s*([^;]+);', t):
			data[(tm_norm(m.group(1)), m.group(2))] = m.group(3)
		for (lv, sep), h in fn.items():
			lvs.add(lv)
			if sep == "->":
				kind = ("other", "a timer reached through a pointer") if (lv, sep) in data else ("none",)
			else:
				kind = tm_kind(lv, data.get((lv, sep)))
			regs.setdefault(h, set()).add(kind)
		for m in re.finditer(r'\bsetup_timer\s*\(\s*&\s*(' + TM_LV + r')\s*,\s*([A-Za-z_]\w*)\s*,\s*([^;]*)\)\s*;', t):
			lvs.add(tm_norm(m.group(1)))
			regs.setdefault(m.group(2), set()).add(
				tm_kind(m.group(1), m.group(3)))
		for m in re.finditer(r'\bstruct\s+timer_list\s+\w+\s*=\s*\{([^}]*)\}', t):
			f = re.search(r'(?:\.\s*function\s*=|\bfunction\s*:)\s*([A-Za-z_]\w*)', m.group(1))
			dd = re.search(r'(?:\.\s*data\s*=|\bdata\s*:)\s*([^,}]+)', m.group(1))
			if f:
				regs.setdefault(f.group(1), set()).add(
					tm_kind("", dd.group(1) if dd else None))
		for m in re.finditer(r'\b(?:TIMER_INITIALIZER\s*\(|DEFINE_TIMER\s*\(\s*\w+\s*,)\s*([A-Za-z_]\w*)\s*,\s*[^,()]*(?:\([^()]*\)[^,()]*)*,\s*([^()]*(?:\([^()]*\)[^()]*)*)\)', t):
			regs.setdefault(m.group(1), set()).add(
				tm_kind("", m.group(2)))
		for m in re.finditer(r'\bvoid\s+([A-Za-z_]\w*)\s*\(\s*unsigned\s+long\s+([A-Za-z_]\w*)\s*\)\s*\{', t):
			defs[m.group(1)] = (m.group(2), tm_body(t, m.end() - 1))
		for m in re.finditer(r'\bvoid\s+([A-Za-z_]\w*)\s*\(\s*struct\s+timer_list\s*\*\s*\w*\s*\)\s*\{', t):
			done.add(m.group(1))
	plans = {}
	for h, kinds in regs.items():
		if h not in defs and h in done:
			plans[h] = ("sig",)
			continue
		if h not in defs:
			plans[h] = ("skip", "its definition is not in these files")
			continue
		arg, body = defs[h]
		uses = len(re.findall(r'\b' + re.escape(arg) + r'\b', body))
		if uses == 0:
			plans[h] = ("sig",)
			continue
		if len(kinds) > 1:
			plans[h] = ("skip", "its timers have different data")
			continue
		kind = next(iter(kinds))
		cast = re.search(r'^\s*(?:const\s+)?(?:struct\s+)?\w+\s*\*\s*\w+\s*=\s*\(\s*(?:const\s+)?(?:struct\s+)?\w+\s*\*\s*\)\s*' + re.escape(arg) + r'\s*;', body, re.M)
		if kind[0] == "container" and uses == 1 and cast:
			plans[h] = ("from_timer", kind[1])
		elif kind[0] == "container":
			plans[h] = ("skip", "it uses its data other than to cast it to its structure once")
		elif kind[0] == "none":
			plans[h] = ("skip", "it uses its data, which is 0 or unset")
		else:
			plans[h] = ("skip", "its data (%s) is not a pointer to the structure the timer is in: keep what it needs in that structure, then from_timer()" % kind[1])
	return plans, lvs, set(defs)


def tm_dir(p):
	d = os.path.dirname(os.path.abspath(p[0].file))
	if d not in TM_DIRS:
		TM_DIRS[d] = tm_scan(d)
	return TM_DIRS[d]


def tm_plan(p, h):
	return tm_dir(p)[0].get(h)


def tm_kind_is(p, h, kind):
	pl = tm_plan(p, h)
	return pl is not None and pl[0] == kind


def tm_old(p, h):
	"""Is h a timer handler of the 2.4 form (or one port-check cannot
	see)?"""
	pl = tm_plan(p, h)
	return pl is not None and (h in tm_dir(p)[2] or pl[0] == "skip")


def tm_fixable(p, h):
	pl = tm_plan(p, h)
	return pl is not None and pl[0] != "skip"


def tm_is_timer(p, lv):
	return tm_norm(lv) in tm_dir(p)[1]


def tm_why(p, h):
	pl = tm_plan(p, h)
	return "" if pl is None or pl[0] != "skip" else " (--fix cannot: %s)" % pl[1]


def tm_fn_msg(p, h):
	return "timer: %s() is a 2.4 timer handler (unsigned long data): since 4.15 void %s(struct timer_list *t), which finds its structure with from_timer()%s" % (h, h, tm_why(p, h))


def tm_skip(p, what, h):
	print("port-check-skip:%s:%s: timer: %s not rewritten: %s" %
	      (p[0].file, p[0].line, what, tm_plan(p, h)[1]))

// -- patch: the set-up
@tm_setup depends on patch && !context && !org && !report@
expression X, D;
identifier h;
position p : script:python(h) { tm_fixable(p, h) };
@@
(
- init_timer(&X);
+ timer_setup(&X, h, 0);
  ...
- X.function = h@p;
  ...
- X.data = D;
|
- init_timer(&X);
+ timer_setup(&X, h, 0);
  ...
- X.data = D;
  ...
- X.function = h@p;
|
- init_timer(&X);
+ timer_setup(&X, h, 0);
  ...
- X.function = h@p;
)

@tm_setup26 depends on patch && !context && !org && !report@
expression X, D;
identifier h;
position p : script:python(h) { tm_fixable(p, h) };
@@
- setup_timer(&X, h@p, D)
+ timer_setup(&X, h, 0)

@tm_static depends on patch && !context && !org && !report@
identifier t, h;
expression D, E, E2;
position p : script:python(h) { tm_fixable(p, h) };
@@
(
- struct timer_list t = { .function = h@p };
+ DEFINE_TIMER(t, h);
|
- struct timer_list t = { .function = h@p, .data = D };
+ DEFINE_TIMER(t, h);
|
- struct timer_list t = { .data = D, .function = h@p };
+ DEFINE_TIMER(t, h);
|
- struct timer_list t = TIMER_INITIALIZER(h@p, E, E2);
+ DEFINE_TIMER(t, h);
)

@tm_define26 depends on patch && !context && !org && !report@
identifier t, h;
expression E, E2;
position p : script:python(h) { tm_fixable(p, h) };
@@
- DEFINE_TIMER(t, h@p, E, E2);
+ DEFINE_TIMER(t, h);

// -- patch: the handlers
@tm_fn_ft depends on patch && !context && !org && !report@
identifier h, d;
position p : script:python(h) { tm_kind_is(p, h, "from_timer") };
@@
void h@p(unsigned long d) { ... }

@script:python tm_fn_fld depends on patch && !context && !org && !report@
h << tm_fn_ft.h;
p << tm_fn_ft.p;
fld;
@@
coccinelle.fld = cocci.make_ident(tm_plan(p, h)[1])

@depends on patch && !context && !org && !report@
identifier tm_fn_ft.h, tm_fn_ft.d, tm_fn_fld.fld, v;
position tm_fn_ft.p;
type T;
@@
 void h@p(
- unsigned long d
+ struct timer_list *t
 )
 {
 ... when != d
- T *v = (T *)d;
+ T *v = from_timer(v, t, fld);
 ... when != d
 }

@depends on patch && !context && !org && !report@
identifier h, d;
position p : script:python(h) { tm_plan(p, h) == ("sig",) };
@@
 void h@p(
- unsigned long d
+ struct timer_list *d
 )
 { ... }

@depends on patch && !context && !org && !report@
identifier h, d;
position p : script:python(h) { tm_fixable(p, h) };
@@
(
 void h@p(
- unsigned long d
+ struct timer_list *t
 );
|
 void h@p(
- unsigned long
+ struct timer_list *
 );
)

// -- patch: what is not rewritten is said
@tm_skip_fn depends on patch && !context && !org && !report@
identifier h, d;
position p : script:python(h) { tm_kind_is(p, h, "skip") };
@@
void h@p(unsigned long d) { ... }

@script:python depends on patch && !context && !org && !report@
h << tm_skip_fn.h;
p << tm_skip_fn.p;
@@
tm_skip(p, "%s(), a 2.4 timer handler," % h, h)

@tm_skip_fun depends on patch && !context && !org && !report@
expression X;
identifier h;
position p : script:python(h) { tm_kind_is(p, h, "skip") };
@@
X.function = h@p

@script:python depends on patch && !context && !org && !report@
h << tm_skip_fun.h;
p << tm_skip_fun.p;
@@
tm_skip(p, "the set-up of a timer of %s()" % h, h)

// -- context, org, report
@tm_init_rep depends on context || org || report@
expression X;
position p;
@@
(
*init_timer@p(X)
|
*setup_timer@p(...)
)

@script:python depends on org@
p << tm_init_rep.p;
@@
coccilib.org.print_todo(p[0], "timer: init_timer()/setup_timer()")

@script:python depends on report@
p << tm_init_rep.p;
@@
coccilib.report.print_report(p[0], "timer: init_timer() and setup_timer() are gone since 4.15: timer_setup(&timer, handler, 0), with a handler taking the struct timer_list *")

@tm_fun_rep depends on context || org || report@
expression X;
identifier h;
position p : script:python(h) { tm_old(p, h) };
@@
*X.function = h@p

@script:python depends on org@
p << tm_fun_rep.p;
h << tm_fun_rep.h;
@@
coccilib.org.print_todo(p[0], "timer: .function = %s" % h)

@script:python depends on report@
p << tm_fun_rep.p;
h << tm_fun_rep.h;
@@
coccilib.report.print_report(p[0], "timer: .function = %s, a 2.4 handler: since 4.15 timer_setup(&timer, %s, 0) sets it%s" % (h, h, tm_why(p, h)))

@tm_data_rep depends on context || org || report@
expression X, D;
position p : script:python(X) { tm_is_timer(p, X) };
@@
*X.data@p = D

@script:python depends on org@
p << tm_data_rep.p;
@@
coccilib.org.print_todo(p[0], "timer: .data")

@script:python depends on report@
p << tm_data_rep.p;
@@
coccilib.report.print_report(p[0], "timer: struct timer_list has no .data since 4.15: the handler gets the struct timer_list * and finds its structure with from_timer()")

@tm_static_rep depends on context || org || report@
identifier t, h;
expression E, E2;
position p : script:python(h) { tm_plan(p, h) is not None };
@@
(
*struct timer_list t = { .function = h@p, ... };
|
*struct timer_list t = TIMER_INITIALIZER(h@p, E, E2);
|
*DEFINE_TIMER(t, h@p, E, E2);
)

@script:python depends on org@
p << tm_static_rep.p;
@@
coccilib.org.print_todo(p[0], "timer: static initializer")

@script:python depends on report@
p << tm_static_rep.p;
h << tm_static_rep.h;
t << tm_static_rep.t;
@@
coccilib.report.print_report(p[0], "timer: a 2.4/2.6 static timer: DEFINE_TIMER(%s, %s) since 4.15, with a handler taking the struct timer_list *%s" % (t, h, tm_why(p, h)))

@tm_fn_rep depends on context || org || report@
identifier h, d;
position p : script:python(h) { tm_plan(p, h) is not None };
@@
*void h@p(unsigned long d) { ... }

@script:python depends on org@
p << tm_fn_rep.p;
h << tm_fn_rep.h;
@@
coccilib.org.print_todo(p[0], "timer: %s() is a 2.4 timer handler" % h)

@script:python depends on report@
p << tm_fn_rep.p;
h << tm_fn_rep.h;
@@
coccilib.report.print_report(p[0], tm_fn_msg(p, h))

@tm_proto_rep depends on context || org || report@
identifier h, d;
position p : script:python(h) { tm_plan(p, h) is not None };
@@
*void h@p(unsigned long d);

@script:python depends on org@
p << tm_proto_rep.p;
h << tm_proto_rep.h;
@@
coccilib.org.print_todo(p[0], "timer: %s() is a 2.4 timer handler" % h)

@script:python depends on report@
p << tm_proto_rep.p;
h << tm_proto_rep.h;
@@
coccilib.report.print_report(p[0], tm_fn_msg(p, h))

@tm_proto_rep2 depends on context || org || report@
identifier h;
position p : script:python(h) { tm_plan(p, h) is not None };
@@
*void h@p(unsigned long);

@script:python depends on org@
p << tm_proto_rep2.p;
h << tm_proto_rep2.h;
@@
coccilib.org.print_todo(p[0], "timer: %s() is a 2.4 timer handler" % h)

@script:python depends on report@
p << tm_proto_rep2.p;
h << tm_proto_rep2.h;
@@
coccilib.report.print_report(p[0], tm_fn_msg(p, h))
