/* SPDX-License-Identifier: GPL-2.0 */
/*
 * steps.h - what the step-driven guest test programs (initramfs/progs/:
 * posio, wdt-ctl, rtc-ctl) share: a strict decimal argument and a sleep
 * that survives signals.
 */
#ifndef DRVCOMPAT_PROGS_STEPS_H
#define DRVCOMPAT_PROGS_STEPS_H

#include <errno.h>
#include <stdlib.h>
#include <time.h>

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

#endif /* DRVCOMPAT_PROGS_STEPS_H */
