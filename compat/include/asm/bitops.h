/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Overlay of <asm/bitops.h>.  2.4 drivers included <asm/bitops.h> for
 * set_bit(), test_bit() and friends; today's x86 header refuses that
 * ("#error only <linux/bitops.h> can be included directly"): included
 * anywhere but from <linux/bitops.h>, this overlay is <linux/bitops.h>,
 * which then includes the architecture's header.
 * See porting-guide/headers.md.
 */
#ifndef _LINUX_BITOPS_H
#include <linux/bitops.h>
#else
#include_next <asm/bitops.h>
#endif
