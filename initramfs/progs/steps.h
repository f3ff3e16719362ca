/* SPDX-License-Identifier: GPL-2.0 */
/*
 * steps.h - what the step-driven guest test programs (initramfs/progs/:
 * posio, wdt-ctl, rtc-ctl) share: a strict decimal argument, a sleep that
 * survives signals, a step's result line and the steps every node has
 * (open, open2, close).
 */
#ifndef DRVCOMPAT_PROGS_STEPS_H
#define DRVCOMPAT_PROGS_STEPS_H

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
		if (!valid(argv[i]))
			return -1;
	setvbuf(stdout, NULL, _IOLBF, 0);
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

/*
 * the steps of every program: "open" (dev with flags into *fd: "open ok"
 * or "open ERRNO"), "open2" (a second open, closed at once) and "close";
 * 1 if step was one of them
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
	} else if (!strcmp(step, "close")) {
		result("close", close(*fd));
		*fd = -1;
	} else {
		return 0;
	}
	return 1;
}

#endif /* DRVCOMPAT_PROGS_STEPS_H */
