/* SPDX-License-Identifier: GPL-2.0 */
/* The calls the two driver-like translation units make. */
#ifndef UMH_TU_H
#define UMH_TU_H
/* built with DRVCOMPAT_UMH_LEGACY_WAIT: the 2.5.54..3.3 meaning */
int legacy_tu_call(int wait, char **argv, char **envp);
int legacy_tu_call3(char **argv, char **envp);
/* built without it: the kernel's own 4-argument call */
int native_tu_call(int wait, char **argv, char **envp);
#endif
