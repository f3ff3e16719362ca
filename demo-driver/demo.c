// SPDX-License-Identifier: GPL-2.0
/*
 * demo - a small char driver, ported from its 2.4 original in legacy/demo.c
 *
 * Minors, told apart with iminor():
 *   0    demo-buf    a byte buffer: write stores, read returns, lseek moves
 *   1    demo-table  "key=value" lines update a table with lockless readers;
 *                    reading dumps it, DEMO_IOC_LOOKUP looks a key up
 *   2    demo-ctl    ioctls that load a backend module and run a usermode
 *                    helper; reading shows their last results
 *   300  demo-wide   reports its own dev_t: a minor past 255 needs the
 *                    12:20 dev_t (port only)
 *
 * `diff -u legacy/demo.c demo.c` is a worked porting example: the two files
 * have the same functions in the same order, and every difference is a
 * porting change; README.md lists them, each with its porting-guide/ topic
 * where it has one.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/slab.h>
#include <linux/kmod.h>
#include <linux/minmax.h>
#include <linux/mutex.h>
#include <linux/rculist.h>
#include <linux/ctype.h>
#include <linux/capability.h>
#include <linux/uaccess.h>
#include <compat/barrier.h>

#include "demo_ioctl.h"
#include "demo_backend.h"
#include "demo_bench.h"

#define DEMO_NAME		"demo"
#define DEMO_HELPER		"/sbin/demo-helper"
#define DEMO_NR_MINORS		(DEMO_MINOR_WIDE + 1)
#define DEMO_BUF_MIN		64
#define DEMO_BUF_MAX		65536
#define DEMO_TABLE_MAX		64
/* the longest table line, "key=value", is DEMO_LINE_MAX - 1 bytes */
#define DEMO_LINE_MAX		(DEMO_KEY_LEN + DEMO_VALUE_LEN)
#define DEMO_WRITE_MAX		1024
#define DEMO_ENTRY_MAGIC	0x64656d6fU

static int major;
module_param(major, int, 0444);
MODULE_PARM_DESC(major, "Major number, below 512 (default 0: dynamic)");

static int bufsize = 4096;
module_param(bufsize, int, 0444);
MODULE_PARM_DESC(bufsize, "Size of the buffer device, clamped to 64..65536");

struct demo_node {
	unsigned int minor;
	const char *name;
	struct device *dev;
};

static struct demo_node demo_nodes[] = {
	{ .minor = DEMO_MINOR_BUF,	.name = DEMO_NAME "-buf" },
	{ .minor = DEMO_MINOR_TABLE,	.name = DEMO_NAME "-table" },
	{ .minor = DEMO_MINOR_CTL,	.name = DEMO_NAME "-ctl" },
	{ .minor = DEMO_MINOR_WIDE,	.name = DEMO_NAME "-wide" },
};

/*
 * One open file.  A table line may come in several write() calls (or
 * writev() segments): the part after the last newline waits in @line
 * until a later write ends it, or until the last close.
 */
struct demo_file {
	struct demo_node *node;
	struct mutex lock;		/* serialises writes to @line */
	size_t len;			/* bytes waiting in @line */
	char line[DEMO_LINE_MAX];	/* a partial line, NUL-terminated */
};

/*
 * A table entry is never changed once readers can see it: an update
 * publishes a new entry in place of the old one, and the old one is freed
 * after a grace period.
 */
struct demo_entry {
	struct list_head list;
	struct rcu_head rcu;
	unsigned int magic;		/* DEMO_ENTRY_MAGIC once initialised */
	char key[DEMO_KEY_LEN];
	char value[DEMO_VALUE_LEN];
};

/* demo_lock serialises the buffer, table updates and the control state. */
static DEFINE_MUTEX(demo_lock);
static char *demo_buf;
static size_t demo_buf_size;
static size_t demo_buf_len;
static LIST_HEAD(demo_table);
static unsigned int demo_table_count;
static const struct demo_backend_ops *demo_backend;
static unsigned int demo_backend_nr;
static int demo_helper_result;
static bool demo_helper_ran;

static struct cdev demo_cdev;
/*
 * A static class, class_register()ed: the one spelling that builds on every
 * kernel the port targets (class_create() lost its owner argument in 6.4;
 * class_register() takes the class on 6.1 and 6.12 alike).
 */
static struct class demo_class = {
	.name = DEMO_NAME,
};

static struct demo_node *demo_find_node(unsigned int minor)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(demo_nodes); i++)
		if (demo_nodes[i].minor == minor)
			return &demo_nodes[i];
	return NULL;
}

static int demo_open(struct inode *inode, struct file *file)
{
	struct demo_node *node = demo_find_node(iminor(inode));
	struct demo_file *df;

	if (!node)
		return -ENXIO;
	df = kzalloc(sizeof(*df), GFP_KERNEL);
	if (!df)
		return -ENOMEM;
	df->node = node;
	mutex_init(&df->lock);
	file->private_data = df;

	if (node->minor == DEMO_MINOR_BUF &&
	    (file->f_mode & FMODE_WRITE) && (file->f_flags & O_TRUNC)) {
		mutex_lock(&demo_lock);
		demo_buf_len = 0;
		mutex_unlock(&demo_lock);
	}
	return 0;
}

static int demo_release(struct inode *inode, struct file *file)
{
	/*
	 * demo_flush() has applied a partial table line at the last close;
	 * one can be left only if another reference to the file (a thread
	 * still in write()) outlived that close.
	 */
	kfree(file->private_data);
	return 0;
}

/* Copy the part of a generated text at *ppos to user space. */
static ssize_t demo_read_text(char __user *buf, size_t count, loff_t *ppos,
			      const char *text, size_t len)
{
	return simple_read_from_buffer(buf, count, ppos, text, len);
}

/* ---- minor 0: the buffer ---------------------------------------------- */

static ssize_t demo_buf_read(char __user *buf, size_t count, loff_t *ppos)
{
	ssize_t ret = 0;
	size_t n;

	if (mutex_lock_interruptible(&demo_lock))
		return -ERESTARTSYS;
	if (*ppos < 0 || *ppos >= demo_buf_len)
		goto out;
	n = min(count, demo_buf_len - (size_t)*ppos);
	if (copy_to_user(buf, demo_buf + *ppos, n)) {
		ret = -EFAULT;
		goto out;
	}
	*ppos += n;
	ret = n;
out:
	mutex_unlock(&demo_lock);
	return ret;
}

static ssize_t demo_buf_write(struct file *file, const char __user *buf,
			      size_t count, loff_t *ppos)
{
	ssize_t ret;
	size_t pos, n;

	if (mutex_lock_interruptible(&demo_lock))
		return -ERESTARTSYS;
	pos = (file->f_flags & O_APPEND) ? demo_buf_len : (size_t)*ppos;
	if (*ppos < 0 || pos >= demo_buf_size) {
		ret = count ? -ENOSPC : 0;
		goto out;
	}
	/* a write past the end of the buffer is cut short, never overflows */
	n = min(count, demo_buf_size - pos);
	if (copy_from_user(demo_buf + pos, buf, n)) {
		ret = -EFAULT;
		goto out;
	}
	demo_buf_len = max(demo_buf_len, pos + n);
	*ppos = pos + n;
	ret = n;
out:
	mutex_unlock(&demo_lock);
	return ret;
}

static loff_t demo_llseek(struct file *file, loff_t offset, int whence)
{
	struct demo_file *df = file->private_data;
	struct demo_node *node = df->node;
	loff_t pos;

	switch (whence) {
	case SEEK_SET:
		pos = offset;
		break;
	case SEEK_CUR:
		pos = file->f_pos + offset;
		break;
	case SEEK_END:
		if (node->minor != DEMO_MINOR_BUF)
			return -EINVAL;
		pos = demo_buf_len + offset;
		break;
	default:
		return -EINVAL;
	}
	if (pos < 0 || (node->minor == DEMO_MINOR_BUF && pos > demo_buf_size))
		return -EINVAL;
	file->f_pos = pos;
	return pos;
}

/* ---- minor 1: the table ----------------------------------------------- */

/* Called with demo_lock held. */
static struct demo_entry *demo_table_find(const char *key)
{
	struct demo_entry *e;

	list_for_each_entry(e, &demo_table, list)
		if (!strcmp(e->key, key))
			return e;
	return NULL;
}

/* Set key to value, or delete key when value is empty. */
static int demo_table_set(const char *key, const char *value)
{
	struct demo_entry *old, *e = NULL;

	if (*value) {
		e = kzalloc(sizeof(*e), GFP_KERNEL);
		if (!e)
			return -ENOMEM;
		strscpy(e->key, key, sizeof(e->key));
		strscpy(e->value, value, sizeof(e->value));
		e->magic = DEMO_ENTRY_MAGIC;
	}

	mutex_lock(&demo_lock);
	old = demo_table_find(key);
	if (e && !old && demo_table_count >= DEMO_TABLE_MAX) {
		mutex_unlock(&demo_lock);
		kfree(e);
		return -ENOSPC;
	}
	/*
	 * Order the initialisation of *e before its publication; pairs with
	 * read_barrier_depends() in the readers.  list_add_tail_rcu() and
	 * list_replace_rcu() order it too (rcu_assign_pointer()): the barrier
	 * is kept to show the pairing the legacy driver relied on.
	 */
	smp_wmb();
	demo_bench_write_lock();
	if (e && old)
		list_replace_rcu(&old->list, &e->list);
	else if (e)
		list_add_tail_rcu(&e->list, &demo_table);
	else if (old)
		list_del_rcu(&old->list);
	demo_bench_hold();
	demo_bench_write_unlock();
	if (e && !old)
		demo_table_count++;
	if (!e && old)
		demo_table_count--;
	mutex_unlock(&demo_lock);

	/* readers may still see the old entry: free it after a grace period */
	if (old)
		kfree_rcu(old, rcu);
	return 0;
}

/*
 * Keys are [A-Za-z0-9_.-], values printable ASCII: the kernel's isalnum()
 * and isprint() follow Latin-1, which would let 0xa0-0xff through.
 */
static bool demo_key_ok(const char *key)
{
	if (!*key || strlen(key) >= DEMO_KEY_LEN)
		return false;
	for (; *key; key++)
		if (!(isascii(*key) && isalnum(*key)) &&
		    *key != '_' && *key != '-' && *key != '.')
			return false;
	return true;
}

/* Apply one "key=value" line (NUL-terminated, without the newline). */
static int demo_table_store(char *line)
{
	char *value = strchr(line, '=');
	const char *p;

	if (!value)
		return -EINVAL;
	*value++ = '\0';
	if (!demo_key_ok(line) || strlen(value) >= DEMO_VALUE_LEN)
		return -EINVAL;
	for (p = value; *p; p++)
		if (!isascii(*p) || !isprint(*p))
			return -EINVAL;
	return demo_table_set(line, value);
}

/*
 * Add n bytes to the file's partial line: -EMSGSIZE once the line is
 * longer than the longest valid one.  Called with df->lock held.
 */
static int demo_line_add(struct demo_file *df, const char *s, size_t n)
{
	if (n > DEMO_LINE_MAX - 1 - df->len)
		return -EMSGSIZE;
	memcpy(df->line + df->len, s, n);
	df->len += n;
	df->line[df->len] = '\0';
	return 0;
}

/*
 * The file's partial line is complete: apply it (an empty line is
 * ignored) and start a new one.  Called with df->lock held.
 */
static int demo_line_end(struct demo_file *df)
{
	size_t n = df->len;

	df->len = 0;
	if (!n)
		return 0;
	if (strlen(df->line) != n)
		return -EINVAL;		/* embedded NUL */
	return demo_table_store(df->line);
}

/*
 * Lines end at a newline; the part of a line a write leaves unfinished
 * waits in the file until a later write (or the last close) ends it.  At
 * most DEMO_WRITE_MAX bytes are taken per call.  On an error the partial
 * line is dropped and the bytes of the failing line are not counted: a
 * write that applied earlier lines returns their length, and the error
 * comes with the next write.
 */
static ssize_t demo_table_write(struct demo_file *df, const char __user *buf,
				size_t count)
{
	size_t len = min_t(size_t, count, DEMO_WRITE_MAX);
	size_t done = 0, n;
	char *kbuf, *nl;
	int ret = 0;

	if (!count)
		return 0;
	kbuf = kmalloc(len, GFP_KERNEL);
	if (!kbuf)
		return -ENOMEM;
	if (copy_from_user(kbuf, buf, len)) {
		kfree(kbuf);
		return -EFAULT;
	}

	if (mutex_lock_interruptible(&df->lock)) {
		kfree(kbuf);
		return -ERESTARTSYS;
	}
	while (done < len) {
		nl = memchr(kbuf + done, '\n', len - done);
		n = nl ? nl - (kbuf + done) : len - done;
		ret = demo_line_add(df, kbuf + done, n);
		if (!ret && nl)
			ret = demo_line_end(df);
		if (ret) {
			df->len = 0;
			break;
		}
		done += nl ? n + 1 : n;
	}
	mutex_unlock(&df->lock);
	kfree(kbuf);
	return done ? done : ret;
}

static ssize_t demo_table_read(char __user *buf, size_t count, loff_t *ppos)
{
	size_t size = DEMO_TABLE_MAX * (DEMO_LINE_MAX + 2), len = 0;
	struct demo_entry *e;
	ssize_t ret;
	char *text;

	text = kmalloc(size, GFP_KERNEL);
	if (!text)
		return -ENOMEM;
	demo_bench_read_lock();
	rcu_read_lock();
	list_for_each_entry_rcu(e, &demo_table, list) {
		/* pairs with smp_wmb() in demo_table_set() */
		read_barrier_depends();
		if (len + DEMO_LINE_MAX + 2 > size)
			break;
		len += scnprintf(text + len, size - len, "%s=%s\n",
				 e->key, e->value);
	}
	rcu_read_unlock();
	demo_bench_read_unlock();
	ret = demo_read_text(buf, count, ppos, text, len);
	kfree(text);
	return ret;
}

/* The lockless lookup: no lock, only an RCU read-side critical section. */
static int demo_table_lookup(struct demo_lookup *req)
{
	struct demo_entry *e;
	int ret = -ENOENT;

	demo_bench_read_lock();
	rcu_read_lock();
	list_for_each_entry_rcu(e, &demo_table, list) {
		/* pairs with smp_wmb() in demo_table_set() */
		read_barrier_depends();
		if (e->magic != DEMO_ENTRY_MAGIC) {
			pr_err("table entry seen before it was initialised\n");
			ret = -EIO;
			break;
		}
		if (!strcmp(e->key, req->key)) {
			strscpy(req->value, e->value, sizeof(req->value));
			ret = 0;
			break;
		}
	}
	rcu_read_unlock();
	demo_bench_read_unlock();
	return ret;
}

static long demo_table_ioctl(unsigned int cmd, unsigned long arg)
{
	struct demo_lookup __user *ureq = (struct demo_lookup __user *)arg;
	struct demo_lookup req;
	int ret;

	if (cmd != DEMO_IOC_LOOKUP)
		return -ENOTTY;
	if (copy_from_user(&req, ureq, sizeof(req)))
		return -EFAULT;
	/* cutting an unterminated key short would find another key */
	if (!memchr(req.key, '\0', sizeof(req.key)))
		return -EINVAL;
	memset(req.value, 0, sizeof(req.value));
	ret = demo_table_lookup(&req);
	if (ret)
		return ret;
	if (copy_to_user(ureq, &req, sizeof(req)))
		return -EFAULT;
	return 0;
}

/* ---- minor 2: control ------------------------------------------------- */

static int demo_load_backend(unsigned int n)
{
	const struct demo_backend_ops *ops;
	char desc[64];
	int ret;

	/* n has been range-checked: the name cannot be chosen by the user */
	ret = request_module("demo-backend-%u", n);
	if (ret) {
		pr_info("no backend %u (request_module: %d)\n", n, ret);
		return ret < 0 ? ret : -ENOENT;
	}
	ops = symbol_get(demo_backend_ops);
	if (!ops)
		return -ENOENT;

	mutex_lock(&demo_lock);
	if (demo_backend)
		symbol_put(demo_backend_ops);	/* we hold it already */
	else
		demo_backend = ops;
	demo_backend_nr = n;
	ops->describe(n, desc, sizeof(desc));
	mutex_unlock(&demo_lock);
	pr_info("backend %u attached: %s\n", n, desc);
	return 0;
}

static void demo_umh_put(struct subprocess_info *info)
{
	module_put(THIS_MODULE);
}

static int demo_run_helper(unsigned int code)
{
	static char *envp[] = { "HOME=/", "PATH=/sbin:/bin:/usr/sbin:/usr/bin",
				NULL };
	static char *argvs[][3] = { { DEMO_HELPER, "0" }, { DEMO_HELPER, "1" },
		{ DEMO_HELPER, "2" }, { DEMO_HELPER, "3" }, { DEMO_HELPER, "4" },
		{ DEMO_HELPER, "5" }, { DEMO_HELPER, "6" }, { DEMO_HELPER, "7" } };
	char **argv = argvs[code];
	struct subprocess_info *info;
	int ret;

	/* the path and argv are fixed here; code has been range-checked */
	BUILD_BUG_ON(ARRAY_SIZE(argvs) != DEMO_HELPER_MAX + 1);
	info = call_usermodehelper_setup(DEMO_HELPER, argv, envp, GFP_KERNEL,
					 NULL, demo_umh_put, NULL);
	if (!info)
		return -ENOMEM;
	/*
	 * UMH_KILLABLE: a killed caller returns while the kernel may still be
	 * about to exec the helper with path, argv and envp, so they are all
	 * static and the module is pinned until demo_umh_put() (a tail call).
	 */
	__module_get(THIS_MODULE);
	ret = call_usermodehelper_exec(info, UMH_WAIT_PROC | UMH_KILLABLE);
	/*
	 * The result is a negative errno when the helper could not be run,
	 * else its wait(2) status (UMH_WAIT_PROC); -ERESTARTSYS: killed.
	 */
	if (ret == -ERESTARTSYS)
		ret = -EINTR;
	else if (ret > 0)
		ret = (ret & 0x7f) ? -EINTR : (ret >> 8) & 0xff;

	mutex_lock(&demo_lock);
	demo_helper_result = ret;
	demo_helper_ran = true;
	mutex_unlock(&demo_lock);
	pr_info("helper %s %s: %d\n", DEMO_HELPER, argv[1], ret);
	return ret;
}

static ssize_t demo_ctl_read(char __user *buf, size_t count, loff_t *ppos)
{
	char text[160], desc[64] = "none";
	size_t len;

	mutex_lock(&demo_lock);
	if (demo_backend)
		demo_backend->describe(demo_backend_nr, desc, sizeof(desc));
	len = scnprintf(text, sizeof(text), "backend: %s\n", desc);
	if (demo_helper_ran)
		len += scnprintf(text + len, sizeof(text) - len,
				 "helper: %d\n", demo_helper_result);
	else
		len += scnprintf(text + len, sizeof(text) - len,
				 "helper: not run\n");
	mutex_unlock(&demo_lock);
	return demo_read_text(buf, count, ppos, text, len);
}

static long demo_ctl_ioctl(unsigned int cmd, unsigned long arg)
{
	u32 __user *uarg = (u32 __user *)arg;
	u32 n;

	if (cmd != DEMO_IOC_BACKEND && cmd != DEMO_IOC_HELPER)
		return -ENOTTY;
	/* loading modules and spawning helpers is for the administrator */
	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	if (get_user(n, uarg))
		return -EFAULT;

	if (cmd == DEMO_IOC_BACKEND) {
		if (n > DEMO_BACKEND_MAX)
			return -EINVAL;
		return demo_load_backend(n);
	}
	if (n > DEMO_HELPER_MAX)
		return -EINVAL;
	return demo_run_helper(n);
}

/* ---- minor 300: the wide minor (port only) ---------------------------- */

static ssize_t demo_wide_read(struct file *file, char __user *buf,
			      size_t count, loff_t *ppos)
{
	struct inode *inode = file_inode(file);
	char text[80];
	size_t len;

	len = scnprintf(text, sizeof(text), "major %u minor %u dev_t 0x%08x\n",
			imajor(inode), iminor(inode), inode->i_rdev);
	return demo_read_text(buf, count, ppos, text, len);
}

/* ---- file operations -------------------------------------------------- */

static ssize_t demo_read(struct file *file, char __user *buf, size_t count,
			 loff_t *ppos)
{
	struct demo_file *df = file->private_data;
	struct demo_node *node = df->node;

	switch (node->minor) {
	case DEMO_MINOR_BUF:
		return demo_buf_read(buf, count, ppos);
	case DEMO_MINOR_TABLE:
		return demo_table_read(buf, count, ppos);
	case DEMO_MINOR_CTL:
		return demo_ctl_read(buf, count, ppos);
	case DEMO_MINOR_WIDE:
		return demo_wide_read(file, buf, count, ppos);
	}
	return -ENXIO;
}

static ssize_t demo_write(struct file *file, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	struct demo_file *df = file->private_data;

	switch (df->node->minor) {
	case DEMO_MINOR_BUF:
		return demo_buf_write(file, buf, count, ppos);
	case DEMO_MINOR_TABLE:
		return demo_table_write(df, buf, count);
	}
	return -EINVAL;
}

/*
 * close(): at the last close of a table file, a partial line is applied
 * as if a newline ended it; its error is close()'s.
 */
static int demo_flush(struct file *file, fl_owner_t id)
{
	struct demo_file *df = file->private_data;
	int ret;

	if (df->node->minor != DEMO_MINOR_TABLE || file_count(file) > 1)
		return 0;
	mutex_lock(&df->lock);
	ret = demo_line_end(df);
	mutex_unlock(&df->lock);
	return ret;
}

static long demo_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct demo_file *df = file->private_data;

	switch (df->node->minor) {
	case DEMO_MINOR_TABLE:
		return demo_table_ioctl(cmd, arg);
	case DEMO_MINOR_CTL:
		return demo_ctl_ioctl(cmd, arg);
	}
	return -ENOTTY;
}

static const struct file_operations demo_fops = {
	.owner		= THIS_MODULE,
	.llseek		= demo_llseek,
	.read		= demo_read,
	.write		= demo_write,
	.unlocked_ioctl	= demo_ioctl,
	.compat_ioctl	= compat_ptr_ioctl,
	.open		= demo_open,
	.flush		= demo_flush,
	.release	= demo_release,
};

/* ---- module load and unload ------------------------------------------- */

static void demo_table_free(void)
{
	struct demo_entry *e, *tmp;

	/* no file is open any more: nobody can be reading the table */
	list_for_each_entry_safe(e, tmp, &demo_table, list) {
		list_del(&e->list);
		kfree(e);
	}
	demo_table_count = 0;
}

static void demo_remove_nodes(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(demo_nodes); i++) {
		if (demo_nodes[i].dev)
			device_destroy(&demo_class,
				       MKDEV(major, demo_nodes[i].minor));
		demo_nodes[i].dev = NULL;
	}
}

static int __init demo_init(void)
{
	unsigned int i;
	dev_t devt;
	int ret;

	/* MKDEV() would cut a larger major down to its low 12 bits */
	if (major < 0 || major >= CHRDEV_MAJOR_MAX) {
		pr_err("major %d out of range: 0 (dynamic) or 1..%d\n", major,
		       CHRDEV_MAJOR_MAX - 1);
		return -EINVAL;
	}
	demo_buf_size = max(DEMO_BUF_MIN, min(bufsize, DEMO_BUF_MAX));
	demo_buf = kzalloc(demo_buf_size, GFP_KERNEL);
	if (!demo_buf)
		return -ENOMEM;

	if (major) {
		devt = MKDEV(major, 0);
		ret = register_chrdev_region(devt, DEMO_NR_MINORS, DEMO_NAME);
	} else {
		ret = alloc_chrdev_region(&devt, 0, DEMO_NR_MINORS, DEMO_NAME);
		major = MAJOR(devt);
	}
	if (ret < 0) {
		pr_err("cannot get major %d: %d\n", major, ret);
		goto err_buf;
	}

	cdev_init(&demo_cdev, &demo_fops);
	demo_cdev.owner = THIS_MODULE;
	ret = cdev_add(&demo_cdev, devt, DEMO_NR_MINORS);
	if (ret)
		goto err_region;

	ret = class_register(&demo_class);
	if (ret)
		goto err_cdev;
	for (i = 0; i < ARRAY_SIZE(demo_nodes); i++) {
		struct device *dev;

		dev = device_create(&demo_class, NULL,
				    MKDEV(major, demo_nodes[i].minor), NULL,
				    "%s", demo_nodes[i].name);
		if (IS_ERR(dev)) {
			ret = PTR_ERR(dev);
			goto err_nodes;
		}
		demo_nodes[i].dev = dev;
	}

	pr_info("major %d, %zu-byte buffer, minors %u-%u and %u\n", major,
		demo_buf_size, DEMO_MINOR_BUF, DEMO_MINOR_CTL, DEMO_MINOR_WIDE);
	return 0;

err_nodes:
	demo_remove_nodes();
	class_unregister(&demo_class);
err_cdev:
	cdev_del(&demo_cdev);
err_region:
	unregister_chrdev_region(devt, DEMO_NR_MINORS);
err_buf:
	kfree(demo_buf);
	return ret;
}

static void __exit demo_exit(void)
{
	demo_remove_nodes();
	class_unregister(&demo_class);
	cdev_del(&demo_cdev);
	unregister_chrdev_region(MKDEV(major, 0), DEMO_NR_MINORS);
	demo_table_free();
	if (demo_backend)
		symbol_put(demo_backend_ops);
	kfree(demo_buf);
	pr_info("unloaded\n");
}

module_init(demo_init);
module_exit(demo_exit);

MODULE_DESCRIPTION("Demo char driver: buffer, lockless table, control ioctls");
MODULE_LICENSE("GPL");
