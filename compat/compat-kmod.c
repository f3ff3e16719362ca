// SPDX-License-Identifier: GPL-2.0
/*
 * drvcompat_request_module(): printf-style request_module() with a name that
 * is never silently truncated.  See porting-guide/request-module.md.
 */
#include <linux/export.h>
#include <linux/kmod.h>
#include <linux/module.h>
#include <linux/stdarg.h>

#include <compat/body/request-module.h>

/**
 * drvcompat_request_module() - printf-style request_module() with a bounded name
 * @wait: wait for modprobe to finish (true) or not (false)
 * @fmt: printf-style format of the module name or alias
 * @...: arguments for @fmt
 *
 * Exported by drvcompat.ko.  Formats the name into MODULE_NAME_LEN bytes and
 * hands it to the kernel as a plain string.  Works on every kernel,
 * including those whose request_module() only takes one name.
 * See porting-guide/request-module.md.
 *
 * Return: 0 if modprobe ran and exited 0; if it exited non-zero, its raw
 * wait status (exit code << 8, 256 for modprobe's exit 1, "not found"), not
 * the exit code itself: 2.6.24's kernel/kmod.c request_module() returned
 * call_usermodehelper(modprobe_path, argv, envp, 1), the status
 * wait_for_helper() got from sys_wait4(), and 6.1 passes on
 * UMH_WAIT_PROC's status the same way; -ENAMETOOLONG if the formatted
 * name does not fit, or another negative errno from the kernel.
 */
int drvcompat_request_module(bool wait, const char *fmt, ...)
{
	char name[MODULE_NAME_LEN];
	va_list ap;
	int ret;

	va_start(ap, fmt);
	ret = drvcompat_vformat_module_name(name, sizeof(name), fmt, ap);
	va_end(ap);
	if (ret < 0)
		return ret;

#if defined(DRVCOMPAT_HAVE_REQUEST_MODULE_FMT)
	return __request_module(wait, "%s", name);
#else
	(void)wait;
	/* parenthesised: the one-argument kernel function, not the macro */
	return (request_module)(name);
#endif
}
EXPORT_SYMBOL_GPL(drvcompat_request_module);
