/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stub: a driver core that keeps its devices in a table (stub_devices) and
 * behaves like sysfs for what compat-devfs.c relies on: '/' in a device
 * name becomes '!', a duplicate name fails with -EEXIST after a
 * "sysfs: cannot create duplicate filename" complaint (counted in
 * stub_sysfs_dups), and the class's devnode callback is asked for the mode
 * at creation and removal, as devtmpfs does.
 */
#ifndef STUB_DEVICE_H
#define STUB_DEVICE_H
#include <linux/types.h>

struct device {
	dev_t devt;
	void *driver_data;
	struct class *class;
	umode_t mode;		/* what devnode() said at creation */
	char name[128];
};

struct class {
	const char *name;
	char *(*devnode)(const struct device *dev, umode_t *mode);
};

#define STUB_MAX_DEVICES 64
extern struct device *stub_devices[STUB_MAX_DEVICES];
extern int stub_sysfs_dups;

struct class *class_create(const char *name);
void class_destroy(struct class *cls);
struct device *device_create(struct class *cls, struct device *parent,
			     dev_t devt, void *drvdata, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
void device_unregister(struct device *dev);

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}
#endif
