/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Body of the umh topic: the mapping of a 2.5.54 .. 3.3 wait
 * flag onto today's UMH_* flags, and the decoding of the raw wait status
 * that UMH_WAIT_PROC returns.  Used by drvcompat.ko (compat-umh.c) and by
 * the userspace unit tests (tests/userspace/compat-umh/, against real
 * wait(2) statuses), so both exercise the very same code.
 *
 * Free of kernel includes apart from <linux/errno.h> (the uapi header in
 * userspace).  Uses EINTR.
 */
#ifndef __DRVCOMPAT_BODY_UMH_H
#define __DRVCOMPAT_BODY_UMH_H

#include <linux/errno.h>

/**
 * DRVCOMPAT_UMH_WAIT_EXEC - the value of UMH_WAIT_EXEC since 3.4
 *
 * Spelled out here so that the mapping below needs no kernel header;
 * compat-umh.c checks at build time that it equals the kernel's
 * UMH_WAIT_EXEC.
 */
#define DRVCOMPAT_UMH_WAIT_EXEC	0x01

/**
 * DRVCOMPAT_UMH_WAIT_PROC - the value of UMH_WAIT_PROC since 3.4
 *
 * Checked against the kernel's UMH_WAIT_PROC like DRVCOMPAT_UMH_WAIT_EXEC.
 */
#define DRVCOMPAT_UMH_WAIT_PROC	0x02

/**
 * DRVCOMPAT_UMH_SIGNALED - what drvcompat_umh_decode_status() and
 * drvcompat_call_usermodehelper_exitcode() return for a helper that was
 * killed by a signal
 *
 * -EINTR: distinct from every exit code (0..255) and from the errors of a
 * failed exec (-ENOENT, -EACCES, -ENOEXEC, -ENOMEM ...).
 * See porting-guide/umh.md.
 */
#define DRVCOMPAT_UMH_SIGNALED (-EINTR)

/**
 * drvcompat_umh_legacy_wait() - today's wait flag for a 2.5.54 .. 3.3 one
 * @wait: the fourth argument as a driver of that era wrote it
 *
 * The int flag of 2.5.54 and 2.6.0 was tested for non-zero
 * (kernel/kmod.c, __call_usermodehelper(): ``if (sub_info->wait)``): 0
 * waited for the exec, anything else for the process.  2.6.24's enum
 * umh_wait names 0 UMH_WAIT_EXEC, 1 UMH_WAIT_PROC and -1 UMH_NO_WAIT.
 * Zero maps to UMH_WAIT_EXEC, any other value to UMH_WAIT_PROC: a -1 then
 * waits for the process, longer than such a driver asked for but never
 * shorter (a driver whose argv lives on its stack must not get
 * UMH_NO_WAIT behind its back).  See porting-guide/umh.md.
 *
 * Return: DRVCOMPAT_UMH_WAIT_EXEC or DRVCOMPAT_UMH_WAIT_PROC.
 */
static inline int drvcompat_umh_legacy_wait(int wait)
{
	return wait ? DRVCOMPAT_UMH_WAIT_PROC : DRVCOMPAT_UMH_WAIT_EXEC;
}

/**
 * drvcompat_umh_decode_status() - turn a raw wait status into an exit code
 * @status: what call_usermodehelper(..., UMH_WAIT_PROC) returned: a
 *          negative errno, or the child's raw wait(2) status
 *
 * The kernel returns the raw status (exit code << 8 | signal), as the
 * 2.6/3.x wait_for_helper() in kernel/kmod.c already did for a wait flag
 * of 1: callers decode it themselves.  This is that decoding, for code
 * that wants the exit code.  See porting-guide/umh.md.
 *
 * Return: a negative errno unchanged, the exit code (0..255) for a normal
 * exit, or DRVCOMPAT_UMH_SIGNALED if the helper was killed by a signal.
 */
static inline int drvcompat_umh_decode_status(int status)
{
	if (status < 0)
		return status;
	if ((status & 0x7f) != 0)	/* WIFSIGNALED (no WUNTRACED here) */
		return DRVCOMPAT_UMH_SIGNALED;
	return (status >> 8) & 0xff;	/* WEXITSTATUS */
}

#endif /* __DRVCOMPAT_BODY_UMH_H */
