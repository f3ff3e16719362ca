# SPDX-License-Identifier: GPL-2.0
"""Input: the command line's paths expanded into source files, each read
as bytes and checked (regular, not binary, not empty, not too large), and
the text every rule works on (Source: Latin-1, CRLF as LF), with the way
back to the file's own line endings (restore_eol)."""

import difflib
import os
import stat

from .common import MAX_BYTES, SOURCE_EXT, InputError, err


def collect(paths, errors):
	"""Expand the command line into a list of paths to check.  A directory
	below a DIR argument that cannot be read is appended to errors (as
	a message), not skipped: its files would be missing silently."""
	out = []
	seen = set()

	def walk_error(e):
		errors.append("%s: cannot read directory: %s" %
			      (e.filename, e.strerror))

	for p in paths:
		if os.path.isdir(p):
			found = []
			for root, dirs, files in os.walk(p, onerror=walk_error):
				dirs[:] = sorted(d for d in dirs
						 if not d.startswith(".")
						 and d != "generated")
				for f in sorted(files):
					if f.endswith(SOURCE_EXT) and \
					   not f.endswith(".mod.c") and \
					   not f.startswith("."):
						found.append(os.path.join(root, f))
			if not found:
				err("warning: %s: no .c or .h files in "
				    "directory" % p)
			files = found
		elif os.path.exists(p):
			if not os.path.isfile(p):
				raise InputError("%s: not a regular file" % p)
			files = [p]
		else:
			raise InputError("%s: no such file or directory" % p)
		for f in files:
			key = os.path.realpath(f)
			if key not in seen:
				seen.add(key)
				out.append(f)
	return out


def read_bytes(path):
	"""Read a regular file of at most MAX_BYTES + 1 bytes.  O_NONBLOCK:
	a FIFO named like a source file must not block the run."""
	try:
		fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
	except OSError as e:
		raise InputError("%s: cannot read: %s" % (path, e.strerror))
	with os.fdopen(fd, "rb") as f:
		try:
			st = os.fstat(fd)
			if not stat.S_ISREG(st.st_mode):
				raise InputError("%s: not a regular file" % path)
			if st.st_size > MAX_BYTES:
				raise InputError("%s: too large (%d bytes, limit "
						 "%d): not a driver source file" %
						 (path, st.st_size, MAX_BYTES))
			return f.read(MAX_BYTES + 1)
		except OSError as e:
			raise InputError("%s: cannot read: %s" %
					 (path, e.strerror))


def read_source(path):
	"""Read and check one input file; return its Source."""
	data = read_bytes(path)
	if len(data) > MAX_BYTES:
		raise InputError("%s: too large (limit %d bytes)" %
				 (path, MAX_BYTES))
	if b"\0" in data:
		raise InputError("%s: binary file (contains NUL bytes), "
				 "not C source" % path)
	ctrl = sum(1 for b in data[:65536] if b < 32 and b not in b"\t\n\r\f\v")
	if ctrl * 20 > min(len(data), 65536):
		raise InputError("%s: binary file (control characters), "
				 "not C source" % path)
	if not data.strip():
		raise InputError("%s: empty file, nothing to check" % path)
	return Source(data)


class Source:
	"""One input file: its bytes (data), and the text the scanner and
	spatch work on (text): the bytes decoded as Latin-1 (byte for byte)
	with CRLF turned into LF, so that every rule sees the same lines
	whatever the line endings; line numbers do not change."""

	def __init__(self, data):
		self.data = data
		self.crlf = b"\r\n" in data
		orig = data.decode("latin-1")
		self.text = orig.replace("\r\n", "\n") if self.crlf else orig

	def encode(self, text):
		"""Bytes of a rewritten text: Latin-1 again (every character
		is one of the file's bytes or ASCII from a rewrite), and each
		line that was not rewritten keeps its own line ending."""
		if not self.crlf:
			return text.encode("latin-1")
		return restore_eol(self.data.decode("latin-1"), self.text,
				   text).encode("latin-1")


def restore_eol(orig, work, new):
	"""orig is a text with CRLF (maybe mixed with LF) line endings, work
	the same with LF only, new a rewrite of work.  Give new the line
	endings of orig: a line equal to one of work keeps the ending of its
	original line, a rewritten line the ending of the line it replaces,
	an added line the file's usual one."""
	olines = orig.split("\n")	# each but the last ends with CR or not
	wlines = work.split("\n")
	nlines = new.split("\n")
	assert len(olines) == len(wlines)
	cr = [ol.endswith("\r") and ol[:-1] == wl
	      for ol, wl in zip(olines[:-1], wlines[:-1])]
	usual = sum(cr) * 2 >= len(cr)
	out = []
	sm = difflib.SequenceMatcher(None, wlines[:-1], nlines[:-1],
				     autojunk=False)
	for op, i1, i2, j1, j2 in sm.get_opcodes():
		for j in range(j1, j2):
			if op == "equal":
				has_cr = cr[i1 + j - j1]
			elif i2 > i1:
				has_cr = cr[min(i1 + j - j1, i2 - 1)]
			else:
				has_cr = usual
			out.append(nlines[j] + ("\r\n" if has_cr else "\n"))
	out.append(nlines[-1])
	return "".join(out)

