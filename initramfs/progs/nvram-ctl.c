// SPDX-License-Identifier: GPL-2.0
/*
 * nvram-ctl - drive a CMOS NVRAM node of the 2.4 interface (/dev/nvram:
 * 114 seekable bytes, offset 0 being CMOS byte 14) through one file open
 * read-write, step by step, for the NVRAM fixture driver's test
 * (tests/harness/nvram24.sh).
 *
 *   nvram-ctl DEV STEP...
 *
 * Steps, run in order; each prints one line:
 *   open         open DEV read-write: "open ok" or "open ERRNO"
 *   open2        a second read-write open, closed at once: "open2 ok|ERRNO"
 *   ropen        a read-only open, closed at once: "ropen ok|ERRNO"
 *   xopen        a read-only O_EXCL open, closed at once: "xopen ok|ERRNO"
 *   size         lseek() to the end: "size N|ERRNO"
 *   readall      from offset 0, read() in 256-byte reads to the end:
 *                "readall N" (bytes read) or "readall ERRNO"
 *   seek:N       lseek() to N: "seek:N R|ERRNO"
 *   rw:OFF:N     read the N bytes at OFF, write each plus one back, read
 *                them again: "rw:OFF:N equal" when they read back as
 *                written, "rw:OFF:N differs" or "rw:OFF:N ERRNO"
 *   cks          read bytes 2..33 (CMOS 0x10..0x2f): "cks valid" when the
 *                big-endian sum of 2..31 is in 32/33, else "cks invalid"
 *   zeros        read all: "zeros N (OFF...)", N the bytes that are 0,
 *                OFF... the offsets of the others
 *   setcks       the ioctl NVRAM_SETCKS: "setcks R|ERRNO"
 *   init         the ioctl NVRAM_INIT: "init R|ERRNO"
 *   badioctl     an ioctl the NVRAM does not know: "badioctl R|ERRNO"
 *   rdloop:N     N times: open DEV read-only, read it all, close:
 *                "rdloop:N R", R the times all 114 bytes were read
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/nvram.h>

#include "errname.h"
#include "steps.h"

static const char *dev;

/* is STEP well formed?  (all are checked before anything runs) */
static int valid(const char *step)
{
	static const char *const plain[] = {
		"open", "open2", "ropen", "xopen", "size", "readall", "cks",
		"zeros", "setcks", "init", "badioctl", "close", NULL
	};
	char *colon;
	long a;

	if (one_of(step, plain))
		return 1;
	if (!strncmp(step, "seek:", 5) || !strncmp(step, "rdloop:", 7))
		return !number(strchr(step, ':') + 1, 1000000, &a);
	if (!strncmp(step, "rw:", 3)) {
		colon = strchr(step + 3, ':');
		return colon && !number(colon + 1, 257, &a) && a > 0 &&
		       strtol(step + 3, NULL, 10) >= 0 &&
		       strspn(step + 3, "0123456789") ==
		       (size_t)(colon - step - 3) && colon > step + 3;
	}
	return 0;
}

/* read n bytes at off into buf: 0, or -1 with errno set */
static int read_at(int fd, long off, unsigned char *buf, long n)
{
	off_t o = lseek(fd, off, SEEK_SET);
	ssize_t r;

	if (o != off) {
		if (o >= 0)
			errno = ESPIPE;
		return -1;
	}
	r = read(fd, buf, n);
	if (r < 0)
		return -1;
	if (r != n) {
		errno = EIO;
		return -1;
	}
	return 0;
}

/* a second open of dev with flags, closed at once: "WHAT ok|ERRNO" */
static void open_other(const char *what, int flags)
{
	int fd2 = open(dev, flags);

	printf("%s %s\n", what, fd2 < 0 ? errname(errno) : "ok");
	if (fd2 >= 0)
		close(fd2);
}

static void rw(const char *s, int fd)
{
	unsigned char old[256], new[256], back[256];
	long off = strtol(s + 3, NULL, 10);
	long n = strtol(strchr(s + 3, ':') + 1, NULL, 10);
	long i;

	if (read_at(fd, off, old, n)) {
		printf("%s %s\n", s, errname(errno));
		return;
	}
	for (i = 0; i < n; i++)
		new[i] = old[i] + 1;
	if (lseek(fd, off, SEEK_SET) != off || write(fd, new, n) != n ||
	    read_at(fd, off, back, n)) {
		printf("%s %s\n", s, errname(errno));
		return;
	}
	printf("%s %s\n", s, memcmp(new, back, n) ? "differs" : "equal");
}

/* n times a read-only open, a read of it all and a close */
static void rdloop(const char *s, long n)
{
	unsigned char buf[256];
	long good = 0;
	int fd2;

	while (n-- > 0) {
		fd2 = open(dev, O_RDONLY);
		if (fd2 < 0)
			continue;
		good += read(fd2, buf, sizeof(buf)) == 114;
		close(fd2);
	}
	printf("%s %ld\n", s, good);
}

/* run step s (not open, open2, hold:PATH or close) on the open file fd */
static void step(const char *s, int fd)
{
	unsigned char buf[256];
	char others[1024] = "";
	unsigned int sum = 0;
	long total = 0, zeros = 0, i;
	ssize_t r;

	if (!strcmp(s, "ropen")) {
		open_other(s, O_RDONLY);
	} else if (!strcmp(s, "xopen")) {
		open_other(s, O_RDONLY | O_EXCL);
	} else if (!strcmp(s, "size")) {
		result(s, lseek(fd, 0, SEEK_END));
	} else if (!strcmp(s, "readall") || !strcmp(s, "zeros")) {
		if (lseek(fd, 0, SEEK_SET) != 0) {
			printf("%s %s\n", s, errname(errno));
			return;
		}
		while ((r = read(fd, buf, sizeof(buf))) > 0) {
			for (i = 0; i < r; i++) {
				zeros += !buf[i];
				if (buf[i] && strlen(others) < sizeof(others) - 16)
					sprintf(others + strlen(others), "%s%ld",
						*others ? " " : "", total + i);
			}
			total += r;
		}
		if (r < 0)
			printf("%s %s\n", s, errname(errno));
		else if (strcmp(s, "zeros"))
			printf("%s %ld\n", s, total);
		else
			printf("%s %ld (%s)\n", s, zeros, others);
	} else if (!strncmp(s, "seek:", 5)) {
		result(s, lseek(fd, strtol(s + 5, NULL, 10), SEEK_SET));
	} else if (!strncmp(s, "rw:", 3)) {
		rw(s, fd);
	} else if (!strcmp(s, "cks")) {
		if (read_at(fd, 2, buf, 32)) {
			printf("cks %s\n", errname(errno));
			return;
		}
		for (i = 0; i < 30; i++)
			sum += buf[i];
		printf("cks %s\n", (sum & 0xffff) ==
		       (unsigned int)(buf[30] << 8 | buf[31]) ? "valid" : "invalid");
	} else if (!strcmp(s, "setcks")) {
		result(s, ioctl(fd, NVRAM_SETCKS, 0));
	} else if (!strcmp(s, "init")) {
		result(s, ioctl(fd, NVRAM_INIT, 0));
	} else if (!strncmp(s, "rdloop:", 7)) {
		rdloop(s, strtol(s + 7, NULL, 10));
	} else if (!strcmp(s, "badioctl")) {
		result(s, ioctl(fd, _IO('p', 0x7f), 0));
	}
}

int main(int argc, char **argv)
{
	dev = argv[1];
	return run_steps(argc, argv,
			 "nvram-ctl DEV open|open2|ropen|xopen|size|readall|seek:N|rw:OFF:N|cks|zeros|setcks|init|badioctl|rdloop:N|hold:PATH|close...",
			 valid, O_RDWR, step);
}
