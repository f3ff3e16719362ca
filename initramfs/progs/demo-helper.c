// SPDX-License-Identifier: GPL-2.0
/*
 * demo-helper - the usermode helper the demo drivers run (/sbin/demo-helper).
 *
 *   demo-helper CODE
 *
 * Appends one line to /tmp/demo-helper.log, so that a test can see it ran,
 * and exits with CODE (0..255).  The driver fixes the path and the argument
 * vector; the user only picks CODE from a small range.
 *
 * A slow helper, for tests: while /tmp/demo-helper.hold exists, the helper
 * writes its pid to /tmp/demo-helper.held and waits until the hold file is
 * removed (at most 300 s), then removes the .held file, logs and exits.
 * The test decides when the helper finishes; nothing here is timed.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define LOG "/tmp/demo-helper.log"
#define HOLD "/tmp/demo-helper.hold"
#define HELD "/tmp/demo-helper.held"
#define HOLD_MAX_POLLS 6000	/* 6000 x 50 ms = 300 s */

static void hold(void)
{
	struct timespec step;
	FILE *f;
	int i;

	if (access(HOLD, F_OK) != 0)
		return;
	f = fopen(HELD ".tmp", "w");
	if (f) {
		fprintf(f, "%d\n", (int)getpid());
		fclose(f);
		rename(HELD ".tmp", HELD);	/* appears complete */
	}
	for (i = 0; i < HOLD_MAX_POLLS && access(HOLD, F_OK) == 0; i++) {
		step.tv_sec = 0;
		step.tv_nsec = 50 * 1000 * 1000;
		while (nanosleep(&step, &step) != 0 && errno == EINTR)
			;
	}
	unlink(HELD);
}

int main(int argc, char **argv)
{
	int code = argc > 1 ? atoi(argv[1]) : 0;
	FILE *f;

	hold();
	f = fopen(LOG, "a");
	if (f) {
		fprintf(f, "demo-helper: ran as uid %d with argc %d, exit %d\n",
			(int)getuid(), argc, code);
		fclose(f);
	}
	return code & 0xff;
}
