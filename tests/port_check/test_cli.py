# SPDX-License-Identifier: GPL-2.0
"""The command line (port_check.cli and the script scripts/port-check):
argument handling, messages and exit codes, and whole runs with a stand-in
for spatch (a shell script that finds nothing, or prints what a test gives
it), so that no test here needs Coccinelle."""

import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

import pcpath
from port_check.cli import USAGE, main, parse_args
from port_check.common import Usage

USAGE_LINE = "usage: port-check [--fix] [--diff] FILE.c|DIR...\n"


class Args(unittest.TestCase):
	def test_options_and_paths_in_any_order(self):
		self.assertEqual(parse_args(["a.c", "--fix", "b"]),
				 ({"fix": True, "diff": False, "list": False},
				  ["a.c", "b"]))

	def test_after_double_dash_everything_is_a_path(self):
		self.assertEqual(parse_args(["--diff", "--", "-x.c", "--fix"])[1],
				 ["-x.c", "--fix"])

	def test_abbreviations_refused(self):
		for a in ("--fi", "--di", "--list", "--li", "--he"):
			with self.assertRaisesRegex(Usage, "unknown option '%s'" % a):
				parse_args([a, "x.c"])

	def test_bad_arguments(self):
		for argv, msg in ((["-q", "x.c"], "unknown option '-q'"),
				  ([], "no input files"),
				  (["--fix"], "no input files"),
				  (["-"], "reading stdin is not supported"),
				  (["--fix=1", "x.c"], "ignored explicit argument")):
			with self.assertRaisesRegex(Usage, msg, msg=argv):
				parse_args(argv)

	def test_list_rules_needs_no_path(self):
		self.assertTrue(parse_args(["--list-rules"])[0]["list"])

	def test_main_usage_error_is_2_with_the_usage_line(self):
		e = io.StringIO()
		with redirect_stderr(e):
			self.assertEqual(main(["--fi", "x.c"]), 2)
		self.assertEqual(e.getvalue(), "port-check: error: unknown option "
				 "'--fi'\n" + USAGE_LINE)

	def test_list_rules(self):
		o = io.StringIO()
		with redirect_stdout(o):
			self.assertEqual(main(["--list-rules"]), 0)
		first = o.getvalue().splitlines()[0]
		self.assertEqual(first.split(), ["kdev-t", "kdev_t,",
						 "MINOR/MAJOR(inode->i_rdev)",
						 "porting-guide/devnum.md#kdev-t"])


class Runs(unittest.TestCase):
	"""scripts/port-check itself, in a temporary directory, with the
	spatch given to run()."""

	def setUp(self):
		self.d = tempfile.mkdtemp(prefix="pc-unit.")
		self.addCleanup(shutil.rmtree, self.d)
		self.bin = os.path.join(self.d, "bin")
		os.mkdir(self.bin)

	def fake_spatch(self, script="exit 0\n"):
		p = os.path.join(self.bin, "spatch")
		with open(p, "w") as f:
			f.write("#!/bin/sh\n" + script)
		os.chmod(p, 0o755)

	def put(self, name, data):
		p = os.path.join(self.d, name)
		with open(p, "wb") as f:
			f.write(data)
		return name

	def run_pc(self, *args, path=None):
		env = dict(os.environ, PATH=path or self.bin + ":/usr/bin:/bin")
		env.pop("PORT_CHECK_DEBUG", None)
		p = subprocess.run([pcpath.PC] + list(args), cwd=self.d, env=env,
				   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
				   timeout=60)
		return p.returncode, p.stdout, p.stderr.decode()

	def test_help_is_0(self):
		rc, out, _ = self.run_pc("--help")
		self.assertEqual((rc, out.decode()), (0, USAGE))

	def test_usage_error_is_2(self):
		self.assertEqual(self.run_pc("--fix=yes", "a.c")[0], 2)
		self.assertEqual(self.run_pc("--di", "a.c"), (2, b"", "port-check: "
				 "error: unknown option '--di'\n" + USAGE_LINE))

	def test_bad_paths_are_2(self):
		self.fake_spatch()
		self.put("ok.c", b"int a;\n")
		self.put("empty.c", b"")
		os.mkdir(os.path.join(self.d, "nosrc"))
		for args, msg in (
			(["nope.c"], "port-check: error: nope.c: no such file or "
			 "directory\n"),
			(["ok.c", "empty.c"], "port-check: error: empty.c: empty "
			 "file, nothing to check\n"),
			(["nosrc"], "port-check: warning: nosrc: no .c or .h files "
			 "in directory\nport-check: error: no C sources to check\n"),
		):
			self.assertEqual(self.run_pc(*args), (2, b"", msg), args)

	def test_no_spatch_is_2(self):
		self.put("ok.c", b"int a;\n")
		self.assertEqual(self.run_pc("ok.c", path="/nonexistent")[::2],
				 (2, "port-check: error: spatch (Coccinelle) not "
				  "found in PATH\n"))

	def test_clean_is_0_finding_is_1(self):
		self.fake_spatch()
		self.put("ok.c", b"int a;\n")
		self.put("m.c", b"#include <linux/malloc.h>\n")
		self.assertEqual(self.run_pc("ok.c"), (0, b"", ""))
		self.assertEqual(self.run_pc("ok.c", "m.c"), (1, b"m.c:1: malloc-h: "
				 b"<linux/malloc.h> is gone since 2.5: include "
				 b"<linux/slab.h> (porting-guide/malloc.md#malloc-h)\n",
				 ""))

	def test_spatch_findings_are_mapped_to_the_files(self):
		# report mode: a finding on line 2 of the second staged file
		self.fake_spatch('case "$*" in *"-D report"*)\n'
				 '\techo "src/f00001.c:2:0-3: kdev-t: kdev_t is gone"\n'
				 '\techo "src/f00001.c:2:0-3: no-such-rule: x"\n'
				 'esac\n')
		self.put("a.c", b"int a;\n")
		self.put("b.c", b"int b;\nkdev_t d;\n")
		self.assertEqual(self.run_pc("a.c", "b.c"), (1, b"b.c:2: kdev-t: "
				 b"kdev_t is gone (porting-guide/devnum.md#kdev-t)\n",
				 ""))

	def test_spatch_failures_are_2(self):
		self.put("a.c", b"int a;\n")
		self.fake_spatch("echo boom >&2\nexit 3\n")
		self.assertEqual(self.run_pc("a.c")[::2], (2, "port-check: error: "
				 "spatch failed (exit 3): boom\n"))
		self.fake_spatch("echo 'EXN: Common.Timeout in src/f00000.c'\n")
		self.assertEqual(self.run_pc("a.c")[::2], (2, "port-check: error: "
				 "a.c: spatch gave up (timeout after 45 s): the C-aware "
				 "rules were not applied to it\n"))

	# spatch stand-in: the combined patch gives up on the file, so does
	# module.cocci alone; spinlock.cocci alone rewrites (patch) or finds
	# (report)
	SPLIT = (
		'while [ $# -gt 0 ]; do case $1 in\n'
		'--sp-file) sp=$2; shift;; -D) mode=$2; shift;;\n'
		'--dir) dir=$2; shift;; esac; shift; done\n'
		'case $sp in\n'
		'*/port-check.cocci) echo "EXN: Failure(\\"r: node 3: bad\\")'
		' in $dir/f00000.c";;\n'
		'*/port-check.module.cocci) echo "EXN: Failure(\\"cm_ret: node'
		' 20: return ... reachable by inconsistent control-flow paths'
		'\\nmore\\") in $dir/f00000.c";;\n'
		'*/port-check.spinlock.cocci) if [ "$mode" = patch ]; then\n'
		'\tsed -i "s/SPIN_LOCK_UNLOCKED/X/" "$dir/f00000.c"\n'
		'else echo "$dir/f00000.c:1:0-3: spinlock: found"; fi;;\n'
		'esac\n')
	SPLIT_ERR = ("port-check: error: a.c: the rules of "
		     "scripts/coccinelle/module.cocci failed on it (spatch: "
		     "exception Failure: cm_ret: return ... reachable by "
		     "inconsistent control-flow paths): their findings and "
		     "rewrites are missing from it, the other rules' are not\n")

	def test_a_failing_rule_file_leaves_the_others_applied_and_is_2(self):
		self.put("a.c", b"spinlock_t l = SPIN_LOCK_UNLOCKED;\n")
		self.fake_spatch(self.SPLIT)
		rc, out, errs = self.run_pc("--fix", "a.c")
		self.assertEqual((rc, errs), (2, self.SPLIT_ERR + "port-check: "
				 "fixed 1 file\n"))
		with open(os.path.join(self.d, "a.c"), "rb") as f:
			self.assertEqual(f.read(), b"spinlock_t l = X;\n")

	def test_a_failing_rule_file_in_report_mode_keeps_the_others(self):
		self.put("a.c", b"spinlock_t l = SPIN_LOCK_UNLOCKED;\n")
		self.fake_spatch(self.SPLIT)
		self.assertEqual(self.run_pc("a.c"), (2, b"a.c:1: spinlock: found "
				 b"(porting-guide/spinlock.md#spinlock)\n",
				 self.SPLIT_ERR))

	def test_parse_error_is_a_warning_and_1(self):
		self.put("a.c", b"int a;\n")
		self.fake_spatch("echo ' = File \"src/f00000.c\", line 7, x' >&2\n")
		self.assertEqual(self.run_pc("a.c")[::2], (1, "port-check: warning: "
				 "a.c: the C-aware (Coccinelle) rules could not parse "
				 "it (parse error at line 7): their findings and fixes "
				 "in the code around it are missing\n"))

	def test_fix_and_diff_keep_crlf_and_latin1_bytes(self):
		self.fake_spatch()
		data = b"/* \xe9t\xe9 */\r\n#include <linux/malloc.h>\r\n" \
			b"MODULE_PARM(n, \"i\");\r\nstatic int n;\r\n"
		want = b"/* \xe9t\xe9 */\r\n#include <linux/slab.h>\r\n" \
			b"static int n;\r\nmodule_param(n, int, 0444);\r\n"
		self.put("c.c", data)
		rc, out, err = self.run_pc("--diff", "c.c")
		self.assertEqual(rc, 1)
		self.assertEqual(out, b"--- a/c.c\n+++ b/c.c\n@@ -1,4 +1,4 @@\n"
				 b" /* \xe9t\xe9 */\r\n-#include <linux/malloc.h>\r\n"
				 b"-MODULE_PARM(n, \"i\");\r\n+#include "
				 b"<linux/slab.h>\r\n static int n;\r\n"
				 b"+module_param(n, int, 0444);\r\n")
		self.assertIn("c.c:2: malloc-h:", err)
		self.assertIn("c.c:3: module-parm:", err)
		rc, out, err = self.run_pc("--fix", "c.c")
		self.assertEqual(rc, 1)
		self.assertTrue(err.endswith("port-check: fixed 1 file\n"), err)
		with open(os.path.join(self.d, "c.c"), "rb") as f:
			self.assertEqual(f.read(), want)
		# a second --fix finds nothing left to do
		self.assertEqual(self.run_pc("--fix", "c.c"), (0, b"", ""))

	def test_internal_error_is_2_with_a_traceback(self):
		code = ("import sys; sys.path.insert(0, %r); "
			"import port_check.cli as c; "
			"c.main = lambda argv: 1 // 0; c.entry()" %
			os.path.join(pcpath.TOP, "scripts"))
		p = subprocess.run([sys.executable, "-B", "-c", code],
				   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
				   timeout=60)
		self.assertEqual(p.returncode, 2)
		self.assertIn(b"port-check: error: internal error, please report:\n"
			      b"Traceback", p.stderr)
		self.assertIn(b"ZeroDivisionError", p.stderr)


if __name__ == "__main__":
	unittest.main()
