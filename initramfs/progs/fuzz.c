// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz - seeded, reproducible random system calls against char devices.
 *
 *   fuzz [-s SEED] [-n OPS] [-q] DEVICE...
 *
 * Issues OPS (default 100000) random open/close/read/write/lseek/pread/
 * pwrite/ioctl calls with random sizes, offsets, ioctl numbers and
 * arguments, including bad user pointers (NULL, a kernel address, a
 * buffer that runs into an unmapped page).  Every failing call must fail
 * with an errno the demo driver documents; anything else is reported.
 * The seed is printed first, so a failing run can be repeated exactly.
 *
 * The demo ioctls that load a backend or spawn a helper are only issued
 * with out-of-range numbers: real loads and helper runs are covered by the
 * functional suites, and would make a run slow.
 *
 * Exit status: 0 when every error was a documented one, 1 otherwise,
 * 2 on bad usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "../../demo-driver/demo_ioctl.h"

#define MAX_DEVS	16
#define MAX_FDS		8
#define BUF_SIZE	(64 * 1024)
#define MAX_REPORTS	20

static uint64_t rng_state;

static uint64_t rnd(void)
{
	/* xorshift64* */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dULL;
}

static uint64_t below(uint64_t n)
{
	return n ? rnd() % n : 0;
}

/* errors the demo driver documents (and the VFS adds for these calls) */
static const int allowed[] = {
	EINVAL, EFAULT, ENOTTY, ENOSPC, EPERM, ENOENT, ENXIO, ENOMEM, EINTR,
	ESPIPE, EBADF, EACCES, EOVERFLOW, EFBIG, EAGAIN,
	EMSGSIZE,	/* a table line longer than the longest valid one */
};

static const char *const op_names[] = {
	"open", "close", "read", "write", "lseek", "pread", "pwrite", "ioctl",
};

enum { OP_OPEN, OP_CLOSE, OP_READ, OP_WRITE, OP_LSEEK, OP_PREAD, OP_PWRITE,
       OP_IOCTL, NR_OPS };

static char *devs[MAX_DEVS];
static int ndevs;
static int fds[MAX_FDS];
static unsigned char *buf;	/* BUF_SIZE bytes, then one PROT_NONE page */
static unsigned long calls[NR_OPS], fails[NR_OPS], unexpected;
static unsigned long errcount[256];

static int is_allowed(int e)
{
	size_t i;

	for (i = 0; i < sizeof(allowed) / sizeof(allowed[0]); i++)
		if (allowed[i] == e)
			return 1;
	return 0;
}

/* a user pointer: mostly good, sometimes bad in one of several ways */
static void *user_ptr(size_t len)
{
	switch (below(16)) {
	case 0:
		return NULL;
	case 1:
		return (void *)1;
	case 2:
		return (void *)0xffff888000000000UL;	/* kernel address */
	case 3:	/* runs into the unmapped page after buf */
		return buf + BUF_SIZE - (len ? below(len) : 0) - 1;
	default:
		return buf + below(BUF_SIZE - (len < BUF_SIZE ? len : BUF_SIZE) + 1);
	}
}

static size_t rand_len(void)
{
	switch (below(4)) {
	case 0:
		return below(16);
	case 1:
		return below(256);
	case 2:
		return below(BUF_SIZE);
	default:
		/* past every size the driver accepts, rarely */
		return below(8) ? below(BUF_SIZE) : below(1024 * 1024);
	}
}

/* write-side content: random bytes or plausible table lines */
static void fill(size_t len)
{
	static const char keys[][8] = { "alpha", "beta", "gamma", "k", "" };
	size_t i = 0;

	if (len > BUF_SIZE)
		len = BUF_SIZE;
	if (below(2)) {
		for (i = 0; i + 8 <= len; i += 8) {
			uint64_t r = rnd();

			memcpy(buf + i, &r, 8);
		}
		for (; i < len; i++)
			buf[i] = (unsigned char)rnd();
		return;
	}
	if (len > 4096)		/* the rest keeps what earlier calls left */
		len = 4096;
	while (i < len) {
		int n = snprintf((char *)buf + i, len - i, "%s%.*s=%lu%s",
				 keys[below(5)], (int)below(40),
				 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
				 (unsigned long)rnd(), below(8) ? "\n" : "");
		if (n <= 0)
			break;
		i += (size_t)n;
	}
}

static unsigned long ioctl_cmd(void)
{
	static const unsigned long known[] = {
		DEMO_IOC_LOOKUP, DEMO_IOC_BACKEND, DEMO_IOC_HELPER,
		_IOWR(DEMO_IOC_MAGIC, 1, int),		/* wrong size */
		_IOR(DEMO_IOC_MAGIC, 2, __u32),		/* wrong direction */
		_IO(DEMO_IOC_MAGIC, 0), _IO(DEMO_IOC_MAGIC, 99),
		0x5401 /* TCGETS */, 0x541B /* FIONREAD */,
	};

	if (below(4))
		return known[below(sizeof(known) / sizeof(known[0]))];
	return (unsigned long)rnd() & 0xffffffffUL;
}

static void one_op(void)
{
	int slot = (int)below(MAX_FDS);
	int fd = fds[slot];
	int op = (int)below(NR_OPS);
	long ret = 0;
	size_t len;
	off_t off;

	if (fd < 0 && op != OP_OPEN)
		op = OP_OPEN;
	errno = 0;
	switch (op) {
	case OP_OPEN: {
		static const int modes[] = { O_RDONLY, O_WRONLY, O_RDWR };
		int flags = modes[below(3)];

		if (below(4) == 0)
			flags |= O_TRUNC;
		if (below(4) == 0)
			flags |= O_APPEND;
		if (below(4) == 0)
			flags |= O_NONBLOCK;
		if (fd >= 0)
			close(fd);
		ret = open(devs[below(ndevs)], flags);
		fds[slot] = ret >= 0 ? (int)ret : -1;
		break;
	}
	case OP_CLOSE:
		ret = close(fd);
		fds[slot] = -1;
		break;
	case OP_READ:
		len = rand_len();
		ret = read(fd, user_ptr(len), len);
		break;
	case OP_WRITE:
		len = rand_len();
		fill(len);
		ret = write(fd, below(8) ? (void *)buf : user_ptr(len), len);
		break;
	case OP_LSEEK:
		off = below(3) ? (off_t)below(128 * 1024) : (off_t)rnd();
		ret = lseek(fd, off, (int)below(5));	/* 3, 4: bad whence */
		break;
	case OP_PREAD:
		len = rand_len();
		ret = pread(fd, user_ptr(len), len, (off_t)below(128 * 1024));
		break;
	case OP_PWRITE:
		len = rand_len();
		fill(len);
		ret = pwrite(fd, buf, len, (off_t)below(128 * 1024));
		break;
	case OP_IOCTL: {
		unsigned long cmd = ioctl_cmd();
		void *arg;

		if (cmd == DEMO_IOC_BACKEND || cmd == DEMO_IOC_HELPER) {
			/* out of range only: see the comment at the top */
			*(__u32 *)buf = (__u32)(DEMO_BACKEND_MAX + 1 +
				below(0xffffff00U));
			arg = below(4) ? (void *)buf : user_ptr(4);
		} else if (cmd == DEMO_IOC_LOOKUP) {
			fill(sizeof(struct demo_lookup));
			if (below(2))
				memcpy(buf, "alpha", 6);
			arg = below(4) ? (void *)buf :
				user_ptr(sizeof(struct demo_lookup));
		} else {
			arg = below(2) ? (void *)buf : (void *)(uintptr_t)rnd();
		}
		ret = ioctl(fd, cmd, arg);
		break;
	}
	}
	calls[op]++;
	if (ret < 0) {
		int e = errno;

		fails[op]++;
		errcount[e & 255]++;
		if (!is_allowed(e)) {
			if (unexpected < MAX_REPORTS)
				printf("# unexpected: %s on fd %d failed with %s (%d)\n",
				       op_names[op], fd, strerror(e), e);
			unexpected++;
		}
	}
}

int main(int argc, char **argv)
{
	unsigned long ops = 100000, i;
	unsigned long long seed;
	struct timespec t0, t1;
	int opt, quiet = 0, e;

	seed = (unsigned long long)time(NULL) ^ ((unsigned long long)getpid() << 32);
	while ((opt = getopt(argc, argv, "s:n:q")) != -1) {
		switch (opt) {
		case 's':
			seed = strtoull(optarg, NULL, 0);
			break;
		case 'n':
			ops = strtoul(optarg, NULL, 0);
			break;
		case 'q':
			quiet = 1;
			break;
		default:
			fprintf(stderr, "usage: fuzz [-s SEED] [-n OPS] [-q] DEVICE...\n");
			return 2;
		}
	}
	for (; optind < argc && ndevs < MAX_DEVS; optind++)
		devs[ndevs++] = argv[optind];
	if (!ndevs) {
		fprintf(stderr, "usage: fuzz [-s SEED] [-n OPS] [-q] DEVICE...\n");
		return 2;
	}
	rng_state = seed ? seed : 1;
	printf("# fuzz: seed %llu, %lu operations on %d devices\n", seed, ops, ndevs);
	fflush(stdout);

	buf = mmap(NULL, BUF_SIZE + 4096, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (buf == MAP_FAILED || mprotect(buf + BUF_SIZE, 4096, PROT_NONE)) {
		perror("fuzz: mmap");
		return 2;
	}
	for (i = 0; i < MAX_FDS; i++)
		fds[i] = -1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < ops; i++)
		one_op();
	clock_gettime(CLOCK_MONOTONIC, &t1);
	for (i = 0; i < MAX_FDS; i++)
		if (fds[i] >= 0)
			close(fds[i]);

	for (i = 0; i < NR_OPS && !quiet; i++)
		printf("# fuzz: %-6s %8lu calls %8lu failed\n", op_names[i],
		       calls[i], fails[i]);
	for (e = 1; e < 256 && !quiet; e++)
		if (errcount[e])
			printf("# fuzz: errno %-12s %lu\n", strerror(e), errcount[e]);
	printf("# fuzz: seed %llu: %lu operations in %.1f s, %lu unexpected errors\n",
	       seed, ops, (double)(t1.tv_sec - t0.tv_sec) +
	       (double)(t1.tv_nsec - t0.tv_nsec) / 1e9, unexpected);
	return unexpected ? 1 : 0;
}
