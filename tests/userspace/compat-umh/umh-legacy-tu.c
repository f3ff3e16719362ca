// SPDX-License-Identifier: GPL-2.0
/*
 * A driver-like translation unit built with DRVCOMPAT_UMH_LEGACY_WAIT, the
 * way compat.mk's knob builds one: its 4-argument call_usermodehelper()
 * has the 2.5.54..3.3 meaning.
 */
#define DRVCOMPAT_UMH_LEGACY_WAIT
#include <linux/kmod.h>
#include <compat/umh.h>

#include "umh-tu.h"

int legacy_tu_call(int wait, char **argv, char **envp)
{
	if (wait)	/* the era's literals, as a driver wrote them */
		return call_usermodehelper(argv[0], argv, envp, 1);
	return call_usermodehelper(argv[0], argv, envp, 0);
}

int legacy_tu_named(char **argv, char **envp)
{
	/* a name keeps today's meaning, with the knob too */
	return call_usermodehelper(argv[0], argv, envp, UMH_WAIT_EXEC);
}

int legacy_tu_call3(char **argv, char **envp)
{
	return call_usermodehelper(argv[0], argv, envp);
}
