/* SPDX-License-Identifier: GPL-2.0 */
/*
 * demo_ioctl.h - the user interface of the demo driver (demo.ko and
 * demo_legacy.ko): minor numbers, table record sizes and ioctls.  Shared
 * by both drivers and by the demo-ctl tool, so it includes only uapi
 * headers.
 */
#ifndef DEMO_IOCTL_H
#define DEMO_IOCTL_H

#include <linux/ioctl.h>
#include <linux/types.h>

/* Minor numbers.  DEMO_MINOR_WIDE needs the 20-bit minor: port only. */
#define DEMO_MINOR_BUF		0	/* byte buffer: read, write, lseek */
#define DEMO_MINOR_TABLE	1	/* "key=value" table, lockless readers */
#define DEMO_MINOR_CTL		2	/* control ioctls */
#define DEMO_MINOR_WIDE		300	/* reports its own dev_t */

/* Table records: both sizes include the terminating NUL. */
#define DEMO_KEY_LEN		32
#define DEMO_VALUE_LEN		64

/* Largest numbers the control ioctls accept; larger ones get -EINVAL. */
#define DEMO_BACKEND_MAX	7	/* backends that exist: 0..3 */
#define DEMO_HELPER_MAX		7	/* exit codes the helper may be asked for */

/**
 * struct demo_lookup - argument of DEMO_IOC_LOOKUP
 * @key:   the key to look up, NUL-terminated within its DEMO_KEY_LEN bytes
 *         (-EINVAL otherwise)
 * @value: filled in with the value when the key is found
 */
struct demo_lookup {
	char key[DEMO_KEY_LEN];
	char value[DEMO_VALUE_LEN];
};

#define DEMO_IOC_MAGIC		0xde

/* table minor: look a key up; -ENOENT when it is not in the table */
#define DEMO_IOC_LOOKUP		_IOWR(DEMO_IOC_MAGIC, 1, struct demo_lookup)
/* control minor, CAP_SYS_ADMIN: load backend n (a __u32 <= DEMO_BACKEND_MAX) */
#define DEMO_IOC_BACKEND	_IOW(DEMO_IOC_MAGIC, 2, __u32)
/*
 * control minor, CAP_SYS_ADMIN: run /sbin/demo-helper asking it to exit
 * with code n (a __u32 <= DEMO_HELPER_MAX).  The port returns the helper's
 * exit code; the legacy driver can only report that the exec succeeded (0).
 */
#define DEMO_IOC_HELPER		_IOW(DEMO_IOC_MAGIC, 3, __u32)

#endif /* DEMO_IOCTL_H */
