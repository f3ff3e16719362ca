// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: no_llseek() (2.4 to 6.11; 6.12 removed it, a NULL .llseek now
 * means the same)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_NO_LLSEEK in generated/compat-probes.h.
 */
#include <linux/fs.h>
void *compat_probe(void);
void *compat_probe(void)
{
	return no_llseek;
}
