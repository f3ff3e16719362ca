/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stub: the 6.1 <linux/umh.h> as far as compat-umh.c uses it: the wait
 * flags with their 3.4+ values and the four-argument call, which
 * umh-test.c implements as a recording fake.
 */
#ifndef STUB_LINUX_UMH_H
#define STUB_LINUX_UMH_H
#define UMH_NO_WAIT	0x00
#define UMH_WAIT_EXEC	0x01
#define UMH_WAIT_PROC	0x02
#define UMH_KILLABLE	0x04
int call_usermodehelper(const char *path, char **argv, char **envp, int wait);
#endif
