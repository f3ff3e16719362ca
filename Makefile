# SPDX-License-Identifier: GPL-2.0
#
# The one entry point.  See README.md for every target.
#
#   make             build all modules against KDIR (W=1, zero warnings)
#   make check       host-only checks (no QEMU)
#   make test        check + the guest suites; last line: N passed, N failed
#   make demo        boot the guest and walk through the demo driver
#   make shell       interactive guest shell with our modules installed
#                    (MODULE=path.ko adds yours)
#   make test-guest [T=name]   just the guest suite (or one file of it)
#   make test-debug  the guest suite on the debug kernel (KFLAVOUR=debug)
#   make bench       measured ratios into $(BUILD)/bench/report.md (not in test)
#   make matrix [MATRIX="6.1 6.1-rt 6.12 6.12-rt arm64 alpha"]   build + guest suite
#                    on each kernel, one build tree each (scripts/matrix)
#   make port-check M=dir      run the legacy-idiom checker on a driver
#   make install     install drvcompat.ko (DESTDIR, INSTALL_MOD_DIR) and
#                    the headers + compat.mk under $(PREFIX)/share/drvcompat
#   make dkms-check  dkms build of compat/ (and a driver that depends on
#                    it) for KVER in a private DKMS tree; never installs
#   make clean
#
# Parameters: KVER (default: what Debian's linux-headers-$(KFLAVOUR)
# pulls in), KFLAVOUR (amd64 | rt | debug), KDIR, BUILD, W, C (C=1: sparse),
# DRVCOMPAT_WARN, GUEST_TIMEOUT, GUEST_APPEND, RUN_GUEST_ACCEL, T, FUZZ_SEED,
# GUEST_ARGS (more scripts/run-guest options for make shell and the guest
# suite, split at blanks: GUEST_ARGS='--device ib700 --kmod ib700wdt'),
# KARCH (x86_64 | alpha | arm64: the guest's architecture; arm64 is
# Debian's arm64 kernel, alpha our cross-built one, scripts/cross-kernel;
# the modules of both are cross-built in build/<arch>), GUEST_SPLIT (the
# guest suite's guests at once, default 2: scripts/guest-suite),
# HARNESS_JOBS (harness tests at once, default 3), CHECK_JOBS.
#
# Public targets run scripts/setup first (installs what is missing, fetches
# the guest kernel), then do their work in a sub-make that knows KVER.
#
# Nothing is built in the source tree: the modules are built in a copy of
# their directories under $(BUILD)/src (scripts/build-modules), one tree per
# kernel (build/, build/rt, build/debug), and the initramfs packs that
# tree's modules only.  Paths may contain spaces: every path is quoted;
# Kbuild itself cannot take one (M=), so for such a BUILD the module tree
# lives in a space-free $TMPDIR/drvcompat-ktree-<uid>-<hash> instead
# (scripts/lib.sh ktree), which "make clean" removes too.

KFLAVOUR	?= amd64
KARCH		?= x86_64
W		?= 1
ifneq ($(KARCH),x86_64)
# another architecture's guest kernel: its own build tree
BUILD		?= $(CURDIR)/build/$(KARCH)
endif
ifeq ($(KFLAVOUR),debug)
# our KASAN/lockdep/kmemleak/UBSAN kernel (scripts/debug-kernel), ~4x slower
BUILD		?= $(CURDIR)/build/debug
GUEST_TIMEOUT	?= 2400
SUITE_TIMEOUT	?= 900
else
BUILD		?= $(CURDIR)/build$(if $(filter-out amd64,$(KFLAVOUR)),/$(KFLAVOUR))
GUEST_TIMEOUT	?= 900
SUITE_TIMEOUT	?= 300
endif
# the one resolver (scripts/lib.sh resolve_kdir): KDIR, else the debug
# kernel's tree in the cache, else Debian's headers for KVER
KDIR		?= $(shell KFLAVOUR='$(KFLAVOUR)' KARCH='$(KARCH)' KVER='$(KVER)' scripts/setup --kdir 2>/dev/null)
KDIR		:= $(KDIR)

# paths are quoted '...' or "..." in recipes: refuse what would break that
ifneq ($(findstring ',$(BUILD)$(CURDIR)$(KDIR)$(MODULE))$(findstring ",$(BUILD)$(CURDIR)$(KDIR)$(MODULE))$(findstring $$,$(BUILD)$(CURDIR)$(KDIR)$(MODULE)),)
$(error BUILD, KDIR, MODULE and the tree's path must not contain quotes or $$)
endif

# the per-kernel module tree ($(BUILD)/src unless BUILD has whitespace) and
# the space-free directory it is in
MODTREE		:= $(shell BUILD='$(BUILD)' scripts/build-modules --tree)
KTREE		:= $(patsubst %/src,%,$(MODTREE))

# module directories, in build order (compat first: others link to it)
MODDIRS		:= $(patsubst %/Makefile,%,$(wildcard compat/Makefile \
		   demo-driver/Makefile tests/modules/*/Makefile))
STAGE		= scripts/stage
ENV		= KVER='$(KVER)' KDIR='$(KDIR)' KFLAVOUR='$(KFLAVOUR)' KARCH='$(KARCH)' BUILD='$(BUILD)' \
		  DRVCOMPAT_KTREE='$(KTREE)' DRVCOMPAT_OBJ='$(MODTREE)/compat' \
		  W='$(W)' C='$(C)' KTAP_LIB='$(CURDIR)/tests/lib/ktap.sh' \
		  GUEST_TIMEOUT='$(GUEST_TIMEOUT)' SUITE_TIMEOUT='$(SUITE_TIMEOUT)' T='$(T)' FUZZ_SEED='$(FUZZ_SEED)' \
		  GUEST_APPEND="$(GUEST_APPEND)" GUEST_ARGS="$(GUEST_ARGS)"
SUBMAKE		= $(MAKE) --no-print-directory \
		  KVER=$$(KFLAVOUR='$(KFLAVOUR)' KARCH='$(KARCH)' scripts/setup --kver)

PUBLIC		:= all modules initramfs check test test-guest test-harness \
		   demo shell install dkms-check bench
.PHONY: $(PUBLIC) $(addprefix _,$(PUBLIC)) setup progs port-check clean \
	test-debug matrix

$(PUBLIC): setup
	@$(SUBMAKE) _$@

setup:
	@KFLAVOUR='$(KFLAVOUR)' KARCH='$(KARCH)' $(STAGE) "$(BUILD)/logs/setup.log" \
		"[setup] packages and guest kernel" scripts/setup

_all: _initramfs

_modules:
	@$(ENV) $(STAGE) "$(BUILD)/logs/modules.log" \
		"[build] modules (W=$(W)$(if $(C), C=$(C)))" \
		scripts/build-modules '$(KDIR)' $(MODDIRS)
	@$(ENV) $(STAGE) "$(BUILD)/logs/legacy-drivers.log" \
		"[build] legacy drivers (port-check --fix, W=$(W))" \
		scripts/build-legacy-drivers '$(KDIR)'

# the guest programs, static, rebuilt when their source is newer; like
# everything handed to mkinitramfs, they live in the space-free KTREE.
# KARCH=arm64: cross-compiled, static; KARCH=alpha: dynamically linked (the
# cross glibc's static start-up crashes on Alpha), and the Alpha guest's
# C /init, runner and suites (tests/alpha/*.c) in $(KTREE)/alpha
PROGS_CC	:= $(if $(filter alpha,$(KARCH)),alpha-linux-gnu-gcc,$(if $(filter arm64,$(KARCH)),aarch64-linux-gnu-gcc,gcc))
PROGS_LINK	:= $(if $(filter alpha,$(KARCH)),,-static)
progs:
	@mkdir -p "$(KTREE)/progs" && \
	for c in initramfs/progs/*.c; do \
		[ -f "$$c" ] || continue; \
		p="$(KTREE)/progs/$$(basename "$$c" .c)"; \
		[ "$$p" -nt "$$c" ] && [ -z "$$(find initramfs/progs -name '*.h' -newer "$$p")" ] && continue; \
		$(PROGS_CC) $(PROGS_LINK) -O2 -Wall -Wextra -Werror -pthread -o "$$p" "$$c" || exit 1; \
	done
ifeq ($(KARCH),alpha)
	@mkdir -p "$(KTREE)/alpha" && \
	for c in tests/alpha/*.c; do \
		p="$(KTREE)/alpha/$$(basename "$$c" .c)"; \
		[ "$$p" -nt "$$c" ] && [ "$$p" -nt tests/alpha/ktap.h ] && [ "$$p" -nt tests/alpha/demo.h ] && continue; \
		$(PROGS_CC) -O2 -Wall -Wextra -Werror -o "$$p" "$$c" || exit 1; \
	done
endif

# the guest's /tests: KTAP library and runner, guest suites, demo scenario;
# the modules of this kernel's tree only (with the fixture drivers that
# scripts/build-legacy-drivers ported and built: a driver that failed to
# build has no .ko there and does not stop the build).  Not packed again
# when nothing it is made of changed (a stamp over the names, sizes and
# times of its inputs, like scripts/build-modules does for Kbuild)
_initramfs: _modules progs
	@mkdir -p "$(BUILD)" && \
	st=$$( { echo '$(KVER)'; \
		for d in $(MODDIRS) legacy-drivers; do find '$(MODTREE)'/"$$d" -name '*.ko' -printf '%p %s %T@\n' 2>/dev/null; done; \
		find tests/lib tests/guest demo-driver/scenario.sh initramfs \
			scripts/mkinitramfs '$(KTREE)/progs' /bin/busybox -printf '%p %s %T@\n' 2>/dev/null; \
		} | LC_ALL=C sort | sha256sum | cut -d' ' -f1) && \
	if [ -s "$(BUILD)/initramfs.cpio" ] && [ "$$(cat "$(BUILD)/initramfs.stamp" 2>/dev/null)" = "$$st" ]; then \
		echo "[build] initramfs... up to date"; exit 0; fi && \
	rm -f "$(BUILD)/initramfs.stamp" && \
	t=$$(mktemp -d "$(KTREE)/tests-tree.XXXXXX") && \
	mkdir -p "$$t/demo" && cp -R tests/lib tests/guest "$$t/" && \
	if [ -f demo-driver/scenario.sh ]; then cp demo-driver/scenario.sh "$$t/demo/"; fi && \
	set -- && \
	for m in $$(for d in $(MODDIRS) legacy-drivers; do find '$(MODTREE)'/"$$d" -name '*.ko'; done | sort); do \
		set -- "$$@" -m "$$m"; \
	done && \
	for c in initramfs/progs/*.c; do \
		[ -f "$$c" ] && set -- "$$@" -p "$(KTREE)/progs/$$(basename "$$c" .c)"; \
	done; \
	$(if $(filter alpha,$(KARCH)),set -- "$$@" -t "$(KTREE)/alpha:/tests/alpha";) \
	$(STAGE) "$(BUILD)/logs/initramfs.log" "[build] initramfs" \
		scripts/mkinitramfs -o "$(BUILD)/initramfs.cpio" -k '$(KVER)' -a '$(KARCH)' \
		"$$@" -t "$$t:/tests"; \
	rc=$$?; rm -rf "$$t"; \
	[ $$rc -ne 0 ] || echo "$$st" > "$(BUILD)/initramfs.stamp"; exit $$rc

_check: _all
	@$(ENV) scripts/test-all check

_test: _all
	@$(ENV) scripts/test-all check harness guest

_test-guest: _all
	@$(ENV) scripts/test-all guest

_test-harness: _all
	@$(ENV) scripts/test-all harness

_bench: _all
	@$(ENV) BENCH_REPS='$(BENCH_REPS)' scripts/bench

_demo: _all
	@$(ENV) scripts/run-guest --timeout '$(GUEST_TIMEOUT)' -- sh \
		$(if $(wildcard demo-driver/scenario.sh),/tests/demo/scenario.sh,/tests/guest/boot.sh)

# MODULE=<your.ko> (one path) is installed in the guest too
_shell: _all
	@$(ENV) scripts/run-guest --shell --timeout '$(or $(TIMEOUT),3600)' \
		$(if $(MODULE),--module '$(MODULE)') $(GUEST_ARGS)

test-debug:
	@$(MAKE) --no-print-directory KFLAVOUR=debug test-guest

# DESTDIR, PREFIX and INSTALL_MOD_DIR come from the environment or the
# command line (scripts/install documents them)
_install: _modules
	@DESTDIR='$(DESTDIR)' PREFIX='$(or $(PREFIX),/usr/local)' \
		INSTALL_MOD_DIR='$(or $(INSTALL_MOD_DIR),updates)' \
		scripts/install '$(KDIR)' '$(MODTREE)/compat'

_dkms-check:
	@$(ENV) scripts/dkms-check
matrix:
	@MATRIX='$(MATRIX)' scripts/matrix

port-check:
	@test -n "$(M)" || { echo "usage: make port-check M=<driver dir>" >&2; exit 2; }
	@scripts/port-check "$(M)"

# BUILD, and the space-free module tree made for it if it is elsewhere
clean:
	@case "$(BUILD)" in /|/.|""|"$(CURDIR)"|"$(CURDIR)/") \
		echo "make clean: refusing to remove BUILD='$(BUILD)'" >&2; exit 2 ;; esac
	rm -rf -- "$(BUILD)"
	@case '$(KTREE)' in */drvcompat-ktree-*) rm -rf -- '$(KTREE)' ;; esac
