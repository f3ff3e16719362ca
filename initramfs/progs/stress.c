// SPDX-License-Identifier: GPL-2.0
/*
 * stress - concurrent readers and writers on the demo buffer and table
 * devices; nothing may be lost or torn.
 *
 *   stress [-n OPS] [-u UPDATES] [-t SECONDS] [-w WRITERS] [-r READERS]
 *          BUFDEV BUFSIZE TABLEDEV
 *
 * Runs until every buffer writer, buffer reader and table looker has done
 * at least OPS operations (default 500), the table updater UPDATES updates
 * and the dumper UPDATES dumps (default OPS / 10: the updater is the
 * slowest thread, the legacy driver's by far), and the checks have seen
 * OPS whole records and lookup hits and UPDATES dumped lines, all with
 * every thread still running; SECONDS (default 120)
 * is only an upper bound, and reaching it is a failure ("too slow"), never
 * a pass: the verdict never depends on how much a loaded host got done in
 * a fixed time.
 *
 * Buffer: each writer owns one region of the buffer and keeps rewriting it
 * with a checksummed record, reading it back after every write (every byte
 * written must come back intact); readers read random regions and check
 * each record they see is whole (the driver serialises, so no read may
 * observe half of a write).
 * Table: one updater keeps writing "kN=GEN:HASH" lines (HASH is a function
 * of key and GEN) and deleting keys; readers look keys up with
 * DEMO_IOC_LOOKUP and read whole-table dumps, and every value they see
 * must be one that was published whole.
 *
 * Prints the totals as '# ' lines; exits 0 when the counts were reached
 * and nothing was lost, torn or failed unexpectedly, 1 otherwise, 2 on
 * bad usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "../../demo-driver/demo_ioctl.h"

#define MAX_THREADS	16
#define NKEYS		16
#define REC_MAGIC	0x5354524fU

struct rec_head {
	uint32_t magic;
	uint32_t writer;
	uint32_t seq;
	uint32_t len;		/* payload bytes after the header */
	uint32_t sum;		/* checksum of writer, seq and payload */
};

static const char *bufdev, *tabdev;
static size_t bufsize, region;
static int nwriters = 2, nreaders = 2;
static volatile int stop;
/*
 * Counters: each is incremented by one thread only (BUMP) and read by
 * main while the threads run (PEEK), so both sides use relaxed atomics.
 */
#define BUMP(x)		__atomic_fetch_add(&(x), 1, __ATOMIC_RELAXED)
#define PEEK(x)		__atomic_load_n(&(x), __ATOMIC_RELAXED)

static unsigned long w_ops[MAX_THREADS], w_bytes[MAX_THREADS],
	w_bad[MAX_THREADS], r_ops[MAX_THREADS], r_whole[MAX_THREADS],
	r_torn[MAX_THREADS], t_updates, t_errors, l_ops[MAX_THREADS],
	l_hits[MAX_THREADS], l_half[MAX_THREADS], l_errors[MAX_THREADS],
	d_ops, d_lines, d_half, d_errors;

static uint32_t mix(uint32_t h, uint32_t v)
{
	h ^= v;
	h *= 0x01000193U;	/* FNV-1a step on 32-bit words */
	return h ^ (h >> 15);
}

static uint32_t checksum(const struct rec_head *h, const unsigned char *p)
{
	uint32_t s = mix(0x811c9dc5U, h->writer);
	uint32_t i;

	s = mix(s, h->seq);
	for (i = 0; i < h->len; i++)
		s = mix(s, p[i]);
	return s;
}

static uint32_t key_hash(unsigned int key, uint32_t gen)
{
	return mix(mix(0x811c9dc5U, key), gen);
}

static void *writer(void *arg)
{
	int id = (int)(intptr_t)arg;
	unsigned char *rec = malloc(region), *back = malloc(region);
	struct rec_head *h = (struct rec_head *)rec;
	uint32_t seq = 0, x = (uint32_t)id * 7919U + 1;
	off_t off = (off_t)id * (off_t)region;
	int fd = open(bufdev, O_RDWR);
	size_t i;

	if (fd < 0 || !rec || !back) {
		BUMP(w_bad[id]);
		return NULL;
	}
	while (!stop) {
		h->magic = REC_MAGIC;
		h->writer = (uint32_t)id;
		h->seq = ++seq;
		h->len = (uint32_t)(region - sizeof(*h));
		for (i = sizeof(*h); i < region; i++) {
			x = x * 1103515245U + 12345U;
			rec[i] = (unsigned char)(x >> 16);
		}
		h->sum = checksum(h, rec + sizeof(*h));
		if (pwrite(fd, rec, region, off) != (ssize_t)region ||
		    pread(fd, back, region, off) != (ssize_t)region ||
		    memcmp(rec, back, region))
			BUMP(w_bad[id]);
		else
			__atomic_fetch_add(&w_bytes[id], region, __ATOMIC_RELAXED);
		BUMP(w_ops[id]);
	}
	close(fd);
	free(rec);
	free(back);
	return NULL;
}

static void *reader(void *arg)
{
	int id = (int)(intptr_t)arg;
	unsigned char *back = malloc(region);
	struct rec_head *h = (struct rec_head *)back;
	int fd = open(bufdev, O_RDONLY);
	unsigned int r = (unsigned int)id;

	if (fd < 0 || !back) {
		BUMP(r_torn[id]);
		return NULL;
	}
	while (!stop) {
		off_t off = (off_t)(rand_r(&r) % nwriters) * (off_t)region;

		BUMP(r_ops[id]);
		if (pread(fd, back, region, off) != (ssize_t)region ||
		    h->magic != REC_MAGIC)
			continue;	/* not written yet */
		if (h->len == region - sizeof(*h) &&
		    h->sum == checksum(h, back + sizeof(*h)))
			BUMP(r_whole[id]);
		else
			BUMP(r_torn[id]);
	}
	close(fd);
	free(back);
	return NULL;
}

static void *updater(void *arg)
{
	int fd = open(tabdev, O_WRONLY);
	uint32_t gen = 0;
	char line[96];

	(void)arg;
	if (fd < 0) {
		BUMP(t_errors);
		return NULL;
	}
	while (!stop) {
		unsigned int key = ++gen % NKEYS;
		int n;

		if (gen % 13 == 0)	/* an empty value deletes the key */
			n = snprintf(line, sizeof(line), "k%u=\n", key);
		else
			n = snprintf(line, sizeof(line), "k%u=%u:%08x\n", key,
				     gen, key_hash(key, gen));
		if (write(fd, line, (size_t)n) != n)
			BUMP(t_errors);
		BUMP(t_updates);
	}
	close(fd);
	return NULL;
}

/* Is "GEN:HASH" a value the updater published whole for key? */
static int whole_value(unsigned int key, const char *value)
{
	unsigned int gen, hash;
	char end;

	if (sscanf(value, "%u:%x%c", &gen, &hash, &end) != 2)
		return 0;
	return hash == key_hash(key, gen) && gen % NKEYS == key;
}

static void *looker(void *arg)
{
	int id = (int)(intptr_t)arg;
	int fd = open(tabdev, O_RDONLY);
	unsigned int r = (unsigned int)id + 100;
	struct demo_lookup lk;

	if (fd < 0) {
		BUMP(l_errors[id]);
		return NULL;
	}
	while (!stop) {
		unsigned int key = (unsigned int)rand_r(&r) % NKEYS;

		memset(&lk, 0, sizeof(lk));
		snprintf(lk.key, sizeof(lk.key), "k%u", key);
		BUMP(l_ops[id]);
		if (ioctl(fd, DEMO_IOC_LOOKUP, &lk)) {
			if (errno != ENOENT)
				BUMP(l_errors[id]);
			continue;
		}
		lk.value[sizeof(lk.value) - 1] = '\0';
		if (whole_value(key, lk.value))
			BUMP(l_hits[id]);
		else
			BUMP(l_half[id]);
	}
	close(fd);
	return NULL;
}

static void *dumper(void *arg)
{
	static char text[64 * 1024];

	(void)arg;
	while (!stop) {
		int fd = open(tabdev, O_RDONLY);
		ssize_t n, got = 0;
		char *line, *save;

		if (fd < 0) {
			BUMP(d_errors);
			break;
		}
		/*
		 * One read() returns the whole table (at most 64 entries);
		 * a later read() would continue in a newer snapshot, so one
		 * call is what can be checked for whole lines.
		 */
		n = read(fd, text, sizeof(text) - 1);
		got = n > 0 ? n : 0;
		close(fd);
		text[got] = '\0';
		BUMP(d_ops);
		for (line = strtok_r(text, "\n", &save); line;
		     line = strtok_r(NULL, "\n", &save)) {
			unsigned int key;
			char *eq = strchr(line, '=');

			BUMP(d_lines);
			if (!eq || sscanf(line, "k%u=", &key) != 1 ||
			    !whole_value(key, eq + 1))
				BUMP(d_half);
		}
	}
	return NULL;
}

static unsigned long sum(unsigned long *a)
{
	unsigned long s = 0;
	int i;

	for (i = 0; i < MAX_THREADS; i++)
		s += PEEK(a[i]);
	return s;
}

/* the fewest operations any of the first @n threads of a kind has done */
static unsigned long least(unsigned long *a, int n)
{
	unsigned long m = PEEK(a[0]);
	int i;

	for (i = 1; i < n; i++)
		if (PEEK(a[i]) < m)
			m = PEEK(a[i]);
	return m;
}

/* has every thread done its share, and every check seen enough cases? */
static int counts_reached(unsigned long ops, unsigned long updates)
{
	return least(w_ops, nwriters) >= ops && least(r_ops, nreaders) >= ops &&
	       least(l_ops, nreaders) >= ops && sum(r_whole) >= ops &&
	       sum(l_hits) >= ops && PEEK(t_updates) >= updates &&
	       PEEK(d_ops) >= updates && PEEK(d_lines) >= updates;
}

/* has a check already failed?  Then there is no point in going on */
static int failed(void)
{
	return sum(w_bad) || sum(r_torn) || PEEK(t_errors) || sum(l_half) ||
	       sum(l_errors) || PEEK(d_half) || PEEK(d_errors);
}

static double since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) +
	       (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

int main(int argc, char **argv)
{
	pthread_t th[3 * MAX_THREADS + 2];
	int opt, nth = 0, i, secs = 120, bad, done;
	const struct timespec tick = { 0, 10 * 1000 * 1000 };
	unsigned long ops = 500, updates = 0;
	struct timespec t0;
	double el;

	while ((opt = getopt(argc, argv, "n:u:t:w:r:")) != -1) {
		switch (opt) {
		case 'n':
			ops = strtoul(optarg, NULL, 0);
			break;
		case 'u':
			updates = strtoul(optarg, NULL, 0);
			if (!updates)
				goto usage;
			break;
		case 't':
			secs = atoi(optarg);
			break;
		case 'w':
			nwriters = atoi(optarg);
			break;
		case 'r':
			nreaders = atoi(optarg);
			break;
		default:
			goto usage;
		}
	}
	if (argc - optind != 3 || nwriters < 1 || nwriters > MAX_THREADS ||
	    nreaders < 1 || nreaders > MAX_THREADS || secs < 1 || ops < 1)
		goto usage;
	if (!updates)
		updates = ops / 10 ? ops / 10 : 1;
	bufdev = argv[optind];
	bufsize = strtoul(argv[optind + 1], NULL, 0);
	tabdev = argv[optind + 2];
	region = bufsize / (size_t)nwriters;
	if (region <= sizeof(struct rec_head)) {
		fprintf(stderr, "stress: buffer too small for %d writers\n", nwriters);
		return 2;
	}

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < nwriters; i++)
		pthread_create(&th[nth++], NULL, writer, (void *)(intptr_t)i);
	for (i = 0; i < nreaders; i++) {
		pthread_create(&th[nth++], NULL, reader, (void *)(intptr_t)i);
		pthread_create(&th[nth++], NULL, looker, (void *)(intptr_t)i);
	}
	pthread_create(&th[nth++], NULL, updater, NULL);
	pthread_create(&th[nth++], NULL, dumper, NULL);
	/* until the counts are reached; the bound only ends a hung run */
	while (!(done = counts_reached(ops, updates)) && !failed() && since(&t0) < secs)
		nanosleep(&tick, NULL);
	stop = 1;
	for (i = 0; i < nth; i++)
		pthread_join(th[i], NULL);
	el = since(&t0);

	printf("# stress: %.1f s (bound %d s), %d writers, %d readers, %d lookers, 1 updater, 1 dumper\n",
	       el, secs, nwriters, nreaders, nreaders);
	if (!done && !failed())
		printf("# stress: the bound of %d s came before %lu operations per thread and check, %lu updates and dumps\n",
		       secs, ops, updates);
	printf("# buffer: %lu writes, %lu bytes verified, %lu bad; %lu reads, %lu whole records, %lu torn\n",
	       sum(w_ops), sum(w_bytes), sum(w_bad), sum(r_ops), sum(r_whole), sum(r_torn));
	printf("# table: %lu updates (%lu failed); %lu lookups, %lu hits, %lu half-initialised, %lu errors; %lu dumps (%lu failed), %lu lines, %lu half-initialised\n",
	       t_updates, t_errors, sum(l_ops), sum(l_hits), sum(l_half),
	       sum(l_errors), d_ops, d_errors, d_lines, d_half);
	bad = !done || failed();
	return bad ? 1 : 0;
usage:
	fprintf(stderr, "usage: stress [-n OPS] [-u UPDATES] [-t SECONDS] [-w WRITERS] [-r READERS] BUFDEV BUFSIZE TABLEDEV\n");
	return 2;
}
