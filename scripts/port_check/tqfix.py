# SPDX-License-Identifier: GPL-2.0
"""--fix of 2.4 task queues (rule tqueue), over all of a driver's files at
once: the struct tq_struct, its routine and its unload are often in
different files.

Only the process-context queue is rewritten, and only where the meaning is
certain: a plain "struct tq_struct x;" (global or a structure's field)
whose every use, in all the files, is INIT_TQUEUE(&lv, f, data) or
schedule_task(&lv).  Then

  struct tq_struct x            -> struct work_struct x
  INIT_TQUEUE(&lv, f, data)     -> INIT_WORK(&lv, f)
  schedule_task(&lv)            -> schedule_work(&lv)
  flush_scheduled_tasks()       -> flush_work(&lv)
  void f(void *data)            -> void f(struct work_struct *work)

and a routine that casts its data back to the structure the tq_struct is
in ("struct dev *d = (struct dev *)data;" with INIT_TQUEUE(&d->x, f, d)
or INIT_TQUEUE(&card.x, f, &card)) gets container_of(work, struct dev, x)
instead; one that ignores its data only changes type.

flush_scheduled_tasks() becomes flush_work(), not cancel_work_sync(): 2.4's
flush_scheduled_tasks() (kernel/context.c) waited until keventd had run
everything queued, so the routine has run when it returns, and an unload
may rely on that; cancel_work_sync() would drop a pending run.  It is
rewritten only when the driver has exactly one tq_struct and it is reached
without a pointer (lv has no "->"): flush_work() must name it, and a
flush_scheduled_tasks() left as it was would no longer wait for it (it
flushes compat's queue, not the kernel's workqueue) -- so otherwise
nothing of that tq_struct is rewritten.

Not rewritten, and stderr says why: a tq_struct queued with queue_task()
(tq_immediate runs from the immediate bottom half, tq_timer at the next
tick, a driver's own queue wherever it calls run_task_queue(): interrupt
context, where a work item is not the same thing: a tasklet or a timer,
by hand), one with a static initializer or PREPARE_TQUEUE(), one whose
routine is used otherwise or whose data is anything else."""

import re

from .patterns import blank, line_of, match_close

DECL_RE = re.compile(r'\bstruct\s+tq_struct\s+([A-Za-z_]\w*)\s*([;=\[,])',
		     re.A)
ANY_DECL_RE = re.compile(r'\bstruct\s+tq_struct\b', re.A)
LV = r'[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*)*'
INIT_RE = re.compile(r'\bINIT_TQUEUE\s*\(\s*&\s*(' + LV + r')\s*,\s*'
		     r'([A-Za-z_]\w*)\s*,\s*([^;]*?)\)\s*;', re.A)
SCHED_RE = re.compile(r'\bschedule_task(\s*)\(\s*&\s*(' + LV + r')\s*\)',
		      re.A)
FLUSH_RE = re.compile(r'\bflush_scheduled_tasks\s*\(\s*\)', re.A)
OTHER_TQ_RE = re.compile(r'\b(?:queue_task|run_task_queue|mark_bh|'
			 r'tq_immediate|tq_timer|tq_scheduler|PREPARE_TQUEUE|'
			 r'DECLARE_TASK_QUEUE|tq_struct|INIT_TQUEUE|'
			 r'schedule_task|flush_scheduled_tasks)\b', re.A)
TQ_INC_RE = re.compile(r'^([ \t]*#[ \t]*include[ \t]*)<linux/tqueue\.h>',
		       re.M)


def norm(s):
	return re.sub(r'\s+', "", s)


def container(lv, data):
	"""The field path of lv inside the structure data points to, or
	None."""
	d = norm(re.sub(r'\(\s*void\s*\*\s*\)', "", data))
	while d.startswith("(") and d.endswith(")"):
		d = d[1:-1]
	lv = norm(lv)
	for m in re.finditer(r'->|\.', lv):
		base, field = lv[:m.start()], lv[m.end():]
		if "->" in field:
			continue
		if m.group(0) == "->" and d == base:
			return field
		if m.group(0) == "." and d in ("&" + base, "&(" + base + ")"):
			return field
	return None


def is_null(data):
	d = norm(data)
	while d.startswith("(") and d.endswith(")"):
		d = d[1:-1]
	return d in ("", "0", "NULL", "(void*)0")


def fix_tqueue(texts):
	"""texts: {name: text} of all the driver's files.  Return ({name: new
	text} of the files changed, [(name, line, message)] of the task
	queues not rewritten)."""
	codes = {n: blank(t) for n, t in texts.items()}
	skips = []
	decls = {}	# x -> [(name, offset of "struct")]
	bad = {}	# x -> why
	for n, c in codes.items():
		for m in ANY_DECL_RE.finditer(c):
			d = DECL_RE.match(c, m.start())
			if not d:
				continue
			decls.setdefault(d.group(1), []).append((n, m.start()))
			if d.group(2) == "=":
				bad[d.group(1)] = "it has a static initializer"
			elif d.group(2) != ";":
				bad[d.group(1)] = "it is an array or one of several declarators"
	if not decls:
		return {}, []
	flushes = [(n, m) for n, c in codes.items() for m in FLUSH_RE.finditer(c)]
	plans = {}
	for x, where in sorted(decls.items()):
		why = bad.get(x)
		if not why and len(where) > 1:
			why = "%s names more than one tq_struct" % x
		inits, scheds = [], []
		names = {(n, DECL_RE.match(codes[n], at).start(1))
			 for n, at in where}
		if not why:
			for n, c in codes.items():
				spans = []
				for m in INIT_RE.finditer(c):
					if re.search(r'\b' + x + r'$', norm(m.group(1))):
						inits.append((n, m))
						spans.append(m.span())
				for m in SCHED_RE.finditer(c):
					if re.search(r'\b' + x + r'$', norm(m.group(2))):
						scheds.append((n, m))
						spans.append(m.span())
				for m in re.finditer(r'\b' + x + r'\b', c):
					if (n, m.start()) in names or \
					   any(a <= m.start() < b for a, b in spans):
						continue
					ln = line_of(c, m.start())
					if "queue_task" in c.splitlines()[ln - 1]:
						why = "it is queued with queue_task() (line %d): tq_immediate, tq_timer or a driver's own queue run it from a bottom half, a tick or wherever run_task_queue() is called, not in process context: a tasklet or a timer, by hand" % ln
					else:
						why = "it is used otherwise than by INIT_TQUEUE() and schedule_task() (line %d)" % ln
					break
				if why:
					break
		if not why and len(inits) != 1:
			why = "it is set up %s" % ("nowhere" if not inits else "more than once")
		if not why:
			n0, im = inits[0]
			lv, f, data = im.group(1), im.group(2), im.group(3)
			if any(norm(m.group(2)) != norm(lv) for _, m in scheds):
				why = "it is scheduled through another path than &%s" % norm(lv)
		if not why and flushes:
			if len(decls) != 1:
				why = "flush_scheduled_tasks() waits for every task queued: with %d tq_structs flush_work() cannot say which" % len(decls)
			elif "->" in lv:
				why = "flush_scheduled_tasks() would become flush_work(&%s), reached through a pointer the unload may not have" % norm(lv)
		rdef = None
		if not why:
			uses = []
			for n, c in codes.items():
				for m in re.finditer(r'\b' + f + r'\b', c):
					uses.append((n, m))
			defs = []
			protos = []
			for n, c in codes.items():
				for m in re.finditer(r'\bvoid\s+' + f + r'\s*\(\s*(void\s*\*\s*([A-Za-z_]\w*)?)\s*\)\s*([;{])', c):
					(defs if m.group(3) == "{" else protos).append((n, m))
			if len(defs) != 1:
				why = "its routine %s() is not defined once, as void %s(void *), among the files" % (f, f)
			elif len(uses) != 1 + len(defs) + len(protos):
				why = "its routine %s() is used otherwise too" % f
			else:
				rdef = defs[0]
		plan = None
		if not why:
			n, m = rdef
			arg = m.group(2)
			c = codes[n]
			b0, b1 = m.end(), match_close(c, m.end() - 1)
			if b1 < 0:
				b1 = len(c)
			body = c[b0:b1]
			narg = len(re.findall(r'\b' + arg + r'\b', body)) if arg else 0
			if narg == 0:
				plan = ("sig", None)
			else:
				fld = container(lv, data)
				cast = re.search(r'^[ \t]*(?:const\s+)?(struct\s+\w+)\s*\*\s*\w+\s*=\s*((?:\(\s*(?:const\s+)?struct\s+\w+\s*\*\s*\)\s*)?' + arg + r')\s*;', body, re.M)
				if fld is None:
					why = "its routine %s() uses its data (%s), which is not the structure the tq_struct is in: keep what it needs in that structure, then container_of()" % (f, norm(data) or "unset")
				elif narg != 1 or not cast or re.search(r'\bwork\b', body):
					why = "its routine %s() uses its data other than to cast it to its structure once" % f
				else:
					plan = ("container", (n, b0 + cast.start(2), b0 + cast.end(2), "container_of(work, %s, %s)" % (re.sub(r'\s+', " ", cast.group(1)), fld)))
		if why:
			n, at = where[0]
			skips.append((n, line_of(codes[n], at),
				      "tqueue: struct tq_struct %s not rewritten: %s" % (x, why)))
			continue
		plans[x] = (where[0], inits[0], scheds, rdef, protos, plan, lv)

	edits = {}	# name -> [(start, end, text)]
	for x, (decl, init, scheds, rdef, protos, plan, lv) in plans.items():
		n, at = decl
		edits.setdefault(n, []).append((at, at + len(ANY_DECL_RE.match(codes[n], at).group(0)), "struct work_struct"))
		n, m = init
		edits.setdefault(n, []).append((m.start(), m.end(), "INIT_WORK(&%s, %s);" % (texts[n][m.start(1):m.end(1)], m.group(2))))
		for n, m in scheds:
			edits.setdefault(n, []).append((m.start(), m.start() + len("schedule_task"), "schedule_work"))
		for n, m in flushes:
			edits.setdefault(n, []).append((m.start(), m.end(), "flush_work(&%s)" % texts[init[0]][init[1].start(1):init[1].end(1)]))
		n, m = rdef
		if plan[0] == "sig":
			arg = m.group(2)
			edits.setdefault(n, []).append((m.start(1), m.end(1), "struct work_struct *%s" % (arg or "work")))
		else:
			edits.setdefault(n, []).append((m.start(1), m.end(1), "struct work_struct *work"))
			cn, a, b, new = plan[1]
			edits.setdefault(cn, []).append((a, b, new))
		for n, m in protos:
			edits.setdefault(n, []).append((m.start(1), m.end(1), "struct work_struct *%s" % ("work" if m.group(2) else "")))
	out = {}
	for n, es in edits.items():
		t = texts[n]
		for a, b, new in sorted(es, reverse=True):
			t = t[:a] + new + t[b:]
		# <linux/tqueue.h> is compat's: once nothing of it is left the
		# file includes the kernel's <linux/workqueue.h>
		if not OTHER_TQ_RE.search(blank(t)):
			t = TQ_INC_RE.sub(r'\1<linux/workqueue.h>', t)
		out[n] = t
	return out, skips
