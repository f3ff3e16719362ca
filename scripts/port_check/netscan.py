# SPDX-License-Identifier: GPL-2.0
"""2.4's struct net_device (rule netdev), reading: the names a file gives
its net_devices, its functions, its method assignments and what each
means (statement_why()), and the findings of one file for the table
(netdev_findings()).  netfix.py rewrites from what this finds."""

import re

from .patterns import line_of, match_close

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
