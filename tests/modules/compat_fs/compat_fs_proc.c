// SPDX-License-Identifier: GPL-2.0
/*
 * compat_fs_proc - 2.4-style /proc read entries, built unchanged through
 * compat/compat.mk (tests/guest/compat-proc.sh).  One entry per way a 2.4
 * read_proc returned its data:
 *
 *   /proc/compat_fs_top      *start left NULL, the whole text, *eof = 1
 *                            (parent NULL: what &proc_root meant)
 *   compat_fs/startoff       the "*start = page + off" idiom
 *   compat_fs/big            *start = page, data of offset off, 16500 bytes
 *   compat_fs/records        *start = number of records (the "hack" of
 *                            2.2/2.4's proc_file_read)
 *   compat_fs/error          *start = page, returns -ENODEV (an error)
 *   compat_fs/errnull        *start NULL, returns -ENODEV (2.4: end of file)
 *   compat_fs/drvbuf         *start = &buf[off] in the driver's own
 *                            vmalloc()ed buffer, 6000 bytes (LVM1's idiom)
 *   compat_fs/overflow       returns more than a page
 *
 * and two made by create_proc_info_entry(), whose get_info has no eof
 * flag (2.4: a return smaller than the count is the end):
 *
 *   compat_fs/info           *start left NULL, the whole text
 *   compat_fs/infobig        the net code's idiom: the lines from offset
 *                            off, *start = page + (off - begin), 16500
 *                            bytes (the text of "big")
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/proc_fs.h>
#include <linux/vmalloc.h>

#define FSP_LINES	1500	/* "line 00000\n" .. "line 01499\n" */
#define FSP_LINE_LEN	11
#define FSP_RECORDS	40	/* "record 0\n" .. "record 39\n" */
#define FSP_DRVBUF_LINES 600	/* "drvbuf 000\n" .. "drvbuf 599\n" */
#define FSP_DRVBUF_LEN	(FSP_DRVBUF_LINES * 11)

static struct proc_dir_entry *fsp_dir;
static int fsp_calls;
static char *fsp_drvbuf;

static int fsp_text(char *page)
{
	return sprintf(page, "compat_fs_proc\nmajor %d minor %d\n%s\n",
		       2, 4, "the end");
}

/* the simplest 2.4 read_proc: *start stays NULL */
static int fsp_top_read(char *page, char **start, off_t off, int count,
			int *eof, void *data)
{
	fsp_calls++;
	*eof = 1;
	return fsp_text(page);
}

/* the classic 2.4 idiom for small files */
static int fsp_startoff_read(char *page, char **start, off_t off, int count,
			     int *eof, void *data)
{
	int len = fsp_text(page);

	if (len <= off + count)
		*eof = 1;
	*start = page + off;
	len -= off;
	if (len > count)
		len = count;
	if (len < 0)
		len = 0;
	return len;
}

/* a file of many pages: the bytes of offset off, at page */
static int fsp_big_read(char *page, char **start, off_t off, int count,
			int *eof, void *data)
{
	long total = (long)FSP_LINES * FSP_LINE_LEN;
	int n = 0;

	while (n < count && off + n < total) {
		long pos = off + n;
		char line[FSP_LINE_LEN + 1];

		snprintf(line, sizeof(line), "line %05u\n",
			 (unsigned int)(pos / FSP_LINE_LEN) % 100000U);
		page[n++] = line[pos % FSP_LINE_LEN];
	}
	if (off + n >= total)
		*eof = 1;
	*start = page;
	return n;
}

/* whole records at page; the file position counts records */
static int fsp_records_read(char *page, char **start, off_t off, int count,
			    int *eof, void *data)
{
	int len = 0, rec = off;

	while (rec < FSP_RECORDS) {
		char one[24];
		int l = snprintf(one, sizeof(one), "record %d\n", rec);

		if (len + l > count)
			break;
		memcpy(page + len, one, l);
		len += l;
		rec++;
	}
	if (rec >= FSP_RECORDS)
		*eof = 1;
	*start = (char *)(unsigned long)(rec - off);
	return len;
}

/* an error with *start set is the read's error */
static int fsp_error_read(char *page, char **start, off_t off, int count,
			  int *eof, void *data)
{
	*start = page;
	return -ENODEV;
}

/* a negative return with *start NULL: 2.4 read it as end of file */
static int fsp_errnull_read(char *page, char **start, off_t off, int count,
			    int *eof, void *data)
{
	return -ENODEV;
}

/*
 * LVM1's lvm_proc_get_global_info() (2.4 drivers/md/lvm.c): the text is
 * in the driver's own vmalloc()ed buffer, *start points into it
 */
static int fsp_drvbuf_read(char *page, char **start, off_t off, int count,
			   int *eof, void *data)
{
	if (off >= FSP_DRVBUF_LEN) {
		*eof = 1;
		return 0;
	}
	*start = &fsp_drvbuf[off];
	if (FSP_DRVBUF_LEN - off < count)
		return FSP_DRVBUF_LEN - off;
	return count;
}

static int fsp_overflow_read(char *page, char **start, off_t off, int count,
			     int *eof, void *data)
{
	*eof = 1;
	return PAGE_SIZE + 1;
}

/* get_info, *start NULL: the whole text from page, every call */
static int fsp_info_get(char *page, char **start, off_t off, int count)
{
	return fsp_text(page);
}

/*
 * get_info as the 2.4 net code wrote it: format lines from the start,
 * dropping those wholly before off, until past off + count; *start says
 * where off's byte landed in the page
 */
static int fsp_infobig_get(char *page, char **start, off_t off, int count)
{
	off_t begin = 0, pos;
	int len = 0, i;

	for (i = 0; i < FSP_LINES; i++) {
		len += sprintf(page + len, "line %05d\n", i);
		pos = begin + len;
		if (pos < off) {
			len = 0;
			begin = pos;
		}
		if (pos > off + count)
			break;
	}
	*start = page + (off - begin);
	len -= off - begin;
	if (len > count)
		len = count;
	return len < 0 ? 0 : len;
}

static const struct {
	const char *name;
	read_proc_t *fn;
} fsp_entries[] = {
	{ "startoff", fsp_startoff_read },
	{ "big", fsp_big_read },
	{ "records", fsp_records_read },
	{ "error", fsp_error_read },
	{ "errnull", fsp_errnull_read },
	{ "drvbuf", fsp_drvbuf_read },
	{ "overflow", fsp_overflow_read },
};

static void fsp_remove(void)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(fsp_entries); i++)
		remove_proc_entry(fsp_entries[i].name, fsp_dir);
	remove_proc_entry("info", fsp_dir);
	remove_proc_entry("infobig", fsp_dir);
	remove_proc_entry("compat_fs", NULL);
	remove_proc_entry("compat_fs_top", NULL);
}

static int __init fsp_init(void)
{
	int i;

	fsp_drvbuf = vmalloc(FSP_DRVBUF_LEN + 1);
	if (!fsp_drvbuf)
		return -ENOMEM;
	for (i = 0; i < FSP_DRVBUF_LINES; i++)
		sprintf(fsp_drvbuf + i * 11, "drvbuf %03d\n", i);
	if (!create_proc_read_entry("compat_fs_top", 0, NULL, fsp_top_read,
				    NULL)) {
		vfree(fsp_drvbuf);
		return -ENOMEM;
	}
	fsp_dir = proc_mkdir("compat_fs", NULL);
	if (!fsp_dir)
		goto fail;
	for (i = 0; i < ARRAY_SIZE(fsp_entries); i++)
		if (!create_proc_read_entry(fsp_entries[i].name, 0444, fsp_dir,
					    fsp_entries[i].fn, &fsp_calls))
			goto fail;
	if (!create_proc_info_entry("info", 0, fsp_dir, fsp_info_get) ||
	    !create_proc_info_entry("infobig", 0444, fsp_dir, fsp_infobig_get))
		goto fail;
	return 0;
fail:
	fsp_remove();
	vfree(fsp_drvbuf);
	return -ENOMEM;
}

static void __exit fsp_exit(void)
{
	fsp_remove();
	vfree(fsp_drvbuf);
}

module_init(fsp_init);
module_exit(fsp_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("compat test: 2.4 /proc read entries");
