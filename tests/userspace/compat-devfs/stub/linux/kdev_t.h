/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: the kernel's dev_t encoding, the 2.6 one compat-fallback's stubs define. */
#include "../../../compat-fallback/stub-2.6/linux/kdev_t.h"
