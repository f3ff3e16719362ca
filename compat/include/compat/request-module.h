/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/request-module.h - request_module() in every historical form.
 *
 * 2.4's request_module(name) took one string; 2.6 made it printf-style.
 * On 2.6+ a single non-literal argument (``request_module(buf)``) compiles
 * silently but treats @buf as a format string (the kernel builds with
 * -Wno-format-security), so the one-argument form is rewritten to
 * ``request_module("%s", buf)``.  Kernels with only the one-argument form
 * get the printf-style one through drvcompat_request_module().
 * See porting-guide/request-module.md.
 */
#ifndef __DRVCOMPAT_REQUEST_MODULE_H
#define __DRVCOMPAT_REQUEST_MODULE_H

#include <linux/types.h>
#include <linux/kmod.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

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
__printf(2, 3)
int drvcompat_request_module(bool wait, const char *fmt, ...);

#if defined(request_module)
/* 2.6.2x+: request_module() is a macro over __request_module(wait, fmt, ...) */
#undef request_module
#define __drvcompat_request_module_fmt(...) __request_module(true, __VA_ARGS__)
#elif defined(DRVCOMPAT_HAVE_REQUEST_MODULE_FMT)
/* early 2.6: a printf-style function; the inner name is not re-expanded */
#define __drvcompat_request_module_fmt(...) request_module(__VA_ARGS__)
#else
/* 2.4: one plain name only */
#define __drvcompat_request_module_fmt(...) drvcompat_request_module(true, __VA_ARGS__)
#endif

#define __drvcompat_request_module_one(name) __drvcompat_request_module_fmt("%s", name)

/**
 * request_module() - load a module by name or alias through modprobe
 * @...: either the 2.4 ``(name)`` or the 2.6+ ``(fmt, args...)``
 *
 * One argument: the 2.4 form, made format-safe as
 * ``request_module("%s", name)`` (so a ``%`` in a run-time string is never
 * interpreted).  Two or more: the printf-style form, which maps to the
 * kernel's own where it has one and to drvcompat_request_module() on 2.4.
 * Zero cost: expands to exactly the native call.
 * See porting-guide/request-module.md.
 *
 * Return: as the kernel's: 0 if modprobe exited 0, its raw wait status
 * (256 for exit 1) if it exited non-zero, or a negative errno (see
 * drvcompat_request_module()).
 */
#define request_module(...)						\
	__DRVCOMPAT_ONE_OR_MANY(__drvcompat_request_module_one,		\
			     __drvcompat_request_module_fmt,		\
			     __VA_ARGS__)(__VA_ARGS__)

#endif /* __DRVCOMPAT_REQUEST_MODULE_H */
