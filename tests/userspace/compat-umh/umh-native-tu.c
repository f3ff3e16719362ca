// SPDX-License-Identifier: GPL-2.0
/* A translation unit without DRVCOMPAT_UMH_LEGACY_WAIT: 6.1's meaning. */
#include <linux/kmod.h>
#include <compat/umh.h>

#include "umh-tu.h"

int native_tu_call(int wait, char **argv, char **envp)
{
	return call_usermodehelper(argv[0], argv, envp, wait);
}
