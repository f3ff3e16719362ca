/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ktap.h - KTAP output and module helpers for the Alpha guest's C suites.
 *
 * Debian ships no userland for Alpha, so the Alpha guest has no shell,
 * busybox or kmod: its suites are small C programs, dynamically linked
 * against the cross glibc, that print the same KTAP as tests/lib/ktap.sh
 * (ktap_plan/ok/fail/skip/diag/done, same lines, same exit status) and
 * load modules with finit_module(2) instead of modprobe.
 */
#ifndef DRVCOMPAT_ALPHA_KTAP_H
#define DRVCOMPAT_ALPHA_KTAP_H

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static int ktap_num __attribute__((unused)), ktap_failed __attribute__((unused));
static int ktap_planned __attribute__((unused)) = -1;

static inline void ktap_plan(int n)
{
	ktap_planned = n;
	printf("KTAP version 1\n1..%d\n", n);
	fflush(stdout);
}

static inline void __attribute__((format(printf, 1, 2))) ktap_diag(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("# ", stdout);
	vprintf(fmt, ap);
	fputc('\n', stdout);
	va_end(ap);
	fflush(stdout);
}

/* ktap_result(OK, DESC, DIAG): "ok N DESC", or DIAG then "not ok N DESC" */
static inline int ktap_result(int ok, const char *desc, const char *diag)
{
	ktap_num++;
	if (ok) {
		printf("ok %d %s\n", ktap_num, desc);
	} else {
		ktap_failed++;
		if (diag && *diag)
			printf("# %s\n", diag);
		printf("not ok %d %s\n", ktap_num, desc);
	}
	fflush(stdout);
	return ok;
}

static inline void ktap_skip(const char *desc, const char *why)
{
	printf("ok %d %s # SKIP %s\n", ++ktap_num, desc, why);
	fflush(stdout);
}

static inline int ktap_done(void)
{
	if (ktap_planned < 0) {
		printf("# ktap: no plan was printed\n");
		return 1;
	}
	if (ktap_num != ktap_planned) {
		printf("# ktap: planned %d tests, ran %d\n", ktap_planned, ktap_num);
		return 1;
	}
	return ktap_failed ? 1 : 0;
}

/* ---- files -------------------------------------------------------------- */

/* read_file(PATH, BUF, SIZE): the file's contents, NUL-terminated; -errno */
static inline ssize_t read_file(const char *path, char *buf, size_t size)
{
	ssize_t n, got = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	while ((size_t)got < size - 1) {
		n = read(fd, buf + got, size - 1 - got);
		if (n < 0) {
			n = -errno;
			close(fd);
			return n;
		}
		if (n == 0)
			break;
		got += n;
	}
	buf[got] = '\0';
	close(fd);
	return got;
}

/* write_str(PATH, S, FLAGS): one write(2) of S; 0 or -errno */
static inline int write_str(const char *path, const char *s, int flags)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC | flags);
	ssize_t n;
	int err;

	if (fd < 0)
		return -errno;
	n = write(fd, s, strlen(s));
	err = n < 0 ? -errno : (size_t)n == strlen(s) ? 0 : -EIO;
	if (close(fd) && !err)
		err = -errno;
	return err;
}

/* ---- modules: finit_module(2)/delete_module(2), no kmod on Alpha ------- */

/* module_loaded(NAME): NAME is in /proc/modules */
static inline int module_loaded(const char *name)
{
	char buf[16384], *line;
	size_t len = strlen(name);

	if (read_file("/proc/modules", buf, sizeof(buf)) < 0)
		return 0;
	for (line = buf; line && *line; line = strchr(line, '\n')) {
		if (*line == '\n')
			line++;
		if (!strncmp(line, name, len) && line[len] == ' ')
			return 1;
	}
	return 0;
}

/*
 * load_module(NAME, PARAMS): load /lib/modules/$KVER/extra/NAME.ko with
 * PARAMS ("" for none); 0 or -errno.  Dependencies are not resolved: load
 * them first (drvcompat before its users), as modprobe would.
 */
static inline int load_module(const char *name, const char *params)
{
	char path[512];
	const char *kver = getenv("KVER");
	int fd, ret;

	snprintf(path, sizeof(path), "/lib/modules/%s/extra/%s.ko",
		 kver ? kver : "", name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		ret = -errno;
		ktap_diag("cannot open %s: %s", path, strerror(errno));
		return ret;
	}
	ret = syscall(SYS_finit_module, fd, params, 0) ? -errno : 0;
	if (ret)
		ktap_diag("finit_module %s %s: %s", name, params, strerror(-ret));
	close(fd);
	return ret;
}

/* unload_module(NAME): 0 or -errno */
static inline int unload_module(const char *name)
{
	int ret = syscall(SYS_delete_module, name, O_NONBLOCK) ? -errno : 0;

	if (ret)
		ktap_diag("delete_module %s: %s", name, strerror(-ret));
	return ret;
}

/* major_of(NAME): the major /proc/devices lists for NAME, or -1 */
static inline int major_of(const char *name)
{
	char buf[8192], dev[64];
	const char *line;
	int major;

	if (read_file("/proc/devices", buf, sizeof(buf)) < 0)
		return -1;
	for (line = buf; line; line = strchr(line, '\n')) {
		if (*line == '\n')
			line++;
		if (sscanf(line, "%d %63s", &major, dev) == 2 &&
		    !strcmp(dev, name))
			return major;
	}
	return -1;
}

/* node(PATH, MAJOR, MINOR): a fresh character device node; 0 or -errno */
static inline int node(const char *path, int major, int minor)
{
	unlink(path);
	if (major < 0)
		return -ENODEV;
	return mknod(path, S_IFCHR | 0600, makedev(major, minor)) ? -errno : 0;
}

/*
 * run_prog(ARGV): run ARGV[0] (a path) with its output on ours; its exit
 * status, 128+N for signal N, or -errno when it could not start
 */
static inline int run_prog(char *const argv[])
{
	int status;
	pid_t pid;

	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return -errno;
	if (pid == 0) {
		dup2(1, 2);
		execv(argv[0], argv);
		printf("# cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0)
		return -errno;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

#endif /* DRVCOMPAT_ALPHA_KTAP_H */
