/* SPDX-License-Identifier: GPL-2.0 */
/* Private interfaces between the parts of drvcompat.ko. */
#ifndef __DRVCOMPAT_KO_INTERNAL_H
#define __DRVCOMPAT_KO_INTERNAL_H

int drvcompat_bkl_init(void);
void drvcompat_bkl_exit(void);
int drvcompat_devfs_init(void);
void drvcompat_devfs_exit(void);
void drvcompat_proc_exit(void);

#endif /* __DRVCOMPAT_KO_INTERNAL_H */
