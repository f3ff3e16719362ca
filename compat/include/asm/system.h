/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <asm/system.h> shim: split up and removed in 3.4; legacy drivers
 * included it for the memory barriers, which now live in <asm/barrier.h>,
 * and for cli()/sti()/save_flags()/restore_flags().  See
 * porting-guide/barrier.md and porting-guide/cli.md.
 */
#ifndef __DRVCOMPAT_ASM_SYSTEM_H
#define __DRVCOMPAT_ASM_SYSTEM_H

#include <compat-probes.h>
#ifdef DRVCOMPAT_HAVE_ASM_SYSTEM_H
#include_next <asm/system.h>
#else
#include <asm/barrier.h>
#include <compat/barrier.h>
#endif
/* 2.4's <asm/system.h> defined cli() and friends: porting-guide/cli.md */
#include <compat/cli.h>

#endif /* __DRVCOMPAT_ASM_SYSTEM_H */
