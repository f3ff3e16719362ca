/* SPDX-License-Identifier: GPL-2.0 */
/*
 * steps.h - what the step-driven guest test programs (initramfs/progs/:
 * posio, wdt-ctl, rtc-ctl) share: a strict decimal argument, a sleep that
 * survives signals, a step's result line, the steps every node has
 * (open, open2, hold:PATH, close) and the loop that runs a program's steps.
 */
#ifndef DRVCOMPAT_PROGS_STEPS_H
#define DRVCOMPAT_PROGS_STEPS_H

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "errname.h"

/* a whole non-negative decimal number below max, nothing else: 0, or -1 */
static inline int number(const char *s, long max, long *out)
{
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	*out = strtol(s, &end, 10);
	return errno || *end || *out >= max ? -1 : 0;
}

/* sleep ms milliseconds, however many signals arrive */
static inline void msleep(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

/* CLOCK_MONOTONIC in milliseconds */
static inline long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/*
 * the arguments DEV STEP... of a program: 0 when there is a step and
 * valid() accepts every one (all are checked before anything runs), with
 * stdout line-buffered from then on; -1 for bad usage
 */
static inline int check_steps(int argc, char **argv,
			      int (*valid)(const char *step))
{
	int i;

	if (argc < 3)
		return -1;
	for (i = 2; i < argc; i++)
		if (strncmp(argv[i], "hold:", 5) ? !valid(argv[i]) : !argv[i][5])
			return -1;
	setvbuf(stdout, NULL, _IOLBF, 0);
	return 0;
}

/* 1 if step is one of the NULL-terminated names, else 0 */
static inline int one_of(const char *step, const char *const *names)
{
	for (; *names; names++)
		if (!strcmp(step, *names))
			return 1;
	return 0;
}

/*
 * ioctl(fd, req, arg) that reads into *arg (size bytes, zeroed first): 1
 * when it succeeded, else "WHAT ERRNO" is printed and 0
 */
static inline int ioctl_read(const char *what, int fd, unsigned long req,
			     void *arg, size_t size)
{
	memset(arg, 0, size);
	if (ioctl(fd, req, arg) >= 0)
		return 1;
	printf("%s %s\n", what, errname(errno));
	return 0;
}

/* "WHAT RET" or, for a negative RET, "WHAT ERRNO" */
static inline void result(const char *what, long ret)
{
	if (ret < 0)
		printf("%s %s\n", what, errname(errno));
	else
		printf("%s %ld\n", what, ret);
}

/* the longest a "hold:PATH" step waits for PATH, in milliseconds */
#define HOLD_MAX_MS 600000L

/*
 * the steps of every program: "open" (dev with flags into *fd: "open ok"
 * or "open ERRNO"), "open2" (a second open, closed at once), "hold:PATH"
 * (wait, the file still open, until PATH exists: "hold ok", or after
 * HOLD_MAX_MS "hold timeout") and "close"; 1 if step was one of them
 */
static inline int node_step(const char *step, const char *dev, int flags,
			    int *fd)
{
	if (!strcmp(step, "open")) {
		*fd = open(dev, flags);
		printf("open %s\n", *fd < 0 ? errname(errno) : "ok");
	} else if (!strcmp(step, "open2")) {
		int fd2 = open(dev, flags);

		printf("open2 %s\n", fd2 < 0 ? errname(errno) : "ok");
		if (fd2 >= 0)
			close(fd2);
	} else if (!strncmp(step, "hold:", 5)) {
		long end = now_ms() + HOLD_MAX_MS;

		while (access(step + 5, F_OK) && now_ms() < end)
			msleep(20);
		printf("hold %s\n", access(step + 5, F_OK) ? "timeout" : "ok");
	} else if (!strcmp(step, "close")) {
		result("close", close(*fd));
		*fd = -1;
	} else {
		return 0;
	}
	return 1;
}

/*
 * the main() of a program DEV STEP...: with bad usage (check_steps() and
 * valid()) "usage: USAGE" on stderr and 126; else each step in order, those
 * of node_step() on dev opened with flags, any other by run(step, fd) on
 * the open file, and 0
 */
static inline int run_steps(int argc, char **argv, const char *usage,
			    int (*valid)(const char *step), int flags,
			    void (*run)(const char *step, int fd))
{
	int fd = -1;
	int i;

	if (check_steps(argc, argv, valid)) {
		fprintf(stderr, "usage: %s\n", usage);
		return 126;
	}
	for (i = 2; i < argc; i++)
		if (!node_step(argv[i], argv[1], flags, &fd))
			run(argv[i], fd);
	return 0;
}

#endif /* DRVCOMPAT_PROGS_STEPS_H */
