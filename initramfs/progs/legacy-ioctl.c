// SPDX-License-Identifier: GPL-2.0
/*
 * legacy-ioctl - issue one ioctl on a device node, for the fixture
 * drivers' guest tests (tests/guest/legacy-drivers.sh).
 *
 *   legacy-ioctl DEV CMD value ARG   ioctl(fd, CMD, ARG); prints "ret R"
 *   legacy-ioctl DEV CMD int         ioctl(fd, CMD, &int); prints "ret R val V"
 *   legacy-ioctl DEV CMD long        ioctl(fd, CMD, &long); prints "ret R val V"
 *   legacy-ioctl DEV CMD bad         ioctl(fd, CMD, an unmapped address)
 *   legacy-ioctl DEV CMD string STR  ioctl(fd, CMD, STR); prints "ret R"
 *
 * CMD and ARG are decimal, or hexadecimal with 0x, and must fit an
 * unsigned long; anything else is refused before DEV is opened.  DEV is
 * opened read-only.  Exit status: 0 when the ioctl returned >= 0, the errno
 * of a failed open or ioctl otherwise (its name is printed on stderr), 126
 * for bad usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

static int usage(void)
{
	fprintf(stderr, "usage: legacy-ioctl DEV CMD value ARG|int|long|bad|string STR\n");
	return 126;
}

/* a whole unsigned long in decimal or 0x hexadecimal, nothing else */
static int number(const char *s, unsigned long *out)
{
	char *end;

	if (!*s || *s == '-' || *s == '+' || *s == ' ')
		return -1;
	errno = 0;
	*out = strtoul(s, &end, 0);
	if (errno || *end)
		return -1;
	return 0;
}

int main(int argc, char **argv)
{
	unsigned long cmd, arg = 0;
	long lval = -1;
	int ival = -1;
	void *bad;
	int fd, ret;

	if (argc < 4 || number(argv[2], &cmd))
		return usage();
	if (!strcmp(argv[3], "value")) {
		if (argc != 5 || number(argv[4], &arg))
			return usage();
	} else if (!strcmp(argv[3], "string")) {
		if (argc != 5)
			return usage();
		arg = (unsigned long)argv[4];
	} else if (argc != 4) {
		return usage();
	} else if (!strcmp(argv[3], "int")) {
		arg = (unsigned long)&ival;
	} else if (!strcmp(argv[3], "long")) {
		arg = (unsigned long)&lval;
	} else if (!strcmp(argv[3], "bad")) {
		/* a page that was mapped and is not any more */
		bad = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (bad == MAP_FAILED || munmap(bad, 4096))
			return 1;
		arg = (unsigned long)bad;
	} else {
		return usage();
	}
	fd = open(argv[1], O_RDONLY);
	if (fd < 0) {
		ret = errno;
		fprintf(stderr, "legacy-ioctl: %s: %s\n", argv[1], strerror(ret));
		return ret;
	}
	ret = ioctl(fd, cmd, arg);
	if (ret < 0) {
		ret = errno;
		fprintf(stderr, "legacy-ioctl: ioctl %#lx: %s\n", cmd, strerror(ret));
		close(fd);
		return ret;
	}
	if (!strcmp(argv[3], "int"))
		printf("ret %d val %d\n", ret, ival);
	else if (!strcmp(argv[3], "long"))
		printf("ret %d val %ld\n", ret, lval);
	else
		printf("ret %d\n", ret);
	close(fd);
	return 0;
}
