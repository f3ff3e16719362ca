# SPDX-License-Identifier: GPL-2.0
"""The combined semantic patch (port_check.spatch): which rule files it
holds and in what order, without running spatch."""

import os
import tempfile
import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.spatch import FIRST, build_cocci, rule_files


class Order(unittest.TestCase):
	def test_first_files_lead_then_the_rest_sorted(self):
		names = rule_files()
		n = len(FIRST)
		self.assertEqual(names[:n], list(FIRST))
		self.assertEqual(names[n:], sorted(names[n:]))
		self.assertEqual(len(set(names)), len(names))

	def test_ppos_applies_before_the_rules_that_touch_its_open(self):
		# devnum.cocci rewrites MINOR(inode->i_rdev) in an open, ioctl.cocci
		# the file_operations: applied first, either made spatch lose
		# ppos.cocci's collected positions (its check stayed)
		names = rule_files()
		for other in ("devnum.cocci", "ioctl.cocci", "module.cocci"):
			self.assertLess(names.index("ppos.cocci"), names.index(other))

	def test_combined_patch_follows_the_order(self):
		with tempfile.TemporaryDirectory() as tmp:
			with open(build_cocci(tmp)) as f:
				text = f.read()
		heads = [ln[len("// ---- "):] for ln in text.splitlines()
			 if ln.startswith("// ---- ")]
		self.assertEqual(heads, rule_files())
		# one set of virtual declarations, the combined patch's own
		self.assertEqual(text.count("virtual patch\n"), 1)


if __name__ == "__main__":
	unittest.main()
