// SPDX-License-Identifier: GPL-2.0
/*
 * modcycle - load and unload one module COUNT times with the bare system
 * calls: finit_module() (init_module() where the kernel lacks it) and
 * delete_module().
 *
 *   modcycle [-b DEVNAME] [-e EVERY] MODULE.ko COUNT
 *
 * A modprobe/modprobe -r pair costs two dynamically linked execs, about
 * 300 ms under TCG; this static program does a whole cycle in a fifth of
 * that, so the load/unload suite can run many more cycles than it could
 * with kmod (the suite keeps a few real modprobe cycles for kmod and
 * depmod's path).  Dependencies are not resolved: load them first.
 *
 * With -b, every EVERYth cycle (default 10) opens minor 0 of the char
 * device DEVNAME registered (as /proc/devices lists it) through a node in
 * /tmp, and the unload must then be refused with EBUSY or EAGAIN (the
 * open file holds a module reference) and succeed after the close.
 *
 * Prints one line: "modcycle: NAME: N cycles, B refused while open,
 * T ms (M ms/cycle)".  Exit status: 0 all cycles done; 1 a cycle failed
 * (what and which cycle on stderr; the module is unloaded if it can be);
 * 2 bad usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#define NODE "/tmp/modcycle-node"

static char name[64];

static int load(const char *path)
{
	static void *image;
	static size_t size;
	struct stat st;
	int fd, ret;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ret = syscall(SYS_finit_module, fd, "", 0);
	if (ret < 0 && errno == ENOSYS) {
		/* read it once, then init_module() from memory */
		if (!image) {
			if (fstat(fd, &st) < 0)
				goto out;
			image = malloc(st.st_size);
			if (!image || read(fd, image, st.st_size) != st.st_size)
				goto out;
			size = st.st_size;
		}
		ret = syscall(SYS_init_module, image, size, "");
	}
out:
	close(fd);
	return ret;
}

static int unload(void)
{
	return syscall(SYS_delete_module, name, O_NONBLOCK);
}

/* the major /proc/devices lists for DEV under "Character devices", or -1 */
static int major_of(const char *dev)
{
	char line[128], what[64];
	int major = -1, m;
	FILE *f;

	f = fopen("/proc/devices", "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "Block devices", 13))
			break;
		if (sscanf(line, "%d %63s", &m, what) == 2 && !strcmp(what, dev)) {
			major = m;
			break;
		}
	}
	fclose(f);
	return major;
}

/* open DEV's minor 0; the unload must be refused while it is open */
static int busy_check(const char *dev, int cycle)
{
	int major, fd, ret, e;

	major = major_of(dev);
	if (major < 0) {
		fprintf(stderr, "modcycle: cycle %d: no char device %s\n",
			cycle, dev);
		return -1;
	}
	unlink(NODE);
	if (mknod(NODE, S_IFCHR | 0600, makedev(major, 0)) < 0) {
		fprintf(stderr, "modcycle: cycle %d: mknod: %s\n", cycle,
			strerror(errno));
		return -1;
	}
	fd = open(NODE, O_RDONLY);
	if (fd < 0) {
		fprintf(stderr, "modcycle: cycle %d: open %s: %s\n", cycle,
			dev, strerror(errno));
		unlink(NODE);
		return -1;
	}
	ret = unload();
	e = errno;
	close(fd);
	unlink(NODE);
	if (ret == 0) {
		fprintf(stderr,
			"modcycle: cycle %d: %s unloaded with a file open\n",
			cycle, name);
		return -1;
	}
	if (e != EBUSY && e != EAGAIN) {
		fprintf(stderr,
			"modcycle: cycle %d: unload with a file open: %s, want EBUSY/EAGAIN\n",
			cycle, strerror(e));
		return -1;
	}
	return 0;
}

static void usage(void)
{
	fprintf(stderr, "usage: modcycle [-b DEVNAME] [-e EVERY] MODULE.ko COUNT\n");
	exit(2);
}

static long number(const char *s)
{
	char *end;
	long v;

	if (*s < '0' || *s > '9')
		usage();
	errno = 0;
	v = strtol(s, &end, 10);
	if (*end || errno || v < 1 || v > 1000000)
		usage();
	return v;
}

int main(int argc, char **argv)
{
	const char *dev = NULL, *path, *base;
	struct timespec t0, t1;
	long count, every = 10, i, busy = 0;
	double ms;
	size_t n;
	int opt;

	while ((opt = getopt(argc, argv, "b:e:")) != -1) {
		switch (opt) {
		case 'b':
			dev = optarg;
			break;
		case 'e':
			every = number(optarg);
			break;
		default:
			usage();
		}
	}
	if (argc - optind != 2)
		usage();
	path = argv[optind];
	count = number(argv[optind + 1]);

	/* the module's name: the file's base name, '-' read as '_' */
	base = strrchr(path, '/');
	base = base ? base + 1 : path;
	n = strlen(base);
	if (n < 4 || strcmp(base + n - 3, ".ko") || n - 3 >= sizeof(name))
		usage();
	memcpy(name, base, n - 3);
	for (i = 0; name[i]; i++)
		if (name[i] == '-')
			name[i] = '_';

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 1; i <= count; i++) {
		if (load(path) < 0) {
			fprintf(stderr, "modcycle: cycle %ld: load %s: %s\n", i,
				path, strerror(errno));
			return 1;
		}
		if (dev && i % every == 0) {
			if (busy_check(dev, (int)i) < 0) {
				unload();
				return 1;
			}
			busy++;
		}
		if (unload() < 0) {
			fprintf(stderr, "modcycle: cycle %ld: unload %s: %s\n",
				i, name, strerror(errno));
			return 1;
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
	printf("modcycle: %s: %ld cycles, %ld refused while open, %.0f ms (%.1f ms/cycle)\n",
	       name, count, busy, ms, ms / count);
	return 0;
}
