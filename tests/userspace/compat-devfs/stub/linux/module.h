/* SPDX-License-Identifier: GPL-2.0 */
/* Stub: THIS_MODULE. */
#ifndef STUB_MODULE_H
#define STUB_MODULE_H
#define THIS_MODULE ((void *)0)
#endif
