/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/proc.h - 2.4's /proc read entries: read_proc_t,
 * create_proc_read_entry(), get_info_t, create_proc_info_entry();
 * create_proc_entry() is a clear build error.
 * 2.4's proc_root parent is not provided: a macro of that name would
 * break every struct member called proc_root (the sound core has some);
 * port-check (rule proc) rewrites &proc_root to NULL.
 *
 * In 2.4 (include/linux/proc_fs.h) create_proc_read_entry() was a static
 * inline: create_proc_entry() and then "res->read_proc = read_proc;
 * res->data = data;", and fs/proc/generic.c's proc_file_read() called
 * read_proc with a page buffer.  create_proc_info_entry() was the same
 * with "res->get_info = get_info;", the older interface of the net
 * code, which proc_file_read() called in read_proc's place as
 * "n = dp->get_info(page, &start, *ppos, count); if (n < count) eof = 1;"
 * and then treated n and start exactly as read_proc's (2.4.0 and 2.4.18
 * fs/proc/generic.c).  struct proc_dir_entry is opaque since
 * 2.6.2x and read_proc went away in 3.10, so compat provides
 * create_proc_read_entry() and create_proc_info_entry() as functions of
 * drvcompat.ko that register
 * the entry with proc_ops whose read calls the driver's read_proc or
 * get_info the way proc_file_read() did.  A driver that creates the entry with
 * create_proc_entry() and sets ->read_proc itself cannot be served: the
 * structure has no such field; port-check rule proc rewrites that pattern.
 * See porting-guide/proc.md.
 */
#ifndef __DRVCOMPAT_PROC_H
#define __DRVCOMPAT_PROC_H

#include <linux/types.h>
#include <linux/build_bug.h>
#include <linux/proc_fs.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_READ_PROC_T
/**
 * typedef read_proc_t - 2.4 /proc read function
 * @page: a kernel buffer of PAGE_SIZE bytes to fill
 * @start: where the data starts, as 2.4.0's and 2.4.18's proc_file_read()
 *         (fs/proc/generic.c) read it (see porting-guide/proc.md): leave it
 *         NULL and return the end of the data counted from @page; set it
 *         to where the data is (in @page, or in the driver's own buffer,
 *         LVM1's ``*start = &buf[pos]``) and return the bytes there; or set
 *         it to a small number (the offset advance) and put the data at
 *         @page
 * @off: the file position the reader asks for
 * @count: the bytes the reader can take in this call (at most
 *         PAGE_SIZE - 1024, as in 2.4)
 * @eof: set to 1 when all data has been supplied
 * @data: the data pointer given to create_proc_read_entry()
 *
 * Return: bytes supplied, 0 at end of file, or a negative errno, which is
 * the read's error only with *@start set: with *@start NULL, 2.4 took a
 * negative return as end of file, and so does compat.
 */
typedef int (read_proc_t)(char *page, char **start, off_t off, int count,
			  int *eof, void *data);
#endif

#ifndef DRVCOMPAT_HAVE_CREATE_PROC_READ_ENTRY
struct proc_dir_entry *
drvcompat_create_proc_read_entry(const char *name, umode_t mode,
				 struct proc_dir_entry *parent,
				 read_proc_t *read_proc, void *data);
void drvcompat_remove_proc_entry(const char *name,
				 struct proc_dir_entry *parent);

/**
 * create_proc_read_entry() - 2.4 "a /proc file read by read_proc"
 * @name: entry name; with a NULL @parent it may be a path ("driver/foo")
 * @mode: mode bits; 0 means S_IFREG | 0444, as in 2.4
 * @parent: directory entry, or NULL for /proc
 * @read_proc: the driver's read function (read_proc_t)
 * @data: passed to @read_proc
 *
 * drvcompat_create_proc_read_entry(): a regular /proc file whose reads call
 * @read_proc with a page buffer, honouring *start, *eof and the offset as
 * 2.4's proc_file_read() did (2.4.0 and 2.4.18 fs/proc/generic.c): *start
 * NULL, a small count, or a pointer into the page or into the driver's own
 * buffer; a negative return is the read's error with *start set and end of
 * file with *start NULL.  Where 2.4 copied past a buffer (a return larger
 * than the page, or than the space after *start in it; more than the
 * reader asked for with a count) the read fails with -EIO, as it does for
 * a *start that is no readable kernel buffer.  The entry cannot be
 * written.  Remove it with remove_proc_entry(), which
 * compat routes through drvcompat_remove_proc_entry().
 *
 * Return: the entry, or NULL on failure (as in 2.4).
 */
#define create_proc_read_entry(name, mode, parent, read_proc, data)	\
	(__drvcompat_legacy("create_proc_read_entry(): use proc_create() with proc_ops and seq_file, see porting-guide/proc.md") \
	 drvcompat_create_proc_read_entry(name, mode, parent, read_proc, data))

/**
 * remove_proc_entry() - remove a /proc entry, and compat's state for it
 * @name: the name given when it was created
 * @parent: the parent given when it was created
 *
 * drvcompat_remove_proc_entry(): the kernel's remove_proc_entry() (it
 * waits for reads in progress), then frees what
 * create_proc_read_entry() allocated for the entry.  Entries made any other
 * way are simply removed.
 */
#define remove_proc_entry(name, parent)					\
	drvcompat_remove_proc_entry(name, parent)
#endif /* !DRVCOMPAT_HAVE_CREATE_PROC_READ_ENTRY */

#ifndef DRVCOMPAT_HAVE_CREATE_PROC_INFO_ENTRY
/**
 * typedef get_info_t - 2.4 /proc "get info" function
 * @page: a kernel buffer of PAGE_SIZE bytes to fill
 * @start: where the data starts, as for read_proc_t: left NULL, the data
 *         of offset @off sits at @page + @off and the return counts from
 *         @page; or set to the data (in @page) and the return counts from
 *         there
 * @off: the file position the reader asks for
 * @count: the bytes the reader can take in this call (at most
 *         PAGE_SIZE - 1024, as in 2.4)
 *
 * There is no eof flag and no data pointer: as 2.4's proc_file_read()
 * did, a return smaller than @count ends the read (end of file).
 *
 * Return: bytes supplied, 0 at end of file, or a negative errno (as for
 * read_proc_t).
 */
typedef int (get_info_t)(char *page, char **start, off_t off, int count);

struct proc_dir_entry *
drvcompat_create_proc_info_entry(const char *name, umode_t mode,
				 struct proc_dir_entry *parent,
				 get_info_t *get_info);

/**
 * create_proc_info_entry() - 2.4 "a /proc file read by get_info"
 * @name: entry name; with a NULL @parent it may be a path ("net/foo")
 * @mode: mode bits; 0 means S_IFREG | 0444, as in 2.4
 * @parent: directory entry, or NULL for /proc
 * @get_info: the driver's function (get_info_t)
 *
 * drvcompat_create_proc_info_entry(): the entry of
 * create_proc_read_entry(), whose reads call @get_info as 2.4's
 * proc_file_read() (2.4.0 and 2.4.18 fs/proc/generic.c) called it: a
 * page buffer, the offset and the count; a return smaller than the count
 * is the end of the file; *start and the return otherwise as for
 * read_proc.  Remove it with remove_proc_entry().  See
 * porting-guide/proc.md.
 *
 * Return: the entry, or NULL on failure (as in 2.4).
 */
#define create_proc_info_entry(name, mode, parent, get_info)		\
	(__drvcompat_legacy("create_proc_info_entry(): use proc_create() with proc_ops and seq_file, see porting-guide/proc.md") \
	 drvcompat_create_proc_info_entry(name, mode, parent, get_info))
#endif /* !DRVCOMPAT_HAVE_CREATE_PROC_INFO_ENTRY */

#ifndef DRVCOMPAT_HAVE_CREATE_PROC_ENTRY
/**
 * create_proc_entry() - a clear build error
 * @name: entry name
 * @mode: mode bits
 * @parent: directory entry
 *
 * The 2.4 pattern "e = create_proc_entry(); e->read_proc = f; e->data =
 * d;" needs fields struct proc_dir_entry no longer has: write
 * create_proc_read_entry(n, m, p, f, d) (port-check --fix does, rule
 * proc) or proc_create() with proc_ops.  See porting-guide/proc.md.
 */
#define create_proc_entry(name, mode, parent)				\
	({								\
		BUILD_BUG_ON_MSG(1, "create_proc_entry() is gone (3.10): use create_proc_read_entry(), see porting-guide/proc.md"); \
		(struct proc_dir_entry *)NULL;				\
	})
#endif

#endif /* __DRVCOMPAT_PROC_H */
