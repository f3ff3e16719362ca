/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/umh.h - call_usermodehelper() wait semantics across versions.
 *
 * What the kernels did (checked in their kernel/kmod.c, see
 * porting-guide/umh.md for the sources):
 * 2.4: call_usermodehelper(path, argv, envp) waited until the helper had
 * exec'd (or failed to) and returned 0 or a negative errno.
 * 2.5.54 .. 3.3: a fourth argument, 0 = wait for the exec, 1 = wait for
 * the process.  With 1, 2.6.0 returned 0 whatever the exit code; later
 * 2.6 and 3.x kernels returned the raw wait status (exit code << 8 |
 * signal, 768 for exit 3), which callers decoded themselves.  2.6.24 has
 * the names UMH_NO_WAIT = -1, UMH_WAIT_EXEC = 0, UMH_WAIT_PROC = 1.
 * Since 3.4: UMH_NO_WAIT = 0, UMH_WAIT_EXEC = 1, UMH_WAIT_PROC = 2 (still
 * the raw status), so a legacy 1 silently means UMH_WAIT_EXEC and a
 * legacy 0 UMH_NO_WAIT.  The waits of 2.4.0 and 2.6.24 cannot be
 * interrupted (down(), wait_for_completion()); 3.4 has UMH_KILLABLE.
 *
 * Mappings: the three-argument form always becomes UMH_WAIT_EXEC.  The
 * four-argument form stays the kernel's own unless the translation unit
 * defines DRVCOMPAT_UMH_LEGACY_WAIT before the compat headers (e.g.
 * ``ccflags-y += -DDRVCOMPAT_UMH_LEGACY_WAIT``): then it means
 * drvcompat_call_usermodehelper_legacy(), the 2.5.54 .. 3.3 semantics
 * (non-zero: UMH_WAIT_PROC, raw status unchanged).  Such a file must pass
 * the era's literal 0/1: the UMH_* names have their 3.4+ values here.
 * drvcompat_call_usermodehelper_exitcode() is the decoded convenience.
 * exec_usermodehelper() is a build error naming its replacement.
 * See porting-guide/umh.md.
 */
#ifndef __DRVCOMPAT_UMH_H
#define __DRVCOMPAT_UMH_H

#include <linux/errno.h>
#include <linux/kmod.h>
#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_LINUX_UMH_H
#include <linux/umh.h>
#endif
#include <compat/plumbing.h>
#include <compat/body/umh.h>

/**
 * drvcompat_call_usermodehelper_legacy() - run a helper with the 2.5.54 .. 3.3
 * meaning of the wait flag
 * @path: absolute path of the program
 * @argv: NULL-terminated argument vector
 * @envp: NULL-terminated environment
 * @wait: 0: wait for the exec only (UMH_WAIT_EXEC); non-zero: wait for the
 *        program to finish (UMH_WAIT_PROC)
 *
 * What DRVCOMPAT_UMH_LEGACY_WAIT turns a four-argument call_usermodehelper()
 * into.  The result is what 2.6 kernels after 2.6.0 and 3.x kernels
 * returned: their wait_for_helper() (kernel/kmod.c, checked in 2.6.24
 * and 3.4.113) did
 * ``sys_wait4(pid, (int __user *)&ret, 0, NULL); if (ret)
 * sub_info->retval = ret;``, the raw wait status, as 6.1 does for
 * UMH_WAIT_PROC.  A legacy caller decodes it itself, e.g.
 * ``(ret >> 8) & 0xff`` for the exit code.  Not killable, as then.
 * Exported by drvcompat.ko.  See porting-guide/umh.md.
 *
 * Return: with @wait == 0, 0 once the program was started or a negative
 * errno (-ENOENT for a missing program).  With @wait != 0, the raw wait
 * status (0 for exit 0, 768 for exit 3, the signal number for a helper a
 * signal killed) or a negative errno if it could not be run.
 */
int drvcompat_call_usermodehelper_legacy(const char *path, char **argv,
					 char **envp, int wait);

/**
 * drvcompat_call_usermodehelper_exitcode() - run a helper and return its
 * exit code
 * @path: absolute path of the program
 * @argv: NULL-terminated argument vector
 * @envp: NULL-terminated environment
 * @wait: as for drvcompat_call_usermodehelper_legacy()
 *
 * drvcompat_call_usermodehelper_legacy() followed by
 * drvcompat_umh_decode_status(): a convenience for new code, not what any
 * kernel returned.  See porting-guide/umh.md.
 *
 * Return: with @wait == 0, 0 once the program was started or a negative
 * errno.  With @wait != 0, the program's exit code (0..255),
 * DRVCOMPAT_UMH_SIGNALED (-EINTR) if a signal killed it, or a negative
 * errno if it could not be run.
 */
static inline int drvcompat_call_usermodehelper_exitcode(const char *path,
							 char **argv,
							 char **envp,
							 int wait)
{
	int status = drvcompat_call_usermodehelper_legacy(path, argv, envp,
							  wait);

	return drvcompat_umh_decode_status(status);
}

#define __drvcompat_umh3(path, argv, envp)					\
	(__drvcompat_legacy("call_usermodehelper(path, argv, envp) is call_usermodehelper(..., UMH_WAIT_EXEC) now, see porting-guide/umh.md") \
	 call_usermodehelper(path, argv, envp, UMH_WAIT_EXEC))

#ifdef DRVCOMPAT_UMH_LEGACY_WAIT
#define __drvcompat_umh4(path, argv, envp, wait)				\
	(__drvcompat_legacy("call_usermodehelper(..., wait) with the 2.5.54..3.3 meaning, see porting-guide/umh.md") \
	 drvcompat_call_usermodehelper_legacy(path, argv, envp, wait))
#else
#define __drvcompat_umh4(path, argv, envp, wait)				\
	call_usermodehelper(path, argv, envp, wait)
#endif

/**
 * call_usermodehelper() - run a user-space program from the kernel
 * @...: ``(path, argv, envp)`` (2.4) or ``(path, argv, envp, wait)``
 *
 * Three arguments: the 2.4 form, which waited for the exec, maps to
 * ``call_usermodehelper(path, argv, envp, UMH_WAIT_EXEC)``.
 * Four arguments: the kernel's own call, or, if DRVCOMPAT_UMH_LEGACY_WAIT is
 * defined, drvcompat_call_usermodehelper_legacy() (wait != 0 waits for the
 * process and returns its raw wait status, as 2.6/3.x did).  See
 * porting-guide/umh.md.
 */
#define call_usermodehelper(...)					\
	__DRVCOMPAT_SEL_3_4(__VA_ARGS__, __drvcompat_umh4, __drvcompat_umh3,	\
			 __drvcompat_no_such_arity, __drvcompat_no_such_arity)(__VA_ARGS__)

/**
 * exec_usermodehelper() - removed in 2.5; using it is a build error
 * @...: ignored
 *
 * The message names the replacement and porting-guide/umh.md.
 */
#define exec_usermodehelper(...) ({					\
	_Static_assert(0, "exec_usermodehelper() was removed in 2.5: use call_usermodehelper(path, argv, envp, UMH_WAIT_PROC) or drvcompat_call_usermodehelper_exitcode(), see porting-guide/umh.md"); \
	-EINVAL; })

#endif /* __DRVCOMPAT_UMH_H */
