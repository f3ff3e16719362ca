/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shared by the test modules: a module parameter whose read or write is a
 * function of the module, the way each guest test drives its module
 * (/sys/module/<module>/parameters/<name>).
 */
#ifndef TEST_PARAM_H
#define TEST_PARAM_H

#include <linux/moduleparam.h>
#include <linux/sysfs.h>

/**
 * TEST_PARAM_GET() - a parameter that a function prints when read
 * @name: the parameter's name
 * @getfn: int @getfn(char *buf, const struct kernel_param *kp)
 * @perm: its mode in sysfs (0444 and the like)
 */
#define TEST_PARAM_GET(name, getfn, perm)				\
	static const struct kernel_param_ops name##_param_ops = {	\
		.get = getfn,						\
	};								\
	module_param_cb(name, &name##_param_ops, NULL, perm)

/**
 * TEST_PARAM_SET() - a parameter whose write is a command to a function
 * @name: the parameter's name
 * @setfn: int @setfn(const char *val, const struct kernel_param *kp)
 * @perm: its mode in sysfs (0200 and the like)
 */
#define TEST_PARAM_SET(name, setfn, perm)				\
	static const struct kernel_param_ops name##_param_ops = {	\
		.set = setfn,						\
	};								\
	module_param_cb(name, &name##_param_ops, NULL, perm)

/**
 * TEST_PARAM_INT() - a read-only (0444) parameter that prints an int
 * @name: the parameter's name
 * @expr: the value, evaluated at each read
 */
#define TEST_PARAM_INT(name, expr)					\
	static int name##_param_get(char *buf,				\
				    const struct kernel_param *kp)	\
	{								\
		return sysfs_emit(buf, "%d\n", (int)(expr));		\
	}								\
	TEST_PARAM_GET(name, name##_param_get, 0444)

#endif /* TEST_PARAM_H */
