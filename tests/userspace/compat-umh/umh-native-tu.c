// SPDX-License-Identifier: GPL-2.0
/*
 * A translation unit without DRVCOMPAT_UMH_LEGACY_WAIT: compat's default,
 * a bare number has the 2.5.54..3.3 meaning, a UMH_* name today's.
 */
#include <linux/kmod.h>
#include <compat/umh.h>

#include "umh-tu.h"

int native_tu_call(int wait, char **argv, char **envp)
{
	return call_usermodehelper(argv[0], argv, envp, wait);
}

/* the era's literals and today's names, as a driver writes them */
int native_tu_literal(int which, char **argv, char **envp)
{
	switch (which) {
	case 0:
		return call_usermodehelper(argv[0], argv, envp, 0);
	case 1:
		return call_usermodehelper(argv[0], argv, envp, 1);
	case -1:
		return call_usermodehelper(argv[0], argv, envp, -1);
	case 'n':
		return call_usermodehelper(argv[0], argv, envp, UMH_NO_WAIT);
	case 'e':
		return call_usermodehelper(argv[0], argv, envp, UMH_WAIT_EXEC);
	case 'p':
		return call_usermodehelper(argv[0], argv, envp, UMH_WAIT_PROC);
	default:
		return call_usermodehelper(argv[0], argv, envp,
					   UMH_WAIT_PROC | UMH_KILLABLE);
	}
}

int native_tu_exec(struct subprocess_info *info, int which)
{
	switch (which) {
	case 0:
		return call_usermodehelper_exec(info, 0);
	case 'n':
		return call_usermodehelper_exec(info, UMH_NO_WAIT);
	default:
		return call_usermodehelper_exec(info, UMH_WAIT_EXEC |
						UMH_FREEZABLE);
	}
}
