/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <linux/nvram.h>: a header that kept its name and changed its
 * meaning.  See porting-guide/nvram.md.
 */
#ifndef __DRVCOMPAT_LINUX_NVRAM_H
#define __DRVCOMPAT_LINUX_NVRAM_H

/**
 * DOC: nvram
 *
 * 2.4's <linux/nvram.h> (include/linux/nvram.h; the same externs were still
 * there in 3.10) declared, under
 * __KERNEL__, the functions of the CMOS NVRAM driver drivers/char/nvram.c:
 * extern nvram_read_byte(), nvram_write_byte(), nvram_check_checksum() and
 * their __ variants that leave rtc_lock to the caller (2.4.0 declared
 * nvram_set_checksum() in place of the __ variants).  A 2.4 NVRAM driver
 * defines them itself, and names its file operations nvram_read() and
 * nvram_write().  A later kernel (after 3.10; 6.1 has it) made the header
 * the home of static inlines of those names (nvram_get_size(),
 * nvram_read_byte(), nvram_write_byte(), nvram_read_bytes(),
 * nvram_write_bytes(), nvram_read(), nvram_write()) that call the
 * architecture's arch_nvram_ops: such a driver no longer compiles
 * ("redefinition of 'nvram_read_byte'", "conflicting types for
 * 'nvram_read'").
 *
 * This overlay lets the driver's own definitions win: it renames the
 * kernel's inlines out of the way (each nvram_foo becomes
 * __drvcompat_kernel_nvram_foo while the kernel's header is read, and the
 * names are free again after it), then declares the 2.4 prototypes, so
 * that the driver's non-static definitions have one (W=1's
 * -Wmissing-prototypes) and its callers in other files see them.  The
 * kernel's NVRAM_INIT, NVRAM_SETCKS, NVRAM_FIRST_BYTE and NVRAM_OFFSET()
 * are those of 2.4 and stay.
 *
 * The trade-off: with the overlay the names nvram_read_byte() and
 * nvram_write_byte() mean a driver's own functions, not the kernel's
 * arch_nvram_ops wrappers.  A driver that calls them without defining them
 * (a 2.4 client of nvram.c's exports, or code written for the inlines)
 * gets an undefined symbol at modpost, never another function silently.
 * Such a driver defines DRVCOMPAT_NVRAM_KERNEL before its includes and
 * gets the kernel's header unchanged.  The alternative, an opt-in macro the
 * NVRAM driver defines, would have needed an edit in every 2.4 NVRAM
 * driver, and these are the drivers that compat exists to build unedited.
 */

/* the kernel's header uses ssize_t and size_t without including them */
#include <linux/types.h>

#ifdef DRVCOMPAT_NVRAM_KERNEL

#include_next <linux/nvram.h>

#else

#define nvram_get_size		__drvcompat_kernel_nvram_get_size
#define nvram_read_byte		__drvcompat_kernel_nvram_read_byte
#define nvram_write_byte	__drvcompat_kernel_nvram_write_byte
#define nvram_read_bytes	__drvcompat_kernel_nvram_read_bytes
#define nvram_write_bytes	__drvcompat_kernel_nvram_write_bytes
#define nvram_read		__drvcompat_kernel_nvram_read
#define nvram_write		__drvcompat_kernel_nvram_write

#include_next <linux/nvram.h>

#undef nvram_get_size
#undef nvram_read_byte
#undef nvram_write_byte
#undef nvram_read_bytes
#undef nvram_write_bytes
#undef nvram_read
#undef nvram_write

/* 2.4's declarations: the driver's own definitions */
unsigned char __nvram_read_byte(int i);
unsigned char nvram_read_byte(int i);
void __nvram_write_byte(unsigned char c, int i);
void nvram_write_byte(unsigned char c, int i);
int __nvram_check_checksum(void);
int nvram_check_checksum(void);

#endif /* DRVCOMPAT_NVRAM_KERNEL */

#endif /* __DRVCOMPAT_LINUX_NVRAM_H */
