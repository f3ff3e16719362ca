/* SPDX-License-Identifier: GPL-2.0 */
/* Shared by the compat_lock test modules: one command per write(). */
#ifndef COMPAT_LOCK_CMD_H
#define COMPAT_LOCK_CMD_H

#include <linux/errno.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#define CL_CMD_MAX	32

/**
 * cl_get_cmd() - copy a command written to a test device
 * @buf: the user buffer of write()
 * @len: its length
 * @cmd: where to put it, CL_CMD_MAX bytes, NUL-terminated, without the
 *       trailing newline
 *
 * Return: 0, -EINVAL for an empty or too long command, -EFAULT.
 */
static inline int cl_get_cmd(const char __user *buf, size_t len, char *cmd)
{
	if (!len || len >= CL_CMD_MAX)
		return -EINVAL;
	if (copy_from_user(cmd, buf, len))
		return -EFAULT;
	cmd[len] = '\0';
	strim(cmd);
	return 0;
}

#endif /* COMPAT_LOCK_CMD_H */
