// SPDX-License-Identifier: GPL-2.0
/*
 * compat_fs_dentry - a 2.4-style char driver that uses file->f_dentry and
 * file->f_vfsmnt, and gets copy_to_user() from <asm/uaccess.h> only, as
 * 2.4 drivers did.  Built unchanged through compat/compat.mk.  Reading a
 * node tells whether the legacy names are the f_path fields and whether
 * f_dentry->d_inode is the opened inode (tests/guest/compat-f-dentry.sh).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mount.h>
#include <asm/uaccess.h>

static int fsd_major;
static int fsd_opened_ok;

static int fsd_open(struct inode *inode, struct file *file)
{
	/* what 2.4 drivers wrote instead of iminor(inode) */
	fsd_opened_ok = file->f_dentry->d_inode == inode &&
		MINOR(file->f_dentry->d_inode->i_rdev) == 3;
	return 0;
}

static ssize_t fsd_read(struct file *file, char __user *buf, size_t count,
			loff_t *ppos)
{
	struct inode *inode = file->f_dentry->d_inode;
	char msg[128];
	int len;

	len = snprintf(msg, sizeof(msg),
		       "dentry %d vfsmnt %d inode %d open %d ino %llu name %s\n",
		       file->f_dentry == file->f_path.dentry,
		       file->f_vfsmnt == file->f_path.mnt && file->f_vfsmnt,
		       inode == file_inode(file), fsd_opened_ok,
		       (unsigned long long)inode->i_ino,
		       file->f_dentry->d_name.name);
	if (*ppos >= len)
		return 0;
	if (count > len - *ppos)
		count = len - *ppos;
	if (copy_to_user(buf, msg + *ppos, count))
		return -EFAULT;
	*ppos += count;
	return count;
}

static struct file_operations fsd_fops = {
	.owner		= THIS_MODULE,
	.open		= fsd_open,
	.read		= fsd_read,
};

static int __init fsd_init(void)
{
	fsd_major = register_chrdev(0, "compat_fs_dentry", &fsd_fops);
	return fsd_major < 0 ? fsd_major : 0;
}

static void __exit fsd_exit(void)
{
	unregister_chrdev(fsd_major, "compat_fs_dentry");
}

module_init(fsd_init);
module_exit(fsd_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("compat test: file->f_dentry and f_vfsmnt");
