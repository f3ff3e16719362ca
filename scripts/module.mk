# SPDX-License-Identifier: GPL-2.0
# The Makefile of every test module directory (tests/modules/<name>/) and
# of demo-driver/legacy/, included by its one-line Makefile: `make -C <dir>
# [KDIR=...]` builds the directory's Kbuild against KDIR.  KDIR defaults to
# the target kernel scripts/setup --kdir resolves (KVER=, KFLAVOUR=), never
# to the host's running kernel.  setup is found next to this file, as the
# includer named it: from the source tree and from the per-kernel copy,
# whose scripts/ links back here (scripts/build-modules).
drvcompat_scripts := $(dir $(lastword $(MAKEFILE_LIST)))
KDIR ?= $(shell '$(drvcompat_scripts)setup' --kdir)

all:
	$(MAKE) -C $(KDIR) M=$(CURDIR) modules

clean:
	$(MAKE) -C $(KDIR) M=$(CURDIR) clean

.PHONY: all clean
