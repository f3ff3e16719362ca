# SPDX-License-Identifier: GPL-2.0
"""2.4's struct net_device (rule netdev): the findings of one file
(netdev_findings(), for the table) and the --fix over all of a driver's
files at once (fix_netdev(): the methods are assigned in the probe of one
file and defined in others).

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

# 2.4's method -> today's net_device_ops member (6.1 and 6.12 alike)
METHODS = {
	"open": "ndo_open",
	"stop": "ndo_stop",
	"hard_start_xmit": "ndo_start_xmit",
	"set_multicast_list": "ndo_set_rx_mode",
	"set_mac_address": "ndo_set_mac_address",
	"do_ioctl": "ndo_eth_ioctl",
	"change_mtu": "ndo_change_mtu",
	"tx_timeout": "ndo_tx_timeout",
	"get_stats": "ndo_get_stats",
}
# the order of struct net_device_ops
ORDER = ("ndo_open", "ndo_stop", "ndo_start_xmit", "ndo_set_rx_mode",
	 "ndo_set_mac_address", "ndo_validate_addr", "ndo_eth_ioctl",
	 "ndo_change_mtu", "ndo_tx_timeout", "ndo_get_stats")

ID = r'[A-Za-z_]\w*'
LV = ID + r'(?:\s*(?:->|\.)\s*' + ID + r')*'
NDDECL_RE = re.compile(r'\bstruct\s+net_device\s*((?:\*\s*(?:const\s+)?' +
		       ID + r'\s*(?:\[[^\]]*\])?\s*[,;=)]\s*)+)', re.A)
NDNAME_RE = re.compile(r'\*\s*(?:const\s+)?(' + ID + r')', re.A)
FIELD_RE = re.compile(r'(?<![\w.>])(?P<lv>' + LV + r')\s*->\s*(?P<f>' + ID +
		      r')\b', re.A)
ASSIGN_AFTER_RE = re.compile(r'\s*=(?!=)')
ALLOC_RE = re.compile(r'\b(?:alloc_etherdev(?:_mq)?|alloc_netdev(?:_mq)?|'
		      r'init_etherdev|devm_alloc_etherdev)\s*\(', re.A)
ETHER_RE = re.compile(r'\b(?:alloc_etherdev(?:_mq)?|init_etherdev|'
		      r'ether_setup|devm_alloc_etherdev)\b', re.A)
LAST_RX_RE = re.compile(r'(?<![\w.>])(' + LV + r')\s*->\s*last_rx\s*=\s*'
			r'jiffies\s*;', re.A)
MC_FOR_RE = re.compile(r'\bfor\s*\(', re.A)
MCDECL_RE = re.compile(r'\bstruct\s+dev_mc_list\b', re.A)
DMI_RE = re.compile(r'(?<=->)(\s*)dmi_addr\b', re.A)


def netdev_names(code):
	"""The names declared struct net_device * in code: variables,
	parameters and structure members."""
	names = set()
	for m in NDDECL_RE.finditer(code):
		names.update(NDNAME_RE.findall(m.group(1)))
	return names


def last_name(lv):
	return re.split(r'\s*(?:->|\.)\s*', lv)[-1]


def norm(lv):
	return re.sub(r'\s+', '', lv)


def functions(code):
	"""The function definitions of code: (name, start of its name,
	body's "{", body's "}")."""
	found = []
	depth = 0
	i = 0
	n = len(code)
	while i < n:
		c = code[i]
		if c == "{":
			if depth == 0:
				j = i - 1
				while j >= 0 and code[j].isspace():
					j -= 1
				if j >= 0 and code[j] == ")":
					k = open_paren(code, j)
					name = re.search(ID + r'\s*$', code[:k]) \
						if k > 0 else None
					close = match_close(code, i)
					if name and close > 0 and name.group(0).strip() \
					   not in ("if", "while", "for", "switch"):
						found.append((name.group(0).strip(),
							      name.start(), i, close))
						i = close + 1
						continue
			depth += 1
		elif c == "}":
			depth = max(0, depth - 1)
		i += 1
	return found


def open_paren(code, close):
	"""The offset of the "(" matching the ")" at code[close], or -1."""
	depth = 0
	for i in range(close, -1, -1):
		if code[i] == ")":
			depth += 1
		elif code[i] == "(":
			depth -= 1
			if not depth:
				return i
	return -1


def enclosing(funcs, off):
	for f in funcs:
		if f[2] < off < f[3]:
			return f
	return None


def file_scope(code, names):
	"""The names of names that code declares or defines at file scope
	as functions (NAME followed by "(" at brace depth 0)."""
	found = set()
	depth = 0
	for m in re.finditer(r'[{}]|\b(' + ID + r')\s*\(', code):
		t = m.group(0)
		if t == "{":
			depth += 1
		elif t == "}":
			depth = max(0, depth - 1)
		elif depth == 0 and m.group(1) in names:
			found.add(m.group(1))
	return found


class Assign:
	"""dev->method = rhs; in file n: off (the lvalue), end (after ";"),
	lv, method, rhs (its text), func (the enclosing function or None),
	why (None, or why --fix cannot take it)."""

	def __init__(self, n, off, end, lv, method, rhs, func, why):
		self.n, self.off, self.end, self.lv, self.method = \
			n, off, end, lv, method
		self.rhs, self.func, self.why = rhs, func, why


def statement_why(code, func, off):
	"""None when the statement at off is a plain statement of func's
	body (not inside a block, a loop or under a condition), else why."""
	if func is None:
		return "it is not in a function"
	inner = code[func[2] + 1:off]
	depth = 0
	for c in inner:
		if c == "{":
			depth += 1
		elif c == "}":
			depth -= 1
	if depth:
		return "it is inside a block of %s() (a condition or a loop)" % \
			func[0]
	before = inner.rstrip()
	if before and before[-1] not in ";{}" or \
	   re.search(r'\b(?:else|do)$', before):
		return "it is the body of a condition or a loop"
	return None


def method_assigns(n, code, ndnames):
	"""The method assignments of code (file n)."""
	funcs = functions(code)
	out = []
	for m in FIELD_RE.finditer(code):
		if m.group("f") not in METHODS or \
		   last_name(m.group("lv")) not in ndnames:
			continue
		a = ASSIGN_AFTER_RE.match(code, m.end())
		if not a:
			continue
		semi = code.find(";", a.end())
		if semi < 0:
			continue
		rhs = " ".join(code[a.end():semi].split())
		func = enclosing(funcs, m.start())
		why = statement_why(code, func, m.start())
		if why is None and not re.match(ID + r'$', rhs):
			why = "it assigns an expression (%s), not a function's " \
				"name" % rhs
		out.append(Assign(n, m.start(), semi + 1, m.group("lv"),
				  m.group("f"), rhs, func, why))
	return out


def method_reads(code, ndnames):
	"""(offset, lv, method) of the methods read (called, compared)."""
	out = []
	for m in FIELD_RE.finditer(code):
		if m.group("f") not in METHODS or \
		   last_name(m.group("lv")) not in ndnames:
			continue
		if ASSIGN_AFTER_RE.match(code, m.end()):
			continue
		out.append((m.start(), m.group("lv"), m.group("f")))
	return out


FIELD_MSG = {
	"priv": "dev->priv was removed in 2.6.29: netdev_priv(dev) gives the "
	"area alloc_etherdev(size) allocated, dev->ml_priv holds a pointer "
	"the driver sets; --fix writes the one that fits",
	"trans_start": "dev->trans_start moved to the transmit queues in "
	"4.7: --fix writes netif_trans_update(dev)",
	"last_rx": "dev->last_rx is gone (the stack keeps no receive "
	"time): --fix deletes the assignment",
	"mc_list": "dev->mc_list and struct dev_mc_list were removed in "
	"2.6.35: --fix writes netdev_for_each_mc_addr(ha, dev) and "
	"ha->addr",
	"mc_count": "dev->mc_count was removed in 2.6.35: --fix writes "
	"netdev_mc_count(dev)",
	"init": "dev->init was removed in 2.6.29 (net_device_ops' ndo_init): "
	"call the probe before register_netdev(), by hand",
	"dev_addr": "dev->dev_addr is const since 5.17 (a write would miss "
	"the address lists): --fix writes eth_hw_addr_set(dev, addr) for a "
	"memcpy(); set single bytes in a local array and call "
	"eth_hw_addr_set() by hand",
}


class Finding:
	def __init__(self, off, msg):
		self.off, self.msg = off, msg

	def start(self):
		return self.off


def netdev_findings(s):
	"""The netdev findings of one file (a FileScan)."""
	code = s.code
	names = netdev_names(code)
	found = []
	if not names and not MCDECL_RE.search(code) and not re.search(
			r'\b(?:init_etherdev|eth_copy_and_sum|dev_get_by_name)\b',
			code):
		return found
	group = method_assigns("", code, names)
	why = ops_why("", s.text, code, group, names, None) if group else None
	for a in group:
		new = METHODS[a.method]
		extra = ""
		if a.method == "hard_start_xmit":
			extra = "; its int return becomes netdev_tx_t"
		elif a.method == "tx_timeout":
			extra = "; it takes an unsigned int txqueue since 5.6"
		elif a.method == "do_ioctl":
			extra = "; since 5.15 .ndo_eth_ioctl gets only the MII " \
				"and time-stamp ioctls: SIOCDEVPRIVATE needs " \
				".ndo_siocdevprivate, by hand"
		if a.why or why:
			msg = "%s->%s = %s: %s, so --fix leaves it: write a " \
				"struct net_device_ops with .%s by hand" % (
					norm(a.lv), a.method, a.rhs, a.why or why,
					new)
		else:
			msg = "%s->%s: the methods moved to struct " \
				"net_device_ops in 2.6.29: --fix writes " \
				".%s = %s in a static const net_device_ops" \
				"%s" % (norm(a.lv), a.method, new, a.rhs, extra)
		found.append(Finding(a.off, msg))
	for off, lv, meth in method_reads(code, names):
		found.append(Finding(off, "%s->%s is read: it is "
				     "dev->netdev_ops->%s today; --fix "
				     "leaves the driver's methods as they are" %
				     (norm(lv), meth, METHODS[meth])))
	for m in FIELD_RE.finditer(code):
		f = m.group("f")
		if f not in FIELD_MSG or last_name(m.group("lv")) not in names:
			continue
		if f == "dev_addr":
			after = code[m.end():m.end() + 80]
			pre = code[max(0, m.start() - 40):m.start()]
			if not (re.match(r'\s*\[[^\]]*\]\s*=(?!=)', after) or
				re.search(r'\bmemcpy\s*\(\s*$', pre)):
				continue
		found.append(Finding(m.start(), "%s->%s: %s" % (
			norm(m.group("lv")), f, FIELD_MSG[f])))
	for off, lv, pdev, at in netdev_parents(code, names):
		found.append(Finding(off, "register_netdev(%s) of a PCI card's "
				     "net_device with no SET_NETDEV_DEV(): "
				     "since 2.6 the interface's parent device "
				     "(sysfs, udev's names) is set before it "
				     "is registered; --fix adds "
				     "SET_NETDEV_DEV(%s, &%s->dev)" % (
					     norm(lv), norm(lv), pdev)))
	for m in re.finditer(r'\beth_copy_and_sum\s*\(', code):
		found.append(Finding(m.start(), "eth_copy_and_sum() is gone since "
				     "2.6.24: compat keeps it; --fix writes "
				     "skb_copy_to_linear_data(skb, src, len) "
				     "(2.4's was that memcpy())"))
	for m in re.finditer(r'(?<![\w.>])(_?_?dev_get_by_name)\s*\(', code):
		close = match_close(code, m.end() - 1)
		if close > 0 and "," not in code[m.end():close]:
			found.append(Finding(m.start(), "%s(name): since 2.6.24 "
					     "it takes the network namespace "
					     "first: compat keeps 2.4's call; "
					     "--fix writes %s(&init_net, name)" %
					     (m.group(1), m.group(1))))
	for m in re.finditer(r'\binit_etherdev\s*\(', code):
		found.append(Finding(m.start(), "init_etherdev() was removed "
				     "in 2.6 (it registered the device before "
				     "its methods were set): call "
				     "alloc_etherdev(size), set it up, then "
				     "register_netdev(), by hand"))
	for m in MCDECL_RE.finditer(code):
		found.append(Finding(m.start(), "struct dev_mc_list was "
				     "removed in 2.6.35: struct netdev_hw_addr "
				     "(ha->addr), walked by "
				     "netdev_for_each_mc_addr()"))
	for m in re.finditer(r'\bkfree\s*\(\s*(' + LV + r')\s*\)', code):
		if last_name(m.group(1)) in names:
			found.append(Finding(m.start(), "kfree() of a "
					     "net_device: free_netdev() since "
					     "2.6 (the area is not the pointer "
					     "alloc_etherdev() returned); "
					     "--fix writes it"))
	return found


PCIDEV_RE = re.compile(r'\bstruct\s+pci_dev\s*\*\s*(' + ID + r')\s*[,)]', re.A)
REGISTER_RE = re.compile(r'\bregister_netdev\s*\(\s*(' + LV + r')\s*\)', re.A)


def netdev_parents(code, ndnames):
	"""The register_netdev(dev) calls of a PCI probe (a function with a
	struct pci_dev * parameter) in a file that never calls
	SET_NETDEV_DEV(): (offset of the call, dev, the pci_dev's name,
	offset of the line its statement starts on, or -1 when that
	statement is not a plain statement of the function's body)."""
	if re.search(r'\bSET_NETDEV_DEV\b', code):
		return []
	out = []
	for name, nstart, bo, bc in functions(code):
		close = code.rfind(")", nstart, bo)
		op = open_paren(code, close) if close > 0 else -1
		pdev = PCIDEV_RE.search(code, op, close + 1) if op >= 0 else None
		if not pdev:
			continue
		for m in REGISTER_RE.finditer(code, bo, bc):
			if last_name(m.group(1)) not in ndnames:
				continue
			ls = code.rfind("\n", 0, m.start()) + 1
			first = ls + len(code[ls:]) - len(code[ls:].lstrip(" \t"))
			why = statement_why(code, (name, nstart, bo, bc), first)
			out.append((m.start(), m.group(1), pdev.group(1),
				    -1 if why else ls))
	return out


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


def ops_why(n, text, code, group, names, known):
	"""None when the method assignments of file n (group) can become one
	net_device_ops, else why not.  known: the functions of the files
	checked (None: not checked, a report of one file)."""
	bad = [a for a in group if a.why]
	if bad:
		return "%s->%s (line %d) is not a plain statement: %s" % (
			norm(bad[0].lv), bad[0].method,
			line_of(text, bad[0].off), bad[0].why)
	funcs = sorted({a.func[0] for a in group})
	if len(funcs) > 1:
		return "the methods are assigned in several functions (%s)" % \
			", ".join("%s()" % f for f in funcs)
	lvs = sorted({norm(a.lv) for a in group})
	if len(lvs) > 1:
		return "the methods are assigned to several net_devices (%s)" % \
			", ".join(lvs)
	seen = set()
	for a in group:
		if a.method in seen:
			return "%s is assigned twice" % a.method
		seen.add(a.method)
	for need in ("open", "hard_start_xmit"):
		if need not in seen:
			return "this file assigns no %s: a net_device_ops made of " \
				"the methods assigned here would lose those " \
				"assigned elsewhere" % need
	reads = method_reads(code, names)
	if reads:
		off, lv, meth = reads[0]
		return "%s->%s is also read (line %d)" % (norm(lv), meth,
							 line_of(text, off))
	if re.search(r'->\s*netdev_ops\b', code):
		return "the driver sets netdev_ops already"
	if known is None:
		return None
	unknown = sorted({a.rhs for a in group} - known)
	if unknown:
		return "%s is not a function of these files" % unknown[0]
	return None


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
