# SPDX-License-Identifier: GPL-2.0
"""Per-branch views: spatch parses one configuration of the preprocessor
conditionals, so a file with #elif/#else branches or #if 0 is also checked
as one view per branch number (the other branches blanked, line numbers
kept), and --fix carries a view's rewrites back (merge_view)."""

import difflib
import re


COND_RE = re.compile(r'^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b(.*)$')


def branch_views(code):
	"""spatch parses one configuration: of an #if/#else group it
	follows one branch where the branches do not hold whole statements or
	functions (an initializer's fields, say), and it skips #if 0.  Return
	the texts (lists of kept-line flags, one per line of code, which has
	comments blanked) in which every conditional group keeps only its
	branch number k (its last, if it has fewer), for k = 1 .. the most
	branches of any group; the directives of the groups and the other
	branches become empty lines, so line numbers stay.  Empty when no
	group has an #elif/#else or is an #if 0, or the groups do not
	balance."""
	lines = code.split("\n")
	kind = [None] * len(lines)	# directive of a group on this line
	cont = False
	for i, ln in enumerate(lines):
		if cont:
			kind[i] = "cont"
		else:
			m = COND_RE.match(ln)
			if m:
				kind[i] = m.group(1)
		cont = ln.rstrip().endswith("\\") and (cont or kind[i] is not None)
	counts = {}	# line of the #if -> number of branches
	stack = []
	interesting = False
	for i, k in enumerate(kind):
		if k in ("if", "ifdef", "ifndef"):
			stack.append(i)
			counts[i] = 1
			if k == "if" and re.match(r'^\s*0\s*$',
						  COND_RE.match(lines[i]).group(2)):
				interesting = True
		elif k in ("elif", "else"):
			if not stack:
				return []
			counts[stack[-1]] += 1
			interesting = True
		elif k == "endif":
			if not stack:
				return []
			stack.pop()
	if stack or not interesting:
		return []
	views = []
	for want in range(1, max(counts.values()) + 1):
		keep = []
		stack = []	# (kept branch, current branch, parent kept)
		for i, k in enumerate(kind):
			kept = all(cur == w for w, cur in stack)
			if k in ("if", "ifdef", "ifndef"):
				stack.append([min(want, counts[i]), 1])
				keep.append(False)
			elif k in ("elif", "else"):
				stack[-1][1] += 1
				keep.append(False)
			elif k == "endif":
				stack.pop()
				keep.append(False)
			elif k == "cont":
				keep.append(keep[-1] if keep else False)
			else:
				keep.append(kept)
		views.append(keep)
	return views


def view_text(text, keep):
	return "\n".join(ln if k else ""
			 for ln, k in zip(text.split("\n"), keep))


def merge_view(text, keep, old, new):
	"""Carry the rewrite of a branch view (old -> new, both with the
	lines of text) over to text: only hunks that touch kept lines apply.
	Return the new text and how many hunks could not be carried over."""
	tl = text.split("\n")
	ol = old.split("\n")
	nl = new.split("\n")
	if len(tl) != len(ol) or len(keep) != len(tl):
		return text, 1
	skipped = 0
	ops = difflib.SequenceMatcher(None, ol, nl, autojunk=False).get_opcodes()
	for op, i1, i2, j1, j2 in reversed(ops):
		if op == "equal":
			continue
		if (i2 > i1 and not all(keep[i1:i2])) or \
		   (i2 == i1 and i1 > 0 and not keep[i1 - 1]):
			skipped += 1
			continue
		added = "\n".join(nl[j1:j2]).strip()
		if i2 == i1 and added and added in text:
			# a definition another branch's rewrite already added
			# (the old-ioctl wrapper of the same function)
			continue
		tl[i1:i2] = nl[j1:j2]
	return "\n".join(tl), skipped
