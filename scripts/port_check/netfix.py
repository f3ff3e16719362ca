# SPDX-License-Identifier: GPL-2.0
"""2.4's struct net_device (rule netdev): the --fix over all of a
driver's files at once (fix_netdev(): the methods are assigned in the
probe of one file and defined in others), from what netscan.py finds.

What --fix rewrites, where the meaning is certain:

  dev->open = f; dev->stop = g; ...   (one function, unconditional,
                                        plain function names)
      -> static const struct net_device_ops <prefix>_netdev_ops = {
             .ndo_open = f, .ndo_stop = g, ... };   (before that function)
         dev->netdev_ops = &<prefix>_netdev_ops;   (at the first one)
  int xmit(struct sk_buff *, struct net_device *)   -> netdev_tx_t xmit(),
         its "return 0;" NETDEV_TX_OK, "return 1;" NETDEV_TX_BUSY
  void timeout(struct net_device *dev)  -> (..., unsigned int txqueue)
  dev->priv   -> netdev_priv(dev) (the area came from alloc_etherdev()
                 or alloc_netdev()), dev->ml_priv (the driver sets it)
  dev->mc_count -> netdev_mc_count(dev)
  register_netdev(dev) in a PCI probe -> SET_NETDEV_DEV(dev, &pdev->dev)
         before it (2.4 had no sysfs parent to set)
  for (p = dev->mc_list; p; p = p->next)  -> netdev_for_each_mc_addr(p,
         dev), struct dev_mc_list -> struct netdev_hw_addr, ->dmi_addr
         -> ->addr

A 2.4 Ethernet device got eth_mac_addr() as its set_mac_address from
ether_setup(); its net_device_ops gets .ndo_set_mac_address =
eth_mac_addr and .ndo_validate_addr = eth_validate_addr unless the
driver assigned its own.  scripts/coccinelle/netdev.cocci rewrites the
typed statements: dev->trans_start = jiffies, memcpy(dev->dev_addr,
...), kfree() of a net_device, eth_copy_and_sum(), one-argument
dev_get_by_name(); table.py deletes dev->last_rx = jiffies with its
line.

Each file's method assignments are one driver's probe (a directory of
several drivers is checked at once).  Not rewritten, and stderr says
why: method assignments under a condition, in a block or a loop, that
assign anything but a function's name, spread over several functions
or net_devices, assigned twice, also read (called), in a file that
assigns no open or no hard_start_xmit, in a driver that has a
netdev_ops already; an mc_list walk of another form; dev->priv whose
area is set up in none of the files; a register_netdev() that is the
body of a condition (no SET_NETDEV_DEV() added)."""

import re

from .patterns import blank, line_of, match_close
from .netscan import (ALLOC_RE, ASSIGN_AFTER_RE, DMI_RE, ETHER_RE,
	FIELD_RE, ID, LV, MCDECL_RE, MC_FOR_RE, METHODS, ORDER, file_scope,
	functions, last_name, method_assigns, netdev_names, norm, netdev_parents,
	ops_why)


def mc_loops(code, ndnames):
	"""The 2.4 mc_list walks: (for's start, its ")" end, var, lv) for
	for (v = lv->mc_list; v[ != NULL]; v = v->next)."""
	out = []
	for m in MC_FOR_RE.finditer(code):
		close = match_close(code, m.end() - 1)
		if close < 0:
			continue
		head = code[m.end():close]
		parts = head.split(";")
		if len(parts) != 3 or "mc_list" not in parts[0]:
			continue
		a = re.match(r'\s*(' + ID + r')\s*=\s*(' + LV +
			     r')\s*->\s*mc_list\s*$', parts[0], re.A)
		if not a or last_name(a.group(2)) not in ndnames:
			out.append((m.start(), close + 1, None, None))
			continue
		v = a.group(1)
		if not re.match(r'\s*' + v + r'\s*(?:!=\s*NULL\s*)?$',
				parts[1]) or \
		   not re.match(r'\s*' + v + r'\s*=\s*' + v +
				r'\s*->\s*next\s*$', parts[2]):
			out.append((m.start(), close + 1, None, None))
			continue
		out.append((m.start(), close + 1, v, a.group(2)))
	return out


def decl_start(text, code, name_off):
	"""Where the declaration whose name is at name_off begins: the start
	of its line, or of the lines before it that carry its return type
	("static int __init\\nf(void)")."""
	ls = code.rfind("\n", 0, name_off) + 1
	while ls > 0:
		ps = code.rfind("\n", 0, ls - 1) + 1
		prev = code[ps:ls - 1].strip()
		if not prev or prev[-1] in ";{}" or prev.startswith("#") or \
		   text[ps:ls - 1].rstrip().endswith("*/"):
			break
		ls = ps
	return ls


def ops_name(assigns, codes):
	rhs = [a.rhs for a in assigns]
	pre = rhs[0]
	for r in rhs[1:]:
		while not r.startswith(pre):
			pre = pre[:-1]
	cut = pre.rfind("_")
	pre = pre[:cut + 1] if cut > 0 else assigns[0].func[0] + "_"
	name = pre + "netdev_ops"
	k = 2
	while any(re.search(r'\b%s\b' % name, c) for c in codes.values()):
		name = "%snetdev_ops%d" % (pre, k)
		k += 1
	return name


def rest_of_line(text, code, end):
	"""(comment, newline offset) of what follows end on its line, or
	(None, None) when code follows."""
	nl = text.find("\n", end)
	nl = len(text) if nl < 0 else nl
	if code[end:nl].strip():
		return None, None
	return text[end:nl].strip(), nl


def fix_netdev(texts):
	"""texts: {name: text} of all the driver's files.  Return ({name: new
	text} of the files changed, [(name, line, message)] of the rewrites
	skipped)."""
	codes = {n: blank(t) for n, t in texts.items()}
	names = set()
	for c in codes.values():
		names |= netdev_names(c)
	edits = {n: [] for n in texts}
	skips = []
	if not names:
		return {}, []
	ether = any(ETHER_RE.search(c) for c in codes.values())

	# -- the methods: each file's assignments are a driver's probe ------
	known = set()
	rhs_all = set()
	groups = {}
	for n, c in codes.items():
		g = method_assigns(n, c, names)
		if g:
			groups[n] = g
			rhs_all |= {a.rhs for a in g}
	for c in codes.values():
		known |= file_scope(c, rhs_all)
	for n, group in sorted(groups.items()):
		why = ops_why(n, texts[n], codes[n], group, names, known)
		if why:
			for a in group:
				skips.append((a.n, line_of(texts[a.n], a.off),
					      "netdev: %s->%s = %s not rewritten: "
					      "%s; write a struct net_device_ops "
					      "by hand" % (norm(a.lv), a.method,
							   a.rhs, a.why or why)))
		else:
			plan_ops(texts, codes, group,
				 ETHER_RE.search(codes[n]) or
				 (len(groups) == 1 and ether), edits, skips)

	# -- dev->priv ------------------------------------------------------
	privs = []
	for n, c in codes.items():
		for m in FIELD_RE.finditer(c):
			if m.group("f") == "priv" and \
			   last_name(m.group("lv")) in names:
				privs.append((n, m))
	if privs:
		sets = {p[0] for p in privs
			if ASSIGN_AFTER_RE.match(codes[p[0]], p[1].end())}
		allocs = {n for n, c in codes.items() if ALLOC_RE.search(c)}
		for n, m in privs:
			lv = texts[n][m.start("lv"):m.end("lv")]
			# one driver: what any of its files does; drivers of
			# both kinds in one run: what this file does
			mixed = sets and allocs
			if sets and (not mixed or n in sets):
				edits[n].append((m.start("f"), m.end("f"),
						 "ml_priv"))
			elif allocs and (not mixed or n in allocs):
				edits[n].append((m.start(), m.end(),
						 "netdev_priv(%s)" % lv))
			else:
				skips.append((n, line_of(texts[n], m.start()),
					      "netdev: %s->priv not rewritten: "
					      "neither an allocation of the "
					      "net_device (alloc_etherdev()) "
					      "nor an assignment of priv is in "
					      "%s" % (norm(lv), "this file" if
						      mixed else "these files")))

	# -- the PCI parent ------------------------------------------------
	for n, c in codes.items():
		for off, lv, pdev, at in netdev_parents(c, names):
			if at < 0:
				skips.append((n, line_of(texts[n], off),
					      "netdev: SET_NETDEV_DEV(%s, &%s->dev) "
					      "not added: register_netdev() is "
					      "not a plain statement of the probe; "
					      "add it before by hand" % (
						      norm(lv), pdev)))
				continue
			line = texts[n][at:texts[n].find("\n", at)]
			ind = line[:len(line) - len(line.lstrip(" \t"))]
			edits[n].append((at, at, "%sSET_NETDEV_DEV(%s, &%s->dev);\n"
					 % (ind, norm(lv), pdev)))

	# -- multicast lists ------------------------------------------------
	for n, c in codes.items():
		for m in FIELD_RE.finditer(c):
			if m.group("f") == "mc_count" and \
			   last_name(m.group("lv")) in names:
				lv = texts[n][m.start("lv"):m.end("lv")]
				edits[n].append((m.start(), m.end(),
						 "netdev_mc_count(%s)" % lv))
		loops = mc_loops(c, names)
		for start, end, v, lv in loops:
			if v is None:
				skips.append((n, line_of(texts[n], start),
					      "netdev: this mc_list walk not "
					      "rewritten: only for (p = "
					      "dev->mc_list; p; p = p->next) is; "
					      "use netdev_for_each_mc_addr(ha, "
					      "dev) by hand"))
				continue
			edits[n].append((start, end, "netdev_for_each_mc_addr(%s, "
					 "%s)" % (v, norm(lv))))
		if any(v is None for _, _, v, _ in loops):
			continue
		for m in MCDECL_RE.finditer(c):
			edits[n].append((m.start(), m.end(),
					 "struct netdev_hw_addr"))
		for m in DMI_RE.finditer(c):
			edits[n].append((m.start(), m.end(), m.group(1) + "addr"))

	out = {}
	for n, es in edits.items():
		if not es:
			continue
		t = texts[n]
		last = None
		for s, e, new in sorted(es, key=lambda x: (x[0], x[1]),
					reverse=True):
			if last is not None and e > last:
				continue	# overlaps a later edit
			t = t[:s] + new + t[e:]
			last = s
		out[n] = t
	return out, skips


def plan_ops(texts, codes, assigns, ether, edits, skips):
	"""The net_device_ops of assigns (one function, one net_device), its
	assignment, and the handlers whose types changed."""
	first = min(assigns, key=lambda a: a.off)
	n = first.n
	text, code = texts[n], codes[n]
	name = ops_name(assigns, codes)
	members = {}
	notes = {}
	for a in assigns:
		members[METHODS[a.method]] = a.rhs
		com, nl = rest_of_line(text, code, a.end)
		ls = text.rfind("\n", 0, a.off) + 1
		own_line = not code[ls:a.off].strip() and nl is not None
		if com:
			notes[METHODS[a.method]] = com
		if a is first:
			if own_line:
				edits[n].append((a.off, nl, "%s->netdev_ops = &%s;"
						 % (text[a.off:a.off + len(a.lv)]
						    if code[a.off:a.off + len(a.lv)]
						    == a.lv else a.lv, name)))
			else:
				edits[n].append((a.off, a.end, "%s->netdev_ops = "
						 "&%s;" % (a.lv, name)))
		elif own_line:
			edits[n].append((ls, nl + 1 if nl < len(text) else nl, ""))
		else:
			e = a.end
			while e < len(text) and text[e] in " \t":
				e += 1
			edits[n].append((a.off, e, ""))
	if ether and "ndo_set_mac_address" not in members:
		members["ndo_set_mac_address"] = "eth_mac_addr"
	if ether:
		members["ndo_validate_addr"] = "eth_validate_addr"
	lines = ["static const struct net_device_ops %s = {" % name]
	for mem in ORDER:
		if mem in members:
			lines.append("\t.%s = %s,%s" % (
				mem, members[mem],
				"\t" + notes[mem] if mem in notes else ""))
	lines.append("};")
	at = decl_start(text, code, first.func[1])
	edits[n].append((at, at, "\n".join(lines) + "\n\n"))

	# the handlers whose types changed
	by = {a.method: a.rhs for a in assigns}
	for tn, c in codes.items():
		t = texts[tn]
		if "hard_start_xmit" in by:
			x = re.escape(by["hard_start_xmit"])
			for m in re.finditer(r'\bint(\s+' + x + r'\s*\()', c):
				edits[tn].append((m.start(), m.start() + 3,
						  "netdev_tx_t"))
				close = match_close(c, m.end() - 1)
				rest = c[close + 1:].lstrip()
				if not rest.startswith("{"):
					continue
				bo = c.index("{", close)
				bc = match_close(c, bo)
				for r in re.finditer(r'\breturn\s+([^;]*);',
						     c[bo:bc]):
					val = r.group(1).strip()
					new = {"0": "NETDEV_TX_OK",
					       "1": "NETDEV_TX_BUSY"}.get(val)
					if new:
						s = bo + r.start(1)
						edits[tn].append((s, s + len(
							r.group(1).rstrip()), new))
					else:
						skips.append((tn, line_of(t, bo + r.start()),
							      "netdev: %s() returns %s: "
							      "2.4 requeued the packet on "
							      "any value but 0, today only "
							      "on NETDEV_TX_BUSY: check it "
							      "by hand" % (by[
								      "hard_start_xmit"], val)))
		if "tx_timeout" in by:
			x = re.escape(by["tx_timeout"])
			for m in re.finditer(r'\b' + x + r'\s*\(\s*struct\s+'
					     r'net_device\s*\*\s*(' + ID +
					     r')?\s*\)', c):
				close = m.end() - 1
				edits[tn].append((close, close,
						  ", unsigned int txqueue"
						  if m.group(1) else
						  ", unsigned int"))
