/* SPDX-License-Identifier: GPL-2.0 */
/* Stub probe answers: a 6.4-like driver core, no devfs. */
#define DRVCOMPAT_HAVE_CLASS_CREATE_1ARG 1
#define DRVCOMPAT_HAVE_CLASS_DEVNODE_CONST 1
