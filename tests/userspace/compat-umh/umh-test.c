// SPDX-License-Identifier: GPL-2.0
/*
 * Userspace unit test of drvcompat.ko's umh code: compat/compat-umh.c
 * itself, <compat/umh.h> and <compat/body/umh.h>, compiled against a
 * stub 6.1-like <linux/umh.h> whose call_usermodehelper() is a recording
 * fake: it remembers the wait flag it got and returns, for UMH_WAIT_PROC,
 * a raw wait(2) status produced by a real child process (what the kernel
 * returns), for UMH_WAIT_EXEC 0.  Checks the 2.5.54..3.3 wait mapping
 * (non-zero: UMH_WAIT_PROC with the raw status unchanged), the exit-code
 * convenience, and what DRVCOMPAT_UMH_LEGACY_WAIT makes of a driver's call.
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
	if (wait == UMH_WAIT_PROC)
		return fake_proc_result;
	return 0;	/* UMH_WAIT_EXEC: started */
}

static char *argv_[] = { "/sbin/helper", "3", NULL };
static char *envp_[] = { "HOME=/", NULL };

/* run FN with the fake answering RESULT for UMH_WAIT_PROC */
#define RUN(result, call) \
	(fake_calls = 0, fake_wait = -1, fake_proc_result = (result), (call))

static void test_mapping(void)
{
	check(drvcompat_umh_legacy_wait(0) == UMH_WAIT_EXEC,
	      "legacy wait 0 maps to UMH_WAIT_EXEC");
	check(drvcompat_umh_legacy_wait(1) == UMH_WAIT_PROC,
	      "legacy wait 1 maps to UMH_WAIT_PROC");
	check(drvcompat_umh_legacy_wait(-1) == UMH_WAIT_PROC &&
	      drvcompat_umh_legacy_wait(2) == UMH_WAIT_PROC &&
	      drvcompat_umh_legacy_wait(INT_MIN) == UMH_WAIT_PROC &&
	      drvcompat_umh_legacy_wait(INT_MAX) == UMH_WAIT_PROC,
	      "any other legacy wait (-1, 2, INT_MIN, INT_MAX) maps to UMH_WAIT_PROC");
	check(DRVCOMPAT_UMH_WAIT_EXEC == UMH_WAIT_EXEC &&
	      DRVCOMPAT_UMH_WAIT_PROC == UMH_WAIT_PROC,
	      "the fallback's flag values are the 3.4+ ones");
}

static void test_legacy(void)
{
	int exit3 = wait_status(3, 0), killed = wait_status(0, SIGKILL);
	int r;

	check(exit3 == 768 && killed == SIGKILL,
	      "real wait statuses: exit 3 is 768, SIGKILL is 9");

	r = RUN(exit3, drvcompat_call_usermodehelper_legacy(argv_[0], argv_,
							    envp_, 1));
	check(fake_calls == 1 && fake_wait == UMH_WAIT_PROC && r == 768,
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
	check(fake_wait == UMH_WAIT_EXEC && r == 0,
	      "legacy(wait=0): UMH_WAIT_EXEC, 0");
}

static void test_exitcode(void)
{
	int r;

	r = RUN(wait_status(3, 0),
		drvcompat_call_usermodehelper_exitcode(argv_[0], argv_, envp_, 1));
	check(fake_wait == UMH_WAIT_PROC && r == 3,
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
	check(fake_wait == UMH_WAIT_EXEC && r == 0,
	      "exitcode(wait=0): UMH_WAIT_EXEC, 0");
}

static void test_macro(void)
{
	int exit3 = wait_status(3, 0), r;

	r = RUN(exit3, legacy_tu_call(1, argv_, envp_));
	check(fake_calls == 1 && fake_wait == UMH_WAIT_PROC && r == 768,
	      "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., 1): UMH_WAIT_PROC, 768");
	r = RUN(exit3, legacy_tu_call(0, argv_, envp_));
	check(fake_wait == UMH_WAIT_EXEC && r == 0,
	      "DRVCOMPAT_UMH_LEGACY_WAIT call_usermodehelper(..., 0): UMH_WAIT_EXEC, 0");
	r = RUN(exit3, legacy_tu_call3(argv_, envp_));
	check(fake_wait == UMH_WAIT_EXEC && r == 0,
	      "2.4 call_usermodehelper(p, a, e): UMH_WAIT_EXEC, 0");
	r = RUN(exit3, native_tu_call(1, argv_, envp_));
	check(fake_wait == 1 && r == 0,
	      "without the knob call_usermodehelper(..., 1) is 6.1's UMH_WAIT_EXEC");
	r = RUN(exit3, native_tu_call(UMH_WAIT_PROC, argv_, envp_));
	check(fake_wait == UMH_WAIT_PROC && r == 768,
	      "without the knob UMH_WAIT_PROC passes through: 768");
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	test_mapping();
	test_legacy();
	test_exitcode();
	test_macro();
	return failed ? 1 : 0;
}
