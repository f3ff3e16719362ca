// SPDX-License-Identifier: GPL-2.0
/*
 * compat_life_unbal - a 2.4-style char driver with an unbalanced use count:
 * release() always says MOD_DEC_USE_COUNT, open() says MOD_INC_USE_COUNT
 * only for a reader (the bug).  On 2.4 a write-only open and close took
 * the count to -1 and rmmod was refused (EBUSY); through compat the module
 * must stay loaded (rmmod: "in use") with one WARN naming life_release,
 * never a BUG.  read() says MOD_INC_USE_COUNT once more, so an open, one
 * read and a close bring the count back up by one, to 0 as on 2.4, and
 * the test can unload it.  init_module() also checks try_inc_mod_count()
 * (parameter tryinc: its results for THIS_MODULE and for NULL), and
 * cleanup_module() logs its result for THIS_MODULE while the module is
 * being removed (2.4: 0).
 * tests/guest/compat-module.sh.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>

#include "compat_life.h"

static int tryinc[2] = { -1, -1 };
MODULE_PARM(tryinc, "2i");

static int life_open(struct inode *inode, struct file *file)
{
	if (file->f_mode & FMODE_READ)	/* the bug: writers are not counted */
		MOD_INC_USE_COUNT;
	return 0;
}

static ssize_t life_read(struct file *file, char *buf, size_t count,
			 loff_t *ppos)
{
	MOD_INC_USE_COUNT;	/* pays a missing increment back */
	return 0;
}

static ssize_t life_write(struct file *file, const char *buf, size_t count,
			  loff_t *ppos)
{
	return count;
}

static struct file_operations life_fops = {
	read:		life_read,
	write:		life_write,
	open:		life_open,
	release:	life_release,
};

int init_module(void)
{
	tryinc[0] = try_inc_mod_count(THIS_MODULE);
	if (tryinc[0])
		__MOD_DEC_USE_COUNT(THIS_MODULE);
	tryinc[1] = try_inc_mod_count(NULL);
	return life_register(&life_fops);
}

void cleanup_module(void)
{
	int going = try_inc_mod_count(THIS_MODULE);

	if (going)
		__MOD_DEC_USE_COUNT(THIS_MODULE);
	printk(KERN_INFO "compat_life_unbal: %s: try_inc_mod_count(THIS_MODULE) = %d\n",
	       __func__, going);
	life_unregister();
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("2.4-style driver with an unbalanced MOD_DEC_USE_COUNT (compat lifetime test)");
