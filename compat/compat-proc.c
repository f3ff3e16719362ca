// SPDX-License-Identifier: GPL-2.0
/*
 * compat-proc.c - 2.4's create_proc_read_entry() and
 * create_proc_info_entry() on top of proc_ops.
 *
 * The read method is 2.4's proc_file_read() (2.4.0 and 2.4.18
 * fs/proc/generic.c) with its three ways for read_proc to return data
 * (*start NULL, *start a small count, *start pointing at the data, in the
 * page or in the driver's own buffer) and its end of file for a negative
 * return with *start NULL; what 2.4 copied past a buffer fails with EIO:
 * compat never copies more than the reader asked for, nor from past the
 * page.  A get_info function (create_proc_info_entry()) is called in
 * read_proc's place, as 2.4 did: no eof flag, a return smaller than the
 * count ends the read.  See porting-guide/proc.md.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/fs.h>
#include <linux/list.h>
#include <linux/minmax.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/proc_fs.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>
#include <compat/proc.h>

#include "drvcompat-internal.h"

/* drvcompat.ko calls the kernel's own remove_proc_entry() */
#undef remove_proc_entry

/* 2.4: "buffer size is one page but our output routines use some slack" */
#define DRVCOMPAT_PROC_BLOCK_SIZE	(PAGE_SIZE - 1024)

/*
 * one entry made by create_proc_read_entry() (read_proc and data) or
 * create_proc_info_entry() (get_info)
 */
struct drvcompat_proc_entry {
	struct list_head list;
	struct proc_dir_entry *pde;
	struct proc_dir_entry *parent;
	read_proc_t *read_proc;
	get_info_t *get_info;
	void *data;
	bool told_negative;	/* the "negative with *start NULL" notice */
	char name[];
};

static LIST_HEAD(drvcompat_proc_entries);
static DEFINE_MUTEX(drvcompat_proc_lock);

/*
 * Is @p a kernel address a driver buffer can live at: the direct map or the
 * kernel image (kmalloc(), static data of a built-in driver), vmalloc() or
 * a module's data?  Whether it is mapped is copy_from_kernel_nofault()'s
 * business.  An address that is not is, as in 2.4, a count for the
 * "offset" form (2.4 compared with the page address instead, which read a
 * driver buffer below the page as a count: LVM1 printed garbage on sparc64,
 * LKML "lvm-fs.c _proc_read_global", Nov 2001).
 */
static bool drvcompat_proc_kernel_addr(const void *p)
{
	if (virt_addr_valid(p) || is_vmalloc_addr(p))
		return true;
#if defined(MODULES_VADDR) && defined(MODULES_END)
	/* a module's static data, where modules have an area of their own */
	return (unsigned long)p >= MODULES_VADDR &&
	       (unsigned long)p < MODULES_END;
#else
	return false;
#endif
}

/* the driver's function, and what it is, for the log */
static const char *drvcompat_proc_fn_kind(struct drvcompat_proc_entry *e)
{
	return e->get_info ? "get_info" : "read_proc";
}

static void *drvcompat_proc_fn(struct drvcompat_proc_entry *e)
{
	return e->get_info ? (void *)e->get_info : (void *)e->read_proc;
}

/*
 * One call of read_proc (or get_info), checked: returns the bytes to copy (> 0) with
 * *from set, 0 at end of file, or a negative errno.  *advance is how far
 * the file position moves.  2.4.0's and 2.4.18's proc_file_read()
 * (fs/proc/generic.c, the same loop in both) decided in this order:
 * *start NULL: n -= *ppos, and n <= 0 is end of file (a negative return
 * too); then n == 0 is end of file, n < 0 the read's error; then the data
 * is copied from page if *start < page (the position moves by
 * (long)*start), else from *start, wherever it points.
 */
static ssize_t drvcompat_proc_call(struct drvcompat_proc_entry *e, char *page,
				   loff_t pos, size_t count, int *eof,
				   char **from, loff_t *advance)
{
	const char *why = "more than the buffer holds";
	char *start = NULL;
	long n;

	if (e->get_info) {
		/* 2.4: "if (n < count) eof = 1", whatever *start says */
		n = e->get_info(page, &start, (off_t)pos, (int)count);
		if (n < (long)count)
			*eof = 1;
	} else {
		n = e->read_proc(page, &start, (off_t)pos, (int)count, eof,
				 e->data);
	}
	if (!start) {
		/* method 0: the data of offset pos sits at page + pos */
		if (n < 0) {
			/* 2.4: n - pos <= 0, end of file, not an error */
			if (!e->told_negative) {
				e->told_negative = true;
				pr_notice("%s: %s %ps returned %ld with *start NULL: end of file, as in 2.4\n",
					  e->name, drvcompat_proc_fn_kind(e),
					  drvcompat_proc_fn(e), n);
			}
			return 0;
		}
		if (n > PAGE_SIZE)
			goto overflow;
		if (pos >= n)
			return 0;
		n = min_t(long, n - pos, count);
		*from = page + pos;
		*advance = n;
		return n;
	}
	if (n == 0)
		return 0;
	if (n < 0)
		return n < -MAX_ERRNO ? -EIO : n;
	if (start >= page && start < page + PAGE_SIZE) {
		/* method 2: the data sits at start, inside the page */
		unsigned long startoff = start - page;

		if (n > PAGE_SIZE - startoff)
			goto overflow;
		n = min_t(long, n, count);
		*from = start;
		*advance = n;
	} else if (drvcompat_proc_kernel_addr(start)) {
		/*
		 * method 2 with the driver's own buffer (LVM1's
		 * "*start = &buf[pos]"): 2.4 copied from it directly.  Bounce
		 * through the page, never faulting on a bad pointer.
		 */
		n = min_t(long, n, count);
		if (copy_from_kernel_nofault(page, start, n)) {
			why = "a buffer that cannot be read";
			goto overflow;
		}
		*from = page;
		*advance = n;
	} else if ((unsigned long)start < (unsigned long)page) {
		/* method 1: data at page, the position moves by "start" */
		if (n > count)
			goto overflow;
		*from = page;
		*advance = (unsigned long)start;
	} else {
		why = "a *start that is no kernel buffer";
		goto overflow;
	}
	return n;

overflow:
	pr_warn_ratelimited("%s: %s %ps returned %ld with *start %p: %s, read fails with EIO\n",
			    e->name, drvcompat_proc_fn_kind(e), drvcompat_proc_fn(e),
			    n, start, why);
	return -EIO;
}

static ssize_t drvcompat_proc_read(struct file *file, char __user *buf,
				   size_t nbytes, loff_t *ppos)
{
	struct drvcompat_proc_entry *e = pde_data(file_inode(file));
	ssize_t retval = 0;
	char *page;
	int eof = 0;

	if (*ppos < 0)
		return -EINVAL;
	page = (char *)__get_free_page(GFP_KERNEL);
	if (!page)
		return -ENOMEM;

	while (nbytes > 0 && !eof) {
		size_t count = min_t(size_t, DRVCOMPAT_PROC_BLOCK_SIZE, nbytes);
		loff_t advance = 0;
		char *from = NULL;
		ssize_t n;

		n = drvcompat_proc_call(e, page, *ppos, count, &eof, &from,
					&advance);
		if (n == 0)
			break;
		if (n < 0) {
			if (retval == 0)
				retval = n;
			break;
		}
		n -= copy_to_user(buf, from, n);
		if (n == 0) {
			if (retval == 0)
				retval = -EFAULT;
			break;
		}
		*ppos += advance;
		nbytes -= n;
		buf += n;
		retval += n;
	}
	free_page((unsigned long)page);
	return retval;
}

/* 2.6's proc_file_lseek(): SEEK_SET and SEEK_CUR only */
static loff_t drvcompat_proc_lseek(struct file *file, loff_t offset,
				   int whence)
{
	switch (whence) {
	case SEEK_CUR:
		offset += file->f_pos;
		fallthrough;
	case SEEK_SET:
		if (offset < 0)
			return -EINVAL;
		file->f_pos = offset;
		return offset;
	}
	return -EINVAL;
}

static const struct proc_ops drvcompat_proc_ops = {
	.proc_read	= drvcompat_proc_read,
	.proc_lseek	= drvcompat_proc_lseek,
};

/* a regular /proc file whose reads call read_proc or get_info */
static struct proc_dir_entry *
drvcompat_proc_create(const char *name, umode_t mode,
		      struct proc_dir_entry *parent, read_proc_t *read_proc,
		      get_info_t *get_info, void *data)
{
	struct drvcompat_proc_entry *e;
	size_t len;

	if (!name || (!read_proc && !get_info))
		return NULL;
	if ((mode & S_IFMT) && !S_ISREG(mode))
		return NULL;
	if (!(mode & S_IFMT))
		mode |= S_IFREG;
	if (!(mode & 0777))
		mode |= 0444;
	len = strlen(name);
	e = kzalloc(struct_size(e, name, len + 1), GFP_KERNEL);
	if (!e)
		return NULL;
	memcpy(e->name, name, len + 1);
	e->parent = parent;
	e->read_proc = read_proc;
	e->get_info = get_info;
	e->data = data;

	mutex_lock(&drvcompat_proc_lock);
	e->pde = proc_create_data(name, mode, parent, &drvcompat_proc_ops, e);
	if (e->pde)
		list_add(&e->list, &drvcompat_proc_entries);
	mutex_unlock(&drvcompat_proc_lock);
	if (!e->pde) {
		kfree(e);
		return NULL;
	}
	return e->pde;
}

/**
 * drvcompat_create_proc_read_entry() - 2.4's create_proc_read_entry()
 * @name: entry name; with a NULL @parent it may be a path ("driver/foo")
 * @mode: mode bits; 0 means S_IFREG | 0444 (2.4: S_IFREG if no file type,
 *        S_IRUGO if no permission bits)
 * @parent: directory entry, or NULL for /proc
 * @read_proc: the driver's read function, called with a page buffer as
 *             2.4's proc_file_read() called it
 * @data: passed to @read_proc
 *
 * What create_proc_read_entry() maps to.  Only regular files: a mode with
 * another file type fails.  See porting-guide/proc.md for the read
 * semantics and where they differ from 2.6 (a return larger than the page
 * fails the read with -EIO).
 *
 * Return: the new entry, or NULL (no memory, bad arguments, the name exists).
 */
struct proc_dir_entry *
drvcompat_create_proc_read_entry(const char *name, umode_t mode,
				 struct proc_dir_entry *parent,
				 read_proc_t *read_proc, void *data)
{
	if (!read_proc)
		return NULL;
	return drvcompat_proc_create(name, mode, parent, read_proc, NULL,
				     data);
}
EXPORT_SYMBOL_GPL(drvcompat_create_proc_read_entry);

/**
 * drvcompat_create_proc_info_entry() - 2.4's create_proc_info_entry()
 * @name: entry name; with a NULL @parent it may be a path ("net/foo")
 * @mode: mode bits; 0 means S_IFREG | 0444, as for
 *        drvcompat_create_proc_read_entry()
 * @parent: directory entry, or NULL for /proc
 * @get_info: the driver's function, called with a page buffer as 2.4's
 *            proc_file_read() called it: no eof flag, a return smaller
 *            than the count ends the read
 *
 * What create_proc_info_entry() maps to; the entry is removed with
 * remove_proc_entry() as any other.  See porting-guide/proc.md.
 *
 * Return: the new entry, or NULL (no memory, bad arguments, the name exists).
 */
struct proc_dir_entry *
drvcompat_create_proc_info_entry(const char *name, umode_t mode,
				 struct proc_dir_entry *parent,
				 get_info_t *get_info)
{
	if (!get_info)
		return NULL;
	return drvcompat_proc_create(name, mode, parent, NULL, get_info,
				     NULL);
}
EXPORT_SYMBOL_GPL(drvcompat_create_proc_info_entry);

/**
 * drvcompat_remove_proc_entry() - remove_proc_entry() for compat's entries
 * @name: the name the entry was created with
 * @parent: its parent
 *
 * Calls the kernel's remove_proc_entry(), which waits until no read is in
 * progress, then frees the state of a create_proc_read_entry() entry of
 * that name and parent (if it was one).
 */
void drvcompat_remove_proc_entry(const char *name,
				 struct proc_dir_entry *parent)
{
	struct drvcompat_proc_entry *e, *found = NULL;

	mutex_lock(&drvcompat_proc_lock);
	list_for_each_entry(e, &drvcompat_proc_entries, list) {
		if (e->parent == parent && name && !strcmp(e->name, name)) {
			list_del(&e->list);
			found = e;
			break;
		}
	}
	mutex_unlock(&drvcompat_proc_lock);
	remove_proc_entry(name, parent);
	kfree(found);
}
EXPORT_SYMBOL_GPL(drvcompat_remove_proc_entry);

/*
 * Entries their driver did not remove would call into drvcompat.ko after
 * it is gone: remove them (their drivers are unloaded by now, as they
 * depend on drvcompat.ko).
 */
void drvcompat_proc_exit(void)
{
	struct drvcompat_proc_entry *e, *tmp;

	list_for_each_entry_safe(e, tmp, &drvcompat_proc_entries, list) {
		pr_warn("/proc entry %s was not removed by its driver; removing it\n",
			e->name);
		list_del(&e->list);
		proc_remove(e->pde);
		kfree(e);
	}
}
