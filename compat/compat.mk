# SPDX-License-Identifier: GPL-2.0
#
# compat.mk - the one line a legacy driver's Kbuild (or Makefile) adds:
#
#	include $(src)/../path/to/compat/compat.mk
#
# It puts compat/include first on the include path (before the kernel's
# own include directories, so that #include_next works), force-includes
# the umbrella header <compat/compat.h> and points modpost at drvcompat.ko's
# Module.symvers.  Build compat/ first (make -C compat KDIR=...).
#
# Knobs (make variables):
#   DRVCOMPAT_WARN=1           every legacy spelling warns once per use site,
#                           naming its porting-guide/<topic>.md section
#   DRVCOMPAT_UMH_LEGACY_WAIT=1  4-argument call_usermodehelper() gets the
#                           2.5.54..3.3 meaning: 0 waits for the exec, else
#                           for the process, returning its raw wait status
#                           (see compat/README.md)

DRVCOMPAT_DIR := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))

# (Without generated/compat-probes.h, i.e. compat/ not built yet, the
# umbrella header stops the compile with a message saying so; "make clean"
# of the driver keeps working.)

# NOSTDINC_FLAGS comes before LINUXINCLUDE on the compiler's command line
# (ccflags-y comes after it), which is what an overlay needs.
NOSTDINC_FLAGS += -I$(DRVCOMPAT_DIR)/include -I$(DRVCOMPAT_DIR)/generated
ccflags-y += -DDRVCOMPAT_FORCED -include $(DRVCOMPAT_DIR)/include/compat/compat.h

ifeq ($(DRVCOMPAT_WARN),1)
ccflags-y += -DDRVCOMPAT_WARN
else
# GNU "field: value" initializers still compile; sparse (C=1) calls them
# obsolete.  Rewriting them is port-check's job (rule old-initializer,
# porting-guide/initializers.md); DRVCOMPAT_WARN=1 brings the warning back.
CHECKFLAGS += -Wno-old-initializer
endif
ifeq ($(DRVCOMPAT_UMH_LEGACY_WAIT),1)
ccflags-y += -DDRVCOMPAT_UMH_LEGACY_WAIT
endif

ifneq ($(DRVCOMPAT_SELF),1)
KBUILD_EXTRA_SYMBOLS += $(DRVCOMPAT_DIR)/Module.symvers
endif
