/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shared by the compat_lock test modules: one command per write(), read
 * on a misc device of their own.
 */
#ifndef COMPAT_LOCK_CMD_H
#define COMPAT_LOCK_CMD_H

#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/moduleparam.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#define CL_CMD_MAX	32

/**
 * CL_PARAM() - define a compat_lock module's result parameter
 * @type: the variable's type, int or long (also module_param()'s type)
 * @name: the variable (static, starts at 0), read-only (0444) as
 *        /sys/module/<module>/parameters/@name
 */
#define CL_PARAM(type, name)						\
	static type name;						\
	module_param(name, type, 0444)

/**
 * CL_PARAM_STRING() - define a compat_lock module's result string
 * @name: the char array (static, starts empty), read-only (0444) as
 *        /sys/module/<module>/parameters/@name
 * @size: its size
 */
#define CL_PARAM_STRING(name, size)					\
	static char name[size];						\
	module_param_string(name, name, sizeof(name), 0444)

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

/**
 * cl_write() - a test device's write method, after its file arguments
 * @buf: the user buffer of write()
 * @len: its length
 * @do_cmd: runs one command (cl_get_cmd()'s copy) and returns 0 or a
 *          negative errno (-EINVAL for an unknown one)
 *
 * Return: @len, or the error of the copy or of the command.
 */
static inline ssize_t cl_write(const char __user *buf, size_t len,
			       int (*do_cmd)(const char *cmd))
{
	char cmd[CL_CMD_MAX];
	int ret = cl_get_cmd(buf, len, cmd);

	if (!ret)
		ret = do_cmd(cmd);
	return ret ? ret : len;
}

/**
 * CL_MISC_DEVICE() - define a compat_lock module's test device
 * @var: the struct miscdevice to define (static)
 * @devname: its name, the node /dev/@devname (root only: mode 0600)
 * @fopsp: its file_operations
 */
#define CL_MISC_DEVICE(var, devname, fopsp)				\
	static struct miscdevice var = {				\
		.minor = MISC_DYNAMIC_MINOR,				\
		.name = devname,					\
		.fops = fopsp,						\
		.mode = 0600,						\
	}

/**
 * CL_CMD_DEVICE() - define a compat_lock module's command device
 * @prefix: what it defines is named @prefix_write() (the write method),
 *          @prefix_fops and @prefix_dev (the struct miscdevice, for
 *          misc_register())
 * @devname: the device's name, the node /dev/@devname
 * @do_cmd: runs one command written to it, as cl_write()'s @do_cmd
 * @...: more file_operations methods (e.g. ".read = fn"), or nothing
 */
#define CL_CMD_DEVICE(prefix, devname, do_cmd, ...)			\
	static ssize_t prefix##_write(struct file *file,		\
				      const char __user *buf,		\
				      size_t len, loff_t *ppos)		\
	{								\
		return cl_write(buf, len, do_cmd);			\
	}								\
	static const struct file_operations prefix##_fops = {		\
		.owner = THIS_MODULE,					\
		.write = prefix##_write,				\
		__VA_ARGS__						\
	};								\
	CL_MISC_DEVICE(prefix##_dev, devname, &prefix##_fops)

#endif /* COMPAT_LOCK_CMD_H */
