/* SPDX-License-Identifier: GPL-2.0 */
/* Private interfaces between the parts of drvcompat.ko. */
#ifndef __DRVCOMPAT_KO_INTERNAL_H
#define __DRVCOMPAT_KO_INTERNAL_H

#include <linux/types.h>

struct cdev;
struct module;

void drvcompat_bkl_module_going(struct module *mod);
void drvcompat_bkl_exit(void);
int drvcompat_devfs_init(void);
void drvcompat_devfs_exit(void);
const struct file_operations *drvcompat_devfs_open_ops(struct cdev *cdev,
						       void **info);
struct cdev *drvcompat_devfs_cdev_add(dev_t dev);
void drvcompat_devfs_cdev_del(struct cdev *cdev);
bool drvcompat_devfs_number_free(dev_t dev);
void drvcompat_proc_exit(void);
void drvcompat_irq_module_going(struct module *mod);
void drvcompat_irq_exit(void);
void drvcompat_cli_enter(void);
void drvcompat_cli_exit(void);
void drvcompat_module_going(struct module *mod);
void drvcompat_tqueue_module_going(struct module *mod);
void drvcompat_tqueue_exit(void);
void drvcompat_blk_init(void);
void drvcompat_blk_module_going(struct module *mod);

#endif /* __DRVCOMPAT_KO_INTERNAL_H */
