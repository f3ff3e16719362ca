# SPDX-License-Identifier: GPL-2.0
"""The target kernel's spellings of what --fix writes.

The semantic patches write the native names of 6.1, the kernel the
project targets first.  Some of those were renamed later: from_timer()
became timer_container_of() (6.16).  When PORT_CHECK_PROBES names the
probe header of compat's build for the target kernel
(<compat build>/generated/compat-probes.h, as scripts/build-legacy-drivers
passes it), a name the target lacks and whose new name it has is written
the new way: the added lines of the semantic patch are respelled before
spatch runs.  The same probes decide as for compat: no version numbers.
Without PORT_CHECK_PROBES, 6.1's names are written (compat gives them
back on the kernels that renamed them)."""

import os
import re

from .common import InputError

# (probe of the old name, probe of the new one, old name, new name)
RENAMES = (
	("FROM_TIMER", "TIMER_CONTAINER_OF", "from_timer", "timer_container_of"),
)

DEFINE_RE = re.compile(r'^#define DRVCOMPAT_HAVE_(\w+) 1$', re.M)


def probes(path):
	"""The features compat's probe header at path says the kernel has."""
	try:
		with open(path) as f:
			text = f.read()
	except OSError as e:
		raise InputError("PORT_CHECK_PROBES: cannot read %s: %s" %
				 (path, e.strerror))
	if "DRVCOMPAT_PROBES_GENERATED" not in text:
		raise InputError("PORT_CHECK_PROBES: %s is not compat's probe "
				 "header (generated/compat-probes.h)" % path)
	return set(DEFINE_RE.findall(text))


def renames(have):
	"""(old, new) for each name the kernel with features have renamed."""
	return [(old, new) for p_old, p_new, old, new in RENAMES
		if p_old not in have and p_new in have]


def respell(cocci, pairs):
	"""cocci (a semantic patch's text) with old(...) written new(...) on
	its added lines ("+" in the first column) only."""
	if not pairs:
		return cocci
	out = []
	for line in cocci.splitlines(True):
		if line.startswith("+"):
			for old, new in pairs:
				line = re.sub(r'\b%s(?=\s*\()' % re.escape(old),
					      new, line)
		out.append(line)
	return "".join(out)


def target_renames():
	"""The renames of the target named by PORT_CHECK_PROBES, or none."""
	path = os.environ.get("PORT_CHECK_PROBES")
	if not path:
		return []
	return renames(probes(path))
