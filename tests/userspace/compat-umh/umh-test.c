// SPDX-License-Identifier: GPL-2.0
/*
 * Userspace unit test of drvcompat.ko's umh code: compat/compat-umh.c
 * itself, <compat/umh.h> and <compat/body/umh.h>, compiled against a
 * stub 6.1-like <linux/umh.h> whose call_usermodehelper() is a recording
 * fake: it remembers the wait flag it got and returns, for UMH_WAIT_PROC,
 * a raw wait(2) status produced by a real child process (what the kernel
 * returns), for UMH_WAIT_EXEC 0.  Checks the 2.5.54..3.3 wait mapping
 * (non-zero: UMH_WAIT_PROC with the raw status unchanged, 0 never
 * UMH_NO_WAIT), the tagged UMH_* names (today's meaning, the tag taken off
 * before the kernel sees them, in call_usermodehelper_exec() too), the
 * exit-code convenience, and what compat's default and
 * DRVCOMPAT_UMH_LEGACY_WAIT make of a driver's call.
 * Run under -fsanitize=address,undefined.  Prints one line per check:
 * "ok - DESC" or "not ok - DESC".
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linux/umh.h>
#include <compat/umh.h>

#include "umh-tu.h"

static int failed;

static void check(int cond, const char *desc)
{
	printf("%s - %s\n", cond ? "ok" : "not ok", desc);
	if (!cond)
		failed++;
}

/* a real raw wait status: a child that exits CODE, or dies of SIG */
static int wait_status(int code, int sig)
{
	int status = -1;
	pid_t pid = fork();

	if (pid == 0) {
		if (sig)
			raise(sig);
		_exit(code);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

/* the fake kernel */
static int fake_calls, fake_wait, fake_proc_result;

/* parenthesised: the function itself, not the compat macro */
int (call_usermodehelper)(const char *path, char **argv, char **envp,
			  int wait)
{
	(void)path;
	(void)argv;
	(void)envp;
	fake_calls++;
	fake_wait = wait;
	if (wait == DRVCOMPAT_UMH_WAIT_PROC)
		return fake_proc_result;
	return 0;	/* UMH_WAIT_EXEC: started */
}

static int fake_exec_calls, fake_exec_wait;

int (call_usermodehelper_exec)(struct subprocess_info *info, int wait)
{
	(void)info;
	fake_exec_calls++;
	fake_exec_wait = wait;
	return 0;
}

static char *argv_[] = { "/sbin/helper", "3", NULL };
static char *envp_[] = { "HOME=/", NULL };

/* run FN with the fake answering RESULT for UMH_WAIT_PROC */
#define RUN(result, call) \
	(fake_calls = 0, fake_wait = -1, fake_proc_result = (result), (call))

static void test_mapping(void)
{
	check(drvcompat_umh_legacy_wait(0) == DRVCOMPAT_UMH_WAIT_EXEC,
	      "legacy wait 0 maps to UMH_WAIT_EXEC");
	check(drvcompat_umh_legacy_wait(1) == DRVCOMPAT_UMH_WAIT_PROC,
	      "legacy wait 1 maps to UMH_WAIT_PROC");
	check(drvcompat_umh_legacy_wait(-1) == DRVCOMPAT_UMH_WAIT_PROC &&
	      drvcompat_umh_legacy_wait(2) == DRVCOMPAT_UMH_WAIT_PROC &&
	      drvcompat_umh_legacy_wait(INT_MIN) == DRVCOMPAT_UMH_WAIT_PROC &&
	      drvcompat_umh_legacy_wait(INT_MAX) == DRVCOMPAT_UMH_WAIT_PROC,
	      "any other legacy wait (-1, 2, INT_MIN, INT_MAX) maps to UMH_WAIT_PROC");
	check((UMH_WAIT_EXEC & ~DRVCOMPAT_UMH_NAMED_MASK) == DRVCOMPAT_UMH_WAIT_EXEC &&
	      (UMH_WAIT_PROC & ~DRVCOMPAT_UMH_NAMED_MASK) == DRVCOMPAT_UMH_WAIT_PROC,
	      "the fallback's flag values are the 3.4+ ones");
	check(drvcompat_umh_is_named(UMH_NO_WAIT) &&
	      drvcompat_umh_is_named(UMH_WAIT_EXEC) &&
	      drvcompat_umh_is_named(UMH_WAIT_PROC | UMH_KILLABLE) &&
	      drvcompat_umh_is_named(UMH_FREEZABLE) &&
	      !drvcompat_umh_is_named(0) && !drvcompat_umh_is_named(1) &&
	      !drvcompat_umh_is_named(-1) && !drvcompat_umh_is_named(INT_MIN) &&
	      !drvcompat_umh_is_named(INT_MAX),
	      "the UMH_* names are tagged, bare numbers (0, 1, -1, INT_MIN, INT_MAX) are not");
	check(drvcompat_umh_wait(UMH_NO_WAIT) == 0 &&
	      drvcompat_umh_wait(UMH_WAIT_EXEC) == 1 &&
	      drvcompat_umh_wait(UMH_WAIT_PROC) == 2 &&
	      drvcompat_umh_wait(UMH_WAIT_PROC | UMH_KILLABLE) == 6 &&
	      drvcompat_umh_wait(UMH_WAIT_EXEC | UMH_FREEZABLE) == 9,
	      "a name's tag comes off: UMH_NO_WAIT 0, EXEC 1, PROC 2, PROC|KILLABLE 6, EXEC|FREEZABLE 9");
	check(drvcompat_umh_wait(0) == 1 && drvcompat_umh_wait(1) == 2 &&
	      drvcompat_umh_wait(-1) == 2 && drvcompat_umh_wait(2) == 2,
	      "a bare number is the 2.5.54..3.3 flag: 0 -> UMH_WAIT_EXEC, 1, -1, 2 -> UMH_WAIT_PROC");
}

static void test_legacy(void)
{
	int exit3 = wait_status(3, 0), killed = wait_status(0, SIGKILL);
	int r;

	check(exit3 == 768 && killed == SIGKILL,
	      "real wait statuses: exit 3 is 768, SIGKILL is 9");

	r = RUN(exit3, drvcompat_call_usermodehelper_legacy(argv_[0], argv_,
							    envp_, 1));
	check(fake_calls == 1 && fake_wait == DRVCOMPAT_UMH_WAIT_PROC && r == 768,
	      "legacy(wait=1), exit 3: UMH_WAIT_PROC, raw status 768 unchanged");
	check(((r >> 8) & 0xff) == 3,
	      "legacy(wait=1), exit 3: the era's decoding (ret >> 8) & 0xff gives 3");
	r = RUN(wait_status(0, 0),
		drvcompat_call_usermodehelper_legacy(argv_[0], argv_, envp_, 1));
	check(r == 0, "legacy(wait=1), exit 0: 0");
	r = RUN(killed, drvcompat_call_usermodehelper_legacy(argv_[0], argv_,
							     envp_, 1));
	check(r == SIGKILL, "legacy(wait=1), killed by SIGKILL: raw status 9");
	r = RUN(-ENOENT, drvcompat_call_usermodehelper_legacy(argv_[0], argv_,
							      envp_, 1));
	check(r == -ENOENT, "legacy(wait=1), missing program: -ENOENT");
	r = RUN(exit3, drvcompat_call_usermodehelper_legacy(argv_[0], argv_,
							    envp_, 0));
	check(fake_wait == DRVCOMPAT_UMH_WAIT_EXEC && r == 0,
	      "legacy(wait=0): UMH_WAIT_EXEC, 0");
}

static void test_exitcode(void)
{
	int r;

	r = RUN(wait_status(3, 0),
		drvcompat_call_usermodehelper_exitcode(argv_[0], argv_, envp_, 1));
	check(fake_wait == DRVCOMPAT_UMH_WAIT_PROC && r == 3,
	      "exitcode(wait=1), exit 3: 3");
	r = RUN(wait_status(255, 0),
		drvcompat_call_usermodehelper_exitcode(argv_[0], argv_, envp_, 1));
	check(r == 255, "exitcode(wait=1), exit 255: 255");
	r = RUN(wait_status(0, SIGKILL),
		drvcompat_call_usermodehelper_exitcode(argv_[0], argv_, envp_, 1));
	check(r == DRVCOMPAT_UMH_SIGNALED && r == -EINTR,
	      "exitcode(wait=1), killed by a signal: -EINTR");
	r = RUN(-ENOENT,
		drvcompat_call_usermodehelper_exitcode(argv_[0], argv_, envp_, 1));
	check(r == -ENOENT, "exitcode(wait=1), missing program: -ENOENT");
	r = RUN(wait_status(3, 0),
		drvcompat_call_usermodehelper_exitcode(argv_[0], argv_, envp_, 0));
	check(fake_wait == DRVCOMPAT_UMH_WAIT_EXEC && r == 0,
	      "exitcode(wait=0): UMH_WAIT_EXEC, 0");
}

static void test_macro(void)
{
	int exit3 = wait_status(3, 0), r;

	r = RUN(exit3, legacy_tu_call(1, argv_, envp_));
	check(fake_calls == 1 && fake_wait == DRVCOMPAT_UMH_WAIT_PROC && r == 768,
	      "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., 1): UMH_WAIT_PROC, 768");
	r = RUN(exit3, legacy_tu_call(0, argv_, envp_));
	check(fake_wait == DRVCOMPAT_UMH_WAIT_EXEC && r == 0,
	      "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., 0): UMH_WAIT_EXEC, 0");
	r = RUN(exit3, legacy_tu_call3(argv_, envp_));
	check(fake_wait == DRVCOMPAT_UMH_WAIT_EXEC && r == 0,
	      "2.4 call_usermodehelper(p, a, e): UMH_WAIT_EXEC, 0");
	r = RUN(exit3, legacy_tu_named(argv_, envp_));
	check(fake_wait == 1 && r == 0,
	      "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., UMH_WAIT_EXEC): the name's meaning, 1");
	r = RUN(exit3, native_tu_literal(1, argv_, envp_));
	check(fake_calls == 1 && fake_wait == 2 && r == 768,
	      "default call_usermodehelper(..., 1): UMH_WAIT_PROC (2), raw status 768");
	r = RUN(exit3, native_tu_literal(0, argv_, envp_));
	check(fake_wait == 1 && r == 0,
	      "default call_usermodehelper(..., 0): UMH_WAIT_EXEC (1), never UMH_NO_WAIT");
	r = RUN(exit3, native_tu_literal(-1, argv_, envp_));
	check(fake_wait == 2 && r == 768,
	      "default call_usermodehelper(..., -1): UMH_WAIT_PROC (longer, never shorter)");
	r = RUN(exit3, native_tu_call(0, argv_, envp_));
	check(fake_wait == 1,
	      "default, a variable holding 0: UMH_WAIT_EXEC (1)");
	r = RUN(exit3, native_tu_literal('n', argv_, envp_));
	check(fake_wait == 0 && r == 0,
	      "default call_usermodehelper(..., UMH_NO_WAIT): the kernel gets 0");
	r = RUN(exit3, native_tu_literal('e', argv_, envp_));
	check(fake_wait == 1 && r == 0,
	      "default call_usermodehelper(..., UMH_WAIT_EXEC): the kernel gets 1");
	r = RUN(exit3, native_tu_literal('p', argv_, envp_));
	check(fake_wait == 2 && r == 768,
	      "default call_usermodehelper(..., UMH_WAIT_PROC): the kernel gets 2, 768");
	r = RUN(exit3, native_tu_literal('k', argv_, envp_));
	check(fake_wait == 6,
	      "default UMH_WAIT_PROC | UMH_KILLABLE: the kernel gets 6");
	r = RUN(exit3, native_tu_call(UMH_WAIT_PROC, argv_, envp_));
	check(fake_wait == 2 && r == 768,
	      "a name passed through an int variable keeps its meaning: 2, 768");
}

static void test_exec(void)
{
	fake_exec_calls = 0;
	fake_exec_wait = -1;
	native_tu_exec(NULL, 'n');
	check(fake_exec_calls == 1 && fake_exec_wait == 0,
	      "call_usermodehelper_exec(info, UMH_NO_WAIT): the kernel gets 0");
	native_tu_exec(NULL, 'f');
	check(fake_exec_wait == 9,
	      "call_usermodehelper_exec(info, UMH_WAIT_EXEC | UMH_FREEZABLE): the kernel gets 9");
	native_tu_exec(NULL, 0);
	check(fake_exec_wait == 1,
	      "call_usermodehelper_exec(info, 0), the 2.6.23..3.3 UMH_WAIT_EXEC: the kernel gets 1");
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	test_mapping();
	test_legacy();
	test_exitcode();
	test_macro();
	test_exec();
	return failed ? 1 : 0;
}
