// SPDX-License-Identifier: GPL-2.0
/*
 * demo - a small char driver, as written for Linux 2.4
 *
 * Minors, told apart with MINOR(inode->i_rdev):
 *   0    demo_legacy-buf    a byte buffer: write stores, read returns,
 *                           lseek moves
 *   1    demo_legacy-table  "key=value" lines update a table with lockless
 *                           readers; reading dumps it, DEMO_IOC_LOOKUP
 *                           looks a key up
 *   2    demo_legacy-ctl    ioctls that load a backend module and run a
 *                           usermode helper; reading shows their results
 *
 * This is the driver as it was written in 2001-2002, and it is kept that
 * way: it builds on today's kernels only through compat/compat.mk.  Its
 * port is ../demo.c; `diff -u legacy/demo.c demo.c` shows every change.
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/malloc.h>
#include <linux/kmod.h>
#include <linux/devfs_fs_kernel.h>
#include <linux/list.h>
#include <linux/sched.h>
#include <linux/ctype.h>
#include <asm/uaccess.h>

#include "demo_ioctl.h"
#include "demo_backend.h"

#define DEMO_NAME		"demo_legacy"
#define DEMO_HELPER		"/sbin/demo-helper"
#define DEMO_NR_NODES		(sizeof(demo_nodes) / sizeof(demo_nodes[0]))
#define DEMO_BUF_MIN		64
#define DEMO_BUF_MAX		65536
#define DEMO_TABLE_MAX		64
/* the longest table line, "key=value", is DEMO_LINE_MAX - 1 bytes */
#define DEMO_LINE_MAX		(DEMO_KEY_LEN + DEMO_VALUE_LEN)
#define DEMO_WRITE_MAX		1024
#define DEMO_ENTRY_MAGIC	0x64656d6fU

static int major = 0;
MODULE_PARM(major, "i");
MODULE_PARM_DESC(major, "Major number, below 512 (default 0: dynamic)");

static int bufsize = 4096;
MODULE_PARM(bufsize, "i");
MODULE_PARM_DESC(bufsize, "Size of the buffer device, clamped to 64..65536");

EXPORT_NO_SYMBOLS;

struct demo_node {
	unsigned int minor;
	char *name;
	devfs_handle_t handle;
};

static struct demo_node demo_nodes[] = {
	{ minor: DEMO_MINOR_BUF,	name: DEMO_NAME "-buf" },
	{ minor: DEMO_MINOR_TABLE,	name: DEMO_NAME "-table" },
	{ minor: DEMO_MINOR_CTL,	name: DEMO_NAME "-ctl" },
};

/*
 * One open file.  A table line may come in several write() calls (or
 * writev() segments): the part after the last newline waits in @line
 * until a later write ends it, or until the last close.
 */
struct demo_file {
	struct demo_node *node;
	struct semaphore sem;		/* serialises writes to @line */
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
	unsigned int magic;		/* DEMO_ENTRY_MAGIC once initialised */
	char key[DEMO_KEY_LEN];
	char value[DEMO_VALUE_LEN];
};

/* demo_sem serialises the buffer, table updates and the control state. */
static struct semaphore demo_sem;
static char *demo_buf;
static size_t demo_buf_size;
static size_t demo_buf_len;
static LIST_HEAD(demo_table);
static unsigned int demo_table_count;
static const struct demo_backend_ops *demo_backend;
static unsigned int demo_backend_nr;
static int demo_helper_result;
static int demo_helper_ran;

static struct demo_node *demo_find_node(unsigned int minor)
{
	unsigned int i;

	for (i = 0; i < DEMO_NR_NODES; i++)
		if (demo_nodes[i].minor == minor)
			return &demo_nodes[i];
	return NULL;
}

static int demo_open(struct inode *inode, struct file *file)
{
	kdev_t dev = inode->i_rdev;
	struct demo_node *node = demo_find_node(MINOR(dev));
	struct demo_file *df;

	if (!node)
		return -ENXIO;
	df = kmalloc(sizeof(*df), GFP_KERNEL);
	if (!df)
		return -ENOMEM;
	memset(df, 0, sizeof(*df));
	df->node = node;
	sema_init(&df->sem, 1);
	file->private_data = df;
	MOD_INC_USE_COUNT;

	if (node->minor == DEMO_MINOR_BUF &&
	    (file->f_mode & FMODE_WRITE) && (file->f_flags & O_TRUNC)) {
		down(&demo_sem);
		demo_buf_len = 0;
		up(&demo_sem);
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
	MOD_DEC_USE_COUNT;
	return 0;
}

/* Copy the part of a generated text at *ppos to user space. */
static ssize_t demo_read_text(char __user *buf, size_t count, loff_t *ppos,
			      const char *text, size_t len)
{
	size_t n;

	if (*ppos < 0 || *ppos >= len)
		return 0;
	n = min(size_t, count, len - (size_t)*ppos);
	if (copy_to_user(buf, text + *ppos, n))
		return -EFAULT;
	*ppos += n;
	return n;
}

/* ---- minor 0: the buffer ---------------------------------------------- */

static ssize_t demo_buf_read(char __user *buf, size_t count, loff_t *ppos)
{
	ssize_t ret = 0;
	size_t n;

	if (down_interruptible(&demo_sem))
		return -ERESTARTSYS;
	if (*ppos < 0 || *ppos >= demo_buf_len)
		goto out;
	n = min(size_t, count, demo_buf_len - (size_t)*ppos);
	if (copy_to_user(buf, demo_buf + *ppos, n)) {
		ret = -EFAULT;
		goto out;
	}
	*ppos += n;
	ret = n;
out:
	up(&demo_sem);
	return ret;
}

static ssize_t demo_buf_write(struct file *file, const char __user *buf,
			      size_t count, loff_t *ppos)
{
	ssize_t ret;
	size_t pos, n;

	if (down_interruptible(&demo_sem))
		return -ERESTARTSYS;
	pos = (file->f_flags & O_APPEND) ? demo_buf_len : (size_t)*ppos;
	if (*ppos < 0 || pos >= demo_buf_size) {
		ret = count ? -ENOSPC : 0;
		goto out;
	}
	/* a write past the end of the buffer is cut short, never overflows */
	n = min(size_t, count, demo_buf_size - pos);
	if (copy_from_user(demo_buf + pos, buf, n)) {
		ret = -EFAULT;
		goto out;
	}
	demo_buf_len = max(size_t, demo_buf_len, pos + n);
	*ppos = pos + n;
	ret = n;
out:
	up(&demo_sem);
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

/* Called with demo_sem held. */
static struct demo_entry *demo_table_find(const char *key)
{
	struct list_head *p;
	struct demo_entry *e;

	list_for_each(p, &demo_table) {
		e = list_entry(p, struct demo_entry, list);
		if (!strcmp(e->key, key))
			return e;
	}
	return NULL;
}

/* Set key to value, or delete key when value is empty. */
static int demo_table_set(const char *key, const char *value)
{
	struct demo_entry *old, *e = NULL;

	if (*value) {
		e = kmalloc(sizeof(*e), GFP_KERNEL);
		if (!e)
			return -ENOMEM;
		memset(e, 0, sizeof(*e));
		strcpy(e->key, key);
		strcpy(e->value, value);
		e->magic = DEMO_ENTRY_MAGIC;
	}

	down(&demo_sem);
	old = demo_table_find(key);
	if (e && !old && demo_table_count >= DEMO_TABLE_MAX) {
		up(&demo_sem);
		kfree(e);
		return -ENOSPC;
	}
	/*
	 * Order the initialisation of *e before its publication; pairs with
	 * read_barrier_depends() in the readers.
	 */
	wmb();
	if (e && old)
		list_add_tail_rcu(&e->list, &old->list);
	else if (e)
		list_add_tail_rcu(&e->list, &demo_table);
	if (old)
		list_del_rcu(&old->list);
	if (e && !old)
		demo_table_count++;
	if (!e && old)
		demo_table_count--;
	up(&demo_sem);

	/* readers may still see the old entry: free it after a grace period */
	if (old) {
		synchronize_rcu();
		kfree(old);
	}
	return 0;
}

/*
 * Keys are [A-Za-z0-9_.-], values printable ASCII: the kernel's isalnum()
 * and isprint() follow Latin-1, which would let 0xa0-0xff through.
 */
static int demo_key_ok(const char *key)
{
	if (!*key || strlen(key) >= DEMO_KEY_LEN)
		return 0;
	for (; *key; key++)
		if (!(isascii(*key) && isalnum(*key)) &&
		    *key != '_' && *key != '-' && *key != '.')
			return 0;
	return 1;
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
 * longer than the longest valid one.  Called with df->sem held.
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
 * ignored) and start a new one.  Called with df->sem held.
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
	size_t len = min(size_t, count, DEMO_WRITE_MAX);
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

	if (down_interruptible(&df->sem)) {
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
	up(&df->sem);
	kfree(kbuf);
	return done ? done : ret;
}

static ssize_t demo_table_read(char __user *buf, size_t count, loff_t *ppos)
{
	size_t size = DEMO_TABLE_MAX * (DEMO_LINE_MAX + 2), len = 0;
	struct list_head *p;
	struct demo_entry *e;
	ssize_t ret;
	char *text;

	text = kmalloc(size, GFP_KERNEL);
	if (!text)
		return -ENOMEM;
	rcu_read_lock();
	list_for_each(p, &demo_table) {
		e = list_entry(p, struct demo_entry, list);
		/* pairs with wmb() in demo_table_set() */
		read_barrier_depends();
		if (len + DEMO_LINE_MAX + 2 > size)
			break;
		len += sprintf(text + len, "%s=%s\n", e->key, e->value);
	}
	rcu_read_unlock();
	ret = demo_read_text(buf, count, ppos, text, len);
	kfree(text);
	return ret;
}

/* The lockless lookup: no lock, only an RCU read-side critical section. */
static int demo_table_lookup(struct demo_lookup *req)
{
	struct list_head *p;
	struct demo_entry *e;
	int ret = -ENOENT;

	rcu_read_lock();
	list_for_each(p, &demo_table) {
		e = list_entry(p, struct demo_entry, list);
		/* pairs with wmb() in demo_table_set() */
		read_barrier_depends();
		if (e->magic != DEMO_ENTRY_MAGIC) {
			printk(KERN_ERR DEMO_NAME
			       ": table entry seen before it was initialised\n");
			ret = -EIO;
			break;
		}
		if (!strcmp(e->key, req->key)) {
			strcpy(req->value, e->value);
			ret = 0;
			break;
		}
	}
	rcu_read_unlock();
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
	char name[32], desc[64];
	int ret;

	/* n has been range-checked: the name cannot be chosen by the user */
	sprintf(name, "demo-backend-%u", n);
	ret = request_module(name);
	if (ret) {
		printk(KERN_INFO DEMO_NAME ": no backend %u (request_module: %d)\n",
		       n, ret);
		return ret < 0 ? ret : -ENOENT;
	}
	ops = symbol_get(demo_backend_ops);
	if (!ops)
		return -ENOENT;

	down(&demo_sem);
	if (demo_backend)
		symbol_put(demo_backend_ops);	/* we hold it already */
	else
		demo_backend = ops;
	demo_backend_nr = n;
	ops->describe(n, desc, sizeof(desc));
	up(&demo_sem);
	printk(KERN_INFO DEMO_NAME ": backend %u attached: %s\n", n, desc);
	return 0;
}

static int demo_run_helper(unsigned int code)
{
	static char *envp[] = { "HOME=/", "PATH=/sbin:/bin:/usr/sbin:/usr/bin",
				NULL };
	static char *argvs[][3] = { { DEMO_HELPER, "0" }, { DEMO_HELPER, "1" },
		{ DEMO_HELPER, "2" }, { DEMO_HELPER, "3" }, { DEMO_HELPER, "4" },
		{ DEMO_HELPER, "5" }, { DEMO_HELPER, "6" }, { DEMO_HELPER, "7" } };
	char **argv = argvs[code];
	int ret;

	/* the path and argv are fixed here; code has been range-checked */
	ret = call_usermodehelper(DEMO_HELPER, argv, envp);
	/*
	 * The result is a negative errno when the helper could not be run,
	 * else 0: the 2.4 call does not wait for the helper to exit.
	 */

	down(&demo_sem);
	demo_helper_result = ret;
	demo_helper_ran = 1;
	up(&demo_sem);
	printk(KERN_INFO DEMO_NAME ": helper %s %s: %d\n", DEMO_HELPER, argv[1], ret);
	return ret;
}

static ssize_t demo_ctl_read(char __user *buf, size_t count, loff_t *ppos)
{
	char text[160], desc[64] = "none";
	size_t len;

	down(&demo_sem);
	if (demo_backend)
		demo_backend->describe(demo_backend_nr, desc, sizeof(desc));
	len = sprintf(text, "backend: %s\n", desc);
	if (demo_helper_ran)
		len += sprintf(text + len, "helper: %d\n", demo_helper_result);
	else
		len += sprintf(text + len, "helper: not run\n");
	up(&demo_sem);
	return demo_read_text(buf, count, ppos, text, len);
}

static long demo_ctl_ioctl(unsigned int cmd, unsigned long arg)
{
	unsigned int __user *uarg = (unsigned int __user *)arg;
	unsigned int n;

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
	down(&df->sem);
	ret = demo_line_end(df);
	up(&df->sem);
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

static struct file_operations demo_fops = {
	owner:		THIS_MODULE,
	llseek:		demo_llseek,
	read:		demo_read,
	write:		demo_write,
	unlocked_ioctl:	demo_ioctl,
	open:		demo_open,
	flush:		demo_flush,
	release:	demo_release,
};

/* ---- module load and unload ------------------------------------------- */

static void demo_table_free(void)
{
	struct list_head *p, *tmp;

	/* no file is open any more: nobody can be reading the table */
	list_for_each_safe(p, tmp, &demo_table) {
		list_del(p);
		kfree(list_entry(p, struct demo_entry, list));
	}
	demo_table_count = 0;
}

static void demo_remove_nodes(void)
{
	unsigned int i;

	for (i = 0; i < DEMO_NR_NODES; i++) {
		if (demo_nodes[i].handle)
			devfs_unregister(demo_nodes[i].handle);
		demo_nodes[i].handle = NULL;
	}
}

int init_module(void)
{
	unsigned int i;
	int ret;

	/* register_chrdev() refuses a major past the largest it allows */
	if (major < 0) {
		printk(KERN_ERR DEMO_NAME ": major %d out of range\n", major);
		return -EINVAL;
	}
	demo_buf_size = max(int, DEMO_BUF_MIN, min(int, bufsize, DEMO_BUF_MAX));
	demo_buf = kmalloc(demo_buf_size, GFP_KERNEL);
	if (!demo_buf)
		return -ENOMEM;
	memset(demo_buf, 0, demo_buf_size);
	sema_init(&demo_sem, 1);

	ret = register_chrdev(major, DEMO_NAME, &demo_fops);
	if (ret < 0) {
		printk(KERN_ERR DEMO_NAME ": cannot get major %d: %d\n",
		       major, ret);
		goto err_buf;
	}
	if (major == 0)
		major = ret;

	for (i = 0; i < DEMO_NR_NODES; i++)
		demo_nodes[i].handle =
			devfs_register(NULL, demo_nodes[i].name,
				       DEVFS_FL_DEFAULT, major,
				       demo_nodes[i].minor,
				       S_IFCHR | S_IRUSR | S_IWUSR,
				       &demo_fops, NULL);

	printk(KERN_INFO DEMO_NAME ": major %d, %lu-byte buffer, minors %u-%u\n",
	       major, (unsigned long)demo_buf_size, DEMO_MINOR_BUF,
	       DEMO_MINOR_CTL);
	return 0;

err_buf:
	kfree(demo_buf);
	return ret;
}

void cleanup_module(void)
{
	demo_remove_nodes();
	unregister_chrdev(major, DEMO_NAME);
	demo_table_free();
	if (demo_backend)
		symbol_put(demo_backend_ops);
	kfree(demo_buf);
	printk(KERN_INFO DEMO_NAME ": unloaded\n");
}

MODULE_DESCRIPTION("Demo char driver: buffer, lockless table, control ioctls");
MODULE_LICENSE("GPL");
