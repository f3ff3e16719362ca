// SPDX-License-Identifier: GPL-2.0
/*
 * iobench - read(2)/write(2) calls per second on char devices, measured
 * side by side: the devices take turns in short slices, so that a change
 * of load hits all of them alike.
 *
 *   iobench -r|-w -s SIZE [-t MS] [-n SLICES] DEV...
 *
 * Each of SLICES rounds (default 9) gives every DEV one slice of MS
 * milliseconds (default 100) of SIZE-byte calls (reads with -r, at offset
 * 0 with pread(2); writes with -w, likewise), and prints per DEV the
 * median, lowest and highest calls/s over the slices and, for every DEV
 * after the first, the ratio of its median to the first DEV's:
 *
 *   DEV SIZE median MIN MAX calls/s ratio R
 *
 * Exit status: 0, 1 on a failed call (named on stderr), 2 bad usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define DEVS_MAX	8
#define SLICES_MAX	99

static double now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void usage(void)
{
	fprintf(stderr, "usage: iobench -r|-w -s SIZE [-t MS] [-n SLICES] DEV...\n");
	exit(2);
}

static long number(const char *s, long max)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (*s < '0' || *s > '9' || *end || errno || v < 1 || v > max)
		usage();
	return v;
}

int main(int argc, char **argv)
{
	static double rate[DEVS_MAX][SLICES_MAX];
	long size = 0, ms = 100, slices = 9, calls, i;
	int fd[DEVS_MAX], ndev, d, opt, wr = -1;
	double t0, t, med0 = 0, med;
	ssize_t n;
	char *buf;

	while ((opt = getopt(argc, argv, "rws:t:n:")) != -1) {
		switch (opt) {
		case 'r': wr = 0; break;
		case 'w': wr = 1; break;
		case 's': size = number(optarg, 1 << 20); break;
		case 't': ms = number(optarg, 60000); break;
		case 'n': slices = number(optarg, SLICES_MAX); break;
		default: usage();
		}
	}
	ndev = argc - optind;
	if (wr < 0 || !size || ndev < 1 || ndev > DEVS_MAX)
		usage();
	buf = malloc(size);
	if (!buf)
		return 1;
	memset(buf, 'x', size);
	for (d = 0; d < ndev; d++) {
		fd[d] = open(argv[optind + d], wr ? O_WRONLY : O_RDONLY);
		if (fd[d] < 0) {
			fprintf(stderr, "iobench: %s: %s\n", argv[optind + d],
				strerror(errno));
			return 1;
		}
	}
	for (i = 0; i < slices; i++) {
		for (d = 0; d < ndev; d++) {
			calls = 0;
			t0 = now_ms();
			do {
				/* 64 calls between clock reads */
				for (int k = 0; k < 64; k++) {
					n = wr ? pwrite(fd[d], buf, size, 0) :
						 pread(fd[d], buf, size, 0);
					if (n < 0) {
						fprintf(stderr, "iobench: %s: %s\n",
							argv[optind + d], strerror(errno));
						return 1;
					}
				}
				calls += 64;
				t = now_ms();
			} while (t - t0 < ms);
			rate[d][i] = calls * 1e3 / (t - t0);
		}
	}
	for (d = 0; d < ndev; d++) {
		qsort(rate[d], slices, sizeof(double), cmp);
		med = rate[d][slices / 2];
		if (!d)
			med0 = med;
		printf("%s %ld %.0f %.0f %.0f calls/s ratio %.2f\n",
		       argv[optind + d], size, med, rate[d][0],
		       rate[d][slices - 1], med0 > 0 ? med / med0 : 0);
	}
	return 0;
}
