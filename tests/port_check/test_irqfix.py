# SPDX-License-Identifier: GPL-2.0
"""--fix of the old interrupt handlers (port_check.irqfix): what changes
in the definition, the prototypes and the calls, across files, and what is
left alone."""

import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.irqfix import fix_irq_handlers


class IrqFix(unittest.TestCase):
	def test_void_handler_every_path_returns_handled(self):
		text = ("static void h(int irq, void *dev_id, struct pt_regs *regs)\n"
			"{\n\tif (!dev_id)\n\t\treturn;\n\tn++;\n}\n")
		out, skips = fix_irq_handlers({"a.c": text})
		self.assertEqual(skips, [])
		self.assertEqual(out["a.c"],
				 "#include <linux/interrupt.h>\n\n"
				 "static irqreturn_t h(int irq, void *dev_id)\n"
				 "{\n\tif (!dev_id)\n\t\treturn IRQ_HANDLED;\n"
				 "\tn++;\n\treturn IRQ_HANDLED;\n}\n")

	def test_last_return_is_not_doubled(self):
		text = ("#include <linux/interrupt.h>\n"
			"void h(int irq, void *d, struct pt_regs *r)\n"
			"{\n\tn++;\n\treturn;\n}\n")
		out, _ = fix_irq_handlers({"a.c": text})
		self.assertEqual(out["a.c"].count("return IRQ_HANDLED;"), 1)

	def test_prototype_and_call_in_other_files(self):
		files = {
			"isr.c": "#include <linux/interrupt.h>\n"
				 "irqreturn_t h(int irq, void *d, struct pt_regs *r)\n"
				 "{\n\treturn IRQ_HANDLED;\n}\n",
			"x.h": "#include <linux/interrupt.h>\n"
			       "irqreturn_t h(int, void *, struct pt_regs *);\n",
			"main.c": "#include \"x.h\"\nvoid p(void *d)\n{\n"
				  "\th(0, d, NULL);\n}\n",
		}
		out, skips = fix_irq_handlers(files)
		self.assertEqual(skips, [])
		self.assertIn("irqreturn_t h(int irq, void *d)\n", out["isr.c"])
		self.assertIn("irqreturn_t h(int, void *);\n", out["x.h"])
		self.assertIn("\th(0, d);\n", out["main.c"])

	def test_regs_user_left_everywhere(self):
		files = {
			"isr.c": "void h(int irq, void *d, struct pt_regs *regs)\n"
				 "{\n\tsave(regs);\n}\n",
			"x.h": "void h(int, void *, struct pt_regs *);\n",
		}
		out, skips = fix_irq_handlers(files)
		self.assertEqual(out, {})
		self.assertEqual(sorted(n for n, _, _ in skips), ["isr.c", "x.h"])

	def test_member_named_regs_is_not_the_argument(self):
		text = ("#include <linux/interrupt.h>\n"
			"void h(int irq, void *d, struct pt_regs *regs)\n"
			"{\n\tx = card->regs + 4;\n}\n")
		out, skips = fix_irq_handlers({"a.c": text})
		self.assertEqual(skips, [])
		self.assertIn("irqreturn_t h(int irq, void *d)", out["a.c"])


if __name__ == "__main__":
	unittest.main()
