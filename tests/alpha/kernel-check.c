// SPDX-License-Identifier: GPL-2.0
/*
 * kernel-check - tests/lib/kernel-check.sh in C, for the Alpha guest: the
 * kernel log holds no BUG, WARNING, Oops or Call Trace, and the only taints
 * are O (out-of-tree module) and E (unsigned module).
 */
#include <sys/klog.h>
#include "ktap.h"

static char log[1 << 20];

int main(void)
{
	static const char *const bad[] = {
		"BUG:", "WARNING:", "Oops", "Call Trace", "general protection",
		"UBSAN:", "KASAN:", "possible circular locking",
		"suspicious RCU usage", "sleeping function called from invalid context",
	};
	char taint[32], *line, *next;
	unsigned long t, other;
	int n, b, found = 0;
	size_t i;

	ktap_plan(2);
	n = klogctl(3 /* SYSLOG_ACTION_READ_ALL */, log, sizeof(log) - 1);
	if (n < 0) {
		ktap_diag("klogctl: %s", strerror(errno));
		n = 0;
		found = 1;
	}
	log[n] = '\0';
	for (line = log; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
			if (strstr(line, bad[i])) {
				if (found++ < 20)
					ktap_diag("%s", line);
				break;
			}
		}
	}
	ktap_result(!found, "dmesg has no BUG, WARNING, Oops or Call Trace", NULL);

	if (read_file("/proc/sys/kernel/tainted", taint, sizeof(taint)) < 0)
		snprintf(taint, sizeof(taint), "-1");
	t = strtoul(taint, NULL, 10);
	other = t & ~(4096UL | 8192UL);
	ktap_diag("tainted=%lu", t);
	if (other)
		for (b = 0; b < 20; b++)
			if (other >> b & 1)
				ktap_diag("unexpected taint bit %d", b);
	ktap_result(!other, "kernel taint is at most O and E", NULL);
	return ktap_done();
}
