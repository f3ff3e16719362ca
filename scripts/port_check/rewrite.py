# SPDX-License-Identifier: GPL-2.0
"""Rewrites: the table's edits applied to the text, the old-ioctl wrapper
finished (and refused when it would name an undefined wrapper), --diff's
byte-exact unified diff, and --fix's all-or-nothing write."""

import difflib
import errno
import os
import re
import signal
import stat
import tempfile

from .common import SIGNALS, WRITTEN, InputError, WriteError
from .patterns import INCLUDE_RE, blank
from .source import read_bytes


def apply_edits(text, edits):
	"""Apply non-overlapping edits; an edit overlapping one already
	applied is dropped (it will be reported again on the next run)."""
	low = len(text) + 1
	for e in sorted(edits, key=lambda e: (e.start, e.end), reverse=True):
		if e.end > low or (e.end == low and e.start < e.end and
				   e.start == low):
			continue
		text = text[:e.start] + e.new + text[e.end:]
		low = e.start
	return text




# the wrapper scripts/coccinelle/ioctl.cocci adds before a file_operations
# (old-ioctl): spatch 1.1.1 prints its opening brace after the parameters
IOCTL_WRAPPER_RE = re.compile(
	r'^(static long \w+_unlocked\(struct file \*file, unsigned int cmd,'
	r'\s*unsigned long arg\))[ \t]*\{[ \t]*\n(?=[ \t]*long ret;\n)', re.M)
IOCTL_WRAPPER_CALL_RE = re.compile(
	r'^\s*ret = \w+\(file_inode\(file\), file, cmd, arg\);\n'
	r'\s*unlock_kernel\(\);', re.M)


def finish_ioctl_wrappers(text):
	"""After the old-ioctl rewrite: the wrapper's opening brace goes on a
	line of its own (kernel style), and a file that now calls
	lock_kernel() in a wrapper but does not include <linux/smp_lock.h>
	gets the include, after the last #include before the first wrapper
	(or just before that wrapper when none precedes it)."""
	text = IOCTL_WRAPPER_RE.sub(r'\1\n{\n', text)
	m = re.search(
		r'^/\* \.ioctl ran under the big kernel lock .*\n'
		r'static long \w+_unlocked\(', text, re.M)
	if not m or not IOCTL_WRAPPER_CALL_RE.search(text, m.end()):
		return text
	if re.search(r'^[ \t]*#[ \t]*include[ \t]*<linux/smp_lock\.h>',
		     text, re.M):
		return text
	inc = None
	for i in INCLUDE_RE.finditer(blank(text), 0, m.start()):
		inc = i
	at = text.find("\n", inc.end()) + 1 if inc else m.start()
	return text[:at] + "#include <linux/smp_lock.h>\n" + \
		("" if inc else "\n") + text[at:]



def finish_cleanup_module(text):
	"""After the cleanup-module rewrite (scripts/coccinelle/module.cocci
	turns int cleanup_module(void) into void and each of its returns into
	"return;", a returned call into a statement before it): a "return;"
	that is the last statement directly in the body goes (SmPL cannot
	tell the last statement of the body from one on another path to the
	end).  Only a void cleanup_module() is touched, so when spatch left
	the function int (a body it cannot follow), nothing is half done;
	one after a label stays (the label needs a statement)."""
	code = blank(text)
	m = re.search(r'\bvoid\s+cleanup_module\s*\(\s*void\s*\)\s*\{', code)
	if not m:
		return text
	depth = 1
	for i in range(m.end(), len(code)):
		depth += {"{": 1, "}": -1}.get(code[i], 0)
		if not depth:
			break
	else:
		return text
	body = code[m.end():i]
	last = re.search(r'\breturn\s*;\s*$', body)
	if not last:
		return text
	before = body[:last.start()].rstrip()
	if before.count("{") != before.count("}") or \
	   (before and before[-1] not in ";{}"):
		return text
	at = m.end() + last.start()
	end = text.index(";", at) + 1
	ls = text.rfind("\n", 0, at) + 1
	le = text.find("\n", end)
	if not text[ls:at].strip() and not text[end:le].strip():
		return text[:ls] + text[le + 1:]
	while text[end] in " \t":
		end += 1
	return text[:at] + text[end:]


def drop_blank_debris(old, new):
	"""A statement spatch deletes can leave its indentation behind, a
	line of only blanks (seen after a deleted statement that followed an
	if whose body became {}): such a line that the rewrite made, not one
	the file had, goes."""
	a, b = old.split("\n"), new.split("\n")
	sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
	out = []
	for op, _, _, j1, j2 in sm.get_opcodes():
		for ln in b[j1:j2]:
			if op == "equal" or not re.match(r'^[ \t]+$', ln):
				out.append(ln)
	return "\n".join(out)


# the ->fault scripts/coccinelle/mmap.cocci adds before a
# vm_operations_struct (mmap): the same opening brace
FAULT_WRAPPER_RE = re.compile(
	r'^(static vm_fault_t \w+_fault\(struct vm_fault \*vmf\))[ \t]*\{[ \t]*\n'
	r'(?=[ \t]*(?:int type = 0;\n[ \t]*)?struct page \*page = '
	r'\w+\(vmf->vma, )',
	re.M)


def finish_fault_wrappers(text):
	"""After the mmap rewrite: the ->fault's opening brace goes on a
	line of its own (kernel style)."""
	return FAULT_WRAPPER_RE.sub(r'\1\n{\n', text)


# the wrappers the rewrites add: (initializer, name suffix, return type)
WRAPPERS = (("unlocked_ioctl", "_unlocked", "long"),
	    ("fault", "_fault", "vm_fault_t"))


def unseen_wrappers(old, new):
	"""The wrappers (fn_unlocked of old-ioctl, fn_fault of mmap) that
	new (--fix's text) names in an .unlocked_ioctl or .fault
	initializer, that old did not, and that new does not define above
	the first use: such a rewrite is never written."""
	bad = []
	for field, suffix, rtype in WRAPPERS:
		for m in re.finditer(r'\.%s\s*=\s*(\w+%s)\b' % (field, suffix),
				     blank(new)):
			w = m.group(1)
			if re.search(r'\b%s\b' % re.escape(w), old) or w in bad:
				continue
			d = re.search(r'^static %s %s\(' % (rtype, re.escape(w)),
				      new, re.M)
			if not d or d.start() > m.start():
				bad.append(w)
	return bad



def diff_name(prefix, path):
	return path if os.path.isabs(path) else prefix + "/" + path


def byte_diff(f, old, new):
	"""A unified diff of two byte strings, exactly as patch(1) applies it:
	a changed byte always shows, a last line without a newline gets
	the usual marker."""
	def lines(b):
		# split at LF only, as patch(1) does (a CR is part of the line)
		parts = b.split(b"\n")
		return [l + b"\n" for l in parts[:-1]] + \
			([parts[-1]] if parts[-1] else [])

	out = []
	for ln in difflib.diff_bytes(
			difflib.unified_diff, lines(old), lines(new),
			os.fsencode(diff_name("a", f)),
			os.fsencode(diff_name("b", f))):
		out.append(ln)
		if not ln.endswith(b"\n"):
			out.append(b"\n\\ No newline at end of file\n")
	return b"".join(out)


def block_signals(block):
	signal.pthread_sigmask(signal.SIG_BLOCK if block else
			       signal.SIG_UNBLOCK, SIGNALS)


def keep_owner(fd, st):
	"""Give the new file (fd) the owner of the file it replaces (st)."""
	if (st.st_uid, st.st_gid) == (os.geteuid(), os.getegid()):
		return
	try:
		os.fchown(fd, st.st_uid, st.st_gid)
	except PermissionError:
		raise PermissionError(errno.EPERM, "owned by uid %d gid %d, "
				      "which the rewritten file could not "
				      "keep" % (st.st_uid, st.st_gid))


def write_fixes(changed, orig):
	"""Write the rewritten files: changed maps a path to its new bytes,
	orig to the bytes port-check read.  First, for every file, check
	that it still holds what was read and can be opened for writing, and
	write the new content to a temporary file next to it (same mode and
	owner); then rename them all into place with the terminating signals
	blocked.  Raise WriteError: when a check fails nothing is written,
	when a rename still fails the error says which files were."""
	plan = []	# (path, target, temporary file)
	problems = []
	try:
		for f, data in changed.items():
			real = os.path.realpath(f)	# keep a symlink a symlink
			try:
				st = os.stat(real)
				if read_bytes(real) != orig[f]:
					problems.append("%s: changed while "
							"port-check ran" % f)
					continue
				# the file itself must be writable: a rename
				# would replace a read-only (or immutable)
				# file whose directory is writable
				os.close(os.open(real, os.O_WRONLY |
						 os.O_NONBLOCK | os.O_NOCTTY))
				fd, tmpf = tempfile.mkstemp(
					prefix=".port-check.", suffix=".tmp",
					dir=os.path.dirname(real))
				plan.append((f, real, tmpf))
				with os.fdopen(fd, "wb") as o:
					os.fchmod(fd, stat.S_IMODE(st.st_mode))
					keep_owner(fd, st)
					o.write(data)
					o.flush()
					os.fsync(fd)
			except OSError as e:
				problems.append("%s: cannot write: %s" %
						(f, e.strerror))
			except InputError as e:
				problems.append(str(e))
		if problems:
			raise WriteError(problems, [])
		written = []
		block_signals(True)
		try:
			for f, real, tmpf in plan:
				try:
					os.replace(tmpf, real)
				except OSError as e:
					raise WriteError(["%s: cannot write: %s" %
							  (f, e.strerror)],
							 written)
				written.append(f)
				WRITTEN.append(f)
		finally:
			block_signals(False)
	finally:
		for f, real, tmpf in plan:
			try:
				os.unlink(tmpf)
			except FileNotFoundError:
				pass

