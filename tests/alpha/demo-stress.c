// SPDX-License-Identifier: GPL-2.0
/*
 * demo-stress - tests/guest/stress.sh in C, for the Alpha guest: for demo
 * and demo_legacy, /sbin/stress (initramfs/progs/stress.c, built for
 * Alpha) runs buffer writers and readers and a table updater beside
 * lockless lookups and dumps until each has done its count of operations
 * (bounded in time: running out is a failure); nothing may be lost or
 * torn, and the module must unload afterwards (its RCU grace periods
 * done).
 */
#include "demo.h"

#define OPS "500"
#define UPDATES "100"
#define BOUND "120"

int main(void)
{
	char desc[200], diag[80];
	char *argv[] = { "/sbin/stress", "-n", OPS, "-u", UPDATES, "-t", BOUND,
			 "-w", "2", "-r", "2", "/tmp/stress-buf", "65536",
			 "/tmp/stress-table", NULL };
	const char *mod;
	unsigned int m;
	int maj, rc;

	ktap_plan(4);
	ktap_diag("%ld CPUs online", sysconf(_SC_NPROCESSORS_ONLN));
	for (m = 0; m < 2; m++) {
		mod = demo_mods[m];
		snprintf(desc, sizeof(desc),
			 "%s: " OPS " buffer and lookup operations per thread and " UPDATES
			 " table updates, concurrently, lose and tear nothing", mod);
		if (demo_load(mod, "bufsize=65536")) {
			ktap_result(0, desc, "loading failed");
		} else {
			maj = major_of(mod);
			if (node("/tmp/stress-buf", maj, 0) || node("/tmp/stress-table", maj, 1))
				rc = -1;
			else
				rc = run_prog(argv);
			snprintf(diag, sizeof(diag), "stress exited %d", rc);
			ktap_result(rc == 0, desc, diag);
		}
		unlink("/tmp/stress-buf");
		unlink("/tmp/stress-table");
		snprintf(desc, sizeof(desc), "%s: unloads after the stress, grace periods done", mod);
		ktap_result(demo_unload(mod) == 0, desc, NULL);
	}
	return ktap_done();
}
