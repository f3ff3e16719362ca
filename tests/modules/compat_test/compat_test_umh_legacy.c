// SPDX-License-Identifier: GPL-2.0
/*
 * Built with -DDRVCOMPAT_UMH_LEGACY_WAIT: the 4-argument call_usermodehelper()
 * below has the 2.5.54..3.3 meaning (1 = wait for the exit code).
 */
#include <linux/kmod.h>

#include "compat_test.h"

int compat_test_umh_legacy(int wait, char **argv)
{
	static char *envp[] = { "HOME=/", "PATH=/sbin:/bin:/usr/bin", NULL };

	return call_usermodehelper(DRVCOMPAT_TEST_HELPER, argv, envp, wait);
}
