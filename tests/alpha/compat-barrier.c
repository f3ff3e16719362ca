// SPDX-License-Identifier: GPL-2.0
/*
 * compat-barrier - tests/guest/compat-barrier.sh in C, for the Alpha
 * guest: compat_topics' barrier_run runs the lockless publish/consume test
 * (write_barrier() and WRITE_ONCE() on the writer's side,
 * read_barrier_depends() after READ_ONCE() and read_barrier() on the
 * reader's) until the reader has seen N new records, then N store-buffering
 * rounds of memory_barrier(); barrier_result says how it went.  On Alpha
 * these spellings are real instructions (mb, wmb); see
 * tests/host/compat-barrier-isa.sh for what they compile to.
 */
#include "ktap.h"

#define N 500
#define P "/sys/module/compat_topics/parameters/"

static char res[1024];

/* field(NAME): the value of NAME=... in res, or "" */
static const char *field(const char *name)
{
	static char val[8][64];
	static int slot;
	size_t len = strlen(name);
	const char *p = res;
	char *v = val[slot++ % 8];

	v[0] = '\0';
	while ((p = strstr(p, name))) {
		if ((p == res || p[-1] == ' ') && p[len] == '=') {
			sscanf(p + len + 1, "%63[^ \n]", v);
			break;
		}
		p += len;
	}
	return v;
}

static long num(const char *name)
{
	const char *v = field(name);

	return *v ? strtol(v, NULL, 10) : -1;
}

int main(void)
{
	char run[16], diag[1200];
	const char *to;
	long wcpu, rcpu;
	int ok, ncpu, had_compat = module_loaded("drvcompat");

	ktap_plan(8);
	ok = (had_compat || load_module("drvcompat", "") == 0) &&
	     load_module("compat_topics", "") == 0;
	ktap_result(ok, "load compat_topics", NULL);

	snprintf(run, sizeof(run), "%d", N);
	ktap_result(write_str(P "barrier_run", run, 0) == 0,
		    "barrier_run=500 ran", NULL);
	if (read_file(P "barrier_result", res, sizeof(res)) < 0)
		snprintf(res, sizeof(res), "cannot read barrier_result");
	res[strcspn(res, "\n")] = '\0';
	ktap_diag("%s", res);
	ktap_diag("publish/consume took %s ms, store buffering %s ms (bound %s ms each)",
		  field("pub_ms"), field("sb_ms"), field("bound_ms"));

	ktap_result(!strcmp(field("selftest"), "ok"),
		    "the record checker rejects corrupted records (self-test)", NULL);

	to = field("timed_out");
	ok = num("fresh") >= N && strcmp(to, "publish") && strcmp(to, "both");
	snprintf(diag, sizeof(diag), "fresh '%s' timed_out '%s' after %s ms",
		 field("fresh"), to, field("pub_ms"));
	ktap_result(ok, "the reader saw 500 new records while the writer ran", diag);

	ok = !strcmp(field("mismatches"), "0") && !strcmp(field("alloc_fail"), "0");
	ktap_result(ok, "0 mismatches: every record reached was complete and not yet freed", res);

	ok = !strcmp(field("sb_violations"), "0") && num("sb_rounds") >= N &&
	     !strcmp(to, "none");
	ktap_result(ok, "memory_barrier(): 500 store-buffering rounds, none saw both old values", res);

	ncpu = (int)sysconf(_SC_NPROCESSORS_ONLN);
	wcpu = num("writer_cpu");
	rcpu = num("reader_cpu");
	if (ncpu < 2) {
		ktap_skip("writer and reader ran on different CPUs", "one CPU");
	} else {
		snprintf(diag, sizeof(diag), "writer_cpu '%ld' reader_cpu '%ld'", wcpu, rcpu);
		ktap_result(wcpu != rcpu && wcpu >= 0 && rcpu >= 0,
			    "writer and reader ran on different CPUs", diag);
	}

	ok = unload_module("compat_topics") == 0 && !module_loaded("compat_topics");
	if (!had_compat)
		ok = unload_module("drvcompat") == 0 && ok;
	ktap_result(ok, "unload compat_topics", NULL);
	return ktap_done();
}
