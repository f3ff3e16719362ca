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
 *   mmap-rw DEV FIRST COUNT private      map them MAP_PRIVATE, write the
 *                                        user's pattern, print "wrote N"
 *                                        when it reads back
 *   mmap-rw DEV FIRST COUNT grow         map them, then mremap() the
 *                                        mapping one page larger: print
 *                                        "grown", or the errno's name
 *
 * Byte i of the device (counted from its first page) holds the kernel's
 * pattern (i * 7 + 3) & 0x7f or the user's ((i * 13 + 1) & 0x7f) | 0x80
 * (tests/modules/compat_remap, tests/fixtures/legacy-drivers/mmap24).
 * The mapping is MAP_SHARED (but for private), read-write.  A SIGBUS
 * while the mapping is touched prints "SIGBUS at page P" (P counted from
 * FIRST) and exits 1.  Exit status: 0, the errno of a failed open() or
 * mmap(), 1 for a pattern not seen or a SIGBUS, 126 for bad usage.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "errname.h"
#include "steps.h"

static int usage(void)
{
	fprintf(stderr, "usage: mmap-rw DEV FIRST COUNT check|write|private|grow|hold FIFO\n");
	return 126;
}

static volatile unsigned char *map_base;
static long page_size;

/* SIGBUS on the mapping: which page, then exit 1 */
static void on_sigbus(int sig, siginfo_t *si, void *uc)
{
	char line[64];
	int n;

	(void)sig;
	(void)uc;
	n = snprintf(line, sizeof(line), "SIGBUS at page %ld\n",
		     ((char *)si->si_addr - (char *)map_base) / page_size);
	if (write(1, line, n) < 0)
		_exit(2);
	_exit(1);
}

int main(int argc, char **argv)
{
	long first, count, page = sysconf(_SC_PAGESIZE), i, n, base;
	volatile unsigned char *m;
	struct sigaction sa;
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
	m = mmap(NULL, count * page, PROT_READ | PROT_WRITE,
		 strcmp(argv[4], "private") ? MAP_SHARED : MAP_PRIVATE, fd,
		 first * page);
	if (m == MAP_FAILED) {
		e = errno;
		fprintf(stderr, "mmap-rw: mmap: %s %s\n", errname(e), strerror(e));
		return e;
	}
	base = first * page;
	map_base = m;
	page_size = page;
	sa.sa_sigaction = on_sigbus;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGBUS, &sa, NULL);
	if (!strcmp(argv[4], "grow")) {
		if (mremap((void *)m, count * page, (count + 1) * page,
			   MREMAP_MAYMOVE) == MAP_FAILED) {
			printf("%s\n", errname(errno));
			return 0;
		}
		printf("grown\n");
		return 0;
	}
	if (!strcmp(argv[4], "check")) {
		for (i = n = 0; i < count * page; i++)
			n += m[i] == (((base + i) * 7 + 3) & 0x7f);
		printf("%ld\n", n);
		return 0;
	}
	if (strcmp(argv[4], "write") && strcmp(argv[4], "hold") &&
	    strcmp(argv[4], "private"))
		return usage();
	if (argv[4][0] == 'h')
		close(fd);
	for (i = 0; i < count * page; i++)
		m[i] = (((base + i) * 13 + 1) & 0x7f) | 0x80;
	if (argv[4][0] == 'p')
		for (i = 0; i < count * page; i++)
			if (m[i] != ((((base + i) * 13 + 1) & 0x7f) | 0x80))
				return 1;
	if (argv[4][0] == 'w' || argv[4][0] == 'p') {
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
