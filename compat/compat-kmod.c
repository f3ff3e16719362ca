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
 * Return: 0 if modprobe ran and succeeded, a positive modprobe exit code,
 * -ENAMETOOLONG if the formatted name does not fit, or another negative
 * errno from the kernel.
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
