// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: ___ADDRESSABLE(sym, attrs), the kernel's "keep a reference to sym
 * in a data section" that module_init()/module_exit() use to mark
 * init_module/cleanup_module as indirect call targets (IBT).
 * Compiles against KDIR iff the kernel has it; gen-probes.sh then defines
 * DRVCOMPAT_HAVE_ADDRESSABLE in generated/compat-probes.h.
 */
#include <linux/compiler.h>
#include <linux/init.h>
int compat_probe(void);
int compat_probe(void)
{
	return 0;
}

___ADDRESSABLE(compat_probe, __initdata);
