# SPDX-License-Identifier: GPL-2.0
"""The table of rules outside SmPL (port_check.table.TABLE), on small
strings: what each row matches, what it filters out, what it rewrites."""

import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.common import RULES
from port_check.filescan import FileScan
from port_check.patterns import Edit, blank, ioctl_value
from port_check.rewrite import apply_edits
from port_check.table import TABLE


def scan(text):
	s = FileScan("t.c", text)
	s.run()
	return s


def rules(text):
	"""The (line, rule) of the table's findings in text, sorted."""
	return sorted((ln, r) for ln, r, _ in scan(text).findings)


def fixed(text):
	s = scan(text)
	return apply_edits(s.text, s.edits)


LIC = 'MODULE_LICENSE("GPL");\n'


class Basics(unittest.TestCase):
	def test_every_row_names_a_rule(self):
		for row in TABLE:
			self.assertIn(row.rule, RULES)

	def test_blank_keeps_offsets_and_newlines(self):
		t = 'a /* x\ny */ b // c\n"s;" \'c\' d\n'
		b = blank(t)
		self.assertEqual(len(b), len(t))
		self.assertEqual(b.count("\n"), t.count("\n"))
		self.assertEqual(b.split(), ["a", "b", '"', '"', "'", "'", "d"])

	def test_commented_out_code_is_not_reported(self):
		self.assertEqual(rules("/* #include <linux/malloc.h> */\n"
				       "// MODULE_PARM(x, \"i\");\n" + LIC), [])
		# whole lines inside a comment: the line patterns match them,
		# the rows' filters (in the blanked code) must drop them
		t = "/*\n#include <linux/malloc.h>\n#include <linux/config.h>\n" \
			"#include <asm/uaccess.h>\nMODULE_PARM(x, \"i\");\n" \
			"EXPORT_NO_SYMBOLS;\n */\n" + LIC
		self.assertEqual(rules(t), [])
		self.assertEqual(fixed(t), t)

	def test_apply_edits_drops_an_overlapping_edit(self):
		t = "abcdef"
		self.assertEqual(apply_edits(t, [Edit(1, 3, "X"), Edit(2, 4, "Y"),
						 Edit(5, 6, "Z")]), "abYeZ")

	def test_apply_edits_insertion_at_a_replaced_start(self):
		self.assertEqual(apply_edits("abc", [Edit(1, 1, "+"),
						     Edit(1, 2, "B")]), "a+Bc")


class Includes(unittest.TestCase):
	def test_malloc_h_becomes_slab_h(self):
		t = "#include <linux/malloc.h>\n" + LIC
		self.assertEqual(rules(t), [(1, "malloc-h")])
		self.assertEqual(fixed(t), "#include <linux/slab.h>\n" + LIC)

	def test_malloc_h_deleted_when_slab_h_is_there(self):
		t = "#include <linux/slab.h>\n#include <linux/malloc.h>\n" + LIC
		self.assertEqual(fixed(t), "#include <linux/slab.h>\n" + LIC)

	def test_config_h_deleted_with_one_blank_line(self):
		t = "#include <linux/a.h>\n\n#include <linux/config.h>\n\n" \
			"int x;\n" + LIC
		self.assertEqual(rules(t), [(3, "config-h")])
		self.assertEqual(fixed(t), "#include <linux/a.h>\n\nint x;\n" + LIC)

	def test_headers_reported_not_rewritten(self):
		t = "#include <asm/uaccess.h>\n#include \"asm/atomic.h\"\n" + LIC
		self.assertEqual(rules(t), [(1, "headers"), (2, "headers")])
		self.assertEqual(fixed(t), t)

	def test_include_in_an_if_0_branch_is_seen(self):
		t = "#if 0\n#include <asm/semaphore.h>\n#endif\n" + LIC
		self.assertEqual(rules(t), [(2, "semaphore")])
		self.assertIn("#include <linux/semaphore.h>\n", fixed(t))

	def test_similar_names_do_not_match(self):
		self.assertEqual(rules("#include <linux/malloc.hh>\n"
				       "#include <linux/smp_lock.h.old>\n" + LIC), [])

	def test_bkl_and_devfs_are_report_only(self):
		t = "#include <linux/smp_lock.h>\n" \
			"#include <linux/devfs_fs_kernel.h>\n" + LIC
		self.assertEqual(rules(t), [(1, "bkl"), (2, "devfs")])
		self.assertEqual(fixed(t), t)


class MinMax(unittest.TestCase):
	def test_lower_case_min_reported_not_deleted(self):
		t = "#define min(a, b) ((a) < (b) ? (a) : (b))\n" + LIC
		s = scan(t)
		self.assertEqual([(l, r) for l, r, _ in s.findings],
				 [(1, "local-minmax")])
		self.assertIn("type-checked", s.findings[0][2])
		self.assertEqual(apply_edits(t, s.edits), t)

	def test_classic_upper_case_max_is_deleted(self):
		t = "int a;\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n" + LIC
		self.assertIn("classic form", scan(t).findings[0][2])
		self.assertEqual(fixed(t), "int a;\n" + LIC)

	def test_other_upper_case_min_is_kept(self):
		# returns the larger one: not the classic MIN
		t = "#define MIN(a, b) ((a) < (b) ? (b) : (a))\n" + LIC
		self.assertIn("clashes", scan(t).findings[0][2])
		self.assertEqual(fixed(t), t)

	def test_classic_minmax_forms(self):
		c = FileScan.classic_minmax
		self.assertTrue(c("#define MIN(x,y) ( (x) <= (y) ? (x) : (y) )"))
		self.assertTrue(c("#define MIN(a, b) ((b) > (a) ? (a) : (b))"))
		self.assertFalse(c("#define MIN(a, b) ((a) < (b) ? a : b)"))
		self.assertFalse(c("#define MIN(a, a) ((a) < (a) ? (a) : (a))"))


class ModuleParm(unittest.TestCase):
	def test_int(self):
		t = "static int debug;\nMODULE_PARM(debug, \"i\");\n" + LIC
		s = scan(t)
		self.assertEqual(s.findings[0][:2], (2, "module-parm"))
		self.assertIn("use module_param()", s.findings[0][2])
		self.assertEqual(fixed(t), "static int debug;\n"
				 "module_param(debug, int, 0444);\n" + LIC)

	def test_types(self):
		for decl, spec, want in (
			("static unsigned long m;", "l", "module_param(m, ulong, 0444);"),
			("static short m;", "h", "module_param(m, short, 0444);"),
			("static int m[4];", "1-4i", "module_param_array(m, int, NULL, 0444);"),
			("static char *m = \"x\";", "s", "module_param(m, charp, 0444);"),
			("static char m[16];", "c16", "module_param_string(m, m, sizeof(m), 0444);"),
			("static char m[16];", "s", "module_param_string(m, m, sizeof(m), 0444);"),
		):
			t = "%s\nMODULE_PARM(m, \"%s\");\n%s" % (decl, spec, LIC)
			self.assertEqual(fixed(t), "%s\n%s\n%s" % (decl, want, LIC),
					 (decl, spec))

	def test_uncertain_translation_is_reported_only(self):
		for decl, spec in (("static int *m;", "i"),
				   ("static int m;", "1-4i"),
				   ("static u64 m;", "i"),
				   ("static int m;", "x")):
			t = "%s\nMODULE_PARM(m, \"%s\");\n%s" % (decl, spec, LIC)
			self.assertEqual(rules(t), [(2, "module-parm")], decl)
			self.assertEqual(fixed(t), t, decl)

	def test_undeclared_variable_takes_the_spec(self):
		t = "MODULE_PARM(m, \"l\");\n" + LIC
		self.assertEqual(fixed(t), "module_param(m, long, 0444);\n" + LIC)

	def test_before_its_variable_moves_after_it(self):
		t = "MODULE_PARM(early, \"i\");\t/* c */\nstatic int early = 1;\n" + LIC
		self.assertEqual(fixed(t), "static int early = 1;\n"
				 "module_param(early, int, 0444);\n" + LIC)

	def test_in_a_macro_is_reported_once_not_rewritten(self):
		t = "#define P(x) MODULE_PARM(x, \"i\")\n" + LIC
		self.assertEqual(rules(t), [(1, "module-parm")])
		self.assertEqual(fixed(t), t)

	def test_inside_a_function_not_rewritten(self):
		t = "static int m;\nvoid f(void)\n{\n\tMODULE_PARM(m, \"i\");\n}\n" + LIC
		self.assertEqual(rules(t), [(4, "module-parm")])
		self.assertEqual(fixed(t), t)


class Symbols(unittest.TestCase):
	def test_export_no_symbols_at_file_scope_deleted(self):
		t = "int a;\nEXPORT_NO_SYMBOLS;\n" + LIC
		self.assertEqual(rules(t), [(2, "export-no-symbols")])
		self.assertEqual(fixed(t), "int a;\n" + LIC)

	def test_export_no_symbols_as_a_body_becomes_braces(self):
		t = "void f(int x)\n{\n\tif (x)\n\t\tEXPORT_NO_SYMBOLS;\n" \
			"out:\n\tEXPORT_NO_SYMBOLS;\n}\n" + LIC
		self.assertEqual(fixed(t), "void f(int x)\n{\n\tif (x)\n\t\t{}\n"
				 "out:\n\t;\n}\n" + LIC)

	def test_symtab(self):
		t = "#define EXPORT_SYMTAB\n#define I(f) __initcall(f)\n" \
			"__initcall(f);\n" + LIC
		self.assertEqual(rules(t), [(1, "symtab"), (3, "symtab")])

	def test_license_once_and_only_without_one(self):
		t = "module_init(a);\ninit_module(b);\n"
		self.assertEqual(rules(t), [(1, "license")])
		self.assertEqual(rules(t + LIC), [])
		self.assertEqual(rules("int x;\n"), [])


class Initializers(unittest.TestCase):
	FOPS = "static struct file_operations f = {\n\towner: THIS_MODULE,\n" \
		"\tioctl:\tf_ioctl,\n};\n"

	def test_gnu_designators_rewritten(self):
		s = scan(self.FOPS + LIC)
		self.assertEqual(sorted((l, r) for l, r, _ in s.findings),
				 [(2, "old-initializer"), (3, "old-initializer"),
				  (3, "old-ioctl")])
		self.assertEqual(apply_edits(s.text, s.edits),
				 "static struct file_operations f = {\n"
				 "\t.owner = THIS_MODULE,\n\t.ioctl =\tf_ioctl,\n"
				 "};\n" + LIC)

	def test_ioctl_outside_file_operations_is_not_old_ioctl(self):
		t = "static struct other o = {\n\tioctl: f,\n};\n" + LIC
		self.assertEqual(rules(t), [(2, "old-initializer")])

	def test_labels_and_conditionals_are_not_designators(self):
		t = "void f(int x)\n{\nout:\n\tx = x ? 1 : 2;\n}\n" \
			"int a[] = { [0] = 1, 2 };\n" + LIC
		self.assertEqual(rules(t), [])


class IoctlCmd(unittest.TestCase):
	def test_ioctl_value(self):
		d = {"T": "'T'", "N": "(0x21)", "LOOP": "LOOP"}
		self.assertEqual(ioctl_value("0x5421", d), 0x5421)
		self.assertEqual(ioctl_value("_IO(T, N)", d), 0x5421)
		self.assertEqual(ioctl_value("( 2U )", d), 2)
		self.assertEqual(ioctl_value("LOOP", d), None)
		self.assertEqual(ioctl_value("x + 1", d), None)

	def test_vfs_commands_in_the_switch_are_reported(self):
		t = "#define MY_NBIO _IO('T', 0x21)\n" \
			"static long f(struct file *file, unsigned int cmd, " \
			"unsigned long arg)\n{\n\tswitch (cmd) {\n" \
			"\tcase MY_NBIO:\n\tcase 0x1234:\n\tcase 2:\n" \
			"\t\tswitch (arg) { case 0x5451: break; }\n" \
			"\t\treturn 0;\n\t}\n\treturn -ENOTTY;\n}\n" + LIC
		s = scan(t)
		self.assertEqual(sorted((l, r) for l, r, _ in s.findings),
				 [(5, "ioctl-cmd"), (7, "ioctl-cmd")])
		msgs = sorted(m for _, _, m in s.findings)
		self.assertIn("MY_NBIO (0x5421) is FIONBIO", msgs[1])
		self.assertIn("ioctl command 2 is FIGETBSZ", msgs[0])


class DeleteCalls(unittest.TestCase):
	"""SET_MODULE_OWNER() on a net_device: the lines a C-aware rule
	found, deleted as EXPORT_NO_SYMBOLS is."""

	def deleted(self, text, lines):
		s = scan(text)
		s.delete_calls("SET_MODULE_OWNER", lines)
		return apply_edits(s.text, s.edits)

	def test_a_line_of_its_own_goes_with_its_comment(self):
		self.assertEqual(self.deleted(
			"int f(struct net_device *d)\n{\n\tSET_MODULE_OWNER(d); /* x */\n"
			"\treturn 0;\n}\n", [3]),
			"int f(struct net_device *d)\n{\n\treturn 0;\n}\n")

	def test_a_body_becomes_an_empty_block(self):
		self.assertEqual(self.deleted(
			"void f(struct net_device *d)\n{\n\tif (d)\n"
			"\t\tSET_MODULE_OWNER(d);\n\tg();\n}\n", [4]),
			"void f(struct net_device *d)\n{\n\tif (d)\n"
			"\t\t{}\n\tg();\n}\n")

	def test_other_lines_and_other_calls_stay(self):
		t = "void f(void)\n{\n\tSET_MODULE_OWNER(&fops);\n}\n"
		self.assertEqual(self.deleted(t, [2, 9]), t)


class CleanupModule(unittest.TestCase):
	def test_found_and_left_to_the_rule(self):
		# the int -> void rewrite and the returns are module.cocci's,
		# the last return's removal finish_cleanup_module()'s: the
		# table only reports (a table edit here would be half a
		# rewrite when spatch cannot follow the function)
		t = "int cleanup_module(void)\n{\n\tstop();\n\treturn 0;\n}\n" + LIC
		self.assertEqual(rules(t), [(1, "cleanup-module")])
		self.assertEqual(fixed(t), t)



class LvalueCast(unittest.TestCase):
	def found(self, stmt):
		t = "void f(void *p, void *q, int a, int b)\n{\n\t%s\n}\n" % stmt
		return [r for _, r in rules(t) if r == "lvalue-cast"]

	def test_casts_used_as_lvalues_are_reported(self):
		for stmt in ("((char *)p)++;", "((char *) p) += 4;",
			     "++((unsigned long *)q);", "(char *)p += a;",
			     "(int)a = 5;", "*((int *)p)++ = 3;",
			     "--((struct s *)q->next);"):
			self.assertEqual(self.found(stmt), ["lvalue-cast"], stmt)

	def test_look_alikes_are_not(self):
		for stmt in ("((struct s *)q)->n = 1;", "*(int *)p = 5;",
			     "*((int *)p) += 5;", "if (a) b = a;",
			     "while (a) a = b;", "a = (int)b;", "f((int)a);",
			     "p = (char *)p + 4;", "(char *)p++;",
			     "if ((int)a == b) b = 1;", "int (x) = 5;",
			     "return (int)a;", "foo(a) b = 3;",
			     "q[(int)a] = p;", "/* ((char *)p)++; */"):
			self.assertEqual(self.found(stmt), [], stmt)

	def test_report_only(self):
		t = "void f(void *p)\n{\n\t((char *)p)++;\n}\n"
		self.assertEqual(fixed(t), t)


if __name__ == "__main__":
	unittest.main()


class Devinit(unittest.TestCase):
	"""The pci rule's textual rows: the __devinit family and
	__devexit_p()."""

	def test_marker_and_the_blanks_after_it_go(self):
		t = "static int __devinit f(void);\n" \
			"static int tbl[] __devinitdata = { 1 };\n" + LIC
		self.assertEqual(rules(t), [(1, "pci"), (2, "pci")])
		self.assertEqual(fixed(t), "static int f(void);\n"
				 "static int tbl[] = { 1 };\n" + LIC)

	def test_marker_at_the_end_of_its_line_takes_the_blanks_before(self):
		t = "static void __devexit\r\nr(void)\r\n{\r\n}\r\n" + LIC
		self.assertEqual(fixed(t), "static void\r\nr(void)\r\n{\r\n}\r\n"
				 + LIC)

	def test_a_comment_after_the_marker_stays(self):
		t = "static int __devinit\t/* probe */\nf(void);\n" + LIC
		self.assertEqual(fixed(t), "static int /* probe */\nf(void);\n"
				 + LIC)

	def test_devexit_p_becomes_the_function(self):
		t = "struct d x = { .remove = __devexit_p( r ), };\n" + LIC
		self.assertEqual(rules(t), [(1, "pci")])
		self.assertEqual(fixed(t), "struct d x = { .remove = r, };\n" + LIC)

	def test_a_local_definition_and_other_names_are_left_alone(self):
		t = "#ifndef __devinit\n#define __devinit __init\n#endif\n" \
			"int __devinitx; /* __devinit */\n" + LIC
		self.assertEqual(rules(t), [])
		self.assertEqual(fixed(t), t)


class TaskletRow(unittest.TestCase):
	"""The tasklet rule: three-argument DECLARE_TASKLET() and
	DECLARE_TASKLET_DISABLED() become a designated initializer; the
	two-argument form is today's."""

	def test_three_arguments_become_the_initializer(self):
		t = "static DECLARE_TASKLET(a, f, 7);\n" \
			"DECLARE_TASKLET_DISABLED(b, f, (unsigned long)&d);\n" + LIC
		self.assertEqual(rules(t), [(1, "tasklet"), (2, "tasklet")])
		self.assertEqual(fixed(t),
				 "static struct tasklet_struct a = {\n"
				 "\t.count = ATOMIC_INIT(0),\n\t.func = f,\n"
				 "\t.data = 7,\n};\n"
				 "struct tasklet_struct b = {\n"
				 "\t.count = ATOMIC_INIT(1),\n\t.func = f,\n"
				 "\t.data = (unsigned long)&d,\n};\n" + LIC)

	def test_two_arguments_are_not_reported(self):
		t = "static DECLARE_TASKLET(a, cb);\n" \
			"DECLARE_TASKLET_DISABLED(b, cb);\n" + LIC
		self.assertEqual(rules(t), [])
		self.assertEqual(fixed(t), t)

	def test_nested_commas_indentation_and_comments(self):
		t = "void g(void)\n{\n\tstatic DECLARE_TASKLET(a, f,\n" \
			"\t\t\t       q(1, 2) /* why */);\n}\n" + LIC
		self.assertEqual(rules(t), [(3, "tasklet")])
		self.assertEqual(fixed(t),
				 "void g(void)\n{\n"
				 "\tstatic struct tasklet_struct a = {\n"
				 "\t\t.count = ATOMIC_INIT(0),\n\t\t.func = f,\n"
				 "\t\t.data = q(1, 2),\t/* why */\n\t};\n}\n" + LIC)

	def test_a_macro_definition_is_reported_not_rewritten(self):
		t = "#define MINE(n) DECLARE_TASKLET(n, f, 0)\n" + LIC
		s = scan(t)
		self.assertEqual([(ln, r) for ln, r, _ in s.findings],
				 [(1, "tasklet")])
		self.assertIn("in a macro definition", s.findings[0][2])
		self.assertEqual(fixed(t), t)

	def test_comments_and_other_names_are_left_alone(self):
		t = "/* DECLARE_TASKLET(a, f, 0); */\n" \
			"MY_DECLARE_TASKLET(a, f, 0);\n" + LIC
		self.assertEqual(rules(t), [])


class BlockRow(unittest.TestCase):
	"""The block rule: 2.4's <linux/blk.h> reported once (compat carries
	it, no rewrite); in such a file what may sleep in the request
	function, 2.6 block calls and a make_request_fn (2.4's partitions
	are compat's, not reported); outside one, 2.6's
	blk_init_queue(fn, lock)."""

	HEAD = "#define MAJOR_NR 240\n#define DEVICE_REQUEST rq\n" \
		"#include <linux/blk.h>\n"

	def block(self, text):
		return [(ln, msg) for ln, r, msg in scan(text).findings
			if r == "block"]

	def test_the_header_is_reported_once_and_left(self):
		t = self.HEAD + "static void rq(request_queue_t *q)\n{\n" \
			"\twhile (1) {\n\t\tINIT_REQUEST;\n" \
			"\t\tmemcpy(CURRENT->buffer, p, 512);\n" \
			"\t\tend_request(1);\n\t}\n}\n" + LIC
		self.assertEqual(rules(t), [(3, "block")])
		self.assertEqual(fixed(t), t)

	def test_sleeping_in_the_request_function(self):
		t = self.HEAD + "static void rq(request_queue_t *q)\n{\n" \
			"\tp = kmalloc(9, GFP_KERNEL);\n" \
			"\tp = kmalloc(9, GFP_ATOMIC);\n" \
			"\tschedule();\n" \
			"\tcopy_from_user(p, u, 1);\n}\n" \
			"static void other(void)\n{\n\tschedule();\n}\n" + LIC
		found = self.block(t)
		self.assertEqual([ln for ln, _ in found], [3, 6, 8, 9])
		self.assertIn("kmalloc() in rq(), the request function", found[1][1])
		self.assertIn("interrupts off", found[2][1])

	def test_blk_init_queue_names_the_request_function(self):
		t = "#define MAJOR_NR 240\n#include <linux/blk.h>\n" \
			"static void mine(request_queue_t *q)\n{\n" \
			"\tdown(&sem);\n}\n" \
			"void init(void)\n{\n" \
			"\tblk_init_queue(BLK_DEFAULT_QUEUE(MAJOR_NR), mine);\n}\n" \
			+ LIC
		self.assertEqual([ln for ln, _ in self.block(t)], [2, 5])

	def test_26_calls_mixed_in(self):
		t = self.HEAD + "void init(void)\n{\n" \
			"\td = alloc_disk(1);\n\tadd_disk(d);\n" \
			"\tblk_queue_logical_block_size(q, 512);\n" \
			"\tblk_queue_headactive(q, 0);\n" \
			"\tblk_queue_make_request(q, mk);\n}\n" + LIC
		found = self.block(t)
		self.assertEqual([ln for ln, _ in found], [3, 6, 7, 8, 10])
		self.assertIn("alloc_disk() is the 2.6+ block layer's, in a file "
			      "written to 2.4's <linux/blk.h> (line 3)", found[1][1])
		self.assertIn("make_request_fn", found[4][1])

	def test_24_partitions_are_compat_s(self):
		t = self.HEAD + "static struct gendisk g = { MAJOR_NR };\n" \
			"void init(void)\n{\n" \
			"\tadd_gendisk(&g);\n" \
			"\tregister_disk(&g, MKDEV(MAJOR_NR, 0), 16, &ops, 8);\n" \
			"\tgrok_partitions(&g, 1, 16, 8);\n" \
			"\tdel_gendisk(&g);\n}\n" + LIC
		self.assertEqual([ln for ln, _ in self.block(t)], [3])

	def test_26_request_queue_without_blk_h(self):
		t = "#include <linux/blkdev.h>\nvoid init(void)\n{\n" \
			"\tq = blk_init_queue(rq, &lock);\n" \
			"\td = alloc_disk(1);\n}\n" + LIC
		found = self.block(t)
		self.assertEqual([ln for ln, _ in found], [4])
		self.assertIn("blk_init_queue(rq, &lock): 2.6's request_fn queue "
			      "was removed in 5.0", found[0][1])

	def test_a_commented_out_header_is_not_reported(self):
		t = "/* #include <linux/blk.h> */\nvoid f(void)\n{\n" \
			"\tschedule();\n}\n" + LIC
		self.assertEqual(rules(t), [])
