# SPDX-License-Identifier: GPL-2.0
"""--fix of the old interrupt handlers (rule irq), over all of a driver's
files at once: a handler is often defined in one file, declared in a
header and requested (or called) in another, and the rewrite must be the
same in all of them or the driver no longer builds.

2.4's void h(int irq, void *dev_id, struct pt_regs *regs) becomes
irqreturn_t h(int irq, void *dev_id): each "return;" of its body becomes
"return IRQ_HANDLED;" and a body that can fall off its end gets
"return IRQ_HANDLED;" as its last statement.  IRQ_HANDLED, not IRQ_NONE or
IRQ_RETVAL(): a 2.4 handler could not say "not mine" (2.4's
handle_IRQ_event() ignored what it returned), so nothing in its body says
whether its device raised the interrupt; IRQ_HANDLED keeps what 2.4 did
and what compat's wrapper does for an unported handler (and IRQ_NONE on a
line the device raises would make the kernel disable it as unhandled).
porting-guide/irq.md says where to return IRQ_NONE by hand.  The
2.6.0-2.6.18 form irqreturn_t h(int, void *, struct pt_regs *) only loses
its third parameter.  Prototypes (named parameters or not) lose it too,
in every file, and so does each direct call h(a, b, c) of a rewritten
handler.

Nothing is rewritten, and stderr says why, for a handler whose body uses
its struct pt_regs * argument (get_irq_regs() is today's way, and only in
hard interrupt context), for a prototype whose definition is not among
the files checked, and for a direct call whose third argument is not a
plain name, a NULL or a 0 (dropping it could drop a side effect)."""

import re

from .patterns import blank, line_of, match_close

# void/irqreturn_t NAME(int [irq], void *[dev], struct pt_regs *[regs])
# followed by "{" (a definition) or ";" (a prototype); "cut" is what goes
HANDLER_RE = re.compile(
	r'\b(?P<ret>void|irqreturn_t)(?P<sp>\s+)(?P<name>[A-Za-z_]\w*)\s*'
	r'\(\s*int\b(?:\s*[A-Za-z_]\w*)?\s*,\s*void\s*\*\s*'
	r'(?:[A-Za-z_]\w*)?(?P<cut>\s*,\s*struct\s+pt_regs\s*\*\s*'
	r'(?P<regs>[A-Za-z_]\w*)?\s*)\)\s*(?P<end>[;{])', re.A)
PLAIN_ARG_RE = re.compile(r'^\s*(?:[A-Za-z_]\w*|0|\(\s*void\s*\*\s*\)\s*0)\s*$',
			  re.A)
INCLUDE_LINE_RE = re.compile(r'^[ \t]*#[ \t]*include\b.*$', re.M)
IRQRETURN_INC_RE = re.compile(
	r'^[ \t]*#[ \t]*include[ \t]*<linux/(?:interrupt|irqreturn)\.h>', re.M)
GUARD_RE = re.compile(r'\A(?:\s|/\*.*?\*/|//[^\n]*\n)*#[ \t]*ifndef[ \t]+(\w+)'
		      r'[ \t]*\n[ \t]*#[ \t]*define[ \t]+\1\b[^\n]*\n', re.S)


def top_level_args(code, start, end):
	"""The (start, end) offsets of the comma-separated arguments in
	code[start:end] (inside a call's parentheses)."""
	args, depth, s = [], 0, start
	for i in range(start, end):
		c = code[i]
		if c in "([{":
			depth += 1
		elif c in ")]}":
			depth -= 1
		elif c == "," and not depth:
			args.append((s, i))
			s = i + 1
	if code[s:end].strip() or args:
		args.append((s, end))
	return args


def falls_off(code, open_, close):
	"""Can the body code[open_:close+1] reach its closing brace, as far
	as a text scan sees: not when its last top-level statement is a
	return."""
	body = code[open_ + 1:close].rstrip()
	if not body.endswith(";"):
		return True
	depth, i = 0, len(body) - 2
	while i >= 0:
		c = body[i]
		if c in ")]}":
			depth += 1
		elif c in "([{":
			if not depth:
				break
			depth -= 1
		elif c == ";" and not depth:
			break
		i -= 1
	last = body[i + 1:]
	return not re.match(r'^\s*(?:[A-Za-z_]\w*\s*:(?!:)\s*)*return\b', last)


def add_include(text):
	"""TEXT with #include <linux/interrupt.h> after its last #include (or
	after its include guard, or at its top) when it includes neither
	<linux/interrupt.h> nor <linux/irqreturn.h>: irqreturn_t comes from
	them."""
	code = blank(text)
	if IRQRETURN_INC_RE.search(code):
		return text
	inc = None
	for m in INCLUDE_LINE_RE.finditer(code):
		inc = m
	if inc:
		at = inc.end() + 1
		return text[:at] + "#include <linux/interrupt.h>\n" + text[at:]
	g = GUARD_RE.match(text)
	at = g.end() if g else 0
	sep = "" if text[at:].startswith("\n") else "\n"
	return text[:at] + ("\n" if at else "") + \
		"#include <linux/interrupt.h>\n" + sep + text[at:]


def fix_irq_handlers(texts):
	"""texts: {name: text} of all the driver's files.  Return ({name: new
	text} of the files that change, [(name, line, message)] of the
	rewrites skipped)."""
	codes = {n: blank(t) for n, t in texts.items()}
	found = []	# (name of file, match, body close or -1)
	uses_regs = set()
	defined = set()
	for n, code in codes.items():
		for m in HANDLER_RE.finditer(code):
			close = -1
			if m.group("end") == "{":
				close = match_close(code, m.end("end") - 1)
				if close < 0:
					continue
				defined.add(m.group("name"))
				regs = m.group("regs")
				if regs and re.search(
						r'(?<![.>\w])\s*\b%s\b' %
						re.escape(regs), code[m.end():close]):
					uses_regs.add(m.group("name"))
			found.append((n, m, close))
	fix = defined - uses_regs
	edits = {n: [] for n in texts}	# (start, end, new)
	skips = []
	reported = set()
	for n, m, close in found:
		h = m.group("name")
		if h in uses_regs:
			if (n, m.start()) not in reported:
				reported.add((n, m.start()))
				skips.append((n, line_of(texts[n], m.start("name")),
					      "irq: %s() not rewritten: its body uses %s, "
					      "the struct pt_regs * argument 2.6.19 "
					      "dropped (get_irq_regs() gives it, in hard "
					      "interrupt context only): port it by hand" %
					      (h, m.group("regs") or "regs")))
			continue
		if h not in fix:
			skips.append((n, line_of(texts[n], m.start("name")),
				      "irq: the prototype of %s() not rewritten: its "
				      "definition is not among the files checked "
				      "(run port-check --fix on all of the driver's "
				      "files)" % h))
			continue
		void = m.group("ret") == "void"
		if void:
			edits[n].append((m.start("ret"), m.end("ret"),
					 "irqreturn_t"))
		edits[n].append((m.start("cut"), m.end("cut"), ""))
		if close < 0 or not void:
			continue
		code = codes[n]
		body = m.end("end")
		for r in re.finditer(r'\breturn(\s*);', code[body:close]):
			edits[n].append((body + r.start(), body + r.end(),
					 "return IRQ_HANDLED;"))
		if falls_off(code, body - 1, close):
			ls = texts[n].rfind("\n", 0, close) + 1
			if texts[n][ls:close].strip():
				edits[n].append((close, close,
						 "\n\treturn IRQ_HANDLED;\n"))
			else:
				edits[n].append((ls, ls, "\treturn IRQ_HANDLED;\n"))
	# direct calls of a rewritten handler with three arguments
	for n, code in codes.items():
		if not fix:
			break
		for c in re.finditer(r'\b(%s)\s*\(' % "|".join(
				re.escape(h) for h in sorted(fix)), code):
			pre = code[:c.start()].rstrip()
			if re.search(r'\b(?:void|irqreturn_t)$', pre):
				continue	# its definition or a prototype
			op = c.end() - 1
			cp = match_close(code, op)
			if cp < 0:
				continue
			args = top_level_args(code, op + 1, cp)
			if len(args) != 3:
				continue
			third = texts[n][args[2][0]:args[2][1]]
			if not PLAIN_ARG_RE.match(blank(third)):
				skips.append((n, line_of(texts[n], c.start()),
					      "irq: the call of %s() not rewritten: its "
					      "third argument (%s) may have side effects; "
					      "%s() takes two arguments now: drop it by "
					      "hand" % (c.group(1), third.strip(),
							c.group(1))))
				continue
			edits[n].append((args[1][1], cp, ""))
	out = {}
	for n, es in edits.items():
		if not es:
			continue
		t = texts[n]
		for s, e, new in sorted(es, key=lambda x: (x[0], x[1]),
					reverse=True):
			t = t[:s] + new + t[e:]
		if "irqreturn_t" in blank(t) and \
		   "irqreturn_t" not in codes[n]:
			t = add_include(t)
		out[n] = t
	return out, skips
