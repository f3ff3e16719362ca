// SPDX-License-Identifier: GPL-2.0
/*
 * compat_remap - run-time test of the remap compat topic
 * (tests/guest/compat-remap.sh), written the 2.4 way and built unchanged
 * with compat/compat.mk: a character device (major in /proc/devices as
 * "compat_remap") whose mmap method gives user space the driver's own
 * buffer, as 2.4 frame-grabber and sound drivers did:
 *
 * - at load, CR_PAGES pages from __get_free_pages(), each marked with
 *   mem_map_reserve() (<linux/wrapper.h>; 2.4's remap_page_range() mapped
 *   only reserved RAM pages), and filled with the kernel's pattern: byte i
 *   is (i * 7 + 3) & 0x7f;
 * - mmap: remap_page_range(vma, vma->vm_start, virt_to_phys(buf) +
 *   offset, size, vma->vm_page_prot), the 2.6 form, for a mapping that
 *   fits in the buffer (-EINVAL otherwise);
 * - read: one line, "K U", counted by the kernel over the whole buffer:
 *   K bytes still hold the kernel's pattern, U hold the user's, byte i
 *   being ((i * 13 + 1) & 0x7f) | 0x80 (what mmap-rw writes);
 * - at unload, mem_map_unreserve() on each page before free_pages() (the
 *   page allocator reports a reserved page as a bad page).
 */
#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/wrapper.h>
#include <asm/io.h>
#include <asm/uaccess.h>

#define CR_ORDER	2
#define CR_PAGES	BIT(CR_ORDER)
#define CR_SIZE		(CR_PAGES * PAGE_SIZE)

static int cr_major;
static unsigned char *cr_buf;

static int cr_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long off = vma->vm_pgoff << PAGE_SHIFT;
	unsigned long size = vma->vm_end - vma->vm_start;

	if (off > CR_SIZE || size > CR_SIZE - off)
		return -EINVAL;
	if (remap_page_range(vma, vma->vm_start, virt_to_phys(cr_buf) + off,
			     size, vma->vm_page_prot))
		return -EAGAIN;
	return 0;
}

static ssize_t cr_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	char line[32];
	int i, k = 0, u = 0, n;

	if (*ppos)
		return 0;
	for (i = 0; i < CR_SIZE; i++) {
		unsigned char c = READ_ONCE(cr_buf[i]);

		if (c == ((i * 7 + 3) & 0x7f))
			k++;
		else if (c == (((i * 13 + 1) & 0x7f) | 0x80))
			u++;
	}
	n = snprintf(line, sizeof(line), "%d %d\n", k, u);
	if (count < n)
		return -EINVAL;
	if (copy_to_user(buf, line, n))
		return -EFAULT;
	*ppos = n;
	return n;
}

static struct file_operations cr_fops = {
	.owner = THIS_MODULE,
	.read = cr_read,
	.mmap = cr_mmap,
};

static int __init cr_init(void)
{
	struct page *page;
	int i;

	cr_buf = (unsigned char *)__get_free_pages(GFP_KERNEL, CR_ORDER);
	if (!cr_buf)
		return -ENOMEM;
	for (page = virt_to_page(cr_buf);
	     page < virt_to_page(cr_buf + CR_SIZE); page++)
		mem_map_reserve(page);
	for (i = 0; i < CR_SIZE; i++)
		cr_buf[i] = (i * 7 + 3) & 0x7f;
	cr_major = register_chrdev(0, "compat_remap", &cr_fops);
	if (cr_major < 0) {
		for (page = virt_to_page(cr_buf);
		     page < virt_to_page(cr_buf + CR_SIZE); page++)
			mem_map_unreserve(page);
		free_pages((unsigned long)cr_buf, CR_ORDER);
		return cr_major;
	}
	return 0;
}

static void __exit cr_exit(void)
{
	struct page *page;

	unregister_chrdev(cr_major, "compat_remap");
	for (page = virt_to_page(cr_buf);
	     page < virt_to_page(cr_buf + CR_SIZE); page++)
		mem_map_unreserve(page);
	free_pages((unsigned long)cr_buf, CR_ORDER);
}

module_init(cr_init);
module_exit(cr_exit);
MODULE_DESCRIPTION("compat test: remap_page_range() and mem_map_reserve()");
MODULE_LICENSE("GPL");
