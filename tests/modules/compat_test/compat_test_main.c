// SPDX-License-Identifier: GPL-2.0
/*
 * compat_test - a driver written against the 2.4/2.5 API, built unchanged
 * with compat/compat.mk, that exercises the run-time parts of the compat
 * layer for tests/guest/compat-*.sh:
 *
 * - a char region of 512 minors; reading /dev node minor N returns what the
 *   driver saw through iminor(), MINOR(i_rdev), minor() and kdev_t;
 * - module parameters (written through /sys/module/compat_test/parameters):
 *   request=NAME        request_module(NAME)      (2.4 one-argument form)
 *   request_printf=S    request_module("compat-alias-%s", S)
 *   request_fmt=S       drvcompat_request_module(true, "%s", S)
 *   umh=MODE CODE FILE  run /sbin/compat-umh-helper CODE FILE, MODE one of
 *                       legacy0, legacy1 (4-arg, DRVCOMPAT_UMH_LEGACY_WAIT),
 *                       legacy1dec (legacy1 decoded as its driver did),
 *                       native1 (4-arg literal 1, compat's default),
 *                       kernel1 (the kernel's own function, literal 1),
 *                       proc (UMH_WAIT_PROC), nowait (UMH_NO_WAIT, static
 *                       argv), exec (call_usermodehelper_exec() with
 *                       UMH_WAIT_PROC), stack0 / stack0missing (literal 0,
 *                       argv and envp on a stack frame overwritten on
 *                       return, compat_test_umh_stack.c),
 *                       three (2.4 3-arg), exit0, exit1 (the exit-code
 *                       function), missing1 (exit1 on a missing program)
 *   results in request_result and umh_result;
 * - devfs: /dev/compat_test_devfs (minor 7) and /dev/compat_test_dir/node
 *   (minor 8) exist while the module is loaded;
 * - MODULE_PARM: legacy_int "i", legacy_short "h", legacy_arr "1-4i",
 *   legacy_str "s", legacy_name "c16";
 * - init_module()/cleanup_module(), MOD_INC/DEC_USE_COUNT,
 *   EXPORT_NO_SYMBOLS, 3-argument min()/max(), read_barrier_depends().
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/cdev.h>
#include <linux/malloc.h>
#include <linux/kmod.h>
#include <linux/devfs_fs_kernel.h>
#include <linux/uaccess.h>
#include <asm/system.h>

#include "compat_test.h"

#define CT_MINORS 512

static int legacy_int = 42;
static short legacy_short = -3;
static int legacy_arr[4] = { 1, 2, 3, 4 };
static char *legacy_str = "legacy";
static char legacy_name[16] = "name";

MODULE_PARM(legacy_int, "i");
MODULE_PARM(legacy_short, "h");
MODULE_PARM(legacy_arr, "1-4i");
MODULE_PARM(legacy_str, "s");
MODULE_PARM(legacy_name, "c16");

EXPORT_NO_SYMBOLS;

static unsigned int ct_major;
module_param_named(major, ct_major, uint, 0444);
static int request_result = 1;
module_param(request_result, int, 0444);
static int umh_result = 1;
module_param(umh_result, int, 0444);

static dev_t ct_dev;
static struct cdev ct_cdev;
static devfs_handle_t ct_devfs, ct_dir, ct_dir_node;

struct ct_seen {
	char text[128];
};

static int ct_open(struct inode *inode, struct file *file)
{
	struct ct_seen *seen = kmalloc(sizeof(*seen), GFP_KERNEL);
	kdev_t kdev = to_kdev_t(inode->i_rdev);

	if (!seen)
		return -ENOMEM;
	MOD_INC_USE_COUNT;
	snprintf(seen->text, sizeof(seen->text),
		 "iminor=%u imajor=%u MINOR=%u minor=%u kdev_minor=%u\n",
		 iminor(inode), imajor(inode), MINOR(inode->i_rdev),
		 minor(inode->i_rdev), MINOR(kdev_t_to_nr(kdev)));
	file->private_data = seen;
	return 0;
}

static int ct_release(struct inode *inode, struct file *file)
{
	kfree(file->private_data);
	MOD_DEC_USE_COUNT;
	return 0;
}

static ssize_t ct_read(struct file *file, char __user *buf, size_t count,
		       loff_t *ppos)
{
	struct ct_seen *seen = READ_ONCE(file->private_data);

	read_barrier_depends();
	return simple_read_from_buffer(buf, min(size_t, count, 128),
				       ppos, seen->text, strlen(seen->text));
}

static const struct file_operations ct_fops = {
	.owner = THIS_MODULE,
	.open = ct_open,
	.release = ct_release,
	.read = ct_read,
	.llseek = default_llseek,
};

/* copy a sysfs write into @buf without the trailing newline */
static void ct_copy(char *buf, size_t size, const char *val)
{
	strscpy(buf, val, size);
	buf[strcspn(buf, "\n")] = '\0';
}

static int ct_set_request(const char *val, const struct kernel_param *kp)
{
	char name[128];

	ct_copy(name, sizeof(name), val);
	request_result = request_module(name);
	return 0;
}

static int ct_set_request_printf(const char *val, const struct kernel_param *kp)
{
	char suffix[128];

	ct_copy(suffix, sizeof(suffix), val);
	request_result = request_module("compat-alias-%s", suffix);
	return 0;
}

static int ct_set_request_fmt(const char *val, const struct kernel_param *kp)
{
	char name[128];

	ct_copy(name, sizeof(name), val);
	request_result = drvcompat_request_module(true, "%s", name);
	return 0;
}

/* UMH_NO_WAIT by name: the arguments must outlive the call, so static */
static int ct_umh_nowait(const char *code, const char *file)
{
	static char nw_code[16], nw_file[64];
	static char *nw_argv[] = { DRVCOMPAT_TEST_HELPER, nw_code, nw_file, NULL };
	static char *nw_envp[] = { "HOME=/", NULL };

	strscpy(nw_code, code, sizeof(nw_code));
	strscpy(nw_file, file, sizeof(nw_file));
	return call_usermodehelper(nw_argv[0], nw_argv, nw_envp, UMH_NO_WAIT);
}

/* call_usermodehelper_exec() with a named wait value */
static int ct_umh_exec(char **argv, char **envp)
{
	struct subprocess_info *info;

	info = call_usermodehelper_setup(argv[0], argv, envp, GFP_KERNEL,
					 NULL, NULL, NULL);
	if (!info)
		return -ENOMEM;
	return call_usermodehelper_exec(info, UMH_WAIT_PROC);
}

static int ct_set_umh(const char *val, const struct kernel_param *kp)
{
	static char *envp[] = { "HOME=/", "PATH=/sbin:/bin:/usr/bin", NULL };
	char mode[16], code[16], file[64];
	char *argv[] = { DRVCOMPAT_TEST_HELPER, code, file, NULL };
	char *missing[] = { "/sbin/compat-no-such-helper", code, file, NULL };

	if (sscanf(val, "%15s %15s %63s", mode, code, file) != 3)
		return -EINVAL;

	if (!strcmp(mode, "legacy0"))
		umh_result = compat_test_umh_legacy(0, argv);
	else if (!strcmp(mode, "legacy1"))
		umh_result = compat_test_umh_legacy(1, argv);
	else if (!strcmp(mode, "legacy1dec"))
		umh_result = compat_test_umh_legacy_decode(argv);
	else if (!strcmp(mode, "native1"))
		umh_result = call_usermodehelper(argv[0], argv, envp, 1);
	else if (!strcmp(mode, "kernel1"))	/* not compat's macro */
		umh_result = (call_usermodehelper)(argv[0], argv, envp, 1);
	else if (!strcmp(mode, "proc"))
		umh_result = call_usermodehelper(argv[0], argv, envp,
						 UMH_WAIT_PROC);
	else if (!strcmp(mode, "nowait"))
		umh_result = ct_umh_nowait(code, file);
	else if (!strcmp(mode, "exec"))
		umh_result = ct_umh_exec(argv, envp);
	else if (!strcmp(mode, "stack0"))
		umh_result = compat_test_umh_stack(DRVCOMPAT_TEST_HELPER, code,
						   file);
	else if (!strcmp(mode, "stack0missing"))
		umh_result = compat_test_umh_stack(missing[0], code, file);
	else if (!strcmp(mode, "three"))
		umh_result = call_usermodehelper(argv[0], argv, envp);
	else if (!strcmp(mode, "exit0"))
		umh_result = drvcompat_call_usermodehelper_exitcode(argv[0], argv,
								    envp, 0);
	else if (!strcmp(mode, "exit1"))
		umh_result = drvcompat_call_usermodehelper_exitcode(argv[0], argv,
								    envp, 1);
	else if (!strcmp(mode, "missing1"))
		umh_result = drvcompat_call_usermodehelper_exitcode(missing[0],
								    missing, envp,
								    1);
	else
		return -EINVAL;
	return 0;
}

static const struct kernel_param_ops ct_request_ops = {
	.set = ct_set_request,
};

static const struct kernel_param_ops ct_request_printf_ops = {
	.set = ct_set_request_printf,
};

static const struct kernel_param_ops ct_request_fmt_ops = {
	.set = ct_set_request_fmt,
};

static const struct kernel_param_ops ct_umh_ops = {
	.set = ct_set_umh,
};
module_param_cb(request, &ct_request_ops, NULL, 0200);
module_param_cb(request_printf, &ct_request_printf_ops, NULL, 0200);
module_param_cb(request_fmt, &ct_request_fmt_ops, NULL, 0200);
module_param_cb(umh, &ct_umh_ops, NULL, 0200);

int init_module(void)
{
	int ret;

	ret = alloc_chrdev_region(&ct_dev, 0, CT_MINORS, "compat_test");
	if (ret)
		return ret;
	ct_major = MAJOR(ct_dev);
	cdev_init(&ct_cdev, &ct_fops);
	ct_cdev.owner = THIS_MODULE;
	ret = cdev_add(&ct_cdev, ct_dev, CT_MINORS);
	if (ret) {
		unregister_chrdev_region(ct_dev, CT_MINORS);
		return ret;
	}

	ct_devfs = devfs_register(NULL, "compat_test_devfs", DEVFS_FL_DEFAULT,
				  ct_major, 7, S_IFCHR | 0600,
				  (void *)&ct_fops, NULL);
	ct_dir = devfs_mk_dir(NULL, "compat_test_dir", NULL);
	ct_dir_node = devfs_register(ct_dir, "node", DEVFS_FL_DEFAULT,
				     ct_major, 8, S_IFCHR | 0640,
				     (void *)&ct_fops, NULL);

	pr_info("compat_test: major %u, legacy_int %d, legacy_short %d, max(int, 1, 2) %d\n",
		ct_major, legacy_int, legacy_short, max(int, 1, 2));
	return 0;
}

void cleanup_module(void)
{
	devfs_unregister(ct_dir_node);
	devfs_unregister(ct_dir);
	devfs_unregister(ct_devfs);
	cdev_del(&ct_cdev);
	unregister_chrdev_region(ct_dev, CT_MINORS);
}

MODULE_DESCRIPTION("compat layer run-time tests (legacy-style driver)");
MODULE_LICENSE("GPL");
