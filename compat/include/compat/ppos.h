/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/ppos.h - seeking on a node that cannot seek: no_llseek, part of
 * the ppos topic.
 *
 * 2.4's file_operations took .llseek = no_llseek for a node without a
 * position (lseek() fails with ESPIPE).  6.12 removed no_llseek: a NULL
 * .llseek gives the same ESPIPE there (the VFS sets FMODE_LSEEK only for a
 * file whose .llseek is set).  See porting-guide/ppos.md.
 */
#ifndef __DRVCOMPAT_PPOS_H
#define __DRVCOMPAT_PPOS_H

#include <compat-probes.h>

#ifndef DRVCOMPAT_HAVE_NO_LLSEEK
/**
 * no_llseek - 2.4 to 6.11 "this node cannot seek": NULL
 *
 * On kernels without it a NULL .llseek makes lseek() fail with ESPIPE,
 * which is what no_llseek() returned.  See porting-guide/ppos.md.
 */
#define no_llseek	NULL
#endif

#endif /* __DRVCOMPAT_PPOS_H */
