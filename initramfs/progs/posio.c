// SPDX-License-Identifier: GPL-2.0
/*
 * posio - positioned I/O on a device node, for the fixture drivers' guest
 * tests (tests/guest/legacy-drivers.sh): does the node refuse pread(),
 * pwrite() and lseek(), as a 2.4 driver's "ppos != &file->f_pos" check
 * and 2.6's nonseekable_open() do?
 *
 *   posio DEV pwrite OFF STR   pwrite(fd, STR, strlen(STR), OFF)
 *   posio DEV pread OFF N      pread(fd, buf, N, OFF); N at most 4096
 *   posio DEV lseek OFF        lseek(fd, OFF, SEEK_SET)
 *
 * OFF and N are decimal.  DEV is opened read-write and O_NONBLOCK (a read
 * that would sleep does not).  Prints "ret R" on success; on failure the
 * errno's name and its text on stderr.  Exit status: 0 on success, the
 * errno of a failed call, 126 for bad usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "errname.h"
#include "steps.h"

static int usage(void)
{
	fprintf(stderr, "usage: posio DEV pwrite OFF STR|pread OFF N|lseek OFF\n");
	return 126;
}

int main(int argc, char **argv)
{
	static char buf[4096];
	long off, n = 0;
	long ret;
	int fd;

	if (argc < 4 || number(argv[3], LONG_MAX, &off))
		return usage();
	if (!strcmp(argv[2], "pwrite") || !strcmp(argv[2], "pread")) {
		if (argc != 5)
			return usage();
		if (argv[2][1] == 'r' && (number(argv[4], LONG_MAX, &n) || n > 4096))
			return usage();
	} else if (strcmp(argv[2], "lseek") || argc != 4) {
		return usage();
	}
	fd = open(argv[1], O_RDWR | O_NONBLOCK);
	if (fd < 0) {
		ret = errno;
		fprintf(stderr, "posio: %s: %s\n", argv[1], strerror(ret));
		return ret;
	}
	if (argv[2][1] == 'w')
		ret = pwrite(fd, argv[4], strlen(argv[4]), off);
	else if (argv[2][1] == 'r')
		ret = pread(fd, buf, n, off);
	else
		ret = lseek(fd, off, SEEK_SET);
	if (ret < 0) {
		ret = errno;
		fprintf(stderr, "posio: %s: %s (%s)\n", argv[2], errname(ret),
			strerror(ret));
		close(fd);
		return ret;
	}
	printf("ret %ld\n", ret);
	close(fd);
	return 0;
}
