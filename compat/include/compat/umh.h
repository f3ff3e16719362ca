/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/umh.h - call_usermodehelper() wait semantics across versions.
 *
 * What the kernels did (checked in their kernel/kmod.c and
 * include/linux/kmod.h, see porting-guide/umh.md for the sources):
 * 2.4: call_usermodehelper(path, argv, envp) waited until the helper had
 * exec'd (or failed to) and returned 0 or a negative errno.
 * 2.5.54 .. 3.3: a fourth argument, 0 = wait for the exec, 1 = wait for
 * the process.  With 1, 2.6.0 returned 0 whatever the exit code; later
 * 2.6 and 3.x kernels returned the raw wait status (exit code << 8 |
 * signal, 768 for exit 3), which callers decoded themselves.  2.6.24 and
 * 3.0.8 name them in enum umh_wait: UMH_NO_WAIT = -1, UMH_WAIT_EXEC = 0,
 * UMH_WAIT_PROC = 1; 2.6.24's __call_usermodehelper() starts a
 * UMH_WAIT_EXEC helper with CLONE_VFORK, so the call returns only once
 * the helper has exec'd and argv/envp may live on the caller's stack.
 * Since 3.4: UMH_NO_WAIT = 0, UMH_WAIT_EXEC = 1, UMH_WAIT_PROC = 2 (still
 * the raw status), so to the kernel a legacy 1 means UMH_WAIT_EXEC and a
 * legacy 0 UMH_NO_WAIT: the call returns before the exec, and a worker
 * later reads argv/envp from the caller's dead stack frame (an oops).
 * The waits of 2.4.0 and 2.6.24 cannot be interrupted (down(),
 * wait_for_completion()); 3.4 has UMH_KILLABLE.
 *
 * Mappings, in every translation unit built with compat: the three-argument
 * form becomes UMH_WAIT_EXEC.  The UMH_* names are redefined as tagged
 * values (DRVCOMPAT_UMH_NAMED | the kernel's value), so the wait argument
 * of the four-argument call_usermodehelper() and of
 * call_usermodehelper_exec() tells a name from a bare number: a name (or
 * an or-ed set of them) keeps today's meaning, UMH_NO_WAIT included; a
 * bare number has the 2.5.54 .. 3.3 meaning, 0 = UMH_WAIT_EXEC, anything
 * else UMH_WAIT_PROC with the raw status (drvcompat_umh_wait()).
 * DRVCOMPAT_UMH_LEGACY_WAIT, which used to turn that mapping on, is now
 * the default; a file that still defines it gets the same meaning through
 * the exported drvcompat_call_usermodehelper_legacy().
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

#if defined(UMH_NO_WAIT) && defined(UMH_WAIT_EXEC) && defined(UMH_WAIT_PROC)
_Static_assert(DRVCOMPAT_UMH_NO_WAIT == UMH_NO_WAIT &&
	       DRVCOMPAT_UMH_WAIT_EXEC == UMH_WAIT_EXEC &&
	       DRVCOMPAT_UMH_WAIT_PROC == UMH_WAIT_PROC,
	       "compat/umh.h: the kernel's UMH_* wait flags are not the 3.4+ values");
#ifdef UMH_KILLABLE
_Static_assert(UMH_KILLABLE == DRVCOMPAT_UMH_KILLABLE,
	       "compat/umh.h: the kernel's UMH_KILLABLE is not 0x04");
#undef UMH_KILLABLE
/**
 * UMH_KILLABLE - the kernel's UMH_KILLABLE, tagged as a name
 *
 * DRVCOMPAT_UMH_NAMED | 0x04: or-ed with UMH_WAIT_EXEC or UMH_WAIT_PROC,
 * a fatal signal ends the wait (3.4+).  See porting-guide/umh.md.
 */
#define UMH_KILLABLE	(DRVCOMPAT_UMH_NAMED | DRVCOMPAT_UMH_KILLABLE)
#endif
#ifdef UMH_FREEZABLE
_Static_assert(UMH_FREEZABLE == DRVCOMPAT_UMH_FREEZABLE,
	       "compat/umh.h: the kernel's UMH_FREEZABLE is not 0x08");
#undef UMH_FREEZABLE
/**
 * UMH_FREEZABLE - the kernel's UMH_FREEZABLE, tagged as a name
 *
 * DRVCOMPAT_UMH_NAMED | 0x08: the wait is freezable (6.1).
 * See porting-guide/umh.md.
 */
#define UMH_FREEZABLE	(DRVCOMPAT_UMH_NAMED | DRVCOMPAT_UMH_FREEZABLE)
#endif
#undef UMH_NO_WAIT
#undef UMH_WAIT_EXEC
#undef UMH_WAIT_PROC
/**
 * UMH_NO_WAIT - do not wait at all, tagged as a name
 *
 * DRVCOMPAT_UMH_NAMED | 0: call_usermodehelper() returns before the
 * helper runs, so its path, argv and envp must outlive the call.  Only
 * this name gives that behaviour: a bare 0 is the 2.5.54 .. 3.3 "wait for
 * the exec".  See porting-guide/umh.md.
 */
#define UMH_NO_WAIT	(DRVCOMPAT_UMH_NAMED | DRVCOMPAT_UMH_NO_WAIT)
/**
 * UMH_WAIT_EXEC - wait for the exec, tagged as a name
 *
 * DRVCOMPAT_UMH_NAMED | 0x01.  See porting-guide/umh.md.
 */
#define UMH_WAIT_EXEC	(DRVCOMPAT_UMH_NAMED | DRVCOMPAT_UMH_WAIT_EXEC)
/**
 * UMH_WAIT_PROC - wait for the process, tagged as a name
 *
 * DRVCOMPAT_UMH_NAMED | 0x02: the call returns the raw wait status.
 * See porting-guide/umh.md.
 */
#define UMH_WAIT_PROC	(DRVCOMPAT_UMH_NAMED | DRVCOMPAT_UMH_WAIT_PROC)
#endif

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

/**
 * drvcompat_call_usermodehelper() - the four-argument call_usermodehelper()
 * of a compat translation unit
 * @path: absolute path of the program
 * @argv: NULL-terminated argument vector
 * @envp: NULL-terminated environment
 * @wait: a UMH_* name or or-ed names (today's meaning), or a bare number
 *        (the 2.5.54 .. 3.3 meaning: 0 waits for the exec, anything else
 *        for the process)
 *
 * The kernel's call_usermodehelper() with the flags drvcompat_umh_wait()
 * makes of @wait.  Inline: no dependency on drvcompat.ko.
 * See porting-guide/umh.md.
 *
 * Return: what the kernel's call returns: with a bare 0 or UMH_WAIT_EXEC,
 * 0 once the program was started or a negative errno (-ENOENT for a
 * missing program); with a bare non-zero number or UMH_WAIT_PROC, the raw
 * wait status (768 for exit 3) or a negative errno; with UMH_NO_WAIT, 0
 * or an error from setting the call up.
 */
static inline int drvcompat_call_usermodehelper(const char *path,
						char **argv, char **envp,
						int wait)
{
	return (call_usermodehelper)(path, argv, envp,
				     drvcompat_umh_wait(wait));
}

#define __drvcompat_umh3(path, argv, envp)					\
	(__drvcompat_legacy("call_usermodehelper(path, argv, envp) is call_usermodehelper(..., UMH_WAIT_EXEC) now, see porting-guide/umh.md") \
	 (call_usermodehelper)(path, argv, envp, DRVCOMPAT_UMH_WAIT_EXEC))

#ifdef DRVCOMPAT_UMH_LEGACY_WAIT
#define __drvcompat_umh4(path, argv, envp, wait)				\
	(__drvcompat_legacy("call_usermodehelper(..., wait) with the 2.5.54..3.3 meaning, see porting-guide/umh.md") \
	 drvcompat_call_usermodehelper_legacy(path, argv, envp, wait))
#else
#define __drvcompat_umh4(path, argv, envp, wait)				\
	drvcompat_call_usermodehelper(path, argv, envp, wait)
#endif

/**
 * call_usermodehelper() - run a user-space program from the kernel
 * @...: ``(path, argv, envp)`` (2.4) or ``(path, argv, envp, wait)``
 *
 * Three arguments: the 2.4 form, which waited for the exec, maps to the
 * kernel's call with UMH_WAIT_EXEC.  Four arguments:
 * drvcompat_call_usermodehelper(): a UMH_* name means what it says today,
 * a bare number what it meant from 2.5.54 to 3.3 (0 waits for the exec,
 * non-zero for the process, returning its raw wait status as 2.6/3.x
 * did), never UMH_NO_WAIT.  With DRVCOMPAT_UMH_LEGACY_WAIT defined, the
 * same meaning through drvcompat_call_usermodehelper_legacy().  See
 * porting-guide/umh.md.
 */
#define call_usermodehelper(...)					\
	__DRVCOMPAT_SEL_3_4(__VA_ARGS__, __drvcompat_umh4, __drvcompat_umh3,	\
			 __drvcompat_no_such_arity, __drvcompat_no_such_arity)(__VA_ARGS__)

/**
 * call_usermodehelper_exec() - start a prepared helper, wait as asked
 * @info: from call_usermodehelper_setup()
 * @wait: a UMH_* name or or-ed names, or a bare number (2.6.23 .. 3.3:
 *        0 = wait for the exec, 1 = wait for the process)
 *
 * The kernel's call_usermodehelper_exec() with the tag of compat's UMH_*
 * names taken off, and a bare number read as drvcompat_umh_wait() reads
 * it (2.6.24's call_usermodehelper_exec() took the enum umh_wait of
 * include/linux/kmod.h, with UMH_WAIT_EXEC = 0).  See porting-guide/umh.md.
 */
#define call_usermodehelper_exec(info, wait)				\
	(call_usermodehelper_exec)(info, drvcompat_umh_wait(wait))

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
