# SPDX-License-Identifier: GPL-2.0
"""The Coccinelle side: scripts/coccinelle/*.cocci concatenated into one
semantic patch, spatch run over the staged copies (in its own process
group, with timeouts), and what its output says: findings, files it gave
up on or could not parse, rewrites a rule skipped."""

import difflib
import os
import re
import shutil
import signal
import subprocess
import sys

from .common import SPATCH_BASE_TIMEOUT, SPATCH_FILE_TIMEOUT, \
	SPATCH_PER_FILE, STAGE, InputError
from .target import respell, target_renames


REPORT_RE = re.compile(r'^(.*?):(\d+):\d+-\d+: ([a-z0-9-]+): (.*)$')


def gnu_owner(text, line):
	"""Does the initializer that starts on LINE set the owner with a GNU
	'owner: X' designator?  SmPL does not parse those, so the fops-owner
	rule cannot see them; in --fix mode the old-initializer rewrite runs
	before spatch and the rule sees '.owner = X'."""
	rest = "\n".join(text.split("\n")[line - 1:])
	end = rest.find("};")
	body = rest if end < 0 else rest[:end]
	return re.search(r'[{,\s]owner\s*:', body) is not None


def script_dir():
	"""scripts/: the directory of scripts/port-check and of this
	package, which holds coccinelle/."""
	return os.path.dirname(os.path.dirname(os.path.realpath(__file__)))


# Rule files that apply before the others, in this order: their patch
# rules use positions collected by earlier rules of the same file (through
# Python sets), and spatch loses such a match in a function an earlier rule
# file has already changed (seen: ppos.cocci's open rewritten but its
# check left, after devnum.cocci rewrote MINOR(inode->i_rdev) in the same
# open, or ioctl.cocci the file_operations).
FIRST = ("ppos.cocci",)


def rule_files():
	"""The names of the semantic patches in scripts/coccinelle/: those of
	FIRST, then the others sorted; the order in which the combined patch
	applies them."""
	cdir = os.path.join(script_dir(), "coccinelle")
	try:
		names = sorted(f for f in os.listdir(cdir)
			       if f.endswith(".cocci"))
	except OSError as e:
		raise InputError("cannot read %s: %s" % (cdir, e.strerror))
	if not names:
		raise InputError("no semantic patches in %s" % cdir)
	return ([n for n in FIRST if n in names] +
		[n for n in names if n not in FIRST])


def build_cocci(tmp, only=None):
	"""Concatenate scripts/coccinelle/*.cocci into one semantic patch
	(with only, a rule file's name: that one alone, for the run that
	retries a file one rule file at a time)."""
	cdir = os.path.join(script_dir(), "coccinelle")
	names = [only] if only else rule_files()
	# the target kernel's names for what the rules write (target.py)
	pairs = target_renames()
	parts = ["virtual patch\nvirtual context\nvirtual org\n"
		 "virtual report\n"]
	for n in names:
		try:
			with open(os.path.join(cdir, n)) as f:
				body = f.read()
		except OSError as e:
			raise InputError("cannot read %s: %s" %
					 (os.path.join(cdir, n), e.strerror))
		body = re.sub(r'^virtual[ \t]+\w+[ \t]*$', "", body, flags=re.M)
		parts.append("// ---- %s\n%s\n" % (n, respell(body, pairs)))
	path = os.path.join(tmp, "port-check%s.cocci" %
			    ("." + n[:-6] if only else ""))
	with open(path, "w") as f:
		f.write("\n".join(parts))
	return path


# spatch's line for a file it gave up on: the exception, its message
# (Failure("rule: why"), which may span lines), the file
EXN_RE = re.compile(r'^EXN: ([\w.]+)(?:\("(.*?)"\))? in (\S+)$',
		    re.M | re.S)
# spatch --parse-error-msg --verbose-parsing, once per top-level element it
# could not parse (without --verbose-parsing: " = error in FILE; ...")
PARSE_ERROR_RE = re.compile(
	r'^ = (?:File "([^"\n]+)", line (\d+)|error in (\S+);)', re.M)


def run_group(cmd, cwd, limit):
	"""Run cmd in its own process group and return (returncode, stdout,
	stderr) bytes.  On a timeout, an Interrupted signal or any other
	exception the whole group is killed (spatch -j forks workers) and
	reaped before the exception goes on."""
	p = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL,
			     stdout=subprocess.PIPE, stderr=subprocess.PIPE,
			     start_new_session=True)
	done = False
	try:
		out, errs = p.communicate(timeout=limit)
		done = True
	except subprocess.TimeoutExpired:
		raise InputError("spatch did not finish within %d s" % limit)
	finally:
		if not done:
			try:
				os.killpg(p.pid, signal.SIGKILL)
			except ProcessLookupError:
				pass
			p.stdout.close()
			p.stderr.close()
			p.wait()
	return p.returncode, out, errs


def spatch(cocci, mode, tmp, names, stage=STAGE):
	"""Run the semantic patch over the staged copies in tmp/src (--dir:
	each file on its own, so a file that times out only loses itself).
	Return (stdout, {staged name: reason} for files spatch gave up on,
	{staged name: [lines]} for files it could not parse completely;
	line 0 when spatch did not say where)."""
	exe = shutil.which("spatch")
	if not exe:
		raise InputError("spatch (Coccinelle) not found in PATH")
	cmd = [exe]
	# spatch finds its Python by running "python3" from PATH (and ldd on
	# it) on every start; a version-manager shim there costs ~0.5 s a
	# run.  The interpreter running us is one it can use.
	if sys.executable:
		cmd += ["--python", sys.executable]
	cmd += ["--sp-file", cocci, "-D", mode,
	       "--no-includes", "--include-headers",
	       "--timeout", str(SPATCH_FILE_TIMEOUT)]
	if mode == "patch":
		cmd += ["--very-quiet", "--in-place"]
	else:
		# parse errors only show when not --very-quiet
		cmd += ["--quiet", "--parse-error-msg", "--verbose-parsing",
			"--no-show-diff"]
	if len(names) > 3:
		cmd += ["-j", str(min(2, os.cpu_count() or 1))]
	cmd += ["--dir", stage]
	limit = SPATCH_BASE_TIMEOUT + SPATCH_PER_FILE * len(names)
	rc, out, errs = run_group(cmd, tmp, limit)
	out = out.decode("utf-8", "replace")
	errs = errs.decode("utf-8", "replace")
	if os.environ.get("PORT_CHECK_DEBUG"):
		sys.stderr.write(errs)
	failed = {}
	for m in EXN_RE.finditer(out + "\n" + errs):
		name = os.path.basename(m.group(3))
		if name in names:
			failed[name] = exn_reason(m.group(1), m.group(2))
	unparsed = {}
	for m in PARSE_ERROR_RE.finditer(errs):
		name = os.path.basename(m.group(1) or m.group(3))
		if name in names:
			unparsed.setdefault(name, set()).add(
				int(m.group(2) or 0))
	if rc != 0:
		# name the user's files, not the staged copies
		errs = re.sub(r'\bf\d+\.[ch]\b',
			      lambda m: names.get(m.group(0), m.group(0)), errs)
		tail = "\n".join(l for l in errs.splitlines()
				 if l.strip() and not l.startswith(
					 ("Warning: PARSING:", "PB: ")))[-600:]
		raise InputError("spatch failed (exit %d): %s" % (rc, tail))
	return out, failed, {n: sorted(l) for n, l in unparsed.items()}



def exn_reason(exn, msg):
	"""What spatch's EXN line says, for a message: a timeout, or the
	exception with the first line of its message (a Failure names the
	SmPL rule: "cm_ret: node 20: return ... reachable by inconsistent
	control-flow paths")."""
	why = exn.split(".")[-1]
	if why == "Timeout":
		return "timeout after %d s" % SPATCH_FILE_TIMEOUT
	msg = re.split(r'\n|\\n', (msg or "").strip())[0].strip()
	msg = re.sub(r'\bnode \d+: ', "", msg)
	if len(msg) > 200:
		msg = msg[:197] + "..."
	return "exception %s%s" % (why, ": " + msg if msg else "")


def is_timeout(reason):
	return reason.startswith("timeout")


SKIP_RE = re.compile(r'^port-check-skip:(.*?):(\d+): (.*)$', re.M)


def note_skips(out, names, skips, edited):
	"""A rule that left a finding unrewritten says so on spatch's stdout
	in the first patch round ("port-check-skip:FILE:LINE: message", the
	line in edited[file], the text after the table's rewrites); add
	(user's file, line in that file, message) to skips."""
	for m in SKIP_RE.finditer(out):
		f = names.get(os.path.basename(m.group(1)))
		if f:
			skips.add((f, orig_line(edited[f], int(m.group(2))),
				   m.group(3)))


def orig_line(texts, line):
	"""texts is (the user's file, the table's rewrite of it): the line
	of the file that line of the rewrite comes from (the rows add,
	delete or replace whole lines; an added line maps to the line
	before it)."""
	old, new = texts
	if old == new:
		return line
	sm = difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"),
				     autojunk=False)
	for op, i1, i2, j1, j2 in sm.get_opcodes():
		if j1 < line <= j2 or (j1 == j2 == line - 1):
			if op == "equal":
				return i1 + line - j1
			return i1 + min(line - j1, max(i2 - i1, 1))
	return line



def snapshot(tmp, staged, stage=STAGE):
	out = {}
	for name in staged:
		with open(os.path.join(tmp, stage, name), "rb") as f:
			out[name] = f.read()
	return out

