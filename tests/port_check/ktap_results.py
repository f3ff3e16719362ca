# SPDX-License-Identifier: GPL-2.0
"""Run port-check's unit tests (every test_*.py here) and write one line
per test case to stdout, for tests/host/port-check-unit.sh:
  ok<TAB>ID | fail<TAB>ID<TAB>REASON | skip<TAB>ID<TAB>REASON
with the tracebacks of failures on stderr.  Exit 0 when the run
completed (whatever its results), else non-zero."""

import os
import re
import sys
import unittest


class Lines(unittest.TestResult):
	def __init__(self):
		unittest.TestResult.__init__(self)
		self.rows = []

	@staticmethod
	def one_line(s):
		return " ".join(str(s).split())[:200]

	def addSuccess(self, test):
		self.rows.append("ok\t%s" % test.id())

	def _bad(self, test, err, what):
		tb = self._exc_info_to_string(err, test)
		sys.stderr.write("%s: %s\n%s\n" % (what, test.id(), tb))
		lines = [ln for ln in tb.strip().splitlines() if ln.strip()]
		# the exception's own line (an assertion's message follows it)
		exc = [ln for ln in lines if re.match(r'^[A-Za-z_][\w.]*: ', ln)]
		last = (exc or lines)[0]
		self.rows.append("fail\t%s\t%s: %s" % (test.id(), what,
						       self.one_line(last)))

	def addFailure(self, test, err):
		self._bad(test, err, "FAIL")

	def addError(self, test, err):
		self._bad(test, err, "ERROR")

	def addSkip(self, test, reason):
		self.rows.append("skip\t%s\t%s" % (test.id(), self.one_line(reason)))

	def addExpectedFailure(self, test, err):
		self.rows.append("fail\t%s\tan expected failure" % test.id())

	def addUnexpectedSuccess(self, test):
		self.rows.append("fail\t%s\tan unexpected success" % test.id())


def main():
	here = os.path.dirname(os.path.abspath(__file__))
	sys.dont_write_bytecode = True
	sys.path.insert(0, here)
	suite = unittest.defaultTestLoader.discover(here, top_level_dir=here)
	result = Lines()
	suite.run(result)
	sys.stdout.write("".join(r + "\n" for r in result.rows))
	return 0


if __name__ == "__main__":
	sys.exit(main())
