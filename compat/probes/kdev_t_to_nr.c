// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: kdev_t_to_nr() (2.4 to 2.6.x)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_KDEV_T_TO_NR in generated/compat-probes.h.
 */
#include <linux/fs.h>
#include <linux/kdev_t.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)kdev_t_to_nr(*(kdev_t *)p);
}
