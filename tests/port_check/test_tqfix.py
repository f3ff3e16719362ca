# SPDX-License-Identifier: GPL-2.0
"""--fix of 2.4 task queues (port_check.tqfix): a schedule_task() task
becomes a work item across files; what is not certain is left alone with
a reason."""

import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.tqfix import fix_tqueue

CARD = ("struct card {\n\tint n;\n\tstruct tq_struct task;\n};\n"
	"static struct card card;\n")
RUN = ("static void run(void *data)\n{\n"
       "\tstruct card *c = (struct card *)data;\n\n\tc->n++;\n}\n")
INIT = ("static int go(void)\n{\n"
	"\tINIT_TQUEUE(&card.task, run, &card);\n"
	"\tschedule_task(&card.task);\n\treturn 0;\n}\n")
STOP = "static void stop(void)\n{\n\tflush_scheduled_tasks();\n}\n"


class TqFix(unittest.TestCase):
	def assert_left_alone(self, text, why):
		"""fix_tqueue() leaves a.c as it is and says why in its first
		skip; the skips, for more checks."""
		out, skips = fix_tqueue({"a.c": text})
		self.assertEqual(out, {})
		self.assertIn(why, skips[0][2])
		return skips

	def test_container_across_files(self):
		texts = {"a.c": "#include <linux/tqueue.h>\n" + CARD + INIT + STOP,
			 "b.c": RUN}
		out, skips = fix_tqueue(texts)
		self.assertEqual(skips, [])
		self.assertIn("#include <linux/workqueue.h>\n", out["a.c"])
		self.assertIn("\tstruct work_struct task;\n", out["a.c"])
		self.assertIn("\tINIT_WORK(&card.task, run);\n", out["a.c"])
		self.assertIn("\tschedule_work(&card.task);\n", out["a.c"])
		self.assertIn("\tflush_work(&card.task);\n", out["a.c"])
		self.assertEqual(out["b.c"], RUN.replace(
			"void *data", "struct work_struct *work").replace(
			"(struct card *)data",
			"container_of(work, struct card, task)"))

	def test_data_ignored_changes_type_only(self):
		text = ("static struct tq_struct t;\n"
			"static void r(void *unused)\n{\n}\n"
			"void go(void)\n{\n\tINIT_TQUEUE(&t, r, NULL);\n"
			"\tschedule_task(&t);\n}\n")
		out, skips = fix_tqueue({"a.c": text})
		self.assertEqual(skips, [])
		self.assertIn("static void r(struct work_struct *unused)\n",
			      out["a.c"])
		self.assertIn("static struct work_struct t;\n", out["a.c"])

	def test_queue_task_not_rewritten(self):
		text = CARD + RUN + INIT + \
			"void irq(void)\n{\n\tqueue_task(&card.task, &tq_immediate);\n}\n"
		skips = self.assert_left_alone(text, "queued with queue_task()")
		self.assertEqual(len(skips), 1)

	def test_flush_through_pointer_not_rewritten(self):
		text = ("struct dev {\n\tstruct tq_struct task;\n};\n" +
			"static void run(void *data)\n{\n"
			"\tstruct dev *d = (struct dev *)data;\n\n\tkfree(d);\n}\n"
			"void go(struct dev *d)\n{\n"
			"\tINIT_TQUEUE(&d->task, run, d);\n"
			"\tschedule_task(&d->task);\n}\n" + STOP)
		self.assert_left_alone(text, "reached through a pointer")

	def test_other_data_not_rewritten(self):
		text = ("static struct tq_struct t;\nstatic int n;\n"
			"static void r(void *p)\n{\n\t(*(int *)p)++;\n}\n"
			"void go(void)\n{\n\tINIT_TQUEUE(&t, r, &n);\n"
			"\tschedule_task(&t);\n}\n")
		self.assert_left_alone(text,
				       "not the structure the tq_struct is in")


if __name__ == "__main__":
	unittest.main()
