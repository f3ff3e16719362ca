# SPDX-License-Identifier: GPL-2.0
"""The check itself, for the files of the command line: read them, run the
table over each, stage copies for spatch (report mode, then each branch
view), and in --fix/--diff mode the rewrites: the table's edits, spatch's
patch rounds to a fixed point, the views' rewrites carried back, the
old-ioctl wrappers finished.  Then the report (findings, warnings, errors),
the diff or the write, and the exit status."""

import os
import shutil
import sys
import tempfile

from .common import MAX_PATCH_ROUNDS, RULES, STAGE, InputError, \
	WriteError, err, link
from .filescan import FileScan
from .irqfix import fix_irq_handlers
from .netfix import fix_netdev
from .tqfix import fix_tqueue
from .patterns import blank
from .rewrite import apply_edits, byte_diff, drop_blank_debris, \
	finish_cleanup_module, finish_fault_wrappers, finish_ioctl_wrappers, \
	unseen_wrappers, write_fixes
from .source import collect, read_source
from .spatch import REPORT_RE, build_cocci, gnu_owner, is_timeout, \
	note_skips, orig_line, rule_files, snapshot, spatch
from .views import branch_views, merge_view, view_text


# the start of the set-module-owner finding (scripts/coccinelle/module.cocci)
# whose call --fix deletes
NETDEV_OWNER = "SET_MODULE_OWNER() on a net_device"


def c99_view(text, scan):
	"""TEXT with its GNU "field: value" designators written ".field =",
	on the same lines: what the rules match in --fix mode, where the
	old-initializer rewrite runs first, so that a report finds what
	--fix changes (a file_operations' fields are invisible to SmPL in
	the GNU form)."""
	out = text
	for d in sorted(scan.gnu_designators(), key=lambda d: -d.off):
		out = out[:d.off] + "." + d.name + " =" + out[d.colon + 1:]
	return out

def patch_rounds(cocci, tmp, names, stage):
	"""Patch the staged copies in tmp/stage to a fixed point (nested
	matches, max(int, a, min(int, b, c)), overlap and spatch rewrites one
	of them per run: repeat until nothing changes, so that one --fix is
	enough).  Return (the first round's stdout, {name: reason} of the files
	spatch gave up on in a round, the final bytes of each file)."""
	before = snapshot(tmp, names, stage)
	first, failed = None, {}
	for _ in range(MAX_PATCH_ROUNDS):
		out, f, _ = spatch(cocci, mode="patch", tmp=tmp, names=names,
				   stage=stage)
		if first is None:
			first = out
		for name, why in f.items():
			failed.setdefault(name, why)
		after = snapshot(tmp, names, stage)
		if after == before:
			break
		before = after
	return first or "", failed, before


def by_rule_file(mode, tmp, names, texts, stage, rule_failed):
	"""spatch leaves a file it gave up on as it was, with every rule's
	findings and rewrites lost, when one rule fails on it (a Failure such
	as "reachable by inconsistent control-flow paths").  Run those files
	again (texts: name -> bytes) one rule file at a time, in the combined
	patch's order, so that every other rule still applies; add (rule
	file, reason) of each that fails to rule_failed[name].  Return the
	runs' stdout (the first round's of each, in patch mode) and the files'
	bytes after them."""
	stage = os.path.basename(tempfile.mkdtemp(prefix=stage + ".", dir=tmp))
	for name, data in texts.items():
		with open(os.path.join(tmp, stage, name), "wb") as o:
			o.write(data)
	out = []
	for c in rule_files():
		cocci = build_cocci(tmp, only=c)
		if mode == "patch":
			o, f, _ = patch_rounds(cocci, tmp, names, stage)
		else:
			o, f, _ = spatch(cocci, mode, tmp, names, stage)
		out.append(o)
		for name, why in f.items():
			if (c, why) not in rule_failed.setdefault(name, []):
				rule_failed[name].append((c, why))
	return "\n".join(out), snapshot(tmp, names, stage)


def patch_all(cocci, tmp, names, stage, rule_failed):
	"""patch_rounds() with the combined patch, then by_rule_file() for
	the files it gave up on (not for a timeout: those are reported as
	such).  Return (the first round's stdout, the final bytes of each
	file, {name: reason} of the files that timed out)."""
	out, failed, after = patch_rounds(cocci, tmp, names, stage)
	retry = {n: after[n] for n, why in failed.items()
		 if not is_timeout(why)}
	if retry:
		rout, rafter = by_rule_file(
			"patch", tmp, {n: names[n] for n in retry}, retry,
			stage + ".split", rule_failed)
		out += "\n" + rout
		after.update(rafter)
	return out, after, {n: w for n, w in failed.items() if is_timeout(w)}


def run(opts, paths):
	"""Check (and with opts["fix"] or opts["diff"], rewrite) the files
	and directories of paths; report; return the exit status."""
	errors = []
	files = collect(paths, errors)
	if not files and not errors:
		raise InputError("no C sources to check")
	srcs = {}
	for f in files:
		try:
			srcs[f] = read_source(f)
		except InputError as e:
			errors.append(str(e))
	if errors:
		for e in errors:
			err("error: " + e)
		return 2

	findings = {}	# display path -> set of (line, rule, msg)
	scans = {}
	table = {}	# display path -> {(line, rule)} the table found
	for f in files:
		s = FileScan(f, srcs[f].text)
		s.run()
		scans[f] = s
		findings[f] = set(s.findings)
		table[f] = {(line, rule) for line, rule, _ in s.findings}

	tmp = None
	failed = {}
	unparsed = {}
	changed = {}
	staged = {}
	skips = set()	# (file, line, message) of rewrites a rule skipped
	refused = {}	# file -> wrappers its rewrite would name unseen
	# staged name -> [(rule file, reason)] of the rule files that spatch
	# gave up on when run on that file alone
	rule_failed = {}
	nd_owner = {}	# file -> lines of SET_MODULE_OWNER() on a net_device
	try:
		tmp = tempfile.mkdtemp(prefix="port-check.")
		os.mkdir(os.path.join(tmp, STAGE))
		for i, f in enumerate(files):
			name = "f%05d%s" % (i, ".h" if f.endswith(".h") else ".c")
			with open(os.path.join(tmp, STAGE, name), "wb") as out:
				out.write(c99_view(srcs[f].text, scans[f]
						   ).encode("latin-1"))
			staged[name] = f
		cocci = build_cocci(tmp)
		out, failed, unparsed = spatch(cocci, "report", tmp, staged)
		retry = {n: c99_view(srcs[staged[n]].text,
				     scans[staged[n]]).encode("latin-1")
			 for n, why in failed.items() if not is_timeout(why)}
		if retry:
			rout, _ = by_rule_file(
				"report", tmp, {n: staged[n] for n in retry},
				retry, STAGE + ".split", rule_failed)
			out += "\n" + rout
			for n in retry:
				del failed[n]
		# each #if/#elif/#else branch in a view of its own: findings
		# add up (same lines); their parse problems are the main run's
		# (all views in one spatch run: fNNNNN.vK.c is view K of fNNNNN.c)
		views = {name: branch_views(scans[f].code)
			 for name, f in staged.items()}
		nviews = max([len(v) for v in views.values()] + [0])
		vnames = {}
		if nviews:
			vstage = STAGE + ".views"
			os.mkdir(os.path.join(tmp, vstage))
			for name, f in staged.items():
				for k, keep in enumerate(views[name]):
					root, ext = os.path.splitext(name)
					vname = "%s.v%d%s" % (root, k + 1, ext)
					with open(os.path.join(tmp, vstage, vname),
						  "wb") as o:
						o.write(view_text(srcs[f].text, keep
								  ).encode("latin-1"))
					vnames[vname] = f
			vout, _, _ = spatch(cocci, "report", tmp, vnames, vstage)
			out += "\n" + vout
		for ln in out.splitlines():
			m = REPORT_RE.match(ln)
			if not m or m.group(3) not in RULES:
				continue
			f = staged.get(os.path.basename(m.group(1))) or \
				vnames.get(os.path.basename(m.group(1)))
			if not f:
				continue
			if (m.group(3) == "fops-owner" and
			    gnu_owner(srcs[f].text, int(m.group(2)))):
				continue
			# the table's finding of the same rule on the line
			# wins (module-parm: it names the replacement)
			if (int(m.group(2)), m.group(3)) in table[f]:
				continue
			findings[f].add((int(m.group(2)),
					 m.group(3), m.group(4)))
			if m.group(3) == "set-module-owner" and \
			   m.group(4).startswith(NETDEV_OWNER):
				nd_owner.setdefault(f, set()).add(int(m.group(2)))

		if opts["fix"] or opts["diff"]:
			edited = {}	# user's file -> text spatch patches
			for f, lines in nd_owner.items():
				scans[f].delete_calls("SET_MODULE_OWNER", lines)
			for name, f in staged.items():
				new = apply_edits(scans[f].text, scans[f].edits)
				edited[f] = (scans[f].text, new)
				if new != scans[f].text:
					with open(os.path.join(tmp, STAGE, name),
						  "wb") as o:
						o.write(new.encode("latin-1"))
			pout, before, timed = patch_all(cocci, tmp, staged,
							STAGE, rule_failed)
			note_skips(pout, staged, skips, edited)
			for name, why in timed.items():
				failed.setdefault(name, why)
			# then each branch view of the rewritten text: its
			# rewrites go back into the text where they touch only
			# lines of that branch (and code outside the groups)
			for k in range(nviews):
				vstage = "%s.fix%d" % (STAGE, k + 1)
				os.mkdir(os.path.join(tmp, vstage))
				vnames, vkeep, vold = {}, {}, {}
				for name, f in staged.items():
					cur = before[name].decode("latin-1")
					keep = branch_views(blank(cur))
					if k >= len(keep):
						continue
					vkeep[name] = keep[k]
					vold[name] = view_text(cur, keep[k])
					with open(os.path.join(tmp, vstage, name),
						  "wb") as o:
						o.write(vold[name].encode("latin-1"))
					vnames[name] = f
				if not vnames:
					continue
				_, vbefore, timed = patch_all(
					cocci, tmp, vnames, vstage, rule_failed)
				for name, why in timed.items():
					failed.setdefault(name, why)
				for name in vnames:
					new = vbefore[name].decode("latin-1")
					if new == vold[name]:
						continue
					cur = before[name].decode("latin-1")
					merged, _ = merge_view(cur, vkeep[name],
							       vold[name], new)
					before[name] = merged.encode("latin-1")
			# all files at once: the old interrupt handlers (a
			# handler, its prototypes and its calls are often in
			# different files of the driver), then the task queues
			# (the tq_struct, its routine and the unload's flush),
			# then the net_device methods (assigned in one file,
			# defined in others)
			for fixer in (fix_irq_handlers, fix_tqueue, fix_netdev):
				cur = {name: before[name].decode("latin-1")
				       for name in staged}
				fixed, fix_skips = fixer(cur)
				for name, text in fixed.items():
					before[name] = text.encode("latin-1")
				for name, line, msg in fix_skips:
					f = staged[name]
					at = orig_line((srcs[f].text, cur[name]),
						       line)
					skips.add((f, at, msg))
			for name, f in staged.items():
				new = finish_fault_wrappers(finish_ioctl_wrappers(
					before[name].decode("latin-1")))
				if "cleanup-module" in {r for _, r in table[f]}:
					new = finish_cleanup_module(new)
				new = drop_blank_debris(srcs[f].text, new)
				unseen = unseen_wrappers(srcs[f].text, new)
				if unseen:
					refused[f] = unseen
					continue
				data = srcs[f].encode(new)
				if data != srcs[f].data:
					changed[f] = data
	finally:
		if tmp:
			shutil.rmtree(tmp, ignore_errors=True)

	rep = sys.stderr if opts["diff"] else sys.stdout
	total = 0
	for f in files:
		seen = set()
		for line, rule, msg in sorted(findings[f]):
			if (line, rule) in seen:
				continue
			seen.add((line, rule))
			total += 1
			rep.write("%s:%d: %s: %s (%s)\n" %
				  (f, line, rule, msg, link(rule)))
	rep.flush()

	for name in sorted(unparsed):
		if name in failed:
			continue
		lines = [str(l) for l in unparsed[name] if l]
		where = " (parse error%s at line%s %s)" % (
			("s", "s", ", ".join(lines)) if len(lines) > 1 else
			("", "", lines[0])) if lines else ""
		err("warning: %s: the C-aware (Coccinelle) rules could not "
		    "parse it%s: their findings and fixes in the code around "
		    "it are missing" % (staged[name], where))
	for name in sorted(failed):
		err("error: %s: spatch gave up (%s): the C-aware rules were not "
		    "applied to it" % (staged[name], failed[name]))
	for name in sorted(rule_failed):
		for c, why in rule_failed[name]:
			err("error: %s: the rules of scripts/coccinelle/%s failed "
			    "on it (spatch: %s): their findings and rewrites are "
			    "missing from it, the other rules' are not" %
			    (staged[name], c, why))
	for f, line, msg in sorted(skips):
		err("warning: %s:%d: %s" % (f, line, msg))
	for f in sorted(refused):
		err("error: %s: not rewritten: the old-ioctl or mmap rewrite would name "
		    "%s, whose wrapper is not defined before it in that file "
		    "(port it by hand)" % (f, ", ".join(refused[f])))

	if opts["diff"]:
		for f in files:
			if f in changed:
				sys.stdout.buffer.write(
					byte_diff(f, srcs[f].data, changed[f]))
		sys.stdout.flush()
	if opts["fix"] and changed:
		try:
			write_fixes(changed, {f: srcs[f].data for f in changed})
		except WriteError as e:
			for p in e.problems:
				err("error: %s" % p)
			if e.written:
				err("error: --fix stopped: written: %s; not "
				    "written: %s" % (", ".join(e.written),
				    ", ".join(f for f in changed
					      if f not in e.written)))
			else:
				err("error: --fix wrote nothing: no file "
				    "was changed")
			return 2
		err("fixed %d file%s" % (len(changed),
					 "" if len(changed) == 1 else "s"))
	if failed or refused or rule_failed:
		return 2
	return 1 if total or unparsed or skips else 0
