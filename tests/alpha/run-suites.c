// SPDX-License-Identifier: GPL-2.0
/*
 * run-suites - tests/lib/run-suites in C, for the Alpha guest (no shell):
 * runs each suite program in turn, framed for scripts/ktap-summary.
 *
 *   run-suites [-t SECONDS] [-k] PROG...
 *
 *   -t SECONDS  time limit per program (default 300): it is killed then
 *   -k          check that each program leaves the loaded modules as it
 *               found them (else it fails with status 98), and finish with
 *               the kernel checks (/tests/alpha/kernel-check)
 *
 * Per program: "# suite: NAME", its output (stderr folded into stdout),
 * "# suite-time: NAME SECONDS", "# suite-exit: NAME STATUS".  Exit status
 * 0 when every program exited 0, 1 otherwise, 2 on bad usage.
 */
#include <signal.h>
#include <time.h>
#include "ktap.h"

static char before[16384], after[16384];

/* modules(BUF): the names in /proc/modules, one per line */
static void modules(char *buf, size_t size)
{
	char raw[16384], *line, *next;
	size_t used = 0;

	buf[0] = '\0';
	if (read_file("/proc/modules", raw, sizeof(raw)) < 0)
		return;
	for (line = raw; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		used += snprintf(buf + used, size - used, "%.*s\n",
				 (int)strcspn(line, " "), line);
		if (used >= size)
			break;
	}
}

static int run_one(const char *prog, unsigned int limit, int kernel)
{
	const char *name = strrchr(prog, '/') ? strrchr(prog, '/') + 1 : prog;
	struct timespec t0, t1;
	int status, r, waited;
	pid_t pid;

	printf("# suite: %s\n", name);
	fflush(stdout);
	if (kernel)
		modules(before, sizeof(before));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid = fork();
	if (pid == 0) {
		dup2(1, 2);
		setpgid(0, 0);
		execl(prog, prog, (char *)NULL);
		printf("# run-suites: cannot run %s: %s\n", prog, strerror(errno));
		_exit(127);
	}
	r = 127;
	if (pid > 0) {
		/* poll for the end, up to the limit (no timing in the verdict) */
		for (waited = 0;; waited++) {
			if (waitpid(pid, &status, WNOHANG) == pid) {
				r = WIFEXITED(status) ? WEXITSTATUS(status) :
				    128 + WTERMSIG(status);
				break;
			}
			if (waited >= (int)limit * 10) {
				kill(-pid, SIGKILL);
				kill(pid, SIGKILL);
				waitpid(pid, &status, 0);
				r = 124;
				printf("# run-suites: %s killed after %u s\n", name, limit);
				break;
			}
			usleep(100000);
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("# suite-time: %s %ld\n", name, (long)(t1.tv_sec - t0.tv_sec));
	if (kernel) {
		modules(after, sizeof(after));
		if (strcmp(before, after)) {
			printf("# run-suites: %s changed the loaded modules: before [ %s] after [ %s]\n",
			       name, before, after);
			if (r == 0)
				r = 98;
		}
	}
	printf("# suite-exit: %s %d\n", name, r);
	fflush(stdout);
	return r;
}

int main(int argc, char **argv)
{
	unsigned int limit = 300;
	int opt, kernel = 0, rc = 0;

	while ((opt = getopt(argc, argv, "t:k")) != -1) {
		switch (opt) {
		case 't':
			limit = strtoul(optarg, NULL, 10);
			break;
		case 'k':
			kernel = 1;
			break;
		default:
			fprintf(stderr, "usage: run-suites [-t SECONDS] [-k] PROG...\n");
			return 2;
		}
	}
	if (!limit) {
		fprintf(stderr, "run-suites: -t takes at least 1 second\n");
		return 2;
	}
	for (; optind < argc; optind++)
		if (run_one(argv[optind], limit, kernel))
			rc = 1;
	if (kernel && run_one("/tests/alpha/kernel-check", limit, 0))
		rc = 1;
	return rc;
}
