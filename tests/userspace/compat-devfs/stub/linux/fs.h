/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: what compat/devfs.h needs from fs.h. */
#ifndef STUB_FS_H
#define STUB_FS_H
#include <sys/stat.h>
#include <linux/types.h>
struct file_operations;
int register_chrdev(unsigned int major, const char *name,
		    const struct file_operations *fops);
void unregister_chrdev(unsigned int major, const char *name);
#define fops_get(fops) (fops)
#endif
