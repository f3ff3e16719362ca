// SPDX-License-Identifier: GPL-2.0
/*
 * Userspace unit test of the compat layer's fallback definitions: the very
 * headers used in kernel builds (compat/include/compat/devnum.h, minmax.h,
 * request-module.h, body/request-module.h, body/umh.h) and drvcompat.ko's own
 * compat-kmod.c, compiled against a stub header set that makes the probes
 * say "missing" (stub-2.4: a 2.4.0-like kernel with a 16-bit kdev_t;
 * stub-2.6: an early 2.6-like one with a 12:20 dev_t and no kdev_t).
 * Run under -fsanitize=address,undefined.  Prints one line per check:
 * "ok - DESC" or "not ok - DESC".
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linux/module.h>
#include <compat/devnum.h>
#include <compat/minmax.h>
#include <compat/body/request-module.h>
#include <compat/body/umh.h>
#include <compat/request-module.h>

static int failed;

static void check(int cond, const char *desc)
{
	printf("%s - %s\n", cond ? "ok" : "not ok", desc);
	if (!cond)
		failed++;
}

/* the stub kernel's one-argument request_module(): remember the name */
static char last_request[256];
static int request_calls;

/* parenthesised: the function itself, not the compat macro */
int (request_module)(const char *name)
{
	snprintf(last_request, sizeof(last_request), "%s", name);
	request_calls++;
	return 0;
}

static int fmt_name(char *buf, size_t size, const char *fmt, ...)
	__attribute__((__format__(__printf__, 3, 4)));
static int fmt_name(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	int ret;

	va_start(ap, fmt);
	ret = drvcompat_vformat_module_name(buf, size, fmt, ap);
	va_end(ap);
	return ret;
}

static int wait_status(int code, int sig)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		if (sig)
			raise(sig);
		_exit(code);
	}
	waitpid(pid, &status, 0);
	return status;
}

static void test_devnum(void)
{
	struct inode inode;
	kdev_t k;

#ifdef STUB_KDEV_16
	inode.i_rdev = MKDEV(3, 5);
	check(iminor(&inode) == 5, "devnum: iminor() on a 2.4 kdev_t inode");
	check(imajor(&inode) == 3, "devnum: imajor() on a 2.4 kdev_t inode");
	check(minor(inode.i_rdev) == 5 && major(inode.i_rdev) == 3,
	      "devnum: minor()/major() on a 2.4 kdev_t");
	k = inode.i_rdev;
	check(MINOR(kdev_t_to_nr(k)) == 5, "devnum: the kernel's kdev_t_to_nr() is kept");
	check(sizeof(kdev_t) == 2, "devnum: the kernel's 16-bit kdev_t is kept");
#else
	inode.i_rdev = MKDEV(240, 300);
	check(iminor(&inode) == 300, "devnum: iminor() returns a minor >= 256");
	check(imajor(&inode) == 240, "devnum: imajor()");
	check(minor(inode.i_rdev) == 300 && major(inode.i_rdev) == 240,
	      "devnum: minor()/major() never truncate to 8 bits");
	k = to_kdev_t(MKDEV(4000, 1048575));
	check(kdev_t_to_nr(k) == MKDEV(4000, 1048575),
	      "devnum: kdev_t_to_nr(to_kdev_t()) is the identity");
	check(sizeof(kdev_t) == sizeof(dev_t), "devnum: kdev_t is dev_t");
	check(mk_kdev(1, 2) == MKDEV(1, 2), "devnum: mk_kdev() is MKDEV()");
#endif
}

static void test_minmax(void)
{
	size_t a = 7, b = 3;
	int i = 1, j = 5, big = 300;

	check(min(size_t, a, b) == 3 && max(size_t, a, b) == 7,
	      "minmax: min/max(type, a, b) fall back to min_t/max_t");
	check(min_t(int, -1, 5U) == -1, "minmax: min_t compares in the given type");
	check(min_t(unsigned char, big, 200) == 44,
	      "minmax: min_t converts both operands first");
	check(min(i, j) == 1 && max(i, j) == 5, "minmax: typesafe two-argument min/max");
	check(min(i++, j++) == 1 && i == 2 && j == 6,
	      "minmax: each argument evaluated exactly once");
	check(min(int, i++, j++) == 2 && i == 3 && j == 7,
	      "minmax: three-argument form evaluates once too");
}

/* a string of @len 'x' characters in @buf (of at least len + 1 bytes) */
static const char *xs(char *buf, size_t len)
{
	memset(buf, 'x', len);
	buf[len] = '\0';
	return buf;
}

static void test_request_module(void)
{
	char buf[MODULE_NAME_LEN];
	char name[200];
	const char *evil = "char-%s-%n";
	int ret;

	ret = fmt_name(buf, sizeof(buf), "char-major-%d-%d", 10, 200);
	check(ret == 17 && !strcmp(buf, "char-major-10-200"),
	      "request-module: bounded formatting of a name");
	check(fmt_name(buf, sizeof(buf), "%s", xs(name, 150)) == -ENAMETOOLONG,
	      "request-module: an over-long name is -ENAMETOOLONG, never truncated");
	check(fmt_name(buf, sizeof(buf), "%s", xs(name, sizeof(buf))) ==
	      -ENAMETOOLONG,
	      "request-module: exactly MODULE_NAME_LEN characters do not fit");
	check(fmt_name(buf, sizeof(buf), "%s", xs(name, sizeof(buf) - 1)) ==
	      (int)sizeof(buf) - 1,
	      "request-module: MODULE_NAME_LEN - 1 characters fit");

	/* the printf-style macro on a kernel with the one-argument function */
	ret = request_module("compat-alias-%s", "probe");
	check(ret == 0 && !strcmp(last_request, "compat-alias-probe"),
	      "request-module: printf-style request_module() on a 2.4 kernel");
	ret = request_module(evil);
	check(ret == 0 && !strcmp(last_request, evil),
	      "request-module: one non-literal argument is format-safe");
	request_calls = 0;
	ret = request_module("%s-%s", "compat", xs(name, 100));
	check(ret == -ENAMETOOLONG && request_calls == 0,
	      "request-module: too long a name never reaches the kernel");
}

static void test_umh(void)
{
	check(drvcompat_umh_decode_status(wait_status(0, 0)) == 0,
	      "umh: exit 0 decodes to 0");
	check(drvcompat_umh_decode_status(wait_status(3, 0)) == 3,
	      "umh: exit 3 decodes to 3");
	check(drvcompat_umh_decode_status(wait_status(255, 0)) == 255,
	      "umh: exit 255 decodes to 255");
	check(drvcompat_umh_decode_status(wait_status(0, SIGKILL)) == -EINTR,
	      "umh: killed by a signal decodes to -EINTR");
	check(drvcompat_umh_decode_status(-ENOENT) == -ENOENT,
	      "umh: a negative errno passes through");
}

int main(void)
{
	test_devnum();
	test_minmax();
	test_request_module();
	test_umh();
	return failed ? 1 : 0;
}
