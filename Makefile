# SPDX-License-Identifier: GPL-2.0
#
# The one entry point.  See README.md for every target.
#
#   make             build all modules against KDIR (W=1, zero warnings)
#   make check       host-only checks (no QEMU)
#   make test        check + the guest suites; last line: N passed, N failed
#   make demo        boot the guest and walk through the demo driver
#   make shell       interactive guest shell with our modules installed
#   make test-guest [T=name]   just the guest suite (or one file of it)
#   make test-debug  the guest suite on the debug kernel (KFLAVOUR=debug)
#   make port-check M=dir      run the legacy-idiom checker on a driver
#   make clean
#
# Parameters: KVER (default: what Debian's linux-headers-$(KFLAVOUR)
# pulls in), KFLAVOUR (amd64 | rt | debug), KDIR, BUILD, W, C (C=1: sparse),
# DRVCOMPAT_WARN, GUEST_TIMEOUT, GUEST_APPEND, RUN_GUEST_ACCEL, T, FUZZ_SEED.
#
# Public targets run scripts/setup first (installs what is missing, fetches
# the guest kernel), then do their work in a sub-make that knows KVER.

KFLAVOUR	?= amd64
W		?= 1
ifeq ($(KFLAVOUR),debug)
# our KASAN/lockdep/kmemleak/UBSAN kernel (scripts/debug-kernel), ~4x slower
BUILD		?= $(CURDIR)/build/debug
GUEST_TIMEOUT	?= 2400
SUITE_TIMEOUT	?= 900
KDIR		?= $(shell scripts/debug-kernel kdir 2>/dev/null)
else
BUILD		?= $(CURDIR)/build$(if $(filter-out amd64,$(KFLAVOUR)),/$(KFLAVOUR))
GUEST_TIMEOUT	?= 900
SUITE_TIMEOUT	?= 300
KDIR		?= /usr/src/linux-headers-$(KVER)
endif

# module directories, in build order (compat first: others link to it)
MODDIRS		:= $(patsubst %/Makefile,%,$(wildcard compat/Makefile \
		   demo-driver/Makefile tests/modules/*/Makefile))
PROGS		:= $(patsubst initramfs/progs/%.c,$(BUILD)/progs/%,\
		   $(wildcard initramfs/progs/*.c))
STAGE		= scripts/stage
ENV		= KVER=$(KVER) KDIR=$(KDIR) KFLAVOUR=$(KFLAVOUR) BUILD=$(BUILD) \
		  W=$(W) C=$(C) KTAP_LIB=$(CURDIR)/tests/lib/ktap.sh \
		  GUEST_TIMEOUT=$(GUEST_TIMEOUT) SUITE_TIMEOUT=$(SUITE_TIMEOUT) T=$(T) FUZZ_SEED=$(FUZZ_SEED) \
		  GUEST_APPEND="$(GUEST_APPEND)"
SUBMAKE		= $(MAKE) --no-print-directory \
		  KVER=$$(KFLAVOUR=$(KFLAVOUR) scripts/setup --kver)

PUBLIC		:= all modules initramfs check test test-guest test-harness \
		   demo shell
.PHONY: $(PUBLIC) $(addprefix _,$(PUBLIC)) setup progs port-check clean \
	test-debug

$(PUBLIC): setup
	@$(SUBMAKE) _$@

setup:
	@KFLAVOUR=$(KFLAVOUR) $(STAGE) $(BUILD)/logs/setup.log \
		"[setup] packages and guest kernel" scripts/setup

_all: _initramfs

_modules:
	@$(ENV) $(STAGE) $(BUILD)/logs/modules.log \
		"[build] modules (W=$(W)$(if $(C), C=$(C)))" \
		scripts/build-modules $(KDIR) $(MODDIRS)

$(BUILD)/progs/%: initramfs/progs/%.c
	@mkdir -p $(@D)
	@gcc -static -O2 -Wall -Wextra -Werror -pthread -o $@ $<

progs: $(PROGS)

# the guest's /tests: KTAP library and runner, guest suites, demo scenario
_initramfs: _modules progs
	@mkdir -p $(BUILD)
	@t=$$(mktemp -d $(BUILD)/tests-tree.XXXXXX) && \
	mkdir -p $$t/demo && cp -R tests/lib tests/guest $$t/ && \
	cp kernel-configs/kmemleak-scan.sh $$t/lib/ && \
	if [ -f demo-driver/scenario.sh ]; then cp demo-driver/scenario.sh $$t/demo/; fi && \
	$(STAGE) $(BUILD)/logs/initramfs.log "[build] initramfs" \
		scripts/mkinitramfs -o $(BUILD)/initramfs.cpio -k $(KVER) \
		$(addprefix -m ,$(shell find $(MODDIRS) -name '*.ko' 2>/dev/null)) \
		$(addprefix -p ,$(PROGS)) -t $$t:/tests; \
	rc=$$?; rm -rf $$t; exit $$rc

_check: _all
	@$(ENV) scripts/test-all check

_test: _all
	@$(ENV) scripts/test-all check harness guest

_test-guest: _all
	@$(ENV) scripts/test-all guest

_test-harness: _all
	@$(ENV) scripts/test-all harness

_demo: _all
	@$(ENV) scripts/run-guest --timeout $(GUEST_TIMEOUT) -- sh \
		$(if $(wildcard demo-driver/scenario.sh),/tests/demo/scenario.sh,/tests/guest/boot.sh)

_shell: _all
	@$(ENV) scripts/run-guest --shell --timeout $(or $(TIMEOUT),3600)

test-debug:
	@$(MAKE) --no-print-directory KFLAVOUR=debug test-guest

port-check:
	@test -n "$(M)" || { echo "usage: make port-check M=<driver dir>" >&2; exit 2; }
	@scripts/port-check $(M)

clean:
	@kd=/usr/src/linux-headers-$$(scripts/setup --kver 2>/dev/null); \
	for d in $(MODDIRS); do \
		[ -f $$kd/Makefile ] && $(MAKE) -s -C $$d clean KDIR=$$kd >/dev/null 2>&1; \
	done; true
	rm -rf $(BUILD)
