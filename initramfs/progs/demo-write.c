// SPDX-License-Identifier: GPL-2.0
/*
 * demo-write - write standard input to a device in pieces, to see how a
 * driver handles a line split across write(2) calls or writev(2) segments.
 *
 *   demo-write [-c N | -v N] DEV
 *
 * Reads all of standard input (at most 64 KiB), opens DEV write-only and
 *   (default)  writes it with one write(2);
 *   -c N       writes it with one write(2) per N-byte piece, in order;
 *   -v N       writes it with writev(2), in N-byte segments;
 * then closes DEV, and close(2)'s result counts too (the demo table
 * applies a final line without a newline when the file is closed).  A
 * short write is followed by a write of the rest, as stdio would do.
 *
 * Prints "N bytes in M calls".  Exit status: 0 when every call succeeded;
 * otherwise the errno of the first failing call (the call, the offset in
 * the input and the errno's name are printed on stderr); 126 for bad
 * usage, a bad number or unreadable input.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "errname.h"

#define INPUT_MAX	(64 * 1024)
#define SEGMENTS_MAX	1024	/* UIO_MAXIOV */

static char input[INPUT_MAX + 1];

static int fail(const char *call, size_t off)
{
	int e = errno;

	fprintf(stderr, "demo-write: %s at input offset %zu: %s (%s)\n", call,
		off, strerror(e), errname(e));
	return e > 0 && e < 126 ? e : 125;
}

static void usage(void)
{
	fprintf(stderr, "usage: demo-write [-c N | -v N] DEV < INPUT\n");
	exit(126);
}

/* a piece size: decimal, 1..INPUT_MAX */
static size_t piece_size(const char *s)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (*s < '0' || *s > '9' || errno || *end || v < 1 || v > INPUT_MAX) {
		fprintf(stderr, "demo-write: bad piece size '%s': want 1..%d\n",
			s, INPUT_MAX);
		exit(126);
	}
	return v;
}

int main(int argc, char **argv)
{
	struct iovec iov[SEGMENTS_MAX];
	size_t len = 0, off = 0, piece = 0, n;
	unsigned long calls = 0;
	int vec = 0, fd, opt, i;
	ssize_t ret;

	while ((opt = getopt(argc, argv, "c:v:")) != -1) {
		if ((opt != 'c' && opt != 'v') || piece)
			usage();
		piece = piece_size(optarg);
		vec = opt == 'v';
	}
	if (argc - optind != 1)
		usage();

	while (len < sizeof(input)) {
		ret = read(STDIN_FILENO, input + len, sizeof(input) - len);
		if (ret < 0) {
			perror("demo-write: standard input");
			return 126;
		}
		if (ret == 0)
			break;
		len += (size_t)ret;
	}
	if (len > INPUT_MAX) {
		fprintf(stderr, "demo-write: input longer than %d bytes\n",
			INPUT_MAX);
		return 126;
	}
	if (!piece)
		piece = len ? len : 1;

	fd = open(argv[optind], O_WRONLY);
	if (fd < 0)
		return fail("open", 0);
	while (off < len) {
		if (vec) {
			for (i = 0, n = off; i < SEGMENTS_MAX && n < len; i++) {
				iov[i].iov_base = input + n;
				iov[i].iov_len = len - n < piece ? len - n : piece;
				n += iov[i].iov_len;
			}
			ret = writev(fd, iov, i);
		} else {
			ret = write(fd, input + off,
				    len - off < piece ? len - off : piece);
		}
		calls++;
		if (ret < 0)
			return fail(vec ? "writev" : "write", off);
		if (ret == 0) {
			errno = EIO;
			return fail("write (returned 0)", off);
		}
		off += (size_t)ret;
	}
	if (close(fd))
		return fail("close", off);
	printf("%zu bytes in %lu calls\n", len, calls);
	return 0;
}
