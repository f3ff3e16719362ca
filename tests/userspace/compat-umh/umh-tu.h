/* SPDX-License-Identifier: GPL-2.0 */
/* The calls the two driver-like translation units make. */
#ifndef UMH_TU_H
#define UMH_TU_H
/* built with DRVCOMPAT_UMH_LEGACY_WAIT: the 2.5.54..3.3 meaning */
int legacy_tu_call(int wait, char **argv, char **envp);
int legacy_tu_call3(char **argv, char **envp);
int legacy_tu_named(char **argv, char **envp);
/* built without it: compat's default (the same meaning) */
struct subprocess_info;
int native_tu_call(int wait, char **argv, char **envp);
int native_tu_literal(int which, char **argv, char **envp);
int native_tu_exec(struct subprocess_info *info, int which);
#endif
