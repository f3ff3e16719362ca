// SPDX-License-Identifier: GPL-2.0
/*
 * mmap-rw - a user of a device's mmap method, for the guest test of the
 * remap topic (tests/guest/compat-remap.sh):
 *
 *   mmap-rw DEV FIRST COUNT check        map COUNT pages from page FIRST
 *                                        of DEV, print how many bytes
 *                                        hold the kernel's pattern
 *   mmap-rw DEV FIRST COUNT write        map them, write the user's
 *                                        pattern into all of them, print
 *                                        "wrote N"
 *   mmap-rw DEV FIRST COUNT hold FIFO    map them, close DEV, write the
 *                                        user's pattern, print "mapped",
 *                                        then read FIFO until its end and
 *                                        check the pattern is still seen
 *                                        through the mapping; "done"
 *
 * Byte i of the device (counted from its first page) holds the kernel's
 * pattern (i * 7 + 3) & 0x7f or the user's ((i * 13 + 1) & 0x7f) | 0x80
 * (tests/modules/compat_remap).  The mapping is MAP_SHARED, read-write.
 * Exit status: 0, the errno of a failed open() or mmap(), 1 for a
 * pattern not seen, 126 for bad usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "errname.h"
#include "steps.h"

static int usage(void)
{
	fprintf(stderr, "usage: mmap-rw DEV FIRST COUNT check|write|hold FIFO\n");
	return 126;
}

int main(int argc, char **argv)
{
	long first, count, page = sysconf(_SC_PAGESIZE), i, n, base;
	volatile unsigned char *m;
	char buf[64];
	int fd, e, fifo;

	if (argc < 5 || number(argv[2], 1024, &first) ||
	    number(argv[3], 1024, &count) || !count)
		return usage();
	if (argc != (strcmp(argv[4], "hold") ? 5 : 6))
		return usage();
	fd = open(argv[1], O_RDWR);
	if (fd < 0) {
		e = errno;
		fprintf(stderr, "mmap-rw: %s: %s %s\n", argv[1], errname(e), strerror(e));
		return e;
	}
	m = mmap(NULL, count * page, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
		 first * page);
	if (m == MAP_FAILED) {
		e = errno;
		fprintf(stderr, "mmap-rw: mmap: %s %s\n", errname(e), strerror(e));
		return e;
	}
	base = first * page;
	if (!strcmp(argv[4], "check")) {
		for (i = n = 0; i < count * page; i++)
			n += m[i] == (((base + i) * 7 + 3) & 0x7f);
		printf("%ld\n", n);
		return 0;
	}
	if (strcmp(argv[4], "write") && strcmp(argv[4], "hold"))
		return usage();
	if (argv[4][0] == 'h')
		close(fd);
	for (i = 0; i < count * page; i++)
		m[i] = (((base + i) * 13 + 1) & 0x7f) | 0x80;
	if (argv[4][0] == 'w') {
		printf("wrote %ld\n", count * page);
		return 0;
	}
	printf("mapped\n");
	fflush(stdout);
	fifo = open(argv[5], O_RDONLY);
	if (fifo < 0) {
		e = errno;
		fprintf(stderr, "mmap-rw: %s: %s %s\n", argv[5], errname(e), strerror(e));
		return e;
	}
	while (read(fifo, buf, sizeof(buf)) > 0)
		;
	for (i = 0; i < count * page; i++)
		if (m[i] != ((((base + i) * 13 + 1) & 0x7f) | 0x80))
			return 1;
	munmap((void *)m, count * page);
	printf("done\n");
	return 0;
}
