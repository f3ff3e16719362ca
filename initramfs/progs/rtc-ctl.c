// SPDX-License-Identifier: GPL-2.0
/*
 * rtc-ctl - drive an RTC node of the 2.4 interface through one open file,
 * step by step, for the RTC fixture driver's test (tests/harness/rtc24.sh).
 *
 *   rtc-ctl DEV STEP...
 *
 * Steps, run in order; each prints one line:
 *   open         open DEV read-only: "open ok" or "open ERRNO"
 *   open2        a second open of DEV, closed at once: "open2 ok|ERRNO"
 *   time         RTC_RD_TIME: "time YYYY-MM-DD HH:MM:SS" or "time ERRNO"
 *   uie:on|off   RTC_UIE_ON/OFF: "uie:on R|ERRNO"
 *   pie:on|off   RTC_PIE_ON/OFF: "pie:on R|ERRNO"
 *   irqp:N       RTC_IRQP_SET N: "irqp:N R|ERRNO"
 *   getirqp      RTC_IRQP_READ: "getirqp N|ERRNO"
 *   count:N:F    read() until N interrupts are counted (the bytes above the
 *                low one of each value read after the first), each such
 *                value's flags having bit F (hex) set: "count N reads R ms
 *                M empty E" (M: milliseconds from the first read's return
 *                to the last's; E: reads whose flags lack IRQF, 0x80, not
 *                counted, see count()) or "count ERRNO" / "count flags
 *                0xV" (also for the (N / 4 + 2)th empty read); a read
 *                that has waited 60 s is interrupted ("count EINTR")
 *   nbread       a non-blocking read(): "nbread N|ERRNO"
 *   badioctl     an ioctl the RTC does not know: "badioctl R|ERRNO"
 *   hold:PATH    wait, DEV open, until PATH exists (at most 600 s):
 *                "hold ok|timeout"
 *   close        close(): "close 0|ERRNO"
 *
 * ERRNO is the errno's name (errname.h).  Exit status: 0 when every step
 * ran (a step that failed is a line of its output), 126 for bad usage
 * (checked before DEV is opened).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/rtc.h>

#include "errname.h"
#include "steps.h"

/* is STEP well formed?  (all are checked before anything runs) */
static int valid(const char *step)
{
	static const char *const plain[] = {
		"open", "open2", "time", "uie:on", "uie:off", "pie:on",
		"pie:off", "getirqp", "nbread", "badioctl", "close", NULL
	};
	char *colon;
	long a;

	if (one_of(step, plain))
		return 1;
	if (!strncmp(step, "irqp:", 5))
		return !number(step + 5, 1000000, &a);
	if (!strncmp(step, "count:", 6)) {
		colon = strchr(step + 6, ':');
		return colon && strtol(step + 6, NULL, 10) > 0 &&
		       strspn(colon + 1, "0123456789abcdef") == strlen(colon + 1) &&
		       colon[1];
	}
	return 0;
}

static void on_alarm(int sig)
{
	(void)sig;
}

/*
 * read until n interrupts are counted, each read with flag bit(s) f.
 * QEMU's MC146818 raises its IRQ edge on every periodic tick, also while
 * the last one's IRQF is still set in register C; when a vCPU is held up
 * for a period between the handler's entry and its read of register C
 * (a loaded host), that read acknowledges both ticks and the second
 * edge's handler finds register C without IRQF: the driver reports an
 * interrupt whose flags lack IRQF (0x80).  Such an empty read is counted
 * apart, never as one of the n; more than n / 4 + 1 of them fail.
 */
static void count(int fd, long n, unsigned long f)
{
	struct sigaction sa;
	unsigned long data;
	long got = 0, reads = 0, first = 0, empty = 0;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;	/* no SA_RESTART: read() gets EINTR */
	sigaction(SIGALRM, &sa, NULL);
	while (got < n) {
		ssize_t r;

		alarm(60);
		r = read(fd, &data, sizeof(data));
		alarm(0);
		if (r != sizeof(data)) {
			printf("count %s\n", errname(errno));
			return;
		}
		/*
		 * the first read returns what came before (an interrupt
		 * latched while the mode changed reads register C as 0):
		 * it starts the clock and is not checked
		 */
		if (!reads++) {
			first = now_ms();
			continue;
		}
		if (!(data & 0x80) && ++empty <= n / 4 + 1)
			continue;
		if (!(data & 0x80) || (data & 0xff & f) != f) {
			printf("count flags 0x%lx\n", data & 0xff);
			return;
		}
		got += data >> 8;
	}
	printf("count %ld reads %ld ms %ld empty %ld\n", got, reads - 1,
	       now_ms() - first, empty);
}

/* run step s (not open, open2, hold:PATH or close) on the open file fd */
static void step(const char *s, int fd)
{
	unsigned long v;
	long a = 0;

	if (!strcmp(s, "time")) {
		struct rtc_time tm;

		if (ioctl_read("time", fd, RTC_RD_TIME, &tm, sizeof(tm)))
			printf("time %04d-%02d-%02d %02d:%02d:%02d\n",
			       tm.tm_year + 1900, tm.tm_mon + 1,
			       tm.tm_mday, tm.tm_hour, tm.tm_min,
			       tm.tm_sec);
	} else if (!strncmp(s, "uie:", 4)) {
		result(s, ioctl(fd, s[5] == 'n' ? RTC_UIE_ON :
				RTC_UIE_OFF, 0));
	} else if (!strncmp(s, "pie:", 4)) {
		result(s, ioctl(fd, s[5] == 'n' ? RTC_PIE_ON :
				RTC_PIE_OFF, 0));
	} else if (!strncmp(s, "irqp:", 5)) {
		number(s + 5, 1000000, &a);
		result(s, ioctl(fd, RTC_IRQP_SET, a));
	} else if (!strcmp(s, "getirqp")) {
		if (ioctl_read("getirqp", fd, RTC_IRQP_READ, &v, sizeof(v)))
			printf("getirqp %lu\n", v);
	} else if (!strncmp(s, "count:", 6)) {
		count(fd, strtol(s + 6, NULL, 10),
		      strtoul(strchr(s + 6, ':') + 1, NULL, 16));
	} else if (!strcmp(s, "nbread")) {
		int fl = fcntl(fd, F_GETFL);

		fcntl(fd, F_SETFL, fl | O_NONBLOCK);
		result("nbread", read(fd, &v, sizeof(v)));
		fcntl(fd, F_SETFL, fl);
	} else if (!strcmp(s, "badioctl")) {
		result("badioctl", ioctl(fd, _IO('p', 0x7f), 0));
	}
}

int main(int argc, char **argv)
{
	return run_steps(argc, argv,
			 "rtc-ctl DEV open|open2|time|uie:on|uie:off|pie:on|pie:off|irqp:N|getirqp|count:N:F|nbread|badioctl|hold:PATH|close...",
			 valid, O_RDONLY, step);
}
