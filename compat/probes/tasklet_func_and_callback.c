// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: struct tasklet_struct with both the 2.4 members func and data
 * and 5.9's callback and use_callback (6.1, 6.12 and 7.2 have all four),
 * so that compat can initialise either form itself
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_TASKLET_FUNC_AND_CALLBACK in
 * generated/compat-probes.h.
 */
#include <linux/interrupt.h>
void compat_probe_fn(unsigned long data);
void compat_probe_fn(unsigned long data)
{
	(void)data;
}

void compat_probe_cb(struct tasklet_struct *t);
void compat_probe_cb(struct tasklet_struct *t)
{
	(void)t;
}

struct tasklet_struct compat_probe_old = {
	.count = ATOMIC_INIT(0),
	.func = compat_probe_fn,
	.data = 1UL,
};

struct tasklet_struct compat_probe_new = {
	.count = ATOMIC_INIT(1),
	.callback = compat_probe_cb,
	.use_callback = true,
};
