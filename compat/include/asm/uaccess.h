/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <asm/uaccess.h>.  2.4 drivers included <asm/uaccess.h> for
 * copy_to_user(), copy_from_user(), get_user(), put_user() and
 * verify_area().  Today the generic part lives in <linux/uaccess.h> (on
 * 6.1 copy_to_user() and copy_from_user() are declared only there, while
 * get_user()/put_user() are still the architecture's), and
 * <linux/uaccess.h> includes <asm/uaccess.h> itself: when a driver's .c
 * file includes <asm/uaccess.h>, this overlay adds <linux/uaccess.h>.
 * Reached from inside another kernel header it is the kernel's header only.
 * See porting-guide/headers.md.
 */
#ifndef __DRVCOMPAT_ASM_UACCESS_H
#define __DRVCOMPAT_ASM_UACCESS_H

#include_next <asm/uaccess.h>

#endif /* __DRVCOMPAT_ASM_UACCESS_H */

#if __INCLUDE_LEVEL__ == 1
#include <linux/uaccess.h>
#endif
