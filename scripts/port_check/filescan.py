# SPDX-License-Identifier: GPL-2.0
"""FileScan: one file under the table of rules outside SmPL (TABLE, in
table.py): its findings and its rewrites (edits, deleted lines), with the
helpers the table's rows call."""

import re

from .patterns import (CASE_RE, CLASSIC_MINMAX_RE, DEFINE_VALUE_RE,
		       IOCTL_FN_RE, MODULE_PARM_RE, PARM_TYPES, TOKEN_RE,
		       IDENT_RE, VFS_IOCTLS, Edit, blank, ioctl_value)


class FileScan:
	def __init__(self, display, text):
		self.display = display
		self.text = text
		self.code = blank(text)
		self.findings = []	# (line, rule, message)
		self.edits = []
		self.deleted = []
		self.added = set()	# headers an include rewrite added
		self._parm = None
		self._gnu = None
		self._nopp = None

	@property
	def nopp(self):
		"""self.code with preprocessor lines (and their continuations)
		blanked, offsets kept."""
		if self._nopp is None:
			lines = self.code.split("\n")
			inpp = False
			for i, ln in enumerate(lines):
				if inpp or ln.lstrip().startswith("#"):
					inpp = ln.rstrip().endswith("\\")
					lines[i] = " " * len(ln)
			self._nopp = "\n".join(lines)
		return self._nopp

	def stmt_context(self, off):
		"""(brace depth, previous token) of the code at off.  At depth
		0 a line is at file scope; inside a function, a statement whose
		previous token is ')', 'else', 'do' or ':' is the body of a
		control statement or follows a label, and cannot simply be
		deleted: the next statement would take its place."""
		code = self.nopp[:off]
		depth = max(0, code.count("{") - code.count("}"))
		toks = TOKEN_RE.findall(code[-400:])
		return depth, toks[-1] if toks else None

	def line_of(self, off):
		return self.text.count("\n", 0, off) + 1

	def add(self, off, rule, msg):
		self.findings.append((self.line_of(off), rule, msg))

	def whole_line(self, m):
		"""Span of the line of match m including its newline."""
		start = self.text.rfind("\n", 0, m.start()) + 1
		end = self.text.find("\n", m.end())
		end = len(self.text) if end < 0 else end + 1
		return start, end

	def delete_line(self, s, e):
		"""Delete the whole line text[s:e] (see merge_deletions)."""
		self.deleted.append((s, e))

	def merge_deletions(self):
		"""Turn deleted lines into edits.  Adjacent deleted lines are
		merged; a deleted block between two blank lines (or at the top
		of the file before a blank line) takes one blank line with it
		so that no double blank line is left behind."""
		spans = []
		for s, e in sorted(set(self.deleted)):
			if spans and s <= spans[-1][1]:
				spans[-1] = (spans[-1][0], max(e, spans[-1][1]))
			else:
				spans.append((s, e))
		for s, e in spans:
			if s == 0 or self.text.endswith("\n\n", 0, s):
				nl = self.text.find("\n", e)
				if nl >= 0 and not self.text[e:nl].strip():
					e = nl + 1
			self.edits.append(Edit(s, e, ""))
		self.deleted = []

	def run(self):
		"""Apply every row of TABLE, in order, to this file."""
		from .table import TABLE	# table.py names FileScan's methods
		for row in TABLE:
			if callable(row.find):
				matches = row.find(self)
			else:
				matches = row.find.finditer(getattr(self, row.on))
			for m in matches:
				if row.keep and not row.keep(self, m):
					continue
				msg = row.message(self, m) \
					if callable(row.message) else row.message
				if msg:
					self.add(m.start(), row.rule, msg)
				if row.rewrite:
					row.rewrite(self, m)
				if row.once:
					break
		self.merge_deletions()

	# -- helpers of the table's rows ------------------------------------

	def in_code(self, m, what="#"):
		"""Is what (in match m of the text) code, not a comment?"""
		return what in self.code[m.start():m.end()]

	def has_include(self, hdr):
		"""#include <hdr> in the file, or added by a rewrite already."""
		if hdr in self.added:
			return True
		return re.search(r'^[ \t]*#[ \t]*include[ \t]*<%s>' %
				 re.escape(hdr), self.text, re.M) is not None

	def parm_new(self, m):
		"""The module_param*() line for MODULE_PARM_RE's match m, or
		None (not at file scope, or no certain translation)."""
		if self.stmt_context(m.start())[0]:
			return None	# module_param() is a file-scope declaration
		return self.module_param_for(m.group(1), m.group(2))

	def parm_lines(self):
		"""Offsets of the MODULE_PARM_RE matches that are code."""
		if self._parm is None:
			self._parm = [m.start() for m in
				      MODULE_PARM_RE.finditer(self.text)
				      if self.in_code(m, "MODULE_PARM")]
		return self._parm

	@staticmethod
	def classic_minmax(line):
		"""Is line the classic MIN(a, b)/MAX(a, b) definition, which
		the kernel's own (and compat's) is?"""
		m = CLASSIC_MINMAX_RE.match(line)
		if not m:
			return False
		name, a, b = m.group(1), m.group(2), m.group(3)
		par = lambda g: re.sub(r'[\s()]', "", m.group(g))
		l, r, t, f = par("l"), par("r"), par("t"), par("f")
		if a == b or {l, r} != {a, b} or {t, f} != {a, b}:
			return False
		less = m.group("op")[0] == "<"
		# the operand the condition favours is returned when it holds
		favoured = l if less == (name == "MIN") else r
		return t == favoured and f != t

	def var_decl(self, name):
		"""Find the file-scope declaration of a module parameter.
		Return (match, c type words, is_pointer, array size) or None."""
		r = re.compile(
			r'^[ \t]*(?:static[ \t]+)?(?:volatile[ \t]+)?'
			r'((?:unsigned|signed|const|long|short|int|char|bool|'
			r'u8|u16|u32|u64|s8|s16|s32|s64)'
			r'(?:[ \t]+(?:unsigned|signed|long|short|int|char|'
			r'const))*)'
			r'[ \t]*(\*?)[ \t]*' + re.escape(name) +
			r'[ \t]*(\[[^\]\n]*\])?[ \t]*(?:=[^;\n]*)?;', re.M)
		m = r.search(self.code)
		if not m:
			return None
		arr = m.group(3)
		return m, m.group(1).split(), m.group(2) == "*", \
			arr[1:-1].strip() if arr else None

	def module_param_for(self, name, spec):
		"""Translate MODULE_PARM(name, spec) into a module_param*()
		line, or None when the translation is not certain."""
		m = re.match(r'^(?:(\d+)(?:-(\d+))?)?([bhilsc])(\d*)$', spec)
		if not m:
			return None
		lo, hi, letter, clen = m.groups()
		decl = self.var_decl(name)
		perm = "0444"
		if letter == "c":
			if not clen:
				return None
			return "module_param_string(%s, %s, sizeof(%s), %s);" % \
				(name, name, name, perm)
		ptype = PARM_TYPES[letter]
		if decl:
			_, words, ptr, arr = decl
			words = [w for w in words if w not in ("const", "signed")]
			base = " ".join(words)
			if letter == "s":
				if arr is not None and not ptr:
					if lo:
						return None
					return "module_param_string(%s, %s, " \
						"sizeof(%s), %s);" % \
						(name, name, name, perm)
				if not ptr or words != ["char"]:
					return None
			else:
				if ptr:
					return None
				ptype = {
					"int": "int", "unsigned int": "uint",
					"unsigned": "uint", "short": "short",
					"short int": "short",
					"unsigned short": "ushort",
					"long": "long", "long int": "long",
					"unsigned long": "ulong",
					"char": "byte", "unsigned char": "byte",
					"u8": "byte", "u16": "ushort",
					"u32": "uint", "s16": "short",
					"s32": "int", "bool": "bool",
				}.get(base)
				if ptype is None:
					return None
			if lo or hi:
				if arr is None:
					return None
				return "module_param_array(%s, %s, NULL, %s);" % \
					(name, ptype, perm)
			if arr is not None:
				return None
		elif lo or hi:
			return None
		return "module_param(%s, %s, %s);" % (name, ptype, perm)

	def vfs_ioctl_cases(self):
		"""The case labels of a switch on the command parameter of an
		ioctl method (not those of a switch nested in it) whose value
		is one the VFS answers itself (VFS_IOCTLS); each a match-like
		object with start() and value."""
		code = self.nopp
		# (self.code has the comments blanked: a value ends before
		# its trailing comment; its char literals are in self.text)
		defines = {m.group(1): self.text[m.start(2):m.end(2)]
			   for m in DEFINE_VALUE_RE.finditer(self.code)}
		out = []
		for fm in IOCTL_FN_RE.finditer(code):
			body = self.block(fm.end())
			if body is None:
				continue
			for sm in re.finditer(r'\bswitch\s*\(\s*%s\s*\)\s*\{' %
					      re.escape(fm.group(1)),
					      code[fm.end():body]):
				start = fm.end() + sm.end()
				end = self.block(start)
				if end is None:
					continue
				for cm in CASE_RE.finditer(code, start, end):
					seg = code[start:cm.start()]
					if seg.count("{") - seg.count("}"):
						continue	# a nested switch
					v = ioctl_value(self.text[cm.start(1):
								  cm.end(1)],
							defines)
					if v in VFS_IOCTLS:
						out.append(CaseLabel(cm.start(),
							self.text[cm.start(1):
								  cm.end(1)].strip(),
							v))
		return out

	def block(self, start):
		"""Offset of the } that closes the block opened just before
		start in self.nopp, or None."""
		depth = 1
		code = self.nopp
		for i in range(start, len(code)):
			c = code[i]
			if c == "{":
				depth += 1
			elif c == "}":
				depth -= 1
				if not depth:
					return i
		return None

	@staticmethod
	def vfs_ioctl_message(s, c):
		name, era = VFS_IOCTLS[c.value]
		what = c.expr if re.match(r'^(0[xX])?[0-9a-fA-F]+[uUlL]*$',
					  c.expr) else "%s (%#x)" % (c.expr, c.value)
		return "ioctl command %s is %s: the VFS answers it itself " \
			"(do_vfs_ioctl()) and the driver never sees it (%s): " \
			"give the command another number" % (what, name, era)

	def gnu_designators(self):
		"""The GNU "field: value" designators of the initializers in the
		file, as Designator objects (cached: two rows use them)."""
		if self._gnu is not None:
			return self._gnu
		self._gnu = []
		code = self.nopp
		toks = [(m.group(0), m.start()) for m in TOKEN_RE.finditer(code)]
		stack = []
		prev = None
		decl = 0	# index of the first token of the current declaration
		for i, (t, off) in enumerate(toks):
			if t == "{":
				init = prev == "=" or (
					stack and stack[-1] != "block" and
					prev in ("{", ",", ":", "="))
				# the initializer of a struct file_operations
				fops = prev == "=" and "file_operations" in \
					[x for x, _ in toks[decl:i]]
				stack.append("fops" if fops else
					     "init" if init else "block")
			elif t == "}":
				if stack:
					stack.pop()
			elif stack and stack[-1] != "block" and \
			    IDENT_RE.match(t) and \
			    prev in ("{", ",") and i + 1 < len(toks) and \
			    toks[i + 1][0] == ":":
				self._gnu.append(Designator(
					t, off, toks[i + 1][1], stack[-1] == "fops"))
			if t in (";", "{", "}") and not (
					stack and stack[-1] != "block"):
				decl = i + 1
			prev = t
		return self._gnu

	def gnu_designator_fix(self, d):
		"""'field:' becomes '.field =' (a space after the = unless
		one follows the colon already)."""
		after = self.code[d.colon + 1:d.colon + 2]
		new = "." + d.name + " =" + \
			("" if after in (" ", "\t", "\n") else " ")
		self.edits.append(Edit(d.off, d.colon + 1, new))

	def include_fix(self, m, home):
		"""Replace the include of match m with #include <home>, or
		delete it when the file has that include already."""
		s, e = self.whole_line(m)
		if self.has_include(home):
			self.delete_line(s, e)
		else:
			self.edits.append(Edit(s, e, "#include <%s>\n" % home))
			self.added.add(home)

	def parm_fix(self, m):
		"""MODULE_PARM() becomes its module_param*() line, after the
		variable's declaration when 2.4's order put it before."""
		new = self.parm_new(m)
		if not new:
			return
		s, e = self.whole_line(m)
		decl = self.var_decl(m.group(1))
		if decl and decl[0].start() > m.start():
			# 2.4 allowed MODULE_PARM before the variable;
			# module_param() must follow the declaration.
			self.delete_line(s, e)
			ds, de = self.whole_line(decl[0])
			self.edits.append(Edit(de, de, new + "\n"))
		else:
			self.edits.append(Edit(s, e, new + "\n"))

	def export_no_symbols_fix(self, m):
		"""Delete the statement EXPORT_NO_SYMBOLS; (delete_statement)."""
		self.delete_statement(m, self.code.index("EXPORT_NO_SYMBOLS",
							 m.start()))

	def delete_statement(self, m, at):
		"""Delete the statement that starts at offset at, on the line of
		match m, up to its ";": its whole line when nothing else is on
		it; the body of if/else/for/while/do becomes an empty block
		("{}": no -Wempty-body), after a label or case an empty
		statement."""
		s, e = self.whole_line(m)
		depth, prev = self.stmt_context(m.start())
		end = self.code.index(";", at) + 1
		if depth and prev not in (";", "{", "}"):
			self.edits.append(Edit(at, end,
					       ";" if prev == ":" else "{}"))
		elif self.code[s:at].strip() or self.code[end:e].strip():
			self.edits.append(Edit(at, end, ""))
		else:
			self.delete_line(s, e)

	def delete_calls(self, name, lines):
		"""--fix: delete the statements name(...); that start on these
		lines (1-based; a C-aware rule found them), as
		delete_statement() does."""
		call = re.compile(r'\b%s\s*\(' % re.escape(name))
		for line in sorted(set(lines)):
			s = 0
			for _ in range(line - 1):
				s = self.code.find("\n", s) + 1
			e = self.code.find("\n", s)
			c = call.search(self.code, s, e if e >= 0 else len(self.code))
			if c:
				self.delete_statement(c, c.start())
		self.merge_deletions()

	def minmax_message(self, m):
		name = m.group(1)
		if name in ("min", "max"):
			return "local %s() macro hides the kernel's type-checked " \
				"%s(): delete it, check signedness, use " \
				"%s()/%s_t()" % ((name,) * 4)
		if self.classic_minmax(self.minmax_line(m)):
			return "local %s() is <linux/minmax.h>'s %s() (the " \
				"classic form): delete it" % (name, name)
		return "local %s() clashes with <linux/minmax.h>'s %s(): " \
			"delete it, or rename it if it differs" % (name, name)

	def minmax_line(self, m):
		s, e = self.whole_line(m)
		return self.code[s:e].rstrip("\n")

	def minmax_fix(self, m):
		"""The classic MIN()/MAX() is deleted (<linux/minmax.h> has
		it); any other local definition is only reported."""
		if m.group(1) in ("MIN", "MAX") and \
		   self.classic_minmax(self.minmax_line(m)):
			self.delete_line(*self.whole_line(m))


class Designator:
	"""A GNU designator "name:" at offset off, its colon at colon; fops:
	in the initializer of a struct file_operations."""

	def __init__(self, name, off, colon, fops):
		self.name, self.off, self.colon, self.fops = name, off, colon, fops

	def start(self):
		return self.off


class CaseLabel:
	"""A case label at off whose expression (expr) has the value value."""

	def __init__(self, off, expr, value):
		self.off, self.expr, self.value = off, expr, value

	def start(self):
		return self.off

