/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/umh.h - call_usermodehelper() wait semantics across versions.
 *
 * 2.4: call_usermodehelper(path, argv, envp) waited for the exec.
 * 2.5.54 .. 3.3: a fourth argument, 1 = wait for the process and return
 * its exit status, 0 = wait for the exec.  2.6.23+ gave it names, and
 * since 3.4 a legacy 1 silently means UMH_WAIT_EXEC and a legacy 0 means
 * UMH_NO_WAIT, while UMH_WAIT_PROC returns the raw wait status.
 *
 * Mappings: the three-argument form always becomes UMH_WAIT_EXEC.  The
 * four-argument form stays the kernel's own unless the translation unit
 * defines DRVCOMPAT_UMH_LEGACY_WAIT before the compat headers (e.g.
 * ``ccflags-y += -DDRVCOMPAT_UMH_LEGACY_WAIT``): then it means
 * drvcompat_call_usermodehelper_exit(), the 2.5.54 .. 3.3 semantics.
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
#include <compat/internal.h>
#include <compat/fallback/umh.h>

/**
 * drvcompat_call_usermodehelper_exit() - run a helper with the 2.5.54 .. 3.3
 * meaning of the wait flag
 * @path: absolute path of the program
 * @argv: NULL-terminated argument vector
 * @envp: NULL-terminated environment
 * @wait: 0: wait for the exec only (UMH_WAIT_EXEC); non-zero: wait for the
 *        program to finish (UMH_WAIT_PROC) and return its exit code
 *
 * Exported by drvcompat.ko.  See porting-guide/umh.md.
 *
 * Return: with @wait == 0, 0 once the program was started or a negative
 * errno (-ENOENT for a missing program).  With @wait != 0, the program's
 * exit code (0..255), DRVCOMPAT_UMH_SIGNALED (-EINTR) if a signal killed it,
 * or a negative errno if it could not be run.
 */
int drvcompat_call_usermodehelper_exit(const char *path, char **argv,
				    char **envp, int wait);

#define __drvcompat_umh3(path, argv, envp)					\
	(__drvcompat_legacy("call_usermodehelper(path, argv, envp) is call_usermodehelper(..., UMH_WAIT_EXEC) now, see porting-guide/umh.md") \
	 call_usermodehelper(path, argv, envp, UMH_WAIT_EXEC))

#ifdef DRVCOMPAT_UMH_LEGACY_WAIT
#define __drvcompat_umh4(path, argv, envp, wait)				\
	(__drvcompat_legacy("call_usermodehelper(..., wait) with the 2.5.54..3.3 meaning, see porting-guide/umh.md") \
	 drvcompat_call_usermodehelper_exit(path, argv, envp, wait))
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
 * defined, drvcompat_call_usermodehelper_exit() (wait != 0 returns the exit
 * code).  See porting-guide/umh.md.
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
	_Static_assert(0, "exec_usermodehelper() was removed in 2.5: use call_usermodehelper(path, argv, envp, UMH_WAIT_PROC) or drvcompat_call_usermodehelper_exit(), see porting-guide/umh.md"); \
	-ENOSYS; })

#endif /* __DRVCOMPAT_UMH_H */
