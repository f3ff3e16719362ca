// SPDX-License-Identifier: GPL-2.0
/*
 * wdt-ctl - drive a watchdog node through one open file, step by step, for
 * the watchdog fixture drivers' tests (tests/harness/ibwdt.sh): a watchdog
 * is fed, asked and closed through the same open, and closing it early (as
 * one program per ioctl would) is itself a step of the protocol.
 *
 *   wdt-ctl DEV STEP...
 *
 * Steps, run in order; each prints one line:
 *   open           open DEV write-only: "open ok" or "open ERRNO"
 *   open2          a second open of DEV, closed at once: "open2 ok|ERRNO"
 *   write:STR      write(STR): "write N" or "write ERRNO"
 *   pwrite:STR     pwrite(STR) at offset 0: "pwrite N|ERRNO"
 *   keepalive      WDIOC_KEEPALIVE: "keepalive R|ERRNO"
 *   settimeout:N   WDIOC_SETTIMEOUT with N: "settimeout R val V|ERRNO"
 *   gettimeout     WDIOC_GETTIMEOUT: "gettimeout val V|ERRNO"
 *   status         WDIOC_GETSTATUS: "status val V|ERRNO"
 *   ident          WDIOC_GETSUPPORT: "ident options 0xO ID"
 *   badioctl       an ioctl no watchdog knows: "badioctl R|ERRNO"
 *   feed:N:MS      N writes of "k", MS milliseconds apart: "feed N|ERRNO"
 *   sleep:MS       sleep MS milliseconds: "sleep MS"
 *   hold:PATH      wait, DEV open, until PATH exists (at most 600 s):
 *                  "hold ok|timeout"
 *   close          close(): "close 0|ERRNO"
 *
 * ERRNO is the errno's name (errname.h).  Exit status: 0 when every step
 * ran (a step that failed is a line of its output, not an exit status),
 * 126 for bad usage (checked before DEV is opened).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <linux/watchdog.h>

#include "errname.h"
#include "steps.h"

/* is STEP well formed?  (all are checked before anything runs) */
static int valid(const char *step)
{
	static const char *const plain[] = {
		"open", "open2", "keepalive", "gettimeout", "status", "ident",
		"badioctl", "close", NULL
	};
	long a, b;
	char *colon;

	if (one_of(step, plain))
		return 1;
	if (!strncmp(step, "write:", 6) || !strncmp(step, "pwrite:", 7))
		return 1;
	if (!strncmp(step, "settimeout:", 11))
		return !number(step + 11, 1000000, &a);
	if (!strncmp(step, "sleep:", 6))
		return !number(step + 6, 1000000, &a);
	if (!strncmp(step, "feed:", 5)) {
		char n[16];

		colon = strchr(step + 5, ':');
		if (!colon || colon - (step + 5) >= (long)sizeof(n))
			return 0;
		memcpy(n, step + 5, colon - (step + 5));
		n[colon - (step + 5)] = '\0';
		return !number(n, 1000000, &a) &&
		       !number(colon + 1, 1000000, &b);
	}
	return 0;
}

/* run step s (not open, open2, hold:PATH or close) on the open file fd */
static void step(const char *s, int fd)
{
	long a = 0, b, ret;
	int v;

	if (!strncmp(s, "write:", 6)) {
		result("write", write(fd, s + 6, strlen(s + 6)));
	} else if (!strncmp(s, "pwrite:", 7)) {
		result("pwrite", pwrite(fd, s + 7, strlen(s + 7), 0));
	} else if (!strcmp(s, "keepalive")) {
		result("keepalive", ioctl(fd, WDIOC_KEEPALIVE, 0));
	} else if (!strncmp(s, "settimeout:", 11)) {
		number(s + 11, 1000000, &a);
		v = a;
		ret = ioctl(fd, WDIOC_SETTIMEOUT, &v);
		if (ret < 0)
			printf("settimeout %s\n", errname(errno));
		else
			printf("settimeout %ld val %d\n", ret, v);
	} else if (!strcmp(s, "gettimeout") || !strcmp(s, "status")) {
		v = -1;
		ret = ioctl(fd, s[0] == 'g' ? WDIOC_GETTIMEOUT :
			    WDIOC_GETSTATUS, &v);
		if (ret < 0)
			printf("%s %s\n", s, errname(errno));
		else
			printf("%s val %d\n", s, v);
	} else if (!strcmp(s, "ident")) {
		struct watchdog_info wi;

		if (ioctl_read("ident", fd, WDIOC_GETSUPPORT, &wi, sizeof(wi)))
			printf("ident options 0x%x %.32s\n",
			       wi.options, (char *)wi.identity);
	} else if (!strcmp(s, "badioctl")) {
		result("badioctl", ioctl(fd, _IO('W', 0x7f), 0));
	} else if (!strncmp(s, "feed:", 5)) {
		long n;

		a = strtol(s + 5, NULL, 10);
		b = strtol(strchr(s + 5, ':') + 1, NULL, 10);
		for (n = 0; n < a; n++) {
			if (n)
				msleep(b);
			if (write(fd, "k", 1) != 1)
				break;
		}
		if (n < a)
			printf("feed %s\n", errname(errno));
		else
			printf("feed %ld\n", n);
	} else if (!strncmp(s, "sleep:", 6)) {
		number(s + 6, 1000000, &a);
		msleep(a);
		printf("sleep %ld\n", a);
	}
}

int main(int argc, char **argv)
{
	return run_steps(argc, argv,
			 "wdt-ctl DEV open|open2|write:STR|pwrite:STR|keepalive|settimeout:N|gettimeout|status|ident|badioctl|feed:N:MS|sleep:MS|hold:PATH|close...",
			 valid, O_WRONLY, step);
}
