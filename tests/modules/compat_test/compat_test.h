/* SPDX-License-Identifier: GPL-2.0 */
#ifndef COMPAT_TEST_H
#define COMPAT_TEST_H

#define COMPAT_TEST_HELPER "/sbin/compat-umh-helper"

int compat_test_umh_legacy(int wait, char **argv);

#endif /* COMPAT_TEST_H */
