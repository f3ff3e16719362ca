// SPDX-License-Identifier: GPL-2.0
/*
 * A 2.5.54..3.3-style caller, built with compat's defaults (no knob): the
 * program, its argv and its envp all live in the caller's stack frame, and
 * the call passes the era's literal 0, "wait for the exec".  That was
 * safe then: the call returned only once the helper had exec'd, i.e. had
 * copied its arguments (2.6.24 kernel/kmod.c, __call_usermodehelper():
 * CLONE_VFORK for UMH_WAIT_EXEC).  Read as 6.1's UMH_NO_WAIT (0 since
 * 3.4), the call returns at once and the helper's worker later reads the
 * frame that ct_umh_scribble() has overwritten.
 *
 * compat_test_umh_stack() makes the call, then overwrites the frame it
 * used; the guest test (tests/guest/compat-umh.sh) reads what the helper
 * wrote: argv[1] and the COMPAT_UMH_ENV variable from envp.
 */
#include <linux/kernel.h>
#include <linux/kmod.h>
#include <linux/string.h>

#include "compat_test.h"

static noinline int ct_umh_stack_call(const char *prog, const char *tag,
				      const char *file)
{
	char path[64], arg[64], out[64], env[96];
	char home[] = "HOME=/", search[] = "PATH=/sbin:/bin:/usr/bin";
	char *argv[] = { path, arg, out, NULL };
	char *envp[] = { home, search, env, NULL };

	strscpy(path, prog, sizeof(path));
	strscpy(arg, tag, sizeof(arg));
	strscpy(out, file, sizeof(out));
	snprintf(env, sizeof(env), "COMPAT_UMH_ENV=env-%s", tag);

	return call_usermodehelper(path, argv, envp, 0);
}

/* overwrite the stack the call above used (its frame is dead now) */
static noinline void ct_umh_scribble(void)
{
	char junk[512];

	memset(junk, 0x5a, sizeof(junk));
	barrier_data(junk);
}

/**
 * compat_test_umh_stack() - a legacy call_usermodehelper(..., 0) with its
 * arguments on the stack, the frame overwritten as soon as it returns
 * @prog: the program to run (a missing one for the -ENOENT case)
 * @tag: argv[1]; the helper also sees COMPAT_UMH_ENV=env-@tag
 * @file: argv[2], where the helper writes both
 *
 * Return: what call_usermodehelper() returned.
 */
int compat_test_umh_stack(const char *prog, const char *tag, const char *file)
{
	int ret = ct_umh_stack_call(prog, tag, file);

	ct_umh_scribble();
	return ret;
}
