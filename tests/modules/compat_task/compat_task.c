// SPDX-License-Identifier: GPL-2.0
/*
 * compat_task - run-time tests for the cred, uaccess, irq, timeval, symtab
 * and license topics, a char driver written the 2.4 way (SA_* flags,
 * verify_area(), three-argument access_ok(), do_gettimeofday(),
 * register_symtab(NULL), EXPORT_SYMTAB) and built unchanged with
 * compat/compat.mk; the task's IDs are read with the spellings
 * scripts/port-check --fix writes for current->uid and friends.
 *
 * - minor 0 (cred, tests/guest/compat-cred.sh): a read returns one line,
 *   "uid euid suid fsuid gid egid sgid fsgid pgrp session" of the reading
 *   task, as from_kuid_munged(&init_user_ns, current_uid()) ...,
 *   task_pgrp_vnr(current) and task_session_vnr(current).
 * - minor 2 (cred): 2.4's root check, "if (current->euid != 0) return
 *   -EPERM;", as --fix rewrites it: a read returns "root" to global root
 *   and fails with EPERM for anyone else, a user namespace's root
 *   (unshare -r) included.
 * - minor 1 (uaccess, tests/guest/compat-uaccess.sh): a read checks the
 *   reader's own buffer and a kernel address with verify_area(),
 *   access_ok(type, addr, size) and access_ok(addr, size) and returns
 *   "user V3 A3 A2 kernel V3 A3 A2 wrap V3 A3 A2" (verify_area() result,
 *   then 1/0 for the two access_ok() forms; "wrap" is a range that runs
 *   past the end of the address space).
 * - irq (tests/guest/compat-irq.sh): with irq=N, the module requests
 *   line N with SA_SHIRQ | SA_INTERRUPT | SA_SAMPLE_RANDOM at load and
 *   frees it at unload; irq_result is request_irq()'s return value,
 *   irq_flags the flags value the SA_* names gave.
 * - timeval (tests/guest/compat-timeval.sh): reading the parameter
 *   timeval calls do_gettimeofday() and shows "sec usec";
 *   timeval_layout shows sizeof/offsetof of struct timeval and of the
 *   kernel's struct __kernel_old_timeval.
 * - symtab (tests/guest/compat-symtab.sh): init calls
 *   register_symtab(NULL); symtab_result is its value.
 */
#define EXPORT_SYMTAB
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/sched.h>
#include <linux/cred.h>
#include <linux/interrupt.h>
#include <linux/time.h>
#include <linux/stddef.h>
#include <asm/uaccess.h>
#include "../include/test-param.h"

#define CT_NAME		"compat_task"
#define CT_LINE		160

static unsigned int ct_major;
module_param_named(major, ct_major, uint, 0444);
MODULE_PARM_DESC(major, "the char major: minor 0 reports credentials, minor 1 user-access checks");

static int irq = -1;
module_param(irq, int, 0444);
MODULE_PARM_DESC(irq, "request this line with SA_SHIRQ | SA_INTERRUPT | SA_SAMPLE_RANDOM at load (-1: none)");
static int irq_result = 1;
module_param(irq_result, int, 0444);
MODULE_PARM_DESC(irq_result, "request_irq()'s return value (1: not requested)");
static unsigned long irq_flags = SA_SHIRQ | SA_INTERRUPT | SA_SAMPLE_RANDOM;
module_param(irq_flags, ulong, 0444);
MODULE_PARM_DESC(irq_flags, "the flags SA_SHIRQ | SA_INTERRUPT | SA_SAMPLE_RANDOM gave");
static int symtab_result = 1;
module_param(symtab_result, int, 0444);
MODULE_PARM_DESC(symtab_result, "what register_symtab(NULL) returned");

/* the shared-irq cookie: dev_id must be unique and non-NULL */
static int ct_irq_cookie;

static irqreturn_t ct_irq_handler(int line, void *dev_id)
{
	return IRQ_NONE;	/* never our device: the line is unused */
}

/* ---- timeval ------------------------------------------------------------ */

static int ct_timeval_get(char *buf, const struct kernel_param *kp)
{
	struct timeval tv;

	do_gettimeofday(&tv);
	return sysfs_emit(buf, "%ld %06ld\n", (long)tv.tv_sec, (long)tv.tv_usec);
}

TEST_PARAM_GET(timeval, ct_timeval_get, 0444);
MODULE_PARM_DESC(timeval, "do_gettimeofday(): seconds and microseconds");

static int ct_layout_get(char *buf, const struct kernel_param *kp)
{
	return sysfs_emit(buf, "%zu %zu %zu %zu\n", sizeof(struct timeval),
			  offsetof(struct timeval, tv_usec),
			  sizeof(struct __kernel_old_timeval),
			  offsetof(struct __kernel_old_timeval, tv_usec));
}

TEST_PARAM_GET(timeval_layout, ct_layout_get, 0444);
MODULE_PARM_DESC(timeval_layout, "sizeof and offsetof(tv_usec) of struct timeval and struct __kernel_old_timeval");

/* ---- the char device ---------------------------------------------------- */

/* the reading task's IDs, written as port-check --fix rewrites current->uid */
static int ct_cred_line(char *line, size_t len)
{
	return scnprintf(line, len, "%u %u %u %u %u %u %u %u %d %d\n",
			 from_kuid_munged(&init_user_ns, current_uid()),
			 from_kuid_munged(&init_user_ns, current_euid()),
			 from_kuid_munged(&init_user_ns, current_suid()),
			 from_kuid_munged(&init_user_ns, current_fsuid()),
			 from_kgid_munged(&init_user_ns, current_gid()),
			 from_kgid_munged(&init_user_ns, current_egid()),
			 from_kgid_munged(&init_user_ns, current_sgid()),
			 from_kgid_munged(&init_user_ns, current_fsgid()),
			 task_pgrp_vnr(current), task_session_vnr(current));
}

/* 2.4's "if (current->euid != 0) return -EPERM;" after port-check --fix */
static int ct_root_line(char *line, size_t len)
{
	if (from_kuid_munged(&init_user_ns, current_euid()) != 0)
		return -EPERM;
	return scnprintf(line, len, "root\n");
}

/* verify_area() and both access_ok() forms on one range */
static int ct_check(char *line, size_t len, const char *what,
		    const void __user *p, unsigned long n)
{
	return scnprintf(line, len, "%s %d %d %d", what,
			 verify_area(VERIFY_WRITE, p, n),
			 access_ok(VERIFY_READ, p, n) ? 1 : 0,
			 access_ok(p, n) ? 1 : 0);
}

static int ct_uaccess_line(char *line, size_t len, char __user *buf,
			   size_t count)
{
	int n;

	n = ct_check(line, len, "user", buf, count);
	n += ct_check(line + n, len - n, " kernel",
		      (const void __user *)&ct_irq_cookie, sizeof(int));
	n += ct_check(line + n, len - n, " wrap", buf, ULONG_MAX - 4095);
	n += scnprintf(line + n, len - n, "\n");
	return n;
}

/*
 * The line is made again on every read() (the shell's "read" builtin
 * takes one byte at a time) and served from *ppos on.
 */
static ssize_t ct_read(struct file *filp, char __user *buf, size_t count,
		       loff_t *ppos)
{
	char line[CT_LINE];
	int len;

	switch (iminor(file_inode(filp))) {
	case 0:
		len = ct_cred_line(line, sizeof(line));
		break;
	case 1:
		len = ct_uaccess_line(line, sizeof(line), buf, count);
		break;
	case 2:
		len = ct_root_line(line, sizeof(line));
		if (len < 0)
			return len;
		break;
	default:
		return -ENXIO;
	}
	return simple_read_from_buffer(buf, count, ppos, line, len);
}

static const struct file_operations ct_fops = {
	.owner = THIS_MODULE,
	.read = ct_read,
	.llseek = noop_llseek,
};

static int __init ct_init(void)
{
	int ret;

	symtab_result = register_symtab(NULL);
	ret = register_chrdev(0, CT_NAME, &ct_fops);
	if (ret < 0)
		return ret;
	ct_major = ret;
	if (irq >= 0)
		irq_result = request_irq(irq, ct_irq_handler, irq_flags,
					 CT_NAME, &ct_irq_cookie);
	return 0;
}

static void __exit ct_exit(void)
{
	if (irq >= 0 && !irq_result)
		free_irq(irq, &ct_irq_cookie);
	unregister_chrdev(ct_major, CT_NAME);
}

module_init(ct_init);
module_exit(ct_exit);
MODULE_DESCRIPTION("compat test: cred, uaccess, irq, timeval, symtab, license");
MODULE_LICENSE("GPL");
