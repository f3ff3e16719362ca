# SPDX-License-Identifier: GPL-2.0
"""What the table's rows search: blank() (comments and literals blanked),
the regular expressions, the header homes, the ioctl command numbers the
VFS answers itself and how a case label's value is worked out, and Edit
(one replacement in the text)."""

import re


def blank(text):
	"""Return text with comments, string and char literals replaced by
	spaces (newlines kept), so offsets and line numbers stay valid."""
	out = list(text)
	i = 0
	n = len(text)
	while i < n:
		c = text[i]
		if c == "/" and i + 1 < n and text[i + 1] == "*":
			j = text.find("*/", i + 2)
			j = n if j < 0 else j + 2
			for k in range(i, j):
				if out[k] != "\n":
					out[k] = " "
			i = j
		elif c == "/" and i + 1 < n and text[i + 1] == "/":
			j = text.find("\n", i)
			j = n if j < 0 else j
			for k in range(i, j):
				out[k] = " "
			i = j
		elif c == '"' or c == "'":
			j = i + 1
			while j < n and text[j] != c and text[j] != "\n":
				j += 2 if text[j] == "\\" else 1
			j = min(j, n - 1)
			for k in range(i + 1, j):
				if out[k] != "\n":
					out[k] = " "
			i = j + 1
		else:
			i += 1
	return "".join(out)


class Edit:
	"""Replace text[start:end] with new."""

	def __init__(self, start, end, new):
		self.start, self.end, self.new = start, end, new


INCLUDE_RE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"]([^>"\n]+)[>"][^\n]*$',
			re.M)
DEFINE_MINMAX_RE = re.compile(r'^[ \t]*#[ \t]*define[ \t]+(min|max|MIN|MAX)\(',
			      re.M)
# the classic two-evaluation MIN()/MAX() that <linux/minmax.h>'s own MIN()/
# MAX() (__cmp()) and compat's fallback expand to, on one line:
#   #define MIN(a, b) ((a) < (b) ? (a) : (b))  (or > with the operands
# swapped, <=, >=); each parameter parenthesized wherever it is used
_P = r'\(\s*%s\s*\)'
CLASSIC_MINMAX_RE = re.compile(
	r'^[ \t]*#[ \t]*define[ \t]+(MIN|MAX)\(\s*(\w+)\s*,\s*(\w+)\s*\)'
	r'[ \t]*\(\s*(?P<l>' + _P % r'\w+' + r')\s*(?P<op>[<>]=?)\s*(?P<r>' +
	_P % r'\w+' + r')\s*\?\s*(?P<t>' + _P % r'\w+' + r')\s*:\s*(?P<f>' +
	_P % r'\w+' + r')\s*\)[ \t]*$', re.M | re.A)
MODULE_PARM_RE = re.compile(
	r'^[ \t]*MODULE_PARM[ \t]*\([ \t]*(\w+)[ \t]*,[ \t]*"([^"\n]*)"[ \t]*\)'
	r'[ \t]*;[ \t]*(?:/\*.*?\*/[ \t]*)?$', re.M | re.A)
MODULE_PARM_ANY_RE = re.compile(r'\bMODULE_PARM[ \t]*\(')
EXPORT_NO_SYMBOLS_RE = re.compile(r'^[ \t]*EXPORT_NO_SYMBOLS[ \t]*;[ \t]*$',
				  re.M)
EXPORT_NO_SYMBOLS_ANY_RE = re.compile(r'\bEXPORT_NO_SYMBOLS\b')
EXPORT_SYMTAB_RE = re.compile(r'^[ \t]*#[ \t]*define[ \t]+EXPORT_SYMTAB\b', re.M)
INITCALL_RE = re.compile(r'\b__initcall[ \t]*\(')
# the hot-plug section markers 3.8 removed, and __devexit_p(fn)
DEVINIT_RE = re.compile(r'\b(__dev(?:init|exit)(?:data|const)?)\b')
DEVEXIT_P_RE = re.compile(r'\b__devexit_p[ \t]*\([ \t]*([A-Za-z_]\w*)[ \t]*\)')
MODULE_LICENSE_RE = re.compile(r'\bMODULE_LICENSE[ \t]*\(')
MODULE_ENTRY_RE = re.compile(r'\b(?:module_init|init_module)[ \t]*\(')
CLEANUP_MODULE_RE = re.compile(r'\bint\s+cleanup_module\s*\(\s*void\s*\)\s*\{')
DECLARE_TASKLET_RE = re.compile(r'\bDECLARE_TASKLET(_DISABLED)?[ \t]*\(')
# block: 2.4's <linux/blk.h> world, the 2.6+ block calls a file written to
# it must not mix in, what may sleep in a request function
BLK_INIT_QUEUE_RE = re.compile(r'\bblk_init_queue[ \t]*\(')
DEVICE_REQUEST_RE = re.compile(r'^[ \t]*#[ \t]*define[ \t]+DEVICE_REQUEST[ \t]+'
			       r'([A-Za-z_]\w*)[ \t]*$', re.M)
BLOCK26_RE = re.compile(
	r'\b(alloc_disk|alloc_disk_node|add_disk|device_add_disk|put_disk|'
	r'set_capacity|elv_next_request|blk_fetch_request|'
	r'blk_peek_request|blk_start_request|blk_end_request\w*|'
	r'__blk_end_request\w*|blk_alloc_queue\w*|blk_mq_\w+|blk_rq_\w+|'
	r'blk_queue_(?!headactive\b|make_request\b)\w+|submit_bio|bio_\w+)'
	r'[ \t]*\(', re.A)
BLOCK24_GONE_RE = re.compile(
	r'\b(blk_queue_make_request)[ \t]*\(', re.A)
SLEEPS_RE = re.compile(
	r'\b(schedule|schedule_timeout\w*|msleep\w*|ssleep|'
	r'(?:__)?copy_(?:to|from)_user|get_user|put_user|'
	r'down|down_interruptible|down_killable|sleep_on\w*|'
	r'interruptible_sleep_on\w*|wait_event\w*|wait_for_completion\w*|'
	r'mutex_lock\w*|lock_kernel|vmalloc|vzalloc|'
	r'kmalloc|kzalloc|kcalloc|kmem_cache_alloc|__get_free_pages?|'
	r'get_zeroed_page|alloc_pages?)[ \t]*\(', re.A)
TOKEN_RE = re.compile(r'[A-Za-z_]\w*|\d[\w.]*|::|->|\S', re.A)
IDENT_RE = re.compile(r'[A-Za-z_]\w*$', re.A)

# lvalue-cast: a cast used as an lvalue, a GNU C extension GCC 4.0 removed:
# ((type *)p)++, ++((type *)p), ((type)x) += n and (type *)p += n.  A
# type: words (qualifiers, struct/union/enum tags, a name) and stars; the
# operand: a name with members and subscripts.  The table's row drops what
# only looks like one (if (a) b = c; *(int *)p = v; f((int)x)++ ...).
_LV_TYPE = r'(?:(?:const|volatile|unsigned|signed|struct|union|enum|long|' \
	r'short|__user|__iomem)\s+)*[A-Za-z_]\w*(?:\s+(?:const|volatile|' \
	r'__user|__iomem|long|int|char))*(?:\s*\*(?:\s*const)?)*'
_LV_OPND = r'[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*|\s*\[[^\]\n]*\])*'
_LV_ASSIGN = r'(?:<<=|>>=|[-+*/%&|^]=|=(?!=))'
LVALUE_CAST_RES = (
	# ((type)x) followed by ++, -- or an assignment
	("paren", re.compile(r'\(\s*\(\s*(?P<type>' + _LV_TYPE + r')\s*\)\s*' +
			     _LV_OPND + r'\s*\)\s*(?P<op>\+\+|--|' + _LV_ASSIGN +
			     r')', re.A)),
	# ++((type)x), --((type)x)
	("prefix", re.compile(r'(?P<op>\+\+|--)\s*\(\s*\(\s*(?P<type>' +
			      _LV_TYPE + r')\s*\)\s*' + _LV_OPND + r'\s*\)',
			      re.A)),
	# (type)x op= ...: the cast binds before the assignment (not before
	# a postfix ++, which applies to x)
	("bare", re.compile(r'\(\s*(?P<type>' + _LV_TYPE + r')\s*\)\s*' +
			    _LV_OPND + r'\s*(?P<op>' + _LV_ASSIGN + r')', re.A)),
)

# headers rule: architecture headers 2.4 drivers included directly, and the
# <linux/...> header that is their home today (report only)
HEADER_HOMES = {
	"asm/uaccess.h": ("linux/uaccess.h", "copy_to_user() and "
			  "copy_from_user() are declared there; compat's "
			  "<asm/uaccess.h> adds it"),
	"asm/bitops.h": ("linux/bitops.h", "x86 refuses a direct include; "
			 "compat's <asm/bitops.h> is <linux/bitops.h>"),
	"asm/atomic.h": ("linux/atomic.h", "the generic atomic API"),
	"asm/spinlock.h": ("linux/spinlock.h", "the generic spinlock API"),
	"asm/system.h": ("asm/barrier.h", "3.4 split it up and removed it: "
			 "the barriers are in <asm/barrier.h>, "
			 "local_irq_save() and friends in <linux/irqflags.h>, "
			 "xchg()/cmpxchg() in <linux/atomic.h>; compat's "
			 "<asm/system.h> gives only the barriers"),
}

# ioctl-cmd: the command numbers 6.1's do_vfs_ioctl() (fs/ioctl.c) handles
# itself for a character device node, so that its ioctl method never sees
# them (x86 and arm64 values, asm-generic/ioctls.h and uapi/linux/fs.h),
# with what 2.4.18's sys_ioctl() (fs/ioctl.c) did with them: FIOCLEX,
# FIONCLEX, FIONBIO and FIOASYNC for every file, FIBMAP, FIGETBSZ and
# FIONREAD only for regular files, the rest did not exist.  The
# FS_IOC_*FLAGS/*XATTR ones reach the driver only where the file system
# holding the node has no fileattr_get/set (-ENOIOCTLCMD, then vfs_ioctl()).
VFS_IOCTLS = {
	0x5451: ("FIOCLEX", "2.4 took it for every file too"),
	0x5450: ("FIONCLEX", "2.4 took it for every file too"),
	0x5421: ("FIONBIO", "2.4 took it for every file too"),
	0x5452: ("FIOASYNC", "2.4 took it for every file too"),
	0x5460: ("FIOQSIZE", "new in 2.6; -ENOTTY for a device"),
	0xc0045877: ("FIFREEZE", "new in 2.6.29"),
	0xc0045878: ("FITHAW", "new in 2.6.29"),
	0xc020660b: ("FS_IOC_FIEMAP", "new in 2.6.28"),
	2: ("FIGETBSZ", "2.4 took it only for regular files"),
	0x40049409: ("FICLONE", "new in 4.5"),
	0x4020940d: ("FICLONERANGE", "new in 4.5"),
	0xc0189436: ("FIDEDUPERANGE", "new in 4.5"),
	0x80086601: ("FS_IOC_GETFLAGS", "where the node's file system "
		     "supports it"),
	0x40086602: ("FS_IOC_SETFLAGS", "where the node's file system "
		     "supports it"),
	0x801c581f: ("FS_IOC_FSGETXATTR", "where the node's file system "
		     "supports it"),
	0x401c5820: ("FS_IOC_FSSETXATTR", "where the node's file system "
		     "supports it"),
}
# a 2.4/2.6 ioctl method's parameter list, up to its body: (struct inode *,
# struct file *, unsigned int cmd, unsigned long) or .unlocked_ioctl's
IOCTL_FN_RE = re.compile(
	r'\(\s*(?:struct\s+inode\s*\*\s*\w*\s*,\s*)?struct\s+file\s*\*\s*\w*'
	r'\s*,\s*(?:unsigned\s+int|unsigned|int|u32|unsigned\s+long)\s+(\w+)'
	r'\s*,\s*unsigned\s+long\s+\w+\s*\)\s*\{', re.A)
DEFINE_VALUE_RE = re.compile(r'^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+(.+?)[ \t]*$',
			     re.M | re.A)
CASE_RE = re.compile(r'\bcase\b([^:;{}]+?):(?!:)', re.A)


def line_of(text, off):
	"""The line number (from 1) of offset off in text."""
	return text.count("\n", 0, off) + 1


def match_close(code, at):
	"""The offset of the bracket closing the "(", "[" or "{" at code[at],
	or -1 when code ends first (code is blank()ed: no literal counts)."""
	open_ = code[at]
	close = {"(": ")", "[": "]", "{": "}"}[open_]
	depth = 0
	for i in range(at, len(code)):
		if code[i] == open_:
			depth += 1
		elif code[i] == close:
			depth -= 1
			if not depth:
				return i
	return -1


def split_args(code, open_, close):
	"""The (start, end) offsets of the top-level, comma-separated
	arguments between the brackets at code[open_] and code[close] (code
	is blank()ed: no literal or comment counts)."""
	spans, depth, start = [], 0, open_ + 1
	for i in range(open_ + 1, close):
		c = code[i]
		if c in "([{":
			depth += 1
		elif c in ")]}":
			depth -= 1
		elif c == "," and depth == 0:
			spans.append((start, i))
			start = i + 1
	spans.append((start, close))
	return spans


def ioctl_value(expr, defines, depth=0):
	"""The value of a command number: a literal, ( literal ), a name
	#defined to one in the file, or _IO(type, nr) of those; else None."""
	e = expr.strip()
	while e.startswith("(") and e.endswith(")") and depth < 8:
		e = e[1:-1].strip()
	m = re.match(r"^_IO\s*\((.+),(.+)\)$", e)
	if m and depth < 8:
		t = ioctl_value(m.group(1), defines, depth + 1)
		n = ioctl_value(m.group(2), defines, depth + 1)
		return None if t is None or n is None else \
			((t & 0xff) << 8 | (n & 0xff))
	m = re.match(r"^'(\\?.)'$", e)
	if m:
		c = m.group(1)
		return ord(c[-1]) if len(c) == 1 else None
	m = re.match(r'^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)[uUlL]*$', e)
	if m:
		return int(m.group(1), 0) & 0xffffffff
	if e in defines and depth < 8:
		return ioctl_value(defines[e], defines, depth + 1)
	return None


PARM_TYPES = {"b": "byte", "h": "short", "i": "int", "l": "long",
	      "s": "charp"}

