# SPDX-License-Identifier: GPL-2.0
"""The per-branch views (port_check.views): which lines each view of the
#if/#elif/#else groups keeps, and how a view's rewrite is carried back."""

import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.views import branch_views, merge_view, view_text


def kept(code):
	"""Each view as the list of its kept line numbers (1-based)."""
	return [[i + 1 for i, k in enumerate(v) if k]
		for v in branch_views(code)]


class Views(unittest.TestCase):
	def assert_no_view(self, *codes):
		"""Each of codes gives no view."""
		for code in codes:
			with self.subTest(code=code):
				self.assertEqual(branch_views(code), [])

	def test_no_group_or_plain_ifdef_gives_no_view(self):
		self.assert_no_view("int a;\n", "#ifdef A\nint a;\n#endif\n",
				    "#if 1\nint a;\n#endif\n")

	def test_if_else_two_views(self):
		code = "a\n#ifdef X\nb\n#else\nc\n#endif\nd"
		self.assertEqual(kept(code), [[1, 3, 7], [1, 5, 7]])

	def test_if_elif_else_three_views(self):
		code = "#if A\na\n#elif B\nb\n#else\nc\n#endif\n"
		self.assertEqual(kept(code), [[2, 8], [4, 8], [6, 8]])

	def test_if_0_is_a_view_of_its_own(self):
		self.assertEqual(kept("#if 0\na\n#endif\nb"), [[2, 4]])

	def test_fewer_branches_keep_their_last(self):
		code = "#if A\na\n#else\nb\n#endif\n" \
			"#if B\nc\n#elif C\nd\n#else\ne\n#endif"
		self.assertEqual(kept(code), [[2, 7], [4, 9], [4, 11]])

	def test_nested_group_inside_a_dropped_branch(self):
		code = "#if A\n#ifdef B\na\n#endif\n#else\nb\n#endif"
		self.assertEqual(kept(code), [[3], [6]])

	def test_continued_directive(self):
		code = "#if defined(A) && \\\n    defined(B)\na\n#else\nb\n#endif"
		self.assertEqual(kept(code), [[3], [5]])

	def test_unbalanced_groups_give_no_view(self):
		self.assert_no_view("#else\na\n#endif\n", "#if A\na\n#else\nb\n",
				    "#endif\n#if 0\n#endif\n")

	def test_view_text_keeps_line_numbers(self):
		text = "a\n#if X\nb\n#else\nc\n#endif\nd"
		v = branch_views(text)
		self.assertEqual(view_text(text, v[1]), "a\n\n\n\nc\n\nd")


class Merge(unittest.TestCase):
	TEXT = "a\n#if X\nb\n#else\nc\n#endif\nd"

	def test_rewrite_in_the_kept_branch_is_carried_back(self):
		keep = branch_views(self.TEXT)[1]
		old = view_text(self.TEXT, keep)
		new = old.replace("c", "C")
		self.assertEqual(merge_view(self.TEXT, keep, old, new),
				 ("a\n#if X\nb\n#else\nC\n#endif\nd", 0))

	def test_rewrite_touching_a_dropped_line_is_skipped(self):
		keep = branch_views(self.TEXT)[1]
		old = view_text(self.TEXT, keep)
		new = old.split("\n")
		new[2] = "x"	# line 3: b's line, blank in this view
		self.assertEqual(merge_view(self.TEXT, keep, old, "\n".join(new)),
				 (self.TEXT, 1))

	def test_addition_after_a_dropped_line_is_skipped(self):
		keep = branch_views(self.TEXT)[1]
		old = view_text(self.TEXT, keep)
		ol = old.split("\n")
		new = "\n".join(ol[:3] + ["added"] + ol[3:])
		self.assertEqual(merge_view(self.TEXT, keep, old, new)[1], 1)

	def test_definition_already_added_is_not_added_twice(self):
		text = "w();\n#if X\nb\n#else\nc\n#endif\n"
		keep = branch_views(text)[0]
		old = view_text(text, keep)
		new = "w();\n" + old
		self.assertEqual(merge_view(text, keep, old, new), (text, 0))

	def test_line_count_mismatch_is_refused(self):
		self.assertEqual(merge_view("a\nb", [True, True], "a", "b"),
				 ("a\nb", 1))


if __name__ == "__main__":
	unittest.main()
