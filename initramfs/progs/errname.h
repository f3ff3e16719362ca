/* SPDX-License-Identifier: GPL-2.0 */
/*
 * errname.h - the symbolic name of an errno value, for the guest test
 * programs that print it (initramfs/progs/: demo-ctl, demo-write, posio),
 * so that a test can match "EBUSY" instead of a locale's text.
 */
#ifndef DRVCOMPAT_PROGS_ERRNAME_H
#define DRVCOMPAT_PROGS_ERRNAME_H

#include <errno.h>

/* the errno names the test programs meet; "E?" for any other */
static inline const char *errname(int e)
{
	switch (e) {
	case EPERM: return "EPERM";
	case EACCES: return "EACCES";
	case ENOENT: return "ENOENT";
	case EINTR: return "EINTR";
	case EIO: return "EIO";
	case ENXIO: return "ENXIO";
	case EBADF: return "EBADF";
	case EAGAIN: return "EAGAIN";
	case ENOMEM: return "ENOMEM";
	case EFAULT: return "EFAULT";
	case EBUSY: return "EBUSY";
	case EINVAL: return "EINVAL";
	case ENOTTY: return "ENOTTY";
	case ENOSPC: return "ENOSPC";
	case ESPIPE: return "ESPIPE";
	case EMSGSIZE: return "EMSGSIZE";
	default: return "E?";
	}
}

#endif
