# SPDX-License-Identifier: GPL-2.0
"""Put scripts/ (which holds the package port_check) first on sys.path;
the test modules import this before port_check.  TOP is the tree, PC the
command."""

import os
import sys

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
	os.path.abspath(__file__))))
PC = os.path.join(TOP, "scripts", "port-check")
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(TOP, "scripts"))
