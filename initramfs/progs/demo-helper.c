// SPDX-License-Identifier: GPL-2.0
/*
 * demo-helper - the usermode helper the demo drivers run (/sbin/demo-helper).
 *
 *   demo-helper CODE
 *
 * Appends one line to /tmp/demo-helper.log, so that a test can see it ran,
 * and exits with CODE (0..255).  The driver fixes the path and the argument
 * vector; the user only picks CODE from a small range.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define LOG "/tmp/demo-helper.log"

int main(int argc, char **argv)
{
	int code = argc > 1 ? atoi(argv[1]) : 0;
	FILE *f;

	f = fopen(LOG, "a");
	if (f) {
		fprintf(f, "demo-helper: ran as uid %d with argc %d, exit %d\n",
			(int)getuid(), argc, code);
		fclose(f);
	}
	return code & 0xff;
}
