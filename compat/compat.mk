# SPDX-License-Identifier: GPL-2.0
#
# compat.mk - the one line a legacy driver's Kbuild (or Makefile) adds:
#
#	include $(src)/../path/to/compat/compat.mk
#
# It puts compat/include first on the include path (before the kernel's
# own include directories, so that #include_next works), force-includes
# the umbrella header <compat/compat.h> and points modpost at drvcompat.ko's
# Module.symvers.  Build drvcompat first, for the same kernel (the
# top-level "make", KVER=/KDIR=/BUILD= as needed).
#
# The probe header (generated/compat-probes.h) and Module.symvers belong to
# one kernel, so they live in that kernel's build of compat/, not next to
# this file:
#   DRVCOMPAT_OBJ=<dir>        the per-kernel compat/ build to use:
#                           $(BUILD)/src/compat of the top-level make.
#                           Default: this file's own directory if compat/
#                           was built there (the per-kernel copies do),
#                           else the build under <drvcompat>/build/src/compat
#                           or <drvcompat>/build/*/src/compat made for the
#                           kernel being built ($(KERNELRELEASE)), or, in an
#                           installed copy (make install), its
#                           kernels/$(KERNELRELEASE).  Whichever
#                           it is, its generated/kernelrelease must name
#                           that kernel, or the build stops with a message.
#
# Knobs (make variables):
#   DRVCOMPAT_WARN=1           every legacy spelling warns once per use site,
#                           naming its porting-guide/<topic>.md section
#   DRVCOMPAT_UMH_LEGACY_WAIT=1  kept for old Kbuild files: a literal wait
#                           flag of call_usermodehelper() now has the
#                           2.5.54..3.3 meaning by default (0 waits for the
#                           exec, else for the process, returning its raw
#                           wait status); the knob routes the call through
#                           drvcompat.ko instead (see compat/README.md)

DRVCOMPAT_DIR := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))

# the kernel a compat/ build belongs to (empty: not built)
drvcompat-release = $(shell cat $(1)/generated/kernelrelease 2>/dev/null)

ifeq ($(DRVCOMPAT_SELF),1)
# drvcompat.ko itself: compat/Makefile generated the header right here
DRVCOMPAT_OBJ := $(DRVCOMPAT_DIR)
else ifeq ($(DRVCOMPAT_OBJ),)
ifneq ($(KERNELRELEASE),)
DRVCOMPAT_OBJ := $(firstword $(foreach d,$(DRVCOMPAT_DIR) \
	$(wildcard $(DRVCOMPAT_DIR)/../build/src/compat \
		   $(DRVCOMPAT_DIR)/../build/*/src/compat \
		   $(DRVCOMPAT_DIR)/kernels/$(KERNELRELEASE)), \
	$(if $(filter $(KERNELRELEASE),$(call drvcompat-release,$(d))),$(abspath $(d)))))
endif
endif

# Checked when Kbuild builds, not when it cleans ("make clean" of the
# driver keeps working) nor in a driver Makefile's outer pass.
ifneq ($(KERNELRELEASE),)
ifeq ($(filter __clean,$(PHONY)),)
ifeq ($(DRVCOMPAT_OBJ),)
$(error drvcompat is not built for kernel $(KERNELRELEASE): build it (make KVER=$(KERNELRELEASE) in $(abspath $(DRVCOMPAT_DIR)/..)) or set DRVCOMPAT_OBJ=<its per-kernel compat/ build dir>)
endif
ifneq ($(call drvcompat-release,$(DRVCOMPAT_OBJ)),$(KERNELRELEASE))
$(error DRVCOMPAT_OBJ=$(DRVCOMPAT_OBJ) is drvcompat built for kernel '$(call drvcompat-release,$(DRVCOMPAT_OBJ))', not $(KERNELRELEASE))
endif
endif
endif

# NOSTDINC_FLAGS comes before LINUXINCLUDE on the compiler's command line
# (ccflags-y comes after it), which is what an overlay needs.
NOSTDINC_FLAGS += -I$(DRVCOMPAT_DIR)/include -I$(DRVCOMPAT_OBJ)/generated
ccflags-y += -DDRVCOMPAT_FORCED -include $(DRVCOMPAT_DIR)/include/compat/compat.h

ifeq ($(DRVCOMPAT_WARN),1)
ccflags-y += -DDRVCOMPAT_WARN
else
# GNU "field: value" initializers still compile; sparse (C=1) calls them
# obsolete.  Rewriting them is port-check's job (rule old-initializer,
# porting-guide/initializers.md); DRVCOMPAT_WARN=1 brings the warning back.
CHECKFLAGS += -Wno-old-initializer
# A 2.4 driver marks a deliberate fall-through with a comment ("/* fall
# through */" before the next case label).  6.1 builds with the warning
# level of init/Kconfig's CC_IMPLICIT_FALLTHROUGH, -Wimplicit-fallthrough=5
# with GCC, at which only the fallthrough attribute (the kernel's
# fallthrough; of 5.4) counts.  GCC's level 3 takes those comments too and
# still warns about an unmarked fall-through: the meaning survived.
# Probed with cc-option (Clang has no levels: the kernel's flag stays).
# DRVCOMPAT_WARN=1 keeps the kernel's level, so the comments warn.
ifneq ($(DRVCOMPAT_SELF),1)
ccflags-y += $(call cc-option,-Wimplicit-fallthrough=3)
endif
endif
ifeq ($(DRVCOMPAT_UMH_LEGACY_WAIT),1)
ccflags-y += -DDRVCOMPAT_UMH_LEGACY_WAIT
endif

ifneq ($(DRVCOMPAT_SELF),1)
KBUILD_EXTRA_SYMBOLS += $(DRVCOMPAT_OBJ)/Module.symvers
endif
