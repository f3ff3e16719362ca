// SPDX-License-Identifier: GPL-2.0
/*
 * demo-table - the core of tests/guest/demo-table.sh in C, for the Alpha
 * guest: the table device (minor 1) of demo and demo_legacy: "key=value"
 * lines update it, reading dumps it, DEMO_IOC_LOOKUP looks a key up
 * without a lock, an empty value deletes, malformed, over-long and
 * non-ASCII lines are refused and change nothing, and a line written
 * byte by byte is stored whole.
 */
#include <sys/ioctl.h>
#include "demo.h"
#include "../../demo-driver/demo_ioctl.h"

#define TAB "/tmp/demo-table"

static char dump[16384], before[16384];

/* lookup(KEY, VALUE): 0 and the value, or -errno */
static int lookup(const char *key, char *value)
{
	struct demo_lookup req;
	int fd = open(TAB, O_RDONLY), ret;

	if (fd < 0)
		return -errno;
	memset(&req, 0, sizeof(req));
	memcpy(req.key, key, strlen(key));
	ret = ioctl(fd, DEMO_IOC_LOOKUP, &req) ? -errno : 0;
	close(fd);
	if (!ret)
		snprintf(value, DEMO_VALUE_LEN, "%s", req.value);
	return ret;
}

static int lookup_is(const char *key, const char *want)
{
	char v[DEMO_VALUE_LEN];

	return lookup(key, v) == 0 && !strcmp(v, want);
}

/* refused(ERR, LINE): writing LINE fails with ERR, the table unchanged */
static int refused(int err, const char *line)
{
	int ret;

	read_file(TAB, before, sizeof(before));
	ret = write_str(TAB, line, 0);
	read_file(TAB, dump, sizeof(dump));
	if (ret != -err)
		ktap_diag("'%.40s...': got %d, want %d", line, ret, -err);
	return ret == -err && !strcmp(dump, before);
}

/* bytewise(TEXT): TEXT in one write(2) per byte, on one open file */
static int bytewise(const char *text)
{
	int fd = open(TAB, O_WRONLY), ok = fd >= 0;
	size_t i;

	for (i = 0; ok && text[i]; i++)
		ok = write(fd, text + i, 1) == 1;
	if (fd >= 0 && close(fd))
		ok = 0;
	return ok;
}

int main(void)
{
	char line[200];
	const char *mod;
	unsigned int m;
	int ok, n;

	ktap_plan(22);
	for (m = 0; m < 2; m++) {
		mod = demo_mods[m];
		ktap_diag("--- %s ---", mod);
#define T(ok, what) demo_result(mod, ok, what, NULL)
		ok = demo_load(mod, "") == 0 &&
		     node(TAB, major_of(mod), 1) == 0;
		T(ok, "load and mknod the table node");

		ok = write_str(TAB, "alpha=1\nbeta=two words\n", 0) == 0 &&
		     read_file(TAB, dump, sizeof(dump)) >= 0 &&
		     !strcmp(dump, "alpha=1\nbeta=two words\n");
		if (!ok)
			ktap_diag("dump: %s", dump);
		T(ok, "written lines show up in the dump");
		T(lookup_is("alpha", "1"), "lookup finds alpha");
		T(lookup_is("beta", "two words"), "lookup finds a value with a space");

		ok = write_str(TAB, "alpha=3\n", 0) == 0 && lookup_is("alpha", "3") &&
		     read_file(TAB, dump, sizeof(dump)) >= 0;
		n = 0;
		for (const char *p = dump; (p = strstr(p, "alpha=")); p++)
			n++;
		T(ok && n == 1, "an update replaces the entry");

		ok = write_str(TAB, "beta=\n", 0) == 0 &&
		     lookup("beta", line) == -ENOENT;
		T(ok, "an empty value deletes (lookup gives ENOENT)");

		snprintf(line, sizeof(line), "long=%070d\n", 0);
		ok = refused(EINVAL, "no equals sign\n") &&
		     refused(EINVAL, "bad key!=x\n") && refused(EINVAL, line);
		T(ok, "malformed lines are refused and change nothing");

		ok = bytewise("split=abcd\n") && lookup_is("split", "abcd");
		T(ok, "a line written byte by byte is stored whole");

		snprintf(line, sizeof(line), "k=%094d\n", 0);
		ok = refused(EMSGSIZE, line) &&
		     write_str(TAB, "after=1\n", 0) == 0 && lookup_is("after", "1");
		T(ok, "a line past 95 bytes gets EMSGSIZE");

		ok = refused(EINVAL, "latin=caf\351\n") &&
		     refused(EINVAL, "del=a\177\n") &&
		     lookup("latin", line) == -ENOENT;
		T(ok, "keys and values are ASCII (Latin-1 and DEL refused)");

		unlink(TAB);
		T(demo_unload(mod) == 0 && !module_loaded(mod), "unload");
#undef T
	}
	return ktap_done();
}
