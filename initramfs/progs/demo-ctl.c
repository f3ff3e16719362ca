// SPDX-License-Identifier: GPL-2.0
/*
 * demo-ctl - drive the demo driver's ioctls from the shell.
 *
 *   demo-ctl [-u] DEV backend N     load backend N (DEMO_IOC_BACKEND)
 *   demo-ctl [-u] DEV helper CODE   run the helper asking for exit CODE
 *                                   (DEMO_IOC_HELPER); prints "result R"
 *   demo-ctl DEV lookup KEY         print the value of KEY (DEMO_IOC_LOOKUP);
 *                                   a KEY of 32 bytes fills the key field
 *                                   with no NUL (the driver refuses it)
 *   demo-ctl DEV fill N             one write(2) of N bytes; prints the count
 *   demo-ctl DEV stress MS [W]      lookups and table reads for MS
 *                                   milliseconds, checking every entry
 *                                   seen, while W writer processes
 *                                   (default 1, 0..4) update the table;
 *                                   prints counts and rates (per second)
 *
 * -u drops to uid/gid 65534 after opening DEV, so the ioctl runs without
 * CAP_SYS_ADMIN.  Numbers are decimal, or hexadecimal with 0x, or octal
 * with a leading 0, and must fit what they are for: N and CODE are passed
 * to the driver as given if they fit the ioctl's __u32 (0..4294967295; the
 * driver does its own range checks), fill takes 0..16777216 bytes and
 * stress 0..600000 ms and 0..4 writers; anything else (a sign, a blank, trailing
 * characters, too large) is refused before DEV is opened.  Exit status: 0
 * on success, the errno of a failed call otherwise (its name is printed on
 * stderr), 126 for bad usage or a bad number, 1 for a failed stress check.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../../demo-driver/demo_ioctl.h"

#define STRESS_KEYS 8
/* go on past MS until every writer made one update, at most this long */
#define STRESS_MAX_EXTRA_MS 30000
#define WRITERS_MAX	4
/* the largest numbers the commands take */
#define FILL_MAX	(16UL * 1024 * 1024)
#define STRESS_MS_MAX	600000UL
#define U32_MAX		0xffffffffUL

static const char *errname(int e)
{
	switch (e) {
	case EPERM: return "EPERM";
	case ENOENT: return "ENOENT";
	case EINTR: return "EINTR";
	case EIO: return "EIO";
	case ENXIO: return "ENXIO";
	case EFAULT: return "EFAULT";
	case EBUSY: return "EBUSY";
	case EINVAL: return "EINVAL";
	case ENOTTY: return "ENOTTY";
	case ENOSPC: return "ENOSPC";
	case ENOMEM: return "ENOMEM";
	default: return "E?";
	}
}

static int fail(const char *what)
{
	int e = errno;

	fprintf(stderr, "demo-ctl: %s: %s (%s)\n", what, strerror(e),
		errname(e));
	return e > 0 && e < 126 ? e : 125;
}

static void usage(void)
{
	fprintf(stderr,
		"usage: demo-ctl [-u] DEV backend N | helper CODE\n"
		"       demo-ctl DEV lookup KEY | fill N | stress MS [WRITERS]\n");
	exit(126);
}

/*
 * number(WHAT, S, MAX): S as a number in 0..MAX, or exit 126 with a
 * message.  strtoul() alone would take "-1" (as ULONG_MAX) and a leading
 * blank, and a value past MAX would be cut down by the caller's cast.
 */
static unsigned long number(const char *what, const char *s,
			    unsigned long max)
{
	unsigned long v = 0;
	char *end = NULL;

	errno = 0;
	if (*s >= '0' && *s <= '9')
		v = strtoul(s, &end, 0);
	if (!end || end == s || *end || errno == ERANGE || v > max) {
		fprintf(stderr, "demo-ctl: %s: '%s' is not a number in 0..%lu\n",
			what, s, max);
		exit(126);
	}
	return v;
}

/* A stress value for key sK at generation G is "G:sK:G". */
static int value_ok(const char *key, const char *value)
{
	char name[DEMO_KEY_LEN];
	long a, b;
	int n = -1;

	if (sscanf(value, "%ld:%31[^:]:%ld%n", &a, name, &b, &n) != 3 ||
	    n != (int)strlen(value) || a != b || strcmp(name, key))
		return 0;
	return 1;
}

/*
 * Update sK to "G:sK:G" or delete it, over and over, until told to stop;
 * the count of updates goes to *done.
 */
static int stress_writer(int fd, volatile long *shared, volatile long *done)
{
	char line[2 * (DEMO_KEY_LEN + DEMO_VALUE_LEN)];
	long i;
	int k, len;

	for (i = 0; !shared[0]; i++) {
		k = i % STRESS_KEYS;
		if (i % 7 == 6)
			len = snprintf(line, sizeof(line), "s%d=\n", k);
		else if (i % 5 == 4)	/* two updates in one write */
			len = snprintf(line, sizeof(line),
				       "s%d=%ld:s%d:%ld\ns%d=%ld:s%d:%ld\n",
				       k, i, k, i, (k + 1) % STRESS_KEYS, i,
				       (k + 1) % STRESS_KEYS, i);
		else
			len = snprintf(line, sizeof(line), "s%d=%ld:s%d:%ld\n",
				       k, i, k, i);
		if (write(fd, line, len) != len) {
			perror("demo-ctl: stress write");
			return 1;
		}
		*done = i + 1;
	}
	return 0;
}

static double ms_since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (t.tv_sec - t0->tv_sec) * 1e3 +
	       (t.tv_nsec - t0->tv_nsec) / 1e6;
}

/* the updates of all writers so far; 1 if every writer made one */
static long stress_updates(volatile long *shared, int writers, int *all)
{
	long sum = 0;
	int w;

	*all = 1;
	for (w = 0; w < writers; w++) {
		sum += shared[1 + w];
		if (!shared[1 + w])
			*all = 0;
	}
	return sum;
}

/*
 * Read the whole table in one read(2), which returns one snapshot, and
 * check every stress entry in it.
 */
static int stress_dump(int fd, long *bad)
{
	static char buf[16384];
	char *line, *eq, *save = NULL;
	ssize_t n;

	n = pread(fd, buf, sizeof(buf) - 1, 0);
	if (n < 0)
		return -1;
	buf[n] = '\0';
	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		eq = strchr(line, '=');
		if (!eq || eq == line) {
			fprintf(stderr, "demo-ctl: bad table line '%s'\n", line);
			(*bad)++;
			continue;
		}
		*eq = '\0';
		if (line[0] == 's' && !value_ok(line, eq + 1)) {
			fprintf(stderr, "demo-ctl: bad entry %s=%s\n", line,
				eq + 1);
			(*bad)++;
		}
	}
	return 0;
}

/*
 * WRITERS writer processes update the table without pause while this
 * process does rounds of lookups (every stress key) and dumps (every
 * fourth round), checking each entry it sees, for MS milliseconds and
 * until every writer made one update (at most STRESS_MAX_EXTRA_MS more).
 * Then the stress keys are removed.  The counts depend on the writers'
 * speed (the legacy driver waits for a grace period per update), so the
 * line printed gives the rates too.
 */
static int stress(const char *dev, long ms, int writers)
{
	long lookups = 0, found = 0, dumps = 0, bad = 0, round, updates;
	volatile long *shared;	/* [0]: stop flag, [1 + w]: updates done */
	struct demo_lookup req;
	int rfd, wfd, k, w, len, all, status, failed = 0;
	char line[DEMO_KEY_LEN + 2];
	pid_t pid[WRITERS_MAX];
	struct timespec t0;
	double took;

	shared = mmap(NULL, (1 + WRITERS_MAX) * sizeof(long),
		      PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (shared == MAP_FAILED)
		return fail("mmap");
	rfd = open(dev, O_RDONLY);
	wfd = open(dev, O_WRONLY);
	if (rfd < 0 || wfd < 0)
		return fail(dev);
	for (w = 0; w < writers; w++) {
		pid[w] = fork();
		if (pid[w] < 0)
			return fail("fork");
		if (pid[w] == 0)
			_exit(stress_writer(wfd, shared, &shared[1 + w]));
	}

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (round = 0;; round++) {
		for (k = 0; k < STRESS_KEYS; k++) {
			memset(&req, 0, sizeof(req));
			snprintf(req.key, sizeof(req.key), "s%d", k);
			lookups++;
			if (ioctl(rfd, DEMO_IOC_LOOKUP, &req) == 0) {
				found++;
				if (!value_ok(req.key, req.value)) {
					fprintf(stderr,
						"demo-ctl: bad lookup %s=%s\n",
						req.key, req.value);
					bad++;
				}
			} else if (errno != ENOENT) {
				bad++;
				fail("lookup");
			}
		}
		if (round % 4 == 0) {
			if (stress_dump(rfd, &bad) < 0) {
				bad++;
				fail("read");
			}
			dumps++;
		}
		took = ms_since(&t0);
		if (took < ms)
			continue;
		stress_updates(shared, writers, &all);
		if (all || took >= ms + STRESS_MAX_EXTRA_MS)
			break;
	}
	took = ms_since(&t0);
	updates = stress_updates(shared, writers, &all);
	shared[0] = 1;
	for (w = 0; w < writers; w++) {
		if (waitpid(pid[w], &status, 0) != pid[w])
			return fail("waitpid");
		if (!WIFEXITED(status) || WEXITSTATUS(status))
			failed = 1;
	}
	updates = stress_updates(shared, writers, &all);
	for (k = 0; k < STRESS_KEYS && writers; k++) {
		len = snprintf(line, sizeof(line), "s%d=\n", k);
		if (write(wfd, line, len) != len)
			bad++;
	}
	close(rfd);
	close(wfd);
	if (took < 1)
		took = 1;
	printf("stress: %ld updates, %ld lookups (%ld found), %ld dumps in %.2f s by %d writers: %.0f updates/s, %.0f lookups/s; %ld bad\n",
	       updates, lookups, found, dumps, took / 1e3, writers,
	       updates * 1e3 / took, lookups * 1e3 / took, bad);
	if (failed) {
		fprintf(stderr, "demo-ctl: stress writer failed\n");
		return 1;
	}
	if (!all) {
		fprintf(stderr, "demo-ctl: a writer made no update in %.0f ms\n", took);
		return 1;
	}
	return bad ? 1 : 0;
}

int main(int argc, char **argv)
{
	struct demo_lookup req;
	const char *dev, *cmd;
	int drop = 0, fd, ret;
	unsigned long n = 0;
	__u32 arg;
	char *buf;

	if (argc > 1 && !strcmp(argv[1], "-u")) {
		drop = 1;
		argv++;
		argc--;
	}
	if (argc == 5 && !strcmp(argv[2], "stress") && !drop)
		return stress(argv[1], (long)number("stress", argv[3], STRESS_MS_MAX),
			      (int)number("writers", argv[4], WRITERS_MAX));
	if (argc != 4)
		usage();
	dev = argv[1];
	cmd = argv[2];

	if (!strcmp(cmd, "stress"))
		return stress(dev, (long)number(cmd, argv[3], STRESS_MS_MAX), 1);

	if (!strcmp(cmd, "backend") || !strcmp(cmd, "helper"))
		n = number(cmd, argv[3], U32_MAX);
	else if (!strcmp(cmd, "fill"))
		n = number(cmd, argv[3], FILL_MAX);
	else if (!strcmp(cmd, "lookup") && strlen(argv[3]) > sizeof(req.key))
		usage();
	else if (strcmp(cmd, "lookup"))
		usage();

	fd = open(dev, !strcmp(cmd, "fill") ? O_WRONLY : O_RDONLY);
	if (fd < 0)
		return fail(dev);
	if (drop && (setgid(65534) || setuid(65534)))
		return fail("setuid");

	if (!strcmp(cmd, "backend") || !strcmp(cmd, "helper")) {
		arg = (__u32)n;
		ret = ioctl(fd, !strcmp(cmd, "backend") ? DEMO_IOC_BACKEND :
			    DEMO_IOC_HELPER, &arg);
		if (ret < 0)
			return fail(cmd);
		if (!strcmp(cmd, "helper"))
			printf("result %d\n", ret);
		else
			printf("backend %lu attached\n", (unsigned long)arg);
	} else if (!strcmp(cmd, "lookup")) {
		/* a key of sizeof(req.key) bytes is sent unterminated */
		memset(&req, 0, sizeof(req));
		memcpy(req.key, argv[3], strlen(argv[3]));
		if (ioctl(fd, DEMO_IOC_LOOKUP, &req) < 0)
			return fail("lookup");
		printf("%s\n", req.value);
	} else if (!strcmp(cmd, "fill")) {
		buf = malloc(n ? n : 1);
		if (!buf)
			return fail("malloc");
		for (size_t i = 0; i < n; i++)
			buf[i] = 'a' + i % 26;
		ret = write(fd, buf, n);
		if (ret < 0)
			return fail("write");
		printf("%d\n", ret);
		free(buf);
	}
	close(fd);
	return 0;
}
