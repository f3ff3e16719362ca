// SPDX-License-Identifier: GPL-2.0
/*
 * Built with -DDRVCOMPAT_UMH_LEGACY_WAIT: the 4-argument call_usermodehelper()
 * below has the 2.5.54..3.3 meaning (1 = wait for the process, return its
 * raw wait status), and this file is written the way a driver of that era
 * was.
 */
#include <linux/kmod.h>

#include "compat_test.h"

static char *envp[] = { "HOME=/", "PATH=/sbin:/bin:/usr/bin", NULL };

int compat_test_umh_legacy(int wait, char **argv)
{
	return call_usermodehelper(DRVCOMPAT_TEST_HELPER, argv, envp, wait);
}

int compat_test_umh_legacy_decode(char **argv)
{
	int ret;

	/* a 2.6/3.x driver decoded the status itself */
	ret = call_usermodehelper(DRVCOMPAT_TEST_HELPER, argv, envp, 1);
	if (ret < 0)
		return ret;
	return (ret >> 8) & 0xff;
}
