// SPDX-License-Identifier: GPL-2.0
/*
 * drvcompat_call_usermodehelper_exit(): call_usermodehelper() with the wait
 * flag meaning it had from 2.5.54 to 3.3.  See porting-guide/umh.md.
 */
#include <linux/export.h>
#include <linux/kmod.h>
#include <linux/umh.h>

int drvcompat_call_usermodehelper_exit(const char *path, char **argv,
				    char **envp, int wait)
{
	int ret;

	if (!wait)
		return call_usermodehelper(path, argv, envp, UMH_WAIT_EXEC);

	ret = call_usermodehelper(path, argv, envp, UMH_WAIT_PROC);
	return drvcompat_umh_decode_status(ret);
}
EXPORT_SYMBOL_GPL(drvcompat_call_usermodehelper_exit);
