// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: const struct device * in struct class::devnode (6.2+)
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_CLASS_DEVNODE_CONST in generated/compat-probes.h.
 */
#include <linux/build_bug.h>
#include <linux/device.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	(void)p;
	BUILD_BUG_ON(!__builtin_types_compatible_p(typeof(((struct class *)NULL)->devnode),
						   char *(*)(const struct device *, umode_t *)));
}
