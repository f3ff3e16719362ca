# SPDX-License-Identifier: GPL-2.0
"""Rewrites (port_check.rewrite): the old-ioctl wrapper finished, the
cleanup_module() rewrite finished, a
rewrite naming an undefined wrapper refused, --diff's byte-exact diff,
and --fix's all-or-nothing write."""

import os
import shutil
import stat
import subprocess
import tempfile
import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.common import WriteError
from port_check.rewrite import byte_diff, drop_blank_debris, \
	finish_cleanup_module, finish_fault_wrappers, \
	finish_ioctl_wrappers, unseen_wrappers, write_fixes

# what scripts/coccinelle/ioctl.cocci's patch rule writes (spatch 1.1.1
# puts the opening brace after the parameters)
WRAPPER = (
	"/* .ioctl ran under the big kernel lock (2.4 sys_ioctl, 2.6 "
	"vfs_ioctl) */\n"
	"static long f_unlocked(struct file *file, unsigned int cmd, "
	"unsigned long arg) {\n"
	"\tlong ret;\n\n\tlock_kernel();\n"
	"\tret = f(file_inode(file), file, cmd, arg);\n"
	"\tunlock_kernel();\n\treturn ret;\n}\n")


def assert_unseen(tc, table, field, wrap, definition):
	"""unseen_wrappers() refuses a ".field = wrap" in a struct table
	with no definition of wrap above it, and nothing else."""
	use = "static struct %s o = {\n\t.%s = %s,\n};\n" % (table, field,
								 wrap)
	tc.assertEqual(unseen_wrappers("", use), [wrap])
	tc.assertEqual(unseen_wrappers("", definition + use), [])
	tc.assertEqual(unseen_wrappers("", use + definition), [wrap])
	# a wrapper the driver had already is its own business
	tc.assertEqual(unseen_wrappers(wrap, use), [])


class IoctlWrapper(unittest.TestCase):
	def test_brace_on_its_own_line_and_smp_lock_included(self):
		t = "#include <linux/fs.h>\n\nint x;\n" + WRAPPER
		got = finish_ioctl_wrappers(t)
		self.assertTrue(got.startswith("#include <linux/fs.h>\n"
					       "#include <linux/smp_lock.h>\n\n"
					       "int x;\n"), got)
		self.assertIn("unsigned long arg)\n{\n\tlong ret;", got)

	def test_no_include_before_it(self):
		got = finish_ioctl_wrappers(WRAPPER)
		self.assertTrue(got.startswith("#include <linux/smp_lock.h>\n\n"
					       "/* .ioctl ran"), got)

	def test_smp_lock_h_not_included_twice(self):
		t = "#include <linux/smp_lock.h>\n" + WRAPPER
		self.assertEqual(finish_ioctl_wrappers(t).count("smp_lock.h"), 1)

	def test_other_text_unchanged(self):
		t = "#include <linux/fs.h>\nstatic long g(void) {\n}\n"
		self.assertEqual(finish_ioctl_wrappers(t), t)

	def test_unseen_wrappers(self):
		assert_unseen(self, "file_operations", "unlocked_ioctl",
			      "f_unlocked", WRAPPER)


# what scripts/coccinelle/mmap.cocci's patch rule writes (spatch 1.1.1)
FAULT = ("static vm_fault_t f_fault(struct vm_fault *vmf){\n"
	 "\tstruct page *page = f(vmf->vma, vmf->address, 0);\n\n"
	 "\tif (page == NOPAGE_SIGBUS)\n\t\treturn VM_FAULT_SIGBUS;\n"
	 "\tvmf->page = page;\n\treturn 0;\n}\n")


class FaultWrapper(unittest.TestCase):
	def test_brace_on_its_own_line(self):
		got = finish_fault_wrappers("int x;\n" + FAULT)
		self.assertIn("(struct vm_fault *vmf)\n{\n\tstruct page *page",
			      got)
		# 2.6's form: a local first
		t = FAULT.replace("{\n\tstruct", "{\n\tint type = 0;\n\tstruct")
		self.assertIn("*vmf)\n{\n\tint type = 0;",
			      finish_fault_wrappers(t))

	def test_a_drivers_own_fault_unchanged(self):
		t = ("static vm_fault_t g_fault(struct vm_fault *vmf) {\n"
		     "\treturn VM_FAULT_SIGBUS;\n}\n")
		self.assertEqual(finish_fault_wrappers(t), t)

	def test_unseen_fault_wrappers(self):
		assert_unseen(self, "vm_operations_struct", "fault", "f_fault",
			      FAULT)


class CleanupModule(unittest.TestCase):
	"""What module.cocci leaves: void, every return a "return;", a
	returned call a statement before it."""

	def assert_untouched(self, *texts):
		"""finish_cleanup_module() leaves each of texts as it is."""
		for t in texts:
			with self.subTest(text=t):
				self.assertEqual(finish_cleanup_module(t), t)

	def test_last_return_removed(self):
		self.assertEqual(finish_cleanup_module(
			"void cleanup_module(void)\n{\n\tstop();\n\treturn;\n}\n"),
			"void cleanup_module(void)\n{\n\tstop();\n}\n")

	def test_return_on_another_path_stays(self):
		self.assert_untouched("void cleanup_module(void)\n{\n\tif (busy) {\n"
				      "\t\tstop();\n\t\treturn;\n\t}\n\tstop();\n}\n")

	def test_return_after_a_label_stays(self):
		self.assert_untouched("void cleanup_module(void)\n{\n\tgoto out;\n"
				      "out:\n\treturn;\n}\n")

	def test_int_cleanup_module_untouched(self):
		self.assert_untouched(
			# spatch could not follow the function and left it
			# int: its return stays, nothing is half rewritten
			"int cleanup_module(void)\n{\n\tdo\n\t\treturn 1;\n"
			"\twhile (0);\n\treturn 0;\n}\n",
			# only a void one: an int one keeps even a bare last
			# return
			"int cleanup_module(void)\n{\n\tstop();\n\treturn;\n}\n")

	def test_comment_after_it_keeps_the_line(self):
		self.assertEqual(finish_cleanup_module(
			"void cleanup_module(void)\n{\n\ta();\n"
			"\treturn; /* done */\n}\n"),
			"void cleanup_module(void)\n{\n\ta();\n"
			"\t/* done */\n}\n")


class BlankDebris(unittest.TestCase):
	def test_a_blank_line_the_rewrite_made_goes(self):
		self.assertEqual(drop_blank_debris(
			"\tif (x)\n\t\tf(x);\n\tg(x);\n\treturn 0;\n",
			"\tif (x)\n\t\t{}\n\t\n\treturn 0;\n"),
			"\tif (x)\n\t\t{}\n\treturn 0;\n")

	def test_the_file_s_own_blank_lines_stay(self):
		old = "a;\n\t\nb;\n \nc;\n"
		self.assertEqual(drop_blank_debris(old, old.replace("c;", "d;")),
				 "a;\n\t\nb;\n \nd;\n")


class Diff(unittest.TestCase):
	def test_crlf_and_latin1_bytes_show_exactly(self):
		old = b"a\r\n\xe9\r\nc\r\n"
		new = b"a\r\n\xe9x\r\nc\r\n"
		d = byte_diff("f.c", old, new)
		self.assertEqual(d, b"--- a/f.c\n+++ b/f.c\n@@ -1,3 +1,3 @@\n"
				 b" a\r\n-\xe9\r\n+\xe9x\r\n c\r\n")

	def test_no_newline_marker(self):
		d = byte_diff("/abs/f.c", b"a\nb", b"a\nc")
		self.assertTrue(d.startswith(b"--- /abs/f.c\n+++ /abs/f.c\n"))
		self.assertTrue(d.endswith(b"-b\n\\ No newline at end of file\n"
					   b"+c\n\\ No newline at end of file\n"), d)

	@unittest.skipUnless(shutil.which("patch"), "no patch(1)")
	def test_patch_applies_it_byte_for_byte(self):
		d = tempfile.mkdtemp(prefix="pc-unit.")
		self.addCleanup(shutil.rmtree, d)
		old = b"x\r\n\xff y\r\nend"
		new = b"x\r\nadded\n\xff z\r\nend2"
		with open(os.path.join(d, "f.c"), "wb") as f:
			f.write(old)
		subprocess.run(["patch", "-s", "-p1"], cwd=d, check=True,
			       input=byte_diff("f.c", old, new))
		with open(os.path.join(d, "f.c"), "rb") as f:
			self.assertEqual(f.read(), new)


class Write(unittest.TestCase):
	def setUp(self):
		self.d = tempfile.mkdtemp(prefix="pc-unit.")
		self.addCleanup(shutil.rmtree, self.d)

	def put(self, name, data, mode=0o644):
		p = os.path.join(self.d, name)
		with open(p, "wb") as f:
			f.write(data)
		os.chmod(p, mode)
		return p

	def read(self, p):
		with open(p, "rb") as f:
			return f.read()

	def leftovers(self):
		return [n for n in os.listdir(self.d) if n.startswith(".port-check")]

	def test_writes_all_and_keeps_the_mode(self):
		a = self.put("a.c", b"a\n", 0o640)
		b = self.put("b.c", b"b\n")
		write_fixes({a: b"A\r\n", b: b"B\n"}, {a: b"a\n", b: b"b\n"})
		self.assertEqual((self.read(a), self.read(b)), (b"A\r\n", b"B\n"))
		self.assertEqual(stat.S_IMODE(os.stat(a).st_mode), 0o640)
		self.assertEqual(self.leftovers(), [])

	def test_keeps_a_symlink_a_symlink(self):
		a = self.put("a.c", b"a\n")
		ln = os.path.join(self.d, "l.c")
		os.symlink("a.c", ln)
		write_fixes({ln: b"A\n"}, {ln: b"a\n"})
		self.assertTrue(os.path.islink(ln))
		self.assertEqual(self.read(a), b"A\n")

	def test_file_changed_meanwhile_nothing_written(self):
		a = self.put("a.c", b"a\n")
		b = self.put("b.c", b"edited\n")
		with self.assertRaises(WriteError) as c:
			write_fixes({a: b"A\n", b: b"B\n"}, {a: b"a\n", b: b"b\n"})
		self.assertEqual(c.exception.problems,
				 ["%s: changed while port-check ran" % b])
		self.assertEqual(c.exception.written, [])
		self.assertEqual((self.read(a), self.read(b)), (b"a\n", b"edited\n"))
		self.assertEqual(self.leftovers(), [])

	def test_unwritable_file_nothing_written(self):
		a = self.put("a.c", b"a\n")
		gone = os.path.join(self.d, "gone.c")
		with self.assertRaises(WriteError) as c:
			write_fixes({a: b"A\n", gone: b"G\n"},
				    {a: b"a\n", gone: b"g\n"})
		self.assertEqual(c.exception.problems,
				 ["%s: cannot write: No such file or directory" % gone])
		self.assertEqual(self.read(a), b"a\n")
		self.assertEqual(self.leftovers(), [])


if __name__ == "__main__":
	unittest.main()
