// SPDX-License-Identifier: GPL-2.0
/*
 * demo-buffer - tests/guest/demo-buffer.sh in C, for the Alpha guest: the
 * buffer device (minor 0) of demo and demo_legacy: a write/read round
 * trip, O_TRUNC and O_APPEND, lseek, a write larger than the buffer cut
 * short, -ENOSPC at the end, and bufsize clamped with min()/max().
 */
#include "demo.h"

#define NODE "/tmp/demo-buf"

static char rbuf[70000];

/* contents(): the node's bytes in rbuf; their count or -errno */
static ssize_t contents(void)
{
	return read_file(NODE, rbuf, sizeof(rbuf));
}

/* load(MOD, PARAMS): load MOD and mknod its buffer node */
static int load(const char *mod, const char *params)
{
	return demo_load(mod, params) == 0 &&
	       node(NODE, major_of(mod), 0) == 0;
}

/* fill_gives(SIZE, WANT): one write of SIZE bytes stores WANT bytes */
static int fill_gives(size_t size, ssize_t want, char *diag, size_t dlen)
{
	char *b = malloc(size);
	ssize_t n, len;
	size_t i;
	int fd = open(NODE, O_WRONLY | O_TRUNC);

	if (!b || fd < 0) {
		snprintf(diag, dlen, "open/malloc: %s", strerror(errno));
		free(b);
		if (fd >= 0)
			close(fd);
		return 0;
	}
	for (i = 0; i < size; i++)
		b[i] = 'a' + i % 26;
	n = write(fd, b, size);
	close(fd);
	free(b);
	len = contents();
	snprintf(diag, dlen, "write of %zu returned %zd, buffer holds %zd, want %zd",
		 size, n, len, want);
	return n == want && len == want;
}

int main(void)
{
	char diag[200], msg[64];
	const char *mod;
	ssize_t n;
	unsigned int m;
	int fd, ok;

	ktap_plan(20);
	for (m = 0; m < 2; m++) {
		mod = demo_mods[m];
		ktap_diag("--- %s ---", mod);
#define T(ok, what, dg) demo_result(mod, ok, what, dg)
		T(load(mod, ""), "load and mknod the buffer node", NULL);

		snprintf(msg, sizeof(msg), "hello from %s", mod);
		ok = write_str(NODE, msg, O_TRUNC) == 0 && contents() >= 0 &&
		     !strcmp(rbuf, msg);
		snprintf(diag, sizeof(diag), "read '%.60s'", rbuf);
		T(ok, "write then read returns the bytes", diag);

		ok = write_str(NODE, "abc", O_TRUNC) == 0 &&
		     write_str(NODE, "def", O_APPEND) == 0 &&
		     contents() >= 0 && !strcmp(rbuf, "abcdef");
		snprintf(diag, sizeof(diag), "read '%.60s'", rbuf);
		T(ok, "O_TRUNC empties, O_APPEND appends", diag);

		fd = open(NODE, O_RDWR);
		ok = fd >= 0 && lseek(fd, 2, SEEK_SET) == 2 &&
		     write(fd, "XY", 2) == 2 && lseek(fd, 4, SEEK_SET) == 4 &&
		     read(fd, msg, 2) == 2 && !memcmp(msg, "ef", 2);
		if (fd >= 0)
			close(fd);
		ok = ok && contents() >= 0 && !strcmp(rbuf, "abXYef");
		snprintf(diag, sizeof(diag), "read '%.60s'", rbuf);
		T(ok, "lseek moves the file position", diag);

		T(fill_gives(5000, 4096, diag, sizeof(diag)),
		  "a 5000-byte write into the 4096-byte buffer stores 4096", diag);

		n = contents();
		ok = n == 4096 && !strncmp(rbuf, "abcdefghijklmnopqrstuvwxyz", 26) &&
		     rbuf[4095] == 'n';
		snprintf(diag, sizeof(diag), "%zd bytes, starts '%.26s', ends '%c'",
			 n, rbuf, n > 0 ? rbuf[n - 1] : '?');
		T(ok, "the stored bytes are the first 4096 written", diag);

		ok = write_str(NODE, "x", O_APPEND) == -ENOSPC && contents() == 4096;
		T(ok, "a write at the end of a full buffer fails (ENOSPC)", NULL);
		demo_unload(mod);

		ok = load(mod, "bufsize=10") && fill_gives(100, 64, diag, sizeof(diag));
		T(ok, "bufsize=10 is clamped up to 64", diag);
		demo_unload(mod);

		ok = load(mod, "bufsize=1000000") &&
		     fill_gives(70000, 65536, diag, sizeof(diag));
		T(ok, "bufsize=1000000 is clamped down to 65536", diag);

		unlink(NODE);
		T(demo_unload(mod) == 0 && !module_loaded(mod), "unload", NULL);
#undef T
	}
	return ktap_done();
}
