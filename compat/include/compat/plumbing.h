/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/plumbing.h - plumbing shared by the compat topic headers:
 * the layer's version, argument-count dispatch and the opt-in legacy
 * diagnostics (DRVCOMPAT_WARN).  Deliberately free of kernel includes so
 * that the headers built in userspace (body/, devnum.h, minmax.h) can be
 * unit-tested there.
 */
#ifndef __DRVCOMPAT_PLUMBING_H
#define __DRVCOMPAT_PLUMBING_H

/**
 * DRVCOMPAT_VERSION - version of the compat layer
 *
 * Also reported by ``modinfo drvcompat`` (MODULE_VERSION of drvcompat.ko).
 */
#define DRVCOMPAT_VERSION "1.0.0"

#define __DRVCOMPAT_STR1(x) #x
#define __DRVCOMPAT_STR(x) __DRVCOMPAT_STR1(x)

/*
 * __DRVCOMPAT_SEL_2_3(args..., three, two): pick @three for three arguments,
 * @two for two.  Any other count selects an undefined name and so fails
 * to compile, exactly like calling a two-argument macro wrongly.
 */
#define __DRVCOMPAT_SEL_2_3(_1, _2, _3, NAME, ...) NAME
#define __DRVCOMPAT_SEL_3_4(_1, _2, _3, _4, NAME, ...) NAME
#define __DRVCOMPAT_SEL_4_5(_1, _2, _3, _4, _5, NAME, ...) NAME
/* one argument versus two to sixteen */
#define __DRVCOMPAT_SEL_1_N(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11,	\
			 _12, _13, _14, _15, _16, NAME, ...) NAME
#define __DRVCOMPAT_ONE_OR_MANY(one, many, ...)				\
	__DRVCOMPAT_SEL_1_N(__VA_ARGS__, many, many, many, many, many, many,	\
			 many, many, many, many, many, many, many, many,	\
			 many, one, __drvcompat_no_such_arity)

/**
 * __drvcompat_legacy() - flag a legacy spelling when DRVCOMPAT_WARN is set
 * @msg: a single string literal naming the spelling and its guide section
 *
 * With ``make DRVCOMPAT_WARN=1`` (``-DDRVCOMPAT_WARN``) every expansion of a
 * legacy macro emits one compiler warning at its use site, e.g.
 * ``warning: MOD_INC_USE_COUNT: no-op since 2.6, see
 * porting-guide/module.md``.  Without it, this expands to nothing.
 */
#ifdef DRVCOMPAT_WARN
#define __drvcompat_legacy(msg) _Pragma(__DRVCOMPAT_STR(GCC warning msg))
#define __drvcompat_deprecated(msg) __attribute__((__deprecated__(msg)))
#else
#define __drvcompat_legacy(msg)
#define __drvcompat_deprecated(msg)
#endif

/*
 * __drvcompat_legacy_stmt() - a legacy spelling that is one statement:
 * __drvcompat_legacy(@msg), then @stmt, in a do - while (0)
 */
#define __drvcompat_legacy_stmt(msg, stmt)				\
	do {								\
		__drvcompat_legacy(msg)					\
		stmt;							\
	} while (0)

/*
 * Per-topic deprecation attributes for the legacy inline functions (kept
 * argument-free so that kernel-doc can parse the prototypes).  GCC's
 * message names the function, the text names the guide section.
 */
#define __drvcompat_deprecated_devnum					\
	__drvcompat_deprecated("kdev_t is dev_t now, see porting-guide/devnum.md")
#define __drvcompat_deprecated_devfs					\
	__drvcompat_deprecated("devfs was removed in 2.6.18, see porting-guide/devfs.md")
#define __drvcompat_deprecated_irq_handler				\
	__drvcompat_deprecated("interrupt handlers are irqreturn_t f(int, void *) since 2.6.19, see porting-guide/irq.md")
#define __drvcompat_deprecated_pci_find					\
	__drvcompat_deprecated("the 2.4 pci_find_*() take no reference, see porting-guide/pci.md")
#define __drvcompat_deprecated_pci_module_init				\
	__drvcompat_deprecated("pci_module_init() is gone since 2.6, see porting-guide/pci.md")
#define __drvcompat_deprecated_pci_dma					\
	__drvcompat_deprecated("the pci_*() DMA calls are dma_*() on &pdev->dev since 2.6, see porting-guide/pci-dma.md")
#define __drvcompat_deprecated_virt_to_bus				\
	__drvcompat_deprecated("virt_to_bus() is gone since 6.0: map the buffer with dma_map_single(), see porting-guide/pci-dma.md")
#define __drvcompat_deprecated_remap					\
	__drvcompat_deprecated("remap_page_range() is remap_pfn_range(vma, from, phys >> PAGE_SHIFT, size, prot) since 2.6.10, see porting-guide/remap.md")
#define __drvcompat_deprecated_sysctl					\
	__drvcompat_deprecated("register_sysctl_table() lost insert_at_head in 2.6.21, see porting-guide/sysctl.md")
#define __drvcompat_deprecated_parport					\
	__drvcompat_deprecated("parport_register_device() is parport_register_dev_model() since 5.8, see porting-guide/parport.md")
#define __drvcompat_deprecated_cli					\
	__drvcompat_deprecated("cli()/sti()/save_flags()/restore_flags() and 2.4's global interrupt lock are gone since 2.5, see porting-guide/cli.md")

#endif /* __DRVCOMPAT_PLUMBING_H */
