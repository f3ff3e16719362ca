# SPDX-License-Identifier: GPL-2.0
"""TABLE: the rules outside SmPL, one row per rule and pattern, with its
message and its rewrite, applied in order by FileScan.run().

What SmPL cannot see:
 - #include lines (malloc-h, config-h, headers, the devfs, BKL,
   asm/semaphore.h and linux/wrapper.h headers): a line match is exact,
   and also sees includes in #if branches spatch does not parse;
 - macro definitions (local-minmax): SmPL matches uses of macros, not a
   function-like "#define min(a, b) ..." by name with any body;
 - MODULE_PARM(...); and EXPORT_NO_SYMBOLS; at file scope.  spatch 1.1.1
   does match MODULE_PARM(x, "i"); with "declarer name MODULE_PARM;",
   but its rewrite keeps the line's trailing comment (a deleted line's
   comment moves onto the line before), so --fix's output, in which
   the comment goes with the line, cannot come from SmPL.  A file-scope
   EXPORT_NO_SYMBOLS; is not in spatch's syntax tree at all (its parser
   passes over it), and "declarer name" needs parentheses.  (An
   EXPORT_NO_SYMBOLS that is the body of a control statement becomes
   "{}", after a label ";");
 - GNU old-style designated initializers ("owner: THIS_MODULE"): the SmPL
   grammar has no syntax for them, so no rule can match or rewrite them
   (nor see "ioctl: fn" in a file_operations: old-ioctl);
 - the case labels of an ioctl method's command switch whose value the
   VFS answers itself (ioctl-cmd): a label is often a #define'd name or
   _IO(), whose value SmPL does not see (it does not expand macros);
 - the attributes __devinit, __devexit, __devinitdata, __devexitdata,
   __devinitconst, __devexitconst and the macro __devexit_p() (pci):
   spatch 1.1.1 parses them only as macros it has been told about, and
   SmPL has no pattern for an attribute of a declaration;
 - int cleanup_module(void) (cleanup-module): reported here, and its last
   statement, a return directly in its body, removed here; SmPL cannot
   tell that statement from a return on another path to the end;
 - #define EXPORT_SYMTAB and __initcall(fn) at file scope (symtab), and
   a file with the module's entry point (module_init() or init_module())
   but no MODULE_LICENSE() (license);
 - a three-argument DECLARE_TASKLET(name, func, data) or
   DECLARE_TASKLET_DISABLED() (tasklet): at file scope, where 2.4 drivers
   wrote it, spatch parses a macro call with a storage class in front
   ("static DECLARE_TASKLET(...);") as nothing it can match, and the
   rewrite needs the number of arguments, which SmPL cannot test on a
   macro it does not expand;
 - 2.4's block driver model (block): #include <linux/blk.h>, which spatch
   sees as nothing to match; the request function is named by a #define
   (DEVICE_REQUEST) or by blk_init_queue(q, fn), and whether a call in
   it may sleep, or a 2.6 block call is mixed in, depends on the file
   including that header, which SmPL cannot test;
 - 2.4's struct net_device (netdev, scripts/port_check/netscan.py and
   netfix.py): the methods assigned one by one become one
   net_device_ops placed before the function that assigned them,
   which SmPL can only add with fresh identifiers and one rule per
   combination of methods; the handlers' types follow the assignments,
   in whichever file;
 - a cast used as an lvalue (lvalue-cast), which no compiler since GCC
   4.0 accepts: spatch's parser refuses the bare form "(char *)p += n"
   (the C-aware rules then skip that code and port-check warns), so one
   pattern row covers it and the parenthesized forms alike.
The table's patterns search a copy of the text whose comments and string
literals are blanked out, so it never reports code that is commented out.
"""

import re

from .common import RULES
from .filescan import FileScan
from .netscan import LAST_RX_RE, last_name, netdev_findings, netdev_names
from .patterns import (CLEANUP_MODULE_RE, DEFINE_MINMAX_RE, DEVEXIT_P_RE,
		       DEVINIT_RE,
		       EXPORT_NO_SYMBOLS_ANY_RE, EXPORT_NO_SYMBOLS_RE,
		       EXPORT_SYMTAB_RE, HEADER_HOMES, INCLUDE_RE, INITCALL_RE,
		       MODULE_ENTRY_RE, MODULE_LICENSE_RE, MODULE_PARM_ANY_RE,
		       MODULE_PARM_RE, LVALUE_CAST_RES, DECLARE_TASKLET_RE,
		       BLK_INIT_QUEUE_RE, DEVICE_REQUEST_RE, BLOCK26_RE,
		       BLOCK24_GONE_RE, SLEEPS_RE, IDENT_RE,
		       Edit, match_close, split_args)


class Row:
	"""A row of the scanner's table: what port-check finds outside SmPL.
	rule     the rule id;
	find     a compiled pattern, searched in the scan's attribute named
	         by on ("code": comments and literals blanked, "text": the
	         file itself, "nopp": code without preprocessor lines), or a
	         function scan -> matches (objects with start());
	keep     None, or a function (scan, match) -> does the match count;
	message  the finding's text: a string, a function (scan, match) ->
	         text, or None (a row that only rewrites);
	rewrite  None (report only) or a function (scan, match) that
	         records the rewrite in scan.edits or scan.deleted;
	once     only the first match that counts."""

	def __init__(self, rule, find, message, rewrite=None, keep=None,
		     on="code", once=False):
		assert rule in RULES
		self.rule, self.find, self.message = rule, find, message
		self.rewrite, self.keep, self.on, self.once = \
			rewrite, keep, on, once


def include(hdr):
	"""keep: an #include (not commented out) of <hdr> or "hdr"."""
	return lambda s, m: s.in_code(m) and m.group(1).strip() == hdr


def delete_line(s, m):
	s.delete_line(*s.whole_line(m))


def devinit_fix(s, m):
	"""Delete a __devinit-family marker with the blanks after it, or,
	when only blanks follow it on its line, with the blanks before it:
	"int __devinit f(" -> "int f(", "int __devinit\nf(" -> "int\nf("."""
	start, end = m.start(), m.end()
	after = end
	while after < len(s.text) and s.text[after] in " \t":
		after += 1
	if after == len(s.text) or s.text[after] in "\r\n":
		while start > 0 and s.text[start - 1] in " \t":
			start -= 1
	else:
		end = after
	s.edits.append(Edit(start, end, ""))


def include_row(rule, hdr, message, home=None, rewrite=None):
	"""A row for an #include of <hdr>: with home, the rewrite includes
	<home> instead; with rewrite, that rewrite; else report only."""
	if home is not None:
		def rewrite(s, m):
			s.include_fix(m, home)
	return Row(rule, INCLUDE_RE, message, rewrite, keep=include(hdr),
		   on="text")


def header_home(hdr):
	home, why = HEADER_HOMES[hdr]
	return include_row("headers", hdr,
			   "<%s>: include <%s> (%s)" % (hdr, home, why))


# words before "(" that make it a statement's condition, a call or a
# declarator, not a cast: if (a) b = c; f((int)x)++; ...
_NOT_CAST_BEFORE = re.compile(r'(?:[\w)\]]|->|\.)\s*$')


def lvalue_casts(s):
	"""The casts used as lvalues in s.code (see LVALUE_CAST_RES), once
	each, in order: matches with start() and .op."""
	found = {}
	for kind, r in LVALUE_CAST_RES:
		for m in r.finditer(s.code):
			before = s.code[max(0, m.start() - 40):m.start()]
			# keywords that may precede a cast
			before = re.sub(r'\b(?:return|else|case)\s*$', '', before)
			if _NOT_CAST_BEFORE.search(before):
				continue
			deref = before.rstrip().endswith("*")
			# *(int *)p = v and *((int *)p) += v assign through the
			# pointer; *((int *)p)++ still increments the cast
			if deref and m.group("op") not in ("++", "--"):
				continue
			if deref and kind == "bare":
				continue
			if m.start() not in found:
				found[m.start()] = m
	return [found[k] for k in sorted(found)]


class TaskletDecl:
	"""A three-argument DECLARE_TASKLET[_DISABLED](name, func, data):
	off..end the macro call, args the three arguments' text, in_pp
	whether it is in a preprocessor line (a #define of the driver's)."""

	def __init__(self, off, end, disabled, args, in_pp):
		self.off, self.end, self.disabled, self.args, self.in_pp = \
			off, end, disabled, args, in_pp

	def start(self):
		return self.off


def tasklet_decls(s):
	"""The three-argument DECLARE_TASKLET()/DECLARE_TASKLET_DISABLED() in
	the code, in order.  Two arguments are today's form.  An argument's
	text is its code with the comments before and after it kept apart
	(args: (text, comments) pairs)."""
	found = []
	for m in DECLARE_TASKLET_RE.finditer(s.code):
		close = match_close(s.code, m.end() - 1)
		if close < 0:
			continue
		args = []
		for a, b in split_args(s.code, m.end() - 1, close):
			code = s.code[a:b]
			if not code.strip():
				break
			first = a + len(code) - len(code.lstrip())
			last = a + len(code.rstrip())
			notes = " ".join(t for t in (s.text[a:first].strip(),
						     s.text[last:b].strip()) if t)
			args.append((" ".join(s.text[first:last].split()), notes))
		if len(args) != 3:
			continue
		in_pp = s.nopp[m.start()] != s.code[m.start()]
		found.append(TaskletDecl(m.start(), close + 1, bool(m.group(1)),
					 args, in_pp))
	return found


def tasklet_message(s, d):
	what = "DECLARE_TASKLET%s(name, func, data) is gone since 5.9 (two " \
		"arguments, a struct tasklet_struct * handler): compat keeps " \
		"it; " % ("_DISABLED" if d.disabled else "")
	if d.in_pp:
		return what + "in a macro definition, --fix leaves it: write " \
			"struct tasklet_struct name = { .count, .func, .data }"
	return what + "--fix writes struct tasklet_struct %s = { .count, " \
		".func, .data }" % d.args[0][0]


def tasklet_fix(s, d):
	"""The designated initializer 2.4's positional one meant: count 0
	(1 disabled), func, data; one member a line, indented as the line
	the macro starts on, a comment that was beside an argument at the
	end of its member's line.  Not in a macro definition."""
	if d.in_pp:
		return
	bol = s.text.rfind("\n", 0, d.off) + 1
	line = s.text[bol:d.off]
	ind = line[:len(line) - len(line.lstrip(" \t"))]
	(name, n_notes), func, data = d.args
	lines = ["struct tasklet_struct %s = {%s" % (
		name, "\t" + n_notes if n_notes else "")]
	for member, (text, notes) in (
			("count", ("ATOMIC_INIT(%d)" % (1 if d.disabled else 0), "")),
			("func", func), ("data", data)):
		lines.append("%s\t.%s = %s,%s" % (ind, member, text,
						  "\t" + notes if notes else ""))
	lines.append(ind + "}")
	s.edits.append(Edit(d.off, d.end, "\n".join(lines)))


class BlockFinding:
	"""A block finding: off where it is, msg its text."""

	def __init__(self, off, msg):
		self.off, self.msg = off, msg

	def start(self):
		return self.off


_BLK_ALLOCS = ("kmalloc", "kzalloc", "kcalloc", "kmem_cache_alloc",
	       "__get_free_pages", "__get_free_page", "get_zeroed_page",
	       "alloc_pages", "alloc_page")

_BLOCK24_GONE = {
	"blk_queue_make_request": "2.4's make_request_fn (buffer heads taken "
	"without a request queue, as 2.4's rd.c did) is not covered by "
	"compat, only a request function is: port it to blk-mq by hand",
}


def function_body(s, name):
	"""(open, close): the offsets of the braces of the definition of
	function name in s, or None."""
	for m in re.finditer(r'(?<![\w.>])%s[ \t]*\(' % re.escape(name),
			     s.nopp):
		close = match_close(s.nopp, m.end() - 1)
		if close < 0:
			continue
		rest = s.nopp[close + 1:]
		brace = len(rest) - len(rest.lstrip())
		if rest[brace:brace + 1] == "{":
			at = close + 1 + brace
			end = match_close(s.nopp, at)
			if end > 0:
				return at, end
	return None


def block_findings(s):
	"""2.4's <linux/blk.h> (reported once: compat carries it), and in
	such a file the 2.6+ block calls mixed in, what compat does not
	serve, and what may sleep in the request function; outside one,
	2.6's blk_init_queue(fn, lock)."""
	found = []
	blk = None
	for m in INCLUDE_RE.finditer(s.text):
		if m.group(1).strip() == "linux/blk.h" and s.in_code(m):
			blk = m
			break
	reqfns = {}
	if blk:
		found.append(BlockFinding(
			blk.start(), "<linux/blk.h>: 2.4's block driver model (a "
			"request function on BLK_DEFAULT_QUEUE(), CURRENT, "
			"end_request(), blk_size[]) was rewritten in 2.5, its "
			"request queues removed in 5.0: compat serves the request "
			"function from blk-mq (drvcompat.ko), --fix leaves it; a "
			"port to blk-mq (blk_mq_alloc_disk(), queue_rq) is by hand"))
		for m in DEVICE_REQUEST_RE.finditer(s.code):
			reqfns.setdefault(m.group(1), m.start())
	for m in BLK_INIT_QUEUE_RE.finditer(s.nopp):
		close = match_close(s.nopp, m.end() - 1)
		if close < 0:
			continue
		args = [" ".join(s.code[a:b].split())
			for a, b in split_args(s.nopp, m.end() - 1, close)]
		if len(args) != 2:
			continue
		if blk:
			if IDENT_RE.match(args[1]):
				reqfns.setdefault(args[1], m.start())
			continue
		found.append(BlockFinding(
			m.start(), "blk_init_queue(%s, %s): 2.6's request_fn queue "
			"was removed in 5.0: port the driver to blk-mq "
			"(blk_mq_alloc_disk(), queue_rq) by hand; compat serves "
			"only 2.4 drivers written to <linux/blk.h>" % tuple(args)))
	if not blk:
		return found
	blk_line = s.text.count("\n", 0, blk.start()) + 1
	for m in BLOCK26_RE.finditer(s.nopp):
		found.append(BlockFinding(
			m.start(), "%s() is the 2.6+ block layer's, in a file "
			"written to 2.4's <linux/blk.h> (line %d): the two models "
			"do not mix and compat serves only 2.4's; finish the port "
			"to blk-mq by hand" % (m.group(1), blk_line)))
	for m in BLOCK24_GONE_RE.finditer(s.nopp):
		found.append(BlockFinding(m.start(), "%s(): %s" % (
			m.group(1), _BLOCK24_GONE[m.group(1)])))
	for name in reqfns:
		body = function_body(s, name)
		if body is None:
			continue
		for m in SLEEPS_RE.finditer(s.nopp, body[0], body[1]):
			fn = m.group(1)
			if fn in _BLK_ALLOCS:
				close = match_close(s.nopp, m.end() - 1)
				if re.search(r'\bGFP_(?:ATOMIC|NOWAIT)\b',
					     s.nopp[m.end():close]):
					continue
			found.append(BlockFinding(
				m.start(), "%s() in %s(), the request function: it "
				"is called with io_request_lock held and interrupts "
				"off (2.4's rule, which compat keeps), where %s() may "
				"sleep: allocate with GFP_ATOMIC, move the rest to a "
				"work item or kernel thread that ends the request "
				"with io_request_lock taken" % (fn, name, fn)))
	found.sort(key=lambda f: f.off)
	return found


# In this order (a rewrite that overlaps an earlier one is dropped, see
# rewrite.apply_edits).  What each row covers and why SmPL cannot: this
# module's docstring.
TABLE = [
	include_row("malloc-h", "linux/malloc.h",
		    "<linux/malloc.h> is gone since 2.5: include <linux/slab.h>",
		    home="linux/slab.h"),
	include_row("config-h", "linux/config.h",
		    "<linux/config.h> is gone since 2.6.19: delete the include",
		    rewrite=delete_line),
] + [header_home(h) for h in HEADER_HOMES] + [
	include_row("semaphore", "asm/semaphore.h",
		    "<asm/semaphore.h> is gone since 2.6.28: include "
		    "<linux/semaphore.h>", home="linux/semaphore.h"),
	include_row("bkl", "linux/smp_lock.h",
		    "<linux/smp_lock.h> (the big kernel lock) is gone since "
		    "2.6.39: replace lock_kernel() with a driver-local mutex"),
	include_row("remap", "linux/wrapper.h",
		    "<linux/wrapper.h> is gone since 2.6: include <linux/mm.h> "
		    "(mem_map_reserve() is SetPageReserved())",
		    home="linux/mm.h"),
	include_row("devfs", "linux/devfs_fs_kernel.h",
		    "<linux/devfs_fs_kernel.h>: devfs was removed in 2.6.18: "
		    "use a class and device_create()"),
	Row("local-minmax", DEFINE_MINMAX_RE, FileScan.minmax_message,
	    FileScan.minmax_fix),
	Row("module-parm", MODULE_PARM_RE,
	    lambda s, m: "MODULE_PARM is gone since 2.6: use %s()" % (
		    (s.parm_new(m) or "module_param(").split("(")[0]),
	    FileScan.parm_fix,
	    keep=lambda s, m: s.in_code(m, "MODULE_PARM"), on="text"),
	# the other MODULE_PARM() uses (a macro, more than one line): report
	Row("module-parm", MODULE_PARM_ANY_RE,
	    "MODULE_PARM is gone since 2.6: use module_param()",
	    keep=lambda s, m: not any(
		    s.text.rfind("\n", 0, m.start()) + 1 <= f <= m.start()
		    for f in s.parm_lines())),
	Row("export-no-symbols", EXPORT_NO_SYMBOLS_RE, None,
	    FileScan.export_no_symbols_fix),
	Row("export-no-symbols", EXPORT_NO_SYMBOLS_ANY_RE,
	    "EXPORT_NO_SYMBOLS is gone: symbols are only exported by "
	    "EXPORT_SYMBOL(); delete it"),
	Row("symtab", EXPORT_SYMTAB_RE,
	    "EXPORT_SYMTAB is not needed since 2.6: only EXPORT_SYMBOL() "
	    "exports; delete the define"),
	Row("symtab", INITCALL_RE,
	    "__initcall() in a module: 2.4 ignored it, 2.6+ has none; use "
	    "module_init()",
	    # a macro definition is not a use
	    keep=lambda s, m: s.code.rfind("#", s.text.rfind(
		    "\n", 0, m.start()) + 1, m.start()) < 0),
	# the file that holds the module's entry point must say
	# MODULE_LICENSE() (where the kernel's own modules say it; a module
	# whose licence sits in another file is reported too)
	Row("license", MODULE_ENTRY_RE,
	    "no MODULE_LICENSE(): modpost refuses such a module since 5.11; "
	    "add the licence the author chose, e.g. MODULE_LICENSE(\"GPL\")",
	    keep=lambda s, m: not MODULE_LICENSE_RE.search(s.code),
	    once=True),
	Row("old-initializer", FileScan.gnu_designators,
	    lambda s, d: "old GNU initializer '%s:': use '.%s ='" %
	    (d.name, d.name),
	    FileScan.gnu_designator_fix),
	# SmPL cannot see it: --fix rewrites the designator first, then
	# old-ioctl's Coccinelle rule the method
	Row("old-ioctl", FileScan.gnu_designators,
	    ".ioctl was removed in 2.6.36 (it ran under the big kernel "
	    "lock): use .unlocked_ioctl, taking lock_kernel() around the "
	    "old function",
	    keep=lambda s, d: d.name == "ioctl" and d.fops),
	Row("ioctl-cmd", FileScan.vfs_ioctl_cases, FileScan.vfs_ioctl_message),
	Row("pci", DEVINIT_RE,
	    lambda s, m: "%s is gone since 3.8 (probe code can run at any "
	    "time; 2.4 kept it only with CONFIG_HOTPLUG): delete it" %
	    m.group(1),
	    devinit_fix, on="nopp"),
	Row("pci", DEVEXIT_P_RE,
	    "__devexit_p() is gone since 3.8: use the function itself",
	    lambda s, m: s.edits.append(Edit(m.start(), m.end(), m.group(1))),
	    on="nopp"),
	Row("lvalue-cast", lvalue_casts,
	    lambda s, m: "a cast used as an lvalue ('%s' on a (%s) cast) is "
	    "refused since GCC 4.0: assign to the variable itself, e.g. "
	    "p = (char *)p + n" % (m.group("op"), m.group("type").strip()),
	    on="code"),
	Row("tasklet", tasklet_decls, tasklet_message, tasklet_fix),
	Row("block", block_findings, lambda s, f: f.msg),
	Row("netdev", netdev_findings, lambda s, f: f.msg),
	# dev->last_rx = jiffies; goes here, not in netdev.cocci: a SmPL
	# deletion moves the line's trailing comment onto the line before
	Row("netdev", LAST_RX_RE, None,
	    lambda s, m: s.delete_statement(m, m.start()),
	    keep=lambda s, m: last_name(m.group(1)) in netdev_names(s.code)),
	Row("cleanup-module", CLEANUP_MODULE_RE,
	    "int cleanup_module(): it is void since 2.6 (the result was "
	    "never used): make it void", on="nopp", once=True),
]
