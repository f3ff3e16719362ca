/* SPDX-License-Identifier: GPL-2.0 */
#ifndef DRVCOMPAT_TEST_H
#define DRVCOMPAT_TEST_H

#define DRVCOMPAT_TEST_HELPER "/sbin/compat-umh-helper"

int compat_test_umh_legacy(int wait, char **argv);
int compat_test_umh_legacy_decode(char **argv);
int compat_test_umh_stack(const char *prog, const char *tag, const char *file);

#endif /* DRVCOMPAT_TEST_H */
