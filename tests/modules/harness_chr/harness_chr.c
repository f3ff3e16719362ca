// SPDX-License-Identifier: GPL-2.0
/*
 * harness_chr - the smallest useful char device, used to prove the
 * build-boot-test loop itself: modprobe through depmod, mknod from
 * /proc/devices, a write/read round trip, rmmod.
 *
 * One minor; writes store up to HARNESS_CHR_SIZE bytes, reads return them.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

#define HARNESS_CHR_NAME	"harness_chr"
#define HARNESS_CHR_SIZE	4096

static int major;
static char store[HARNESS_CHR_SIZE];
static size_t store_len;
static DEFINE_MUTEX(store_lock);

static ssize_t harness_chr_read(struct file *file, char __user *buf,
				size_t count, loff_t *ppos)
{
	ssize_t ret;

	mutex_lock(&store_lock);
	ret = simple_read_from_buffer(buf, count, ppos, store, store_len);
	mutex_unlock(&store_lock);
	return ret;
}

static ssize_t harness_chr_write(struct file *file, const char __user *buf,
				 size_t count, loff_t *ppos)
{
	ssize_t ret;

	mutex_lock(&store_lock);
	ret = simple_write_to_buffer(store, sizeof(store), ppos, buf, count);
	if (ret > 0)
		store_len = max_t(size_t, store_len, *ppos);
	mutex_unlock(&store_lock);
	return ret;
}

static int harness_chr_open(struct inode *inode, struct file *file)
{
	if (iminor(inode) != 0)
		return -ENXIO;
	if ((file->f_flags & O_ACCMODE) != O_RDONLY && (file->f_flags & O_TRUNC)) {
		mutex_lock(&store_lock);
		store_len = 0;
		mutex_unlock(&store_lock);
	}
	return 0;
}

static const struct file_operations harness_chr_fops = {
	.owner		= THIS_MODULE,
	.open		= harness_chr_open,
	.read		= harness_chr_read,
	.write		= harness_chr_write,
	.llseek		= default_llseek,
};

static int __init harness_chr_init(void)
{
	major = register_chrdev(0, HARNESS_CHR_NAME, &harness_chr_fops);
	if (major < 0)
		return major;
	pr_info("harness_chr: major %d\n", major);
	return 0;
}

static void __exit harness_chr_exit(void)
{
	unregister_chrdev(major, HARNESS_CHR_NAME);
	pr_info("harness_chr: unloaded\n");
}

module_init(harness_chr_init);
module_exit(harness_chr_exit);
MODULE_DESCRIPTION("Char device that proves the build-boot-test loop");
MODULE_LICENSE("GPL");
