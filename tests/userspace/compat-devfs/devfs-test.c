// SPDX-License-Identifier: GPL-2.0
/*
 * Host-side unit test of drvcompat.ko's devfs shim: compat/compat-devfs.c
 * itself, compiled against the stub driver core in stub/ and run under
 * ASan/UBSan (tests/host/compat-userspace.sh).  A use-after-free in the
 * tree removal is an ASan report, a stale handle reaching list_del() is a
 * "list_del corruption" abort, and the stub sysfs counts duplicate names.
 * Prints "ok - ..." / "not ok - ..." per check.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/kdev_t.h>
#include <linux/devfs_fs_kernel.h>
#include <linux/printk.h>
#include <linux/slab.h>

#include "drvcompat-internal.h"

/* ---- the stub driver core, allocator and printk ---- */

struct device *stub_devices[STUB_MAX_DEVICES];
int stub_sysfs_dups;
int stub_log_lines;
bool stub_kmalloc_reuse;
static void *stub_cached;	/* the one block kept while reusing */
static struct class stub_class;
static int stub_class_live;

#define STUB_BLOCK 512		/* every small allocation: reuse fits */

void *kzalloc(size_t size, int gfp)
{
	void *p;

	(void)gfp;
	if (stub_kmalloc_reuse && stub_cached && size <= STUB_BLOCK) {
		p = stub_cached;
		stub_cached = NULL;
	} else {
		p = malloc(size <= STUB_BLOCK ? STUB_BLOCK : size);
		if (!p)
			return NULL;
	}
	return memset(p, 0, size);
}

void kfree(const void *p)
{
	if (stub_kmalloc_reuse && !stub_cached) {
		stub_cached = (void *)p;
		memset(stub_cached, 0x6b, STUB_BLOCK);	/* POISON_FREE */
		return;
	}
	free((void *)p);
}

void stub_printk(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("printk: ", stdout);
	vprintf(fmt, ap);
	va_end(ap);
	stub_log_lines++;
}

struct class *class_create(const char *name)
{
	stub_class.name = name;
	stub_class_live = 1;
	return &stub_class;
}

void class_destroy(struct class *cls)
{
	int i;

	for (i = 0; i < STUB_MAX_DEVICES; i++)
		if (stub_devices[i]) {
			printf("stub: class_destroy() with %s still in it\n",
			       stub_devices[i]->name);
			abort();
		}
	cls->devnode = NULL;
	stub_class_live = 0;
}

struct device *device_create(struct class *cls, struct device *parent,
			     dev_t devt, void *drvdata, const char *fmt, ...)
{
	struct device *dev;
	char *c;
	va_list ap;
	int i, free_slot = -1;

	(void)parent;
	dev = calloc(1, sizeof(*dev));
	if (!dev)
		return ERR_PTR(-12);
	va_start(ap, fmt);
	vsnprintf(dev->name, sizeof(dev->name), fmt, ap);
	va_end(ap);
	for (c = dev->name; *c; c++)
		if (*c == '/')
			*c = '!';
	for (i = 0; i < STUB_MAX_DEVICES; i++) {
		if (!stub_devices[i]) {
			if (free_slot < 0)
				free_slot = i;
		} else if (!strcmp(stub_devices[i]->name, dev->name)) {
			printf("sysfs: cannot create duplicate filename '/class/%s/%s'\n",
			       cls->name, dev->name);
			stub_sysfs_dups++;
			free(dev);
			return ERR_PTR(-17);
		}
	}
	if (free_slot < 0) {
		free(dev);
		return ERR_PTR(-12);
	}
	dev->devt = devt;
	dev->driver_data = drvdata;
	dev->class = cls;
	if (cls->devnode)
		cls->devnode(dev, &dev->mode);
	stub_devices[free_slot] = dev;
	return dev;
}

void device_unregister(struct device *dev)
{
	umode_t mode = 0;
	int i;

	for (i = 0; i < STUB_MAX_DEVICES; i++)
		if (stub_devices[i] == dev)
			break;
	if (i == STUB_MAX_DEVICES) {
		printf("stub: device_unregister() of an unknown device\n");
		abort();
	}
	/* devtmpfs asks again on removal: drvdata must still be alive */
	if (dev->class->devnode)
		dev->class->devnode(dev, &mode);
	stub_devices[i] = NULL;
	free(dev);
}

int register_chrdev(unsigned int major, const char *name,
		    const struct file_operations *fops)
{
	(void)name;
	(void)fops;
	return (int)major;
}

void unregister_chrdev(unsigned int major, const char *name)
{
	(void)major;
	(void)name;
}

/* compat-devfs-open.c's side: these tests register no ops */
struct cdev *drvcompat_devfs_cdev_add(dev_t dev)
{
	(void)dev;
	printf("stub: drvcompat_devfs_cdev_add() without ops\n");
	abort();
}

void drvcompat_devfs_cdev_del(struct cdev *cdev)
{
	(void)cdev;
	abort();
}

bool drvcompat_devfs_number_free(dev_t dev)
{
	(void)dev;
	return false;
}

/* ---- helpers ---- */

static int failures;

static void check(int cond, const char *desc)
{
	printf("%s - %s\n", cond ? "ok" : "not ok", desc);
	if (!cond)
		failures++;
}

/* the device named @name ("a!b"), or NULL */
static struct device *dev_named(const char *name)
{
	int i;

	for (i = 0; i < STUB_MAX_DEVICES; i++)
		if (stub_devices[i] && !strcmp(stub_devices[i]->name, name))
			return stub_devices[i];
	return NULL;
}

static int ndevices(void)
{
	int i, n = 0;

	for (i = 0; i < STUB_MAX_DEVICES; i++)
		n += !!stub_devices[i];
	return n;
}

static devfs_handle_t node(devfs_handle_t dir, const char *name,
			   unsigned int minor)
{
	return drvcompat_devfs_register(dir, name, DEVFS_FL_DEFAULT, 240,
					minor, S_IFCHR | 0600, NULL, NULL);
}

/* ---- the checks ---- */

static void test_trees(void)
{
	devfs_handle_t top, sub, n, n2, a, b, ax;

	top = drvcompat_devfs_mk_dir(NULL, "top", NULL);
	sub = drvcompat_devfs_mk_dir(top, "sub", NULL);
	n = node(sub, "node", 1);
	n2 = node(top, "n", 2);
	check(top && sub && n && n2, "three levels: top, top/sub, top/sub/node, top/n made");
	check(dev_named("top!sub!node") && dev_named("top!n"),
	      "device names are the paths with '!' for '/'");
	check(dev_named("top!sub!node") &&
	      dev_named("top!sub!node")->devt == MKDEV(240, 1) &&
	      dev_named("top!sub!node")->mode == 0600,
	      "the node has its numbers and mode (devnode callback)");
	drvcompat_devfs_unregister(top);
	check(ndevices() == 0, "unregistering the top removed everything below it");

	top = drvcompat_devfs_mk_dir(NULL, "top", NULL);
	n = node(top, "n", 3);
	drvcompat_devfs_unregister(top);
	check(top && n && ndevices() == 0, "two levels, parent first: the node went with it");

	top = drvcompat_devfs_mk_dir(NULL, "top", NULL);
	sub = drvcompat_devfs_mk_dir(top, "sub", NULL);
	n = node(sub, "node", 4);
	drvcompat_devfs_unregister(n);
	check(!dev_named("top!sub!node"), "child first: the node alone went");
	drvcompat_devfs_unregister(sub);
	drvcompat_devfs_unregister(top);
	check(ndevices() == 0, "child first: node, sub, top");

	/* siblings are untouched by a neighbour's removal */
	a = drvcompat_devfs_mk_dir(NULL, "a", NULL);
	b = drvcompat_devfs_mk_dir(NULL, "ab", NULL);
	node(a, "x", 5);
	node(b, "x", 6);
	ax = node(NULL, "a_x", 7);
	drvcompat_devfs_unregister(a);
	check(!dev_named("a!x") && dev_named("ab!x") && dev_named("a_x"),
	      "removing a/ leaves ab/x and a_x alone");
	drvcompat_devfs_unregister(b);
	drvcompat_devfs_unregister(ax);
	check(ndevices() == 0, "siblings: all removed");
}

static void test_stale(void)
{
	devfs_handle_t top, sub, n;
	int never;
	int before = stub_log_lines;

	top = drvcompat_devfs_mk_dir(NULL, "st", NULL);
	sub = drvcompat_devfs_mk_dir(top, "sub", NULL);
	n = node(sub, "node", 1);
	drvcompat_devfs_unregister(top);
	drvcompat_devfs_unregister(n);		/* after its directory */
	drvcompat_devfs_unregister(sub);
	drvcompat_devfs_unregister(top);	/* twice */
	check(stub_log_lines - before == 1,
	      "stale handles (after the directory, twice) are ignored, one line in the log");
	check(!node(top, "late", 2) && !drvcompat_devfs_mk_dir(sub, "late", NULL),
	      "a removed directory as parent: NULL");
	n = node(NULL, "st_node", 3);
	check(!node(n, "below", 4), "a node as parent: NULL");
	drvcompat_devfs_unregister(n);
	check(ndevices() == 0, "nothing left after the stale calls");
	drvcompat_devfs_unregister((devfs_handle_t)&never);
	check(ndevices() == 0, "a handle that was never made is ignored");
}

static void test_duplicates(void)
{
	devfs_handle_t n, d, d2;
	int before;

	n = node(NULL, "dup", 1);
	d = drvcompat_devfs_mk_dir(NULL, "dupdir", NULL);
	node(d, "x", 2);
	before = stub_log_lines;
	check(!node(NULL, "dup", 3), "the same node twice: NULL");
	check(!drvcompat_devfs_mk_dir(NULL, "dup", NULL), "a directory over a node: NULL");
	check(!node(NULL, "dup/below", 3), "a path below a node: NULL");
	check(!node(NULL, "dupdir/x", 3), "the same path through a '/' in the name: NULL");
	check(!node(NULL, "dupdir", 3), "a node over a directory: NULL");
	d2 = drvcompat_devfs_mk_dir(NULL, "dupdir", NULL);
	check(!d2, "the same directory twice: NULL");
	check(stub_log_lines - before == 6 && stub_sysfs_dups == 0,
	      "one line per duplicate, none reached sysfs");
	check(dev_named("dup") && dev_named("dup")->devt == MKDEV(240, 1),
	      "the first node is untouched");
	d2 = node(NULL, "dupdir/y", 4);
	check(d2 != NULL, "a '/' in a name below a directory is fine");
	drvcompat_devfs_unregister(d2);
	drvcompat_devfs_unregister(d);
	drvcompat_devfs_unregister(n);
	check(ndevices() == 0, "duplicates: all removed");
}

static void test_names(void)
{
	static const char *const bad[] = {
		"", "/x", "x/", "a//b", ".", "..", "../x", "a/./b", "a/..",
		"a!b",
	};
	char long_name[257];
	unsigned int i;
	int made = 0;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		made += node(NULL, bad[i], 1) != NULL ||
			drvcompat_devfs_mk_dir(NULL, bad[i], NULL) != NULL;
	made += node(NULL, NULL, 1) != NULL;
	made += drvcompat_devfs_mk_dir(NULL, NULL, NULL) != NULL;
	check(!made && ndevices() == 0, "empty, '.', '..' components, '!' and NULL names: NULL");
	memset(long_name, 'x', sizeof(long_name) - 1);
	long_name[sizeof(long_name) - 1] = '\0';
	check(node(NULL, long_name + 1, 1) != NULL,
	      "a path of NAME_MAX (255) bytes is fine");
	check(!node(NULL, long_name, 2) && ndevices() == 1,
	      "a path of 256 bytes: NULL, before sysfs sees it");
	drvcompat_devfs_exit();
	drvcompat_devfs_init();
	check(!drvcompat_devfs_register(NULL, "blk", 0, 240, 1, S_IFBLK | 0600,
					NULL, NULL),
	      "a block node: NULL");
	check(node(NULL, "..x/.y", 1) != NULL, "dots inside a component are fine");
	drvcompat_devfs_unregister(node(NULL, "..x/.y2", 2));
	check(ndevices() == 1, "...and removable");
	drvcompat_devfs_exit();
	drvcompat_devfs_init();
}

static void test_reuse(void)
{
	devfs_handle_t old, newer;

	stub_kmalloc_reuse = true;
	old = node(NULL, "old", 1);
	drvcompat_devfs_unregister(old);
	newer = node(NULL, "new", 2);	/* in the old entry's memory */
	drvcompat_devfs_unregister(old);
	stub_kmalloc_reuse = false;
	check(newer != old && dev_named("new"),
	      "a stale handle does not hit a newer entry in the same memory");
	drvcompat_devfs_unregister(newer);
	free(stub_cached);
	stub_cached = NULL;
}

static void test_major0(void)
{
	int before = stub_log_lines;

	check(!drvcompat_devfs_register(NULL, "auto", DEVFS_FL_AUTO_DEVNUM, 0,
					0, S_IFCHR | 0600, NULL, NULL) &&
	      stub_log_lines - before == 1 && ndevices() == 0,
	      "DEVFS_FL_AUTO_DEVNUM with major 0: NULL, one line, no device");
	before = stub_log_lines;
	check(!drvcompat_devfs_register(NULL, "zero", DEVFS_FL_DEFAULT, 0, 3,
					S_IFCHR | 0600, NULL, NULL) &&
	      stub_log_lines - before == 1 && ndevices() == 0,
	      "major 0 without the flag: NULL, one line, no device");
	check(dev_named("auto") == NULL && dev_named("zero") == NULL,
	      "no 0:minor device reached the driver core");
}

static void test_series(void)
{
	devfs_handle_t d;
	int before;

	d = drvcompat_devfs_mk_dir(NULL, "ser", NULL);
	drvcompat_devfs_register_series(d, "tty%u", 3, DEVFS_FL_DEFAULT, 240,
					10, S_IFCHR | 0600, NULL, NULL);
	check(ndevices() == 3 && dev_named("ser!tty0") && dev_named("ser!tty2") &&
	      dev_named("ser!tty0")->devt == MKDEV(240, 10) &&
	      dev_named("ser!tty2")->devt == MKDEV(240, 12) && !dev_named("ser!tty3"),
	      "devfs_register_series(\"tty%u\", 3, minor 10): tty0..tty2, minors 10..12");
	drvcompat_devfs_register_series(NULL, "s%02x-%%", 2, DEVFS_FL_DEFAULT,
					240, 20, S_IFCHR | 0600, NULL, NULL);
	check(dev_named("s00-%") && dev_named("s01-%") &&
	      dev_named("s01-%")->devt == MKDEV(240, 21),
	      "a width, another integer conversion and %% are fine");
	drvcompat_devfs_unregister(d);
	check(ndevices() == 2, "removing the directory removed the series");
	drvcompat_devfs_exit();
	drvcompat_devfs_init();
	before = stub_log_lines;
	drvcompat_devfs_register_series(NULL, "bad%s", 2, DEVFS_FL_DEFAULT, 240,
					0, S_IFCHR | 0600, NULL, NULL);
	drvcompat_devfs_register_series(NULL, "bad%u%u", 2, DEVFS_FL_DEFAULT,
					240, 0, S_IFCHR | 0600, NULL, NULL);
	drvcompat_devfs_register_series(NULL, "bad%", 2, DEVFS_FL_DEFAULT,
					240, 0, S_IFCHR | 0600, NULL, NULL);
	drvcompat_devfs_register_series(NULL, NULL, 2, DEVFS_FL_DEFAULT,
					240, 0, S_IFCHR | 0600, NULL, NULL);
	check(ndevices() == 0 && stub_log_lines - before == 4,
	      "formats with %s, two conversions, a lone % or NULL: no node, one line each");
	drvcompat_devfs_register_series(NULL, "same", 2, DEVFS_FL_DEFAULT,
					240, 0, S_IFCHR | 0600, NULL, NULL);
	check(ndevices() == 1, "no conversion: the second node is a duplicate, skipped");
	drvcompat_devfs_exit();
	drvcompat_devfs_init();
}

static void test_exit(void)
{
	devfs_handle_t top, sub;

	top = drvcompat_devfs_mk_dir(NULL, "left", NULL);
	sub = drvcompat_devfs_mk_dir(top, "sub", NULL);
	node(sub, "node", 1);
	node(top, "n", 2);
	node(NULL, "alone", 3);
	drvcompat_devfs_mk_dir(sub, "empty", NULL);
	drvcompat_devfs_exit();
	check(ndevices() == 0 && !stub_class_live,
	      "exit removes a forgotten three-level tree and the class (LSan: nothing leaked)");
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (drvcompat_devfs_init()) {
		printf("not ok - drvcompat_devfs_init()\n");
		return 1;
	}
	test_trees();
	test_stale();
	test_duplicates();
	test_names();
	test_reuse();
	test_major0();
	test_series();
	test_exit();
	return failures ? 1 : 0;
}
