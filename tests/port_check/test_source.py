# SPDX-License-Identifier: GPL-2.0
"""Input (port_check.source): the paths expanded, each file read and
checked, and the byte-exact text: Latin-1 byte for byte, CRLF as LF, and
back to the file's own line endings."""

import os
import shutil
import tempfile
import unittest
from unittest import mock

import pcpath  # noqa: F401  (sys.path)
from port_check import source
from port_check.common import InputError
from port_check.source import Source, collect, read_source, restore_eol


class Encoding(unittest.TestCase):
	def assert_round_trip(self, data, crlf, text):
		"""data reads as text (crlf: with CRLF line endings) and encodes
		back to data"""
		s = Source(data)
		self.assertIs(s.crlf, crlf)
		self.assertEqual(s.text, text)
		self.assertEqual(s.encode(s.text), data)

	def test_lf_file_round_trips(self):
		self.assert_round_trip(b"int a;\n/* caf\xe9 */\n", False,
				       "int a;\n/* caf\xe9 */\n")

	def test_crlf_is_lf_in_the_text_and_kept_in_the_bytes(self):
		self.assert_round_trip(b"a\r\nb\r\nc", True, "a\nb\nc")

	def test_rewritten_line_keeps_its_crlf_added_line_the_usual(self):
		s = Source(b"a\r\nb\r\nc\r\n")
		self.assertEqual(s.encode("a\nB\nnew\nc\n"),
				 b"a\r\nB\r\nnew\r\nc\r\n")

	def test_inserted_line_takes_the_usual_crlf(self):
		s = Source(b"a\r\nb\r\nc\n")
		self.assertEqual(s.encode("a\nnew\nb\nc\n"),
				 b"a\r\nnew\r\nb\r\nc\n")

	def test_mixed_line_endings_kept_per_line(self):
		s = Source(b"a\r\nb\nc\r\nd\r\n")
		self.assertEqual(s.encode("a\nb2\nc\nd\n"), b"a\r\nb2\nc\r\nd\r\n")
		self.assertEqual(s.encode("a\nb\nc\nd\n"), s.data)

	def test_usual_ending_is_the_majority(self):
		# two LF lines, one CRLF: an added line takes LF
		self.assertEqual(restore_eol("a\nb\nc\r\n", "a\nb\nc\n",
					     "a\nb\nx\nc\n"), "a\nb\nx\nc\r\n")

	def test_deleted_line(self):
		s = Source(b"a\r\nb\r\nc\r\n")
		self.assertEqual(s.encode("a\nc\n"), b"a\r\nc\r\n")

	def test_lone_cr_and_latin1_bytes_survive(self):
		data = b"x\rq\r\n\xff\xa0 y;\r\n"
		s = Source(data)
		self.assertEqual(s.text, "x\rq\n\xff\xa0 y;\n")
		self.assertEqual(s.encode(s.text.replace("y", "z")),
				 b"x\rq\r\n\xff\xa0 z;\r\n")


class Reading(unittest.TestCase):
	def setUp(self):
		self.d = tempfile.mkdtemp(prefix="pc-unit.")
		self.addCleanup(shutil.rmtree, self.d)

	def put(self, name, data):
		p = os.path.join(self.d, name)
		os.makedirs(os.path.dirname(p), exist_ok=True)
		with open(p, "wb") as f:
			f.write(data)
		return p

	def refused(self, path, what):
		with self.assertRaises(InputError) as c:
			read_source(path)
		self.assertIn(what, str(c.exception))

	def test_good_file(self):
		self.assertEqual(read_source(self.put("a.c", b"int a;\n")).text,
				 "int a;\n")

	def test_bad_files(self):
		self.refused(self.put("e.c", b" \n\t\n"), "empty file")
		self.refused(self.put("n.c", b"int\0a;\n"), "contains NUL")
		self.refused(self.put("b.c", b"\x01\x02\x03ab"), "control characters")
		self.refused(os.path.join(self.d, "none.c"), "cannot read")

	def test_fifo_does_not_block(self):
		p = os.path.join(self.d, "f.c")
		os.mkfifo(p)
		self.refused(p, "not a regular file")

	def test_too_large(self):
		p = self.put("big.c", b"int a;\n" * 4)
		with mock.patch.object(source, "MAX_BYTES", 10):
			self.refused(p, "too large")

	def test_collect_walks_directories_in_order(self):
		for n in ("d/b.c", "d/a.h", "d/x.mod.c", "d/.h.c", "d/t.txt",
			  "d/.git/g.c", "d/generated/g.c", "d/sub/c.c"):
			self.put(n, b"int a;\n")
		d = os.path.join(self.d, "d")
		errors = []
		got = collect([d, os.path.join(d, "b.c")], errors)
		self.assertEqual([os.path.relpath(p, d) for p in got],
				 ["a.h", "b.c", "sub/c.c"])
		self.assertEqual(errors, [])

	def test_collect_refuses_missing_and_special_paths(self):
		with self.assertRaisesRegex(InputError, "no such file"):
			collect([os.path.join(self.d, "nope.c")], [])
		os.mkfifo(os.path.join(self.d, "p"))
		with self.assertRaisesRegex(InputError, "not a regular file"):
			collect([os.path.join(self.d, "p")], [])

	def test_collect_empty_directory_warns(self):
		os.mkdir(os.path.join(self.d, "empty"))
		with mock.patch.object(source, "err") as err:
			self.assertEqual(collect([os.path.join(self.d, "empty")],
						 []), [])
		err.assert_called_once()
		self.assertIn("no .c or .h files", err.call_args[0][0])

	def test_collect_reports_an_unreadable_directory(self):
		self.put("d/a.c", b"int a;\n")
		errors = []
		with mock.patch("os.walk") as walk:
			def fake(p, onerror):
				e = OSError(13, "Permission denied")
				e.filename = p + "/sub"
				onerror(e)
				return iter([(p, [], ["a.c"])])
			walk.side_effect = fake
			got = collect([os.path.join(self.d, "d")], errors)
		self.assertEqual(len(got), 1)
		self.assertEqual(errors, ["%s/d/sub: cannot read directory: "
					  "Permission denied" % self.d])


if __name__ == "__main__":
	unittest.main()
