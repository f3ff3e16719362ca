/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Fallback bodies for the umh topic: decoding the raw wait status that
 * the kernel's UMH_WAIT_PROC returns.  Used by drvcompat.ko and by the
 * userspace unit test (against real wait(2) statuses).
 *
 * Uses EINTR.
 */
#ifndef __DRVCOMPAT_FALLBACK_UMH_H
#define __DRVCOMPAT_FALLBACK_UMH_H

#include <linux/errno.h>

/**
 * DRVCOMPAT_UMH_SIGNALED - what drvcompat_call_usermodehelper_exit() returns for a
 * helper that was killed by a signal
 *
 * -EINTR: distinct from every exit code (0..255) and from the errors of a
 * failed exec (-ENOENT, -EACCES, -ENOEXEC, -ENOMEM ...).
 * See porting-guide/umh.md.
 */
#define DRVCOMPAT_UMH_SIGNALED (-EINTR)

/**
 * drvcompat_umh_decode_status() - turn a raw wait status into an exit code
 * @status: what call_usermodehelper(..., UMH_WAIT_PROC) returned: a
 *          negative errno, or the child's raw wait(2) status
 *
 * The kernel returns the raw status (exit code << 8 | signal); code written
 * for 2.5.54 .. 3.3 expected the exit code itself.
 * See porting-guide/umh.md.
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

#endif /* __DRVCOMPAT_FALLBACK_UMH_H */
