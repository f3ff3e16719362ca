// SPDX-License-Identifier: GPL-2.0
/*
 * drvcompat_call_usermodehelper_legacy(): call_usermodehelper() with the
 * wait flag meaning it had from 2.5.54 to 3.3 and the raw status it
 * returned (drvcompat_call_usermodehelper_exitcode() in <compat/umh.h>
 * decodes it).  See porting-guide/umh.md.
 *
 * The kernel's call_usermodehelper() is called parenthesised, so that the
 * compat macro of the same name never expands here, whatever
 * DRVCOMPAT_UMH_LEGACY_WAIT says.
 */
#include <linux/build_bug.h>
#include <linux/export.h>
#include <linux/kmod.h>
#include <linux/umh.h>

#include <compat/umh.h>

static_assert(DRVCOMPAT_UMH_WAIT_EXEC == UMH_WAIT_EXEC);
static_assert(DRVCOMPAT_UMH_WAIT_PROC == UMH_WAIT_PROC);

int drvcompat_call_usermodehelper_legacy(const char *path, char **argv,
					 char **envp, int wait)
{
	return (call_usermodehelper)(path, argv, envp,
				     drvcompat_umh_legacy_wait(wait));
}
EXPORT_SYMBOL_GPL(drvcompat_call_usermodehelper_legacy);
