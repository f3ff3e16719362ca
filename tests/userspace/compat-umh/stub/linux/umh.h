/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stub: the 6.1 <linux/umh.h> as far as compat-umh.c uses it: the wait
 * flags with their 3.4+ values, the four-argument call and
 * call_usermodehelper_exec(), which umh-test.c implements as recording
 * fakes.
 */
#ifndef STUB_LINUX_UMH_H
#define STUB_LINUX_UMH_H
#define UMH_NO_WAIT	0x00
#define UMH_WAIT_EXEC	0x01
#define UMH_WAIT_PROC	0x02
#define UMH_KILLABLE	0x04
#define UMH_FREEZABLE	0x08
struct subprocess_info;
int call_usermodehelper(const char *path, char **argv, char **envp, int wait);
int call_usermodehelper_exec(struct subprocess_info *info, int wait);
#endif
