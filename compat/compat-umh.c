// SPDX-License-Identifier: GPL-2.0
/*
 * drvcompat_call_usermodehelper_legacy(): call_usermodehelper() with the
 * wait flag meaning it had from 2.5.54 to 3.3 (UMH_* names: today's) and
 * the raw status it returned (drvcompat_call_usermodehelper_exitcode() in
 * <compat/umh.h> decodes it).  See porting-guide/umh.md.
 *
 * The kernel's call_usermodehelper() is called parenthesised, so that the
 * compat macro of the same name never expands here, whatever
 * DRVCOMPAT_UMH_LEGACY_WAIT says.  <compat/umh.h> checks the kernel's flag
 * values against <compat/body/umh.h>'s before it tags the names.
 */
#include <linux/build_bug.h>
#include <linux/export.h>
#include <linux/kmod.h>
#include <linux/umh.h>

#include <compat/umh.h>

static_assert(UMH_WAIT_EXEC == (DRVCOMPAT_UMH_NAMED | DRVCOMPAT_UMH_WAIT_EXEC));
static_assert(UMH_WAIT_PROC == (DRVCOMPAT_UMH_NAMED | DRVCOMPAT_UMH_WAIT_PROC));

/**
 * drvcompat_call_usermodehelper_legacy() - run a helper with the 2.5.54 .. 3.3
 * meaning of the wait flag
 * @path: absolute path of the program
 * @argv: NULL-terminated argument vector
 * @envp: NULL-terminated environment
 * @wait: a bare 0: wait for the exec only (UMH_WAIT_EXEC); a bare non-zero
 *        number: wait for the program to finish (UMH_WAIT_PROC); a UMH_*
 *        name: what it means today (drvcompat_umh_wait())
 *
 * What DRVCOMPAT_UMH_LEGACY_WAIT turns a four-argument call_usermodehelper()
 * into: the meaning every compat translation unit now gives it
 * (drvcompat_call_usermodehelper()), kept exported for the files that
 * still define the knob or call it by name.  The result is what 2.6
 * kernels after 2.6.0 and 3.x kernels
 * returned: their wait_for_helper() (kernel/kmod.c, checked in 2.6.24
 * and 3.4.113) did
 * ``sys_wait4(pid, (int __user *)&ret, 0, NULL); if (ret)
 * sub_info->retval = ret;``, the raw wait status, as 6.1 does for
 * UMH_WAIT_PROC.  A legacy caller decodes it itself, e.g.
 * ``(ret >> 8) & 0xff`` for the exit code.  Not killable, as then.
 * Exported by drvcompat.ko.  See porting-guide/umh.md.
 *
 * Return: with a bare 0, 0 once the program was started or a negative
 * errno (-ENOENT for a missing program).  With a bare non-zero @wait, the raw wait
 * status (0 for exit 0, 768 for exit 3, the signal number for a helper a
 * signal killed) or a negative errno if it could not be run.
 */
int drvcompat_call_usermodehelper_legacy(const char *path, char **argv,
					 char **envp, int wait)
{
	return (call_usermodehelper)(path, argv, envp,
				     drvcompat_umh_wait(wait));
}
EXPORT_SYMBOL_GPL(drvcompat_call_usermodehelper_legacy);
