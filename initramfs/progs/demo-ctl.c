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
 *   demo-ctl DEV latency N [HOLD]   one writer process makes N updates of
 *                                   key "l0" (1..1000; 20 ms apart) while
 *                                   this one looks it up without pause,
 *                                   timing each lookup; prints the p50,
 *                                   p99 and worst latency of the lookups
 *                                   that overlapped the last HOLD ms
 *                                   (0..1000; default 0: all) of an
 *                                   update and of the others (make bench
 *                                   sets the bench build's bench_hold_ms
 *                                   to HOLD first: each update then holds
 *                                   its lock HOLD ms at its end)
 *
 * -u drops to uid/gid 65534 after opening DEV, so the ioctl runs without
 * CAP_SYS_ADMIN.  Numbers are decimal, or hexadecimal with 0x, or octal
 * with a leading 0, and must fit what they are for: N and CODE are passed
 * to the driver as given if they fit the ioctl's __u32 (0..4294967295; the
 * driver does its own range checks), fill takes 0..16777216 bytes and
 * stress 0..600000 ms and 0..4 writers, latency 1..1000 updates; anything
 * else (a sign, a blank, trailing characters, too large) is refused before
 * DEV is opened.  Exit status: 0 on success, the errno of a failed call
 * otherwise (its name is printed on stderr), 126 for bad usage or a bad
 * number, 1 for a failed stress or latency check.
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

#include "errname.h"

#include "../../demo-driver/demo_ioctl.h"

#define STRESS_KEYS 8
/* go on past MS until every writer made one update, at most this long */
#define STRESS_MAX_EXTRA_MS 30000
#define WRITERS_MAX	4
/* the largest numbers the commands take */
#define FILL_MAX	(16UL * 1024 * 1024)
#define STRESS_MS_MAX	600000UL
#define LATENCY_N_MAX	1000UL
/* latency: lookups timed per class (later ones are counted, not kept) */
#define LATENCY_KEEP	1048576UL
/* latency: the writer's pause between two updates */
#define LATENCY_GAP_NS	20000000L
#define U32_MAX		0xffffffffUL

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
		"       demo-ctl DEV lookup KEY | fill N | stress MS [WRITERS]\n"
		"       demo-ctl DEV latency N [HOLD]\n");
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

/* latency samples of one class of lookups, in nanoseconds */
struct lat_class {
	const char *name;
	unsigned long n;	/* lookups timed */
	unsigned long kept;	/* of them in ns[] */
	unsigned long *ns;
};

static int cmp_ul(const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *)a;
	unsigned long y = *(const unsigned long *)b;

	return x < y ? -1 : x > y;
}

static void lat_add(struct lat_class *c, unsigned long ns)
{
	c->n++;
	if (c->kept < LATENCY_KEEP)
		c->ns[c->kept++] = ns;
}

/* " NAME: N lookups, p50 A us, p99 B us, max C us" (nearest rank) */
static void lat_print(struct lat_class *c)
{
	unsigned long n = c->kept;

	if (!n) {
		printf("%s: 0 lookups", c->name);
		return;
	}
	qsort(c->ns, n, sizeof(c->ns[0]), cmp_ul);
	printf("%s: %lu lookups, p50 %.1f us, p99 %.1f us, max %.1f us",
	       c->name, c->n, c->ns[(n - 1) / 2] / 1e3,
	       c->ns[(n * 99 + 99) / 100 - 1] / 1e3, c->ns[n - 1] / 1e3);
}

static unsigned long ns_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000UL + t.tv_nsec;
}

/*
 * One writer process updates "l0" N times, LATENCY_GAP_NS apart, noting
 * when each write(2) started and returned; this process looks "l0" up
 * without pause until the writer is done, timing each lookup.  Then each
 * lookup is classed: during an update when it overlapped the last HOLD_MS
 * of a write(2) (the driver holds its update lock that long at the end of
 * an update when bench_hold_ms is HOLD_MS; with HOLD_MS 0, the whole
 * write(2)), outside otherwise.  Every value read must be one the writer
 * wrote.
 */
static int latency(const char *dev, long n, long hold_ms)
{
	struct lat_class during = { .name = "during updates" };
	struct lat_class outside = { .name = "outside updates" };
	struct timespec gap = { 0, LATENCY_GAP_NS };
	volatile unsigned long *shared;	/* [0]: done, then start, end per update */
	unsigned long *t0s, *lat, t0, t1, ws, we, started, kept = 0, total = 0;
	struct demo_lookup req;
	int rfd, wfd, len, status, bad = 0;
	char line[64];
	long i, u;
	pid_t pid;

	shared = mmap(NULL, (1 + 2 * LATENCY_N_MAX) * sizeof(long),
		      PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (shared == MAP_FAILED)
		return fail("mmap");
	during.ns = malloc(LATENCY_KEEP * sizeof(unsigned long));
	outside.ns = malloc(LATENCY_KEEP * sizeof(unsigned long));
	t0s = malloc(LATENCY_KEEP * sizeof(unsigned long));
	lat = malloc(LATENCY_KEEP * sizeof(unsigned long));
	if (!during.ns || !outside.ns || !t0s || !lat)
		return fail("malloc");
	rfd = open(dev, O_RDONLY);
	wfd = open(dev, O_WRONLY);
	if (rfd < 0 || wfd < 0)
		return fail(dev);
	len = snprintf(line, sizeof(line), "l0=0:l0:0\n");
	if (write(wfd, line, len) != len)
		return fail("write");

	started = ns_now();
	pid = fork();
	if (pid < 0)
		return fail("fork");
	if (pid == 0) {
		for (i = 0; i < n; i++) {
			nanosleep(&gap, NULL);
			len = snprintf(line, sizeof(line), "l0=%ld:l0:%ld\n",
				       i + 1, i + 1);
			shared[1 + 2 * i] = ns_now();
			if (write(wfd, line, len) != len) {
				perror("demo-ctl: latency write");
				_exit(1);
			}
			shared[2 + 2 * i] = ns_now();
		}
		__atomic_store_n(&shared[0], 1, __ATOMIC_SEQ_CST);
		_exit(0);
	}

	while (!__atomic_load_n(&shared[0], __ATOMIC_SEQ_CST)) {
		memset(&req, 0, sizeof(req));
		strcpy(req.key, "l0");
		t0 = ns_now();
		if (ioctl(rfd, DEMO_IOC_LOOKUP, &req) < 0) {
			bad++;
			fail("lookup");
			break;
		}
		t1 = ns_now();
		if (!value_ok(req.key, req.value)) {
			fprintf(stderr, "demo-ctl: bad lookup l0=%s\n", req.value);
			bad++;
		}
		total++;
		if (kept < LATENCY_KEEP) {
			t0s[kept] = t0;
			lat[kept++] = t1 - t0;
		}
	}
	if (waitpid(pid, &status, 0) != pid)
		return fail("waitpid");
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		bad++;
	/* lookups and updates are both in time order: one merge pass */
	for (i = 0, u = 0; i < (long)kept; i++) {
		while (u < n && shared[2 + 2 * u] < t0s[i])
			u++;
		ws = 0;
		we = 0;
		if (u < n) {
			we = shared[2 + 2 * u];
			ws = shared[1 + 2 * u];
			if (hold_ms && we - ws > (unsigned long)hold_ms * 1000000)
				ws = we - (unsigned long)hold_ms * 1000000;
		}
		lat_add(u < n && t0s[i] + lat[i] >= ws && t0s[i] <= we ?
			&during : &outside, lat[i]);
	}
	len = snprintf(line, sizeof(line), "l0=\n");
	if (write(wfd, line, len) != len)
		bad++;
	close(rfd);
	close(wfd);
	printf("latency: %ld updates in %.2f s, %lu lookups; ", n,
	       (ns_now() - started) / 1e9, total);
	lat_print(&during);
	printf("; ");
	lat_print(&outside);
	printf("; %d bad\n", bad);
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
	if (argc == 5 && !strcmp(argv[2], "latency") && !drop) {
		n = number("latency", argv[3], LATENCY_N_MAX);
		if (!n) {
			fprintf(stderr, "demo-ctl: latency: N is 1..%lu\n",
				LATENCY_N_MAX);
			exit(126);
		}
		return latency(argv[1], (long)n,
			       (long)number("hold", argv[4], 1000));
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
	if (!strcmp(cmd, "latency")) {
		if (drop)
			usage();
		n = number(cmd, argv[3], LATENCY_N_MAX);
		if (!n) {
			fprintf(stderr, "demo-ctl: latency: N is 1..%lu\n",
				LATENCY_N_MAX);
			exit(126);
		}
		return latency(dev, (long)n, 0);
	}

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
