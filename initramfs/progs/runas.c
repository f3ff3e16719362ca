// SPDX-License-Identifier: GPL-2.0
/*
 * runas - run a command as another user, with no supplementary groups.
 *
 *   runas UID GID -- CMD [ARG...]
 *
 * The guest's setpriv is busybox's, which knows none of --reuid, --regid
 * or --clear-groups; this does the same with setgroups(0), setgid() and
 * setuid(), and checks that they took effect (real, effective and saved
 * IDs, no groups, no capabilities left in the effective set) before it
 * execs CMD.  Exit status: CMD's, or 125 when the drop failed, 126/127
 * when CMD could not be run, 2 on bad usage.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int parse_id(const char *s, unsigned int *id)
{
	unsigned long v;
	char *end;

	if (!*s || *s == '-' || *s == '+')
		return -1;
	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno || *end || v >= UINT_MAX)
		return -1;
	*id = (unsigned int)v;
	return 0;
}

/* the effective capability set, from /proc/self/status (0 if unknown) */
static int cap_eff_is_empty(void)
{
	char line[256];
	FILE *f = fopen("/proc/self/status", "r");
	int empty = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "CapEff:", 7)) {
			empty = strtoull(line + 7, NULL, 16) == 0;
			break;
		}
	}
	fclose(f);
	return empty;
}

int main(int argc, char **argv)
{
	uid_t ruid, euid, suid;
	gid_t rgid, egid, sgid;
	unsigned int uid, gid;

	if (argc < 5 || strcmp(argv[3], "--") ||
	    parse_id(argv[1], &uid) || parse_id(argv[2], &gid)) {
		fprintf(stderr, "usage: runas UID GID -- CMD [ARG...]\n");
		return 2;
	}
	if (setgroups(0, NULL) || setgid(gid) || setuid(uid)) {
		fprintf(stderr, "runas: dropping to %u:%u: %s\n", uid, gid,
			strerror(errno));
		return 125;
	}
	if (getresuid(&ruid, &euid, &suid) || getresgid(&rgid, &egid, &sgid) ||
	    ruid != uid || euid != uid || suid != uid ||
	    rgid != gid || egid != gid || sgid != gid ||
	    getgroups(0, NULL) != 0 || (uid != 0 && !cap_eff_is_empty())) {
		fprintf(stderr, "runas: the drop to %u:%u did not take effect\n",
			uid, gid);
		return 125;
	}
	execvp(argv[4], argv + 4);
	fprintf(stderr, "runas: %s: %s\n", argv[4], strerror(errno));
	return errno == ENOENT ? 127 : 126;
}
