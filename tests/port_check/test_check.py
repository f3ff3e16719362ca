# SPDX-License-Identifier: GPL-2.0
"""What the report's spatch run reads (port_check.check.c99_view): the
file with its GNU "field: value" designators written ".field =", line for
line, so that a report sees the file_operations fields --fix sees."""

import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.check import c99_view
from port_check.filescan import FileScan


def view(text):
	return c99_view(text, FileScan("t.c", text))


class C99View(unittest.TestCase):
	def test_designators_become_c99_on_the_same_lines(self):
		text = ("static struct file_operations f = {\n"
			"\towner:\t\tTHIS_MODULE,\n"
			"\tread:\t\tr,\n"
			"};\n")
		got = view(text)
		self.assertEqual(got, "static struct file_operations f = {\n"
				 "\t.owner =\t\tTHIS_MODULE,\n"
				 "\t.read =\t\tr,\n"
				 "};\n")
		self.assertEqual(got.count("\n"), text.count("\n"))

	def test_labels_cases_and_bitfields_stay(self):
		text = ("struct s { int a:3; };\n"
			"int f(int x)\n{\n"
			"\tswitch (x) {\n\tcase 1: return 1;\n\t}\n"
			"out:\n\treturn x ? 1 : 0;\n}\n")
		self.assertEqual(view(text), text)

	def test_nested_initializers_too(self):
		text = "struct o v = { inner: { a: 1, b: 2 }, c: 3 };\n"
		self.assertEqual(view(text),
				 "struct o v = { .inner = { .a = 1, .b = 2 }, .c = 3 };\n")


if __name__ == "__main__":
	unittest.main()
