/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Body of the umh topic: the mapping of a 2.5.54 .. 3.3 wait
 * flag onto today's UMH_* flags, the tag that tells a UMH_* name from a
 * bare number, and the decoding of the raw wait status that UMH_WAIT_PROC
 * returns.  Used by drvcompat.ko (compat-umh.c) and by
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
 * DRVCOMPAT_UMH_NO_WAIT - the value of UMH_NO_WAIT since 3.4
 *
 * Spelled out here so that the mapping below needs no kernel header;
 * <compat/umh.h> checks at build time that the kernel's flags have these
 * values before it tags them (DRVCOMPAT_UMH_NAMED).
 */
#define DRVCOMPAT_UMH_NO_WAIT	0x00

/**
 * DRVCOMPAT_UMH_WAIT_EXEC - the value of UMH_WAIT_EXEC since 3.4
 *
 * Checked against the kernel's UMH_WAIT_EXEC like DRVCOMPAT_UMH_NO_WAIT.
 */
#define DRVCOMPAT_UMH_WAIT_EXEC	0x01

/**
 * DRVCOMPAT_UMH_WAIT_PROC - the value of UMH_WAIT_PROC since 3.4
 *
 * Checked against the kernel's UMH_WAIT_PROC like DRVCOMPAT_UMH_WAIT_EXEC.
 */
#define DRVCOMPAT_UMH_WAIT_PROC	0x02

/**
 * DRVCOMPAT_UMH_KILLABLE - the value of UMH_KILLABLE since 3.4
 *
 * Checked against the kernel's UMH_KILLABLE like DRVCOMPAT_UMH_NO_WAIT.
 */
#define DRVCOMPAT_UMH_KILLABLE	0x04

/**
 * DRVCOMPAT_UMH_FREEZABLE - the value of UMH_FREEZABLE (6.1)
 *
 * Checked against the kernel's UMH_FREEZABLE like DRVCOMPAT_UMH_NO_WAIT.
 */
#define DRVCOMPAT_UMH_FREEZABLE	0x08

/**
 * DRVCOMPAT_UMH_NAMED - the tag compat's UMH_* names carry
 *
 * In a translation unit built with compat, <compat/umh.h> redefines
 * UMH_NO_WAIT, UMH_WAIT_EXEC, UMH_WAIT_PROC, UMH_KILLABLE and
 * UMH_FREEZABLE as DRVCOMPAT_UMH_NAMED | the kernel's value, so that the
 * wait argument of call_usermodehelper() and call_usermodehelper_exec()
 * says whether the driver wrote a name (today's meaning) or a bare number
 * (the 2.5.54 .. 3.3 meaning, see drvcompat_umh_legacy_wait()).  The tag
 * is the top byte 0x55: names or-ed together stay tagged, no kernel flag
 * reaches it (the kernel's are below 0x10), and no small or negative
 * literal (-1 is 0xff...) has it.  See porting-guide/umh.md.
 */
#define DRVCOMPAT_UMH_NAMED		0x55000000

/**
 * DRVCOMPAT_UMH_NAMED_MASK - the bits of a wait value that hold the tag
 *
 * A value is a name when its top byte is DRVCOMPAT_UMH_NAMED's; the other
 * bits are the kernel's flags.
 */
#define DRVCOMPAT_UMH_NAMED_MASK	0xff000000u

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
 * drvcompat_umh_is_named() - did the driver write a UMH_* name?
 * @wait: a wait argument as a compat translation unit passed it
 *
 * Return: true if @wait carries DRVCOMPAT_UMH_NAMED (it is, or contains,
 * one of compat's UMH_* names), false for a bare number.
 */
static inline int drvcompat_umh_is_named(int wait)
{
	return ((unsigned int)wait & DRVCOMPAT_UMH_NAMED_MASK) ==
	       DRVCOMPAT_UMH_NAMED;
}

/**
 * drvcompat_umh_wait() - the kernel's wait flags for a compat wait argument
 * @wait: the fourth argument of call_usermodehelper() or the second of
 *        call_usermodehelper_exec() in a compat translation unit
 *
 * A UMH_* name (tagged, see DRVCOMPAT_UMH_NAMED) means what the name says
 * today: the tag is taken off and the kernel's flags are passed on
 * unchanged, UMH_NO_WAIT included.  A bare number is a 2.5.54 .. 3.3
 * driver's literal (the names were an enum of 0 and 1 then, 2.6.24 and
 * 3.0.8 include/linux/kmod.h), read by drvcompat_umh_legacy_wait():
 * 0 waits for the exec, anything else for the process.  A bare number is
 * never read as UMH_NO_WAIT: the era's 0 kept the caller's argv and envp
 * in use until the exec, so they may live on its stack.
 * See porting-guide/umh.md.
 *
 * Return: the flags for the kernel's call_usermodehelper() or
 * call_usermodehelper_exec().
 */
static inline int drvcompat_umh_wait(int wait)
{
	if (drvcompat_umh_is_named(wait))
		return (int)((unsigned int)wait & ~DRVCOMPAT_UMH_NAMED_MASK);
	return drvcompat_umh_legacy_wait(wait);
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
