# SPDX-License-Identifier: GPL-2.0
"""The command line: usage, argument parsing, main() (which hands the
check itself to check.run()), and the process-level handling: signals,
exit codes, internal errors."""

import argparse
import os
import signal
import sys
import traceback

from . import check
from .common import PROG, RULES, SIGNALS, WRITTEN, InputError, \
	Interrupted, Usage, err, link


USAGE = """usage: port-check [--fix] [--diff] FILE.c|DIR...

Report legacy (2.4/2.5-era) kernel idioms, one line per finding:
  FILE:LINE: RULE: message (porting-guide/<topic>.md#<rule>)

  --fix         apply the safe rewrites in place; nothing is written
                unless every rewritten file can be written
  --diff        print the safe rewrites as a unified diff (findings go
                to stderr)
  --list-rules  print the rule ids with their guide sections
  -h, --help    this text

Only the rewritten spans change: other bytes (any encoding) and CRLF line
endings are kept.  A file the C-aware (Coccinelle) rules cannot parse
completely gets a "port-check: warning:" line on stderr.

Exit status: 0 clean (every file checked and parsed, nothing found),
1 findings or a parse warning, 2 usage error, unusable input (missing,
unreadable file or directory, empty, binary, too large), spatch giving up
on a file, or a --fix that could not write (then no file was changed, or
the message lists exactly the files that were).  SIGTERM, SIGINT or SIGHUP:
spatch is killed, temporary files are removed, port-check dies of the
signal.
Rules are documented in porting-guide/README.md.
"""


class ArgParser(argparse.ArgumentParser):
	"""argparse whose usage errors raise Usage (exit 2, with the first
	paragraph of USAGE) instead of printing argparse's own usage."""

	def error(self, message):
		raise Usage(message)


def parse_args(argv):
	p = ArgParser(prog=PROG, add_help=False, allow_abbrev=False)
	p.add_argument("--fix", action="store_true")
	p.add_argument("--diff", action="store_true")
	p.add_argument("--list-rules", dest="list", action="store_true")
	p.add_argument("-h", "--help", action="store_true")
	p.add_argument("paths", nargs="*")
	# everything after "--" is a path, even "-x.c" (argparse's
	# intermixed parsing would take it for an option)
	tail = []
	if "--" in argv:
		at = argv.index("--")
		argv, tail = argv[:at], argv[at + 1:]
	args, rest = p.parse_known_intermixed_args(argv)
	if rest:
		raise Usage("unknown option '%s'" % rest[0])
	if args.help:
		sys.stdout.write(USAGE)
		sys.exit(0)
	paths = args.paths + tail
	if "-" in paths:
		raise Usage("reading stdin is not supported")
	opts = {"fix": args.fix, "diff": args.diff, "list": args.list}
	if opts["list"]:
		return opts, paths
	if not paths:
		raise Usage("no input files")
	return opts, paths


def main(argv):
	try:
		opts, paths = parse_args(argv)
	except Usage as e:
		err("error: %s" % e)
		sys.stderr.write(USAGE.split("\n\n")[0] + "\n")
		return 2
	if opts["list"]:
		for r in RULES:
			print("%-22s %-50s %s" % (r, RULES[r][1], link(r)))
		return 0

	return check.run(opts, paths)


def die_of(signum):
	"""Terminate by signum after cleanup, so the caller (a shell, make)
	sees the signal, as with any other program it interrupts."""
	signal.signal(signum, signal.SIG_DFL)
	signal.pthread_sigmask(signal.SIG_UNBLOCK, [signum])
	os.kill(os.getpid(), signum)
	sys.exit(128 + signum)	# not reached


def on_signal(signum, frame):
	# The first terminating signal unwinds main(); the others are
	# ignored so that the cleanup runs to its end.
	for s in SIGNALS:
		signal.signal(s, signal.SIG_IGN)
	raise Interrupted(signum)


def internal_error(typ, value, tb):
	"""A bug: show it (with its traceback) and exit 2, not 1 ("findings")."""
	try:
		sys.stdout.flush()
	except OSError:
		pass
	err("error: internal error, please report:")
	traceback.print_exception(typ, value, tb)
	sys.stderr.flush()
	os._exit(2)


def entry():
	"""Run port-check on sys.argv and exit with its status (the script
	scripts/port-check calls only this)."""
	sys.excepthook = internal_error
	for sig in SIGNALS:
		# a signal ignored by the caller (nohup, sh's "cmd &") stays so
		if signal.getsignal(sig) != signal.SIG_IGN:
			signal.signal(sig, on_signal)
	try:
		rc = main(sys.argv[1:])
	except InputError as e:
		err("error: %s" % e)
		rc = 2
	except Interrupted as e:
		err("error: interrupted by %s: temporary files removed%s" %
		    (signal.Signals(e.signum).name,
		     ", after --fix wrote %d file%s" % (
			     len(WRITTEN), "" if len(WRITTEN) == 1 else "s")
		     if WRITTEN else ""))
		die_of(e.signum)
	except BrokenPipeError:
		# stdout closed early (| head): nothing more to say
		os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
		rc = 2
	except OSError as e:
		# e.g. no space left for the temporary copies
		err("error: %s%s" % ("%s: " % e.filename if e.filename else "",
				     e.strerror))
		rc = 2
	try:
		sys.stdout.flush()
	except OSError:
		pass
	sys.exit(rc)
