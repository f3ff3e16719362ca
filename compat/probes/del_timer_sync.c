// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: del_timer_sync() and del_timer() (2.4 on; 6.2 renamed them
 * timer_delete_sync() and timer_delete() and kept the old names as
 * wrappers, which later kernels dropped)
 * Compiles against KDIR iff the kernel has both; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_DEL_TIMER_SYNC in generated/compat-probes.h.
 */
#include <linux/timer.h>
int compat_probe(struct timer_list *t);
int compat_probe(struct timer_list *t)
{
	return del_timer_sync(t) + del_timer(t);
}
