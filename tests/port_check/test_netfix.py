# SPDX-License-Identifier: GPL-2.0
"""2.4's struct net_device (port_check.netfix): the net_device_ops --fix
writes from the method assignments, the handlers whose types follow, what
is left alone with a message (conditional, computed, spread methods),
dev->priv, the multicast lists, and the table's findings."""

import re
import unittest

import pcpath  # noqa: F401  (sys.path)
from port_check.filescan import FileScan
from port_check.netfix import fix_netdev

PROBE = (
	"static int d_open(struct net_device *dev)\n{\n\treturn 0;\n}\n\n"
	"static int d_close(struct net_device *dev)\n{\n\treturn 0;\n}\n\n"
	"static int d_xmit(struct sk_buff *skb, struct net_device *dev)\n"
	"{\n\tif (!skb)\n\t\treturn 1;\n\tdev_kfree_skb(skb);\n"
	"\treturn 0;\n}\n\n"
	"int d_probe(void)\n{\n"
	"\tstruct net_device *dev = alloc_etherdev(0);\n\n"
	"%s"
	"\treturn register_netdev(dev);\n}\n")
METHODS = ("\tdev->open = d_open;\n\tdev->stop = d_close;\t/* down */\n"
	   "\tdev->hard_start_xmit = d_xmit;\n")
# METHODS without its first line, dev->open
REST = METHODS[METHODS.index("\n") + 1:]


def fix(text):
	out, skips = fix_netdev({"a.c": text})
	return out.get("a.c", text), skips


class Methods(unittest.TestCase):
	def test_ops_before_the_probe_and_assigned(self):
		out, skips = fix(PROBE % METHODS)
		self.assertEqual(skips, [])
		ops = ("static const struct net_device_ops d_netdev_ops = {\n"
		       "\t.ndo_open = d_open,\n"
		       "\t.ndo_stop = d_close,\t/* down */\n"
		       "\t.ndo_start_xmit = d_xmit,\n"
		       "\t.ndo_set_mac_address = eth_mac_addr,\n"
		       "\t.ndo_validate_addr = eth_validate_addr,\n"
		       "};\n\nint d_probe(void)\n{\n")
		self.assertIn(ops, out)
		self.assertIn("\tdev->netdev_ops = &d_netdev_ops;\n"
			      "\treturn register_netdev(dev);\n", out)
		self.assertNotIn("dev->open", out)
		self.assertNotIn("dev->stop", out)

	def test_xmit_returns_netdev_tx_t(self):
		out, _ = fix(PROBE % METHODS)
		self.assertIn("static netdev_tx_t d_xmit(struct sk_buff *skb, "
			      "struct net_device *dev)\n{\n\tif (!skb)\n"
			      "\t\treturn NETDEV_TX_BUSY;\n", out)
		self.assertIn("\treturn NETDEV_TX_OK;\n}\n", out)
		# the other handlers keep their int
		self.assertIn("static int d_open(", out)

	def test_xmit_prototype_in_another_file(self):
		files = {"a.c": PROBE % METHODS,
			 "b.h": "int d_xmit(struct sk_buff *skb, "
				"struct net_device *dev);\n"}
		out, skips = fix_netdev(files)
		self.assertEqual(skips, [])
		self.assertEqual(out["b.h"], "netdev_tx_t d_xmit(struct sk_buff "
				 "*skb, struct net_device *dev);\n")

	def test_not_ethernet_no_eth_mac_addr(self):
		text = (PROBE % METHODS).replace("alloc_etherdev(0)",
						 "alloc_netdev(0, \"x\", 0, "
						 "setup)")
		out, _ = fix(text)
		self.assertNotIn("eth_mac_addr", out)
		self.assertIn(".ndo_open = d_open,", out)

	def test_tx_timeout_gets_txqueue(self):
		text = ("static void d_to(struct net_device *dev)\n{\n}\n\n" +
			PROBE % (METHODS + "\tdev->tx_timeout = d_to;\n"))
		out, skips = fix(text)
		self.assertEqual(skips, [])
		self.assertIn("static void d_to(struct net_device *dev, "
			      "unsigned int txqueue)\n", out)
		self.assertIn(".ndo_tx_timeout = d_to,", out)

	def test_set_multicast_list_is_set_rx_mode(self):
		text = ("static void d_mc(struct net_device *dev)\n{\n}\n\n" +
			PROBE % (METHODS + "\tdev->set_multicast_list = d_mc;\n"))
		out, _ = fix(text)
		self.assertIn(".ndo_set_rx_mode = d_mc,", out)


class LeftAlone(unittest.TestCase):
	def assert_left(self, text, why, kept="dev->open = "):
		out, skips = fix(text)
		self.assertNotIn("net_device_ops", out)
		self.assertNotIn("netdev_ops", out)
		self.assertIn(kept, out)
		self.assertTrue(skips, "no message")
		for name, line, msg in skips:
			self.assertEqual(name, "a.c")
			self.assertIn("not rewritten", msg)
			self.assertIn(why, msg)
		return skips

	def test_conditional(self):
		skips = self.assert_left(PROBE % (
			"\tif (fast)\n\t\tdev->open = d_open;\n" + REST),
			"condition")
		self.assertEqual(len(skips), 3)

	def test_in_a_block(self):
		self.assert_left(PROBE % (
			"\tif (fast) {\n\t\tdev->open = d_open;\n\t}\n" +
			REST), "inside a block")

	def test_under_ifdef(self):
		self.assert_left(PROBE % (
			"#ifdef FAST\n\tdev->open = d_open;\n#endif\n" +
			REST), "condition")

	def test_computed(self):
		self.assert_left(PROBE % (
			"\tdev->open = fast ? d_open : d_close;\n" + REST),
			"expression")

	def test_a_variable_not_a_function(self):
		self.assert_left(PROBE % (
			"\tdev->open = hook;\n" + REST),
			"not a function")

	def test_spread_over_two_functions(self):
		text = (PROBE % REST) + (
			"void d_more(struct net_device *dev)\n{\n"
			"\tdev->open = d_open;\n}\n")
		self.assert_left(text, "several functions")

	def test_only_some_methods_here(self):
		self.assert_left(PROBE % REST, "assigns no open",
				 kept="dev->stop = ")

	def test_method_called(self):
		text = (PROBE % METHODS) + (
			"int d_up(struct net_device *dev)\n{\n"
			"\treturn dev->open(dev);\n}\n")
		self.assert_left(text, "also read")

	def test_xmit_other_return(self):
		out, skips = fix((PROBE % METHODS).replace(
			"return 1;", "return -ENOMEM;"))
		self.assertIn("netdev_tx_t d_xmit(", out)
		self.assertIn("return -ENOMEM;", out)
		self.assertEqual(len(skips), 1)
		self.assertIn("returns -ENOMEM", skips[0][2])


class TwoDrivers(unittest.TestCase):
	def test_each_file_its_own_ops(self):
		b = re.sub(r'\bd_', "e_", PROBE % METHODS)
		out, skips = fix_netdev({"a.c": PROBE % METHODS, "b.c": b})
		self.assertEqual(skips, [])
		self.assertIn("dev->netdev_ops = &d_netdev_ops;", out["a.c"])
		self.assertIn("dev->netdev_ops = &e_netdev_ops;", out["b.c"])
		self.assertIn(".ndo_start_xmit = e_xmit,", out["b.c"])

	def test_priv_each_file_its_own_way(self):
		a = ("int f(void)\n{\n\tstruct net_device *dev = "
		     "alloc_etherdev(8);\n\treturn *(int *)dev->priv;\n}\n")
		b = ("int g(struct net_device *nd)\n{\n\tnd->priv = p;\n"
		     "\treturn 0;\n}\n")
		c = "int h(struct net_device *x)\n{\n\treturn x->priv != 0;\n}\n"
		out, skips = fix_netdev({"a.c": a, "b.c": b, "c.c": c})
		self.assertIn("*(int *)netdev_priv(dev);", out["a.c"])
		self.assertIn("nd->ml_priv = p;", out["b.c"])
		self.assertNotIn("c.c", out)
		self.assertEqual([(n, l) for n, l, _ in skips], [("c.c", 3)])
		self.assertIn("not rewritten", skips[0][2])


class Fields(unittest.TestCase):
	def test_priv_of_alloc_etherdev(self):
		out, skips = fix("int f(void)\n{\n\tstruct net_device *dev = "
				 "alloc_etherdev(sizeof(struct p));\n"
				 "\tstruct p *p = (struct p *)dev->priv;\n}\n")
		self.assertEqual(skips, [])
		self.assertIn("(struct p *)netdev_priv(dev);", out)

	def test_priv_set_by_the_driver(self):
		out, skips = fix("static struct net_device *d;\n"
				 "int f(void)\n{\n\td->priv = kmalloc(8, "
				 "GFP_KERNEL);\n\tkfree(d->priv);\n}\n")
		self.assertEqual(skips, [])
		self.assertIn("d->ml_priv = kmalloc(", out)
		self.assertIn("kfree(d->ml_priv);", out)

	def test_priv_of_unknown_origin(self):
		out, skips = fix("int f(struct net_device *dev)\n{\n"
				 "\treturn *(int *)dev->priv;\n}\n")
		self.assertIn("dev->priv", out)
		self.assertEqual(len(skips), 1)
		self.assertIn("priv not rewritten", skips[0][2])

	def test_mc_list_walk(self):
		text = ("void f(struct net_device *dev)\n{\n"
			"\tstruct dev_mc_list *m;\n\tint n = dev->mc_count;\n"
			"\tfor (m = dev->mc_list; m; m = m->next)\n"
			"\t\tuse(m->dmi_addr, n);\n}\n")
		out, skips = fix(text)
		self.assertEqual(skips, [])
		self.assertEqual(out, "void f(struct net_device *dev)\n{\n"
				 "\tstruct netdev_hw_addr *m;\n"
				 "\tint n = netdev_mc_count(dev);\n"
				 "\tnetdev_for_each_mc_addr(m, dev)\n"
				 "\t\tuse(m->addr, n);\n}\n")

	def test_mc_list_walk_with_a_counter_left(self):
		text = ("void f(struct net_device *dev)\n{\n"
			"\tstruct dev_mc_list *m;\n\tint i;\n"
			"\tfor (i = 0, m = dev->mc_list; m && i < dev->mc_count;"
			" i++, m = m->next)\n\t\tuse(m->dmi_addr, i);\n}\n")
		out, skips = fix(text)
		self.assertIn("for (i = 0, m = dev->mc_list;", out)
		self.assertIn("struct dev_mc_list *m;", out)
		self.assertIn("m->dmi_addr", out)
		self.assertEqual(len(skips), 1)
		self.assertIn("mc_list walk not rewritten", skips[0][2])


class Parent(unittest.TestCase):
	PCI = ("int p_probe(struct pci_dev *pdev, const struct pci_device_id *id)"
	       "\n{\n\tstruct net_device *dev = alloc_etherdev(0);\n\n"
	       "%s\treturn 0;\n}\n")

	def test_pci_probe_gets_set_netdev_dev(self):
		out, skips = fix(self.PCI % "\tif (register_netdev(dev))\n"
				 "\t\treturn -EIO;\n")
		self.assertEqual(skips, [])
		self.assertIn("\tSET_NETDEV_DEV(dev, &pdev->dev);\n"
			      "\tif (register_netdev(dev))\n", out)

	def test_register_as_a_body_is_left_with_a_warning(self):
		out, skips = fix(self.PCI % "\tif (ok)\n\t\terr = "
				 "register_netdev(dev);\n")
		self.assertNotIn("SET_NETDEV_DEV", out)
		self.assertEqual(len(skips), 1)
		self.assertIn("SET_NETDEV_DEV(dev, &pdev->dev) not added",
			      skips[0][2])

	def test_not_a_pci_probe_or_already_set(self):
		out, skips = fix("int f(struct net_device *dev)\n{\n"
				 "\treturn register_netdev(dev);\n}\n")
		self.assertNotIn("SET_NETDEV_DEV", out)
		text = self.PCI % ("\tSET_NETDEV_DEV(dev, &pdev->dev);\n"
				   "\tregister_netdev(dev);\n")
		out, skips = fix(text)
		self.assertEqual(out.count("SET_NETDEV_DEV"), 1)
		self.assertEqual(skips, [])


class Findings(unittest.TestCase):
	def findings(self, text):
		s = FileScan("a.c", text)
		s.run()
		return sorted((line, msg) for line, rule, msg in s.findings
			      if rule == "netdev")

	def test_each_idiom_reported(self):
		text = PROBE % (METHODS + "\tdev->trans_start = jiffies;\n"
				"\tdev->last_rx = jiffies;\n"
				"\tmemcpy(dev->dev_addr, a, 6);\n"
				"\tkfree(dev);\n")
		got = self.findings(text)
		lines = [line for line, _ in got]
		self.assertEqual(lines, [23, 24, 25, 26, 27, 28, 29])
		self.assertIn("netdev_tx_t", got[2][1])
		self.assertIn("netif_trans_update", got[3][1])

	def test_compat_kept_calls_reported(self):
		got = self.findings("int f(struct sk_buff *s, u8 *a)\n{\n"
				    "\teth_copy_and_sum(s, a, 60, 0);\n"
				    "\treturn !dev_get_by_name(\"lo\") + "
				    "!__dev_get_by_name(\"lo\") + "
				    "!dev_get_by_name(&init_net, \"lo\");\n}\n")
		self.assertEqual([line for line, _ in got], [3, 4, 4])
		self.assertIn("skb_copy_to_linear_data", got[0][1])
		self.assertIn("&init_net", got[1][1])

	def test_conditional_reported_as_left(self):
		got = self.findings(PROBE % "\tif (x)\n\t\tdev->open = d_open;\n")
		self.assertEqual(len(got), 1)
		self.assertIn("--fix leaves it", got[0][1])

	def test_other_structures_not_reported(self):
		self.assertEqual(self.findings(
			"struct file_operations *f;\n"
			"void g(void)\n{\n\tf->open = x;\n}\n"), [])

	def test_commented_out_not_reported(self):
		self.assertEqual(self.findings(
			"void g(struct net_device *dev)\n{\n"
			"\t/* dev->open = x; dev->priv */\n}\n"), [])


if __name__ == "__main__":
	unittest.main()
