/* SPDX-License-Identifier: GPL-2.0 */
/* Private interfaces between the parts of compat.ko. */
#ifndef __COMPAT_KO_INTERNAL_H
#define __COMPAT_KO_INTERNAL_H

int compat_devfs_init(void);
void compat_devfs_exit(void);

#endif /* __COMPAT_KO_INTERNAL_H */
