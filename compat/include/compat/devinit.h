/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/devinit.h - the hot-plug section markers __devinit, __devexit,
 * __devinitdata, __devexitdata, __devinitconst, __devexitconst and
 * __devexit_p(), part of the pci topic.
 *
 * 2.4's <linux/init.h> made them __init/__exit (and __devexit_p(x) NULL)
 * on a kernel without CONFIG_HOTPLUG, so that probe code was discarded
 * after boot, and empty with it.  3.8 removed CONFIG_HOTPLUG (always on
 * since 3.7) and the markers with it: a probe may run at any time, after
 * the module's init, so the only correct meaning left is the hot-plug
 * one, which is what this header gives.  See porting-guide/pci.md.
 */
#ifndef __DRVCOMPAT_DEVINIT_H
#define __DRVCOMPAT_DEVINIT_H

#include <linux/init.h>
#include <compat/plumbing.h>

#ifndef __devinit
/**
 * __devinit - 2.4 "probe code, discardable without hot-plug"; nothing
 *
 * Empty: the code stays, as with CONFIG_HOTPLUG in 2.4.  See
 * porting-guide/pci.md.
 */
#define __devinit
#endif
#ifndef __devexit
/**
 * __devexit - 2.4 "remove code, discardable without hot-plug"; nothing
 *
 * See __devinit.
 */
#define __devexit
#endif
#ifndef __devinitdata
/**
 * __devinitdata - 2.4 "data of the probe code"; nothing
 *
 * See __devinit.
 */
#define __devinitdata
#endif
#ifndef __devexitdata
/**
 * __devexitdata - 2.4 "data of the remove code"; nothing
 *
 * See __devinit.
 */
#define __devexitdata
#endif
#ifndef __devinitconst
/**
 * __devinitconst - 2.6.28-3.7 "const data of the probe code"; nothing
 *
 * See __devinit.
 */
#define __devinitconst
#endif
#ifndef __devexitconst
/**
 * __devexitconst - 2.6.28-3.7 "const data of the remove code"; nothing
 *
 * See __devinit.
 */
#define __devexitconst
#endif
#ifndef __devexit_p
/**
 * __devexit_p() - 2.4 "this remove function, or NULL if discarded"
 * @x: the remove function
 *
 * Always @x, as with CONFIG_HOTPLUG in 2.4.  See porting-guide/pci.md.
 */
#define __devexit_p(x)	x
#endif

#endif /* __DRVCOMPAT_DEVINIT_H */
