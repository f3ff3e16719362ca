/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/minmax.h - min()/max() accepting the 2.4 three-argument form.
 *
 * ``min(type, a, b)``/``max(type, a, b)`` become min_t()/max_t();
 * the two-argument forms stay the kernel's own.  min_t()/max_t() are
 * supplied for kernels older than 2.4.10.  See porting-guide/minmax.md.
 */
#ifndef __DRVCOMPAT_MINMAX_H
#define __DRVCOMPAT_MINMAX_H

#include <linux/kernel.h>
#include <compat-probes.h>
#include <compat/body/minmax.h>

#endif /* __DRVCOMPAT_MINMAX_H */
