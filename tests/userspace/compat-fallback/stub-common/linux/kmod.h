/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: the 2.4 kmod.h: request_module() takes one plain name. */
#ifndef STUB_KMOD_H
#define STUB_KMOD_H
#include <linux/kernel.h>
int request_module(const char *name);
int call_usermodehelper(char *path, char **argv, char **envp);
#endif
