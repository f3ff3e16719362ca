#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide
#
# compat-task: host compile tests of the cred, uaccess, irq, timeval,
# symtab and license topics, against the target kernel with compat.mk and
# W=1: the legacy spellings build with zero diagnostics and have the values
# the guide promises (checked by BUILD_BUG_ON at compile time); the cases
# compat refuses fail with the message that names the guide; a module
# without MODULE_LICENSE() is refused by modpost on this kernel.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

ktap_plan 11

if ! ct_need_compat; then
	ktap_diag "compat/ does not build; see $CT_ROOT/compat-build.log"
fi

# build NAME TARGET DESC: build case NAME ($CT_ROOT/compile/task-NAME,
# NAME.c from stdin) with TARGET (NAME.o or modules); sets RC and LOG
build()
{
	_d=$(ct_case "task_$1")
	LOG=$_d/task_$1.log
	make -C "$KDIR" M="$_d" W=1 "$2" >"$LOG" 2>&1
	RC=$?
}

# positive NAME DESC: NAME.c (stdin) compiles with zero diagnostics
positive()
{
	build "$1" "task_$1.o"
	if [ "$RC" -eq 0 ] && [ -z "$(ct_warnings "$LOG")" ]; then
		ktap_ok "$2"
	else
		sed 's/^/# /' "$LOG" | grep -v '^# make' | head -n 20
		ktap_fail "$2"
	fi
}

# negative NAME TARGET DESC PATTERN: the build must fail, saying PATTERN
negative()
{
	_t=$2 _desc=$3 _pat=$4
	build "$1" "$_t"
	if [ "$RC" -eq 0 ]; then
		ktap_fail "$_desc" "built, but must not"
	elif grep -qF -- "$_pat" "$LOG"; then
		ktap_ok "$_desc"
	else
		sed 's/^/# /' "$LOG" | grep -v '^# make' | head -n 20
		ktap_fail "$_desc" "message lacks: $_pat"
	fi
}

positive uaccess "uaccess: verify_area(), access_ok() with 3 and 2 arguments, VERIFY_READ/WRITE" <<'C'
#include <linux/uaccess.h>
#include <linux/build_bug.h>

int ct_uaccess(void __user *p, unsigned long n);
int ct_uaccess(void __user *p, unsigned long n)
{
	BUILD_BUG_ON(VERIFY_READ != 0 || VERIFY_WRITE != 1);
	BUILD_BUG_ON(!__same_type(verify_area(VERIFY_READ, p, n), int));
	return verify_area(VERIFY_WRITE, p, n) +
	       access_ok(VERIFY_READ, p, n) + access_ok(p, n);
}
C

negative uaccess_arity task_uaccess_arity.o \
	"uaccess: access_ok() with one argument does not build" \
	"macro \"__DRVCOMPAT_SEL_2_3\" requires 5 arguments" <<'C'
#include <linux/uaccess.h>

int ct_uaccess_arity(void __user *p);
int ct_uaccess_arity(void __user *p)
{
	return access_ok(p);
}
C

positive irq "irq: SA_SHIRQ is IRQF_SHARED, SA_INTERRUPT, SA_SAMPLE_RANDOM, IRQF_DISABLED, IRQF_SAMPLE_RANDOM are 0" <<'C'
#include <linux/interrupt.h>
#include <linux/build_bug.h>

static irqreturn_t ct_irq_handler(int irq, void *dev_id)
{
	return IRQ_NONE;
}

int ct_irq(unsigned int line, void *dev);
int ct_irq(unsigned int line, void *dev)
{
	BUILD_BUG_ON(SA_SHIRQ != IRQF_SHARED);
	BUILD_BUG_ON(SA_INTERRUPT != 0 || SA_SAMPLE_RANDOM != 0);
	BUILD_BUG_ON(IRQF_DISABLED != 0 || IRQF_SAMPLE_RANDOM != 0);
	BUILD_BUG_ON((SA_INTERRUPT | SA_SHIRQ | SA_SAMPLE_RANDOM) != IRQF_SHARED);
	return request_irq(line, ct_irq_handler, SA_INTERRUPT | SA_SHIRQ,
			   "ct_irq", dev);
}
C

positive irq_handler24 "irq: a 2.4 handler (void, struct pt_regs *) and a 2.6.18 one (irqreturn_t, struct pt_regs *) passed to request_irq() build" <<'C'
#include <linux/interrupt.h>

static void ct_irq24(int irq, void *dev_id, struct pt_regs *regs)
{
}

static irqreturn_t ct_irq26(int irq, void *dev_id, struct pt_regs *regs)
{
	return IRQ_NONE;
}

int ct_irq_handler24(unsigned int line);
int ct_irq_handler24(unsigned int line)
{
	int ret = request_irq(line, ct_irq24, SA_INTERRUPT, "ct_irq24", NULL);

	return ret ? ret : request_irq(line + 1, ct_irq26, 0, "ct_irq26", NULL);
}
C

negative irq_handler_other task_irq_handler_other.o \
	"irq: a handler of neither old form (void, no struct pt_regs *) passed to request_irq() does not build" \
	"incompatible pointer type" <<'C'
#include <linux/interrupt.h>

static void ct_irq2(int irq, void *dev_id)
{
}

int ct_irq_handler2(unsigned int line);
int ct_irq_handler2(unsigned int line)
{
	return request_irq(line, ct_irq2, 0, "ct_irq2", NULL);
}
C

positive timeval "timeval: struct timeval has struct __kernel_old_timeval's layout; do_gettimeofday()" <<'C'
#include <linux/time.h>
#include <linux/stddef.h>
#include <linux/build_bug.h>

long ct_timeval(void);
long ct_timeval(void)
{
	struct timeval tv;

	BUILD_BUG_ON(sizeof(struct timeval) != sizeof(struct __kernel_old_timeval));
	BUILD_BUG_ON(offsetof(struct timeval, tv_usec) !=
		     offsetof(struct __kernel_old_timeval, tv_usec));
	BUILD_BUG_ON(sizeof(tv.tv_sec) != sizeof(long));
	do_gettimeofday(&tv);
	return tv.tv_sec + tv.tv_usec;
}
C

positive symtab "symtab: EXPORT_SYMTAB and register_symtab(NULL) (0) build" <<'C'
#define EXPORT_SYMTAB
#include <linux/module.h>
#include <linux/build_bug.h>

int ct_symtab(void);
int ct_symtab(void)
{
	BUILD_BUG_ON(!__same_type(register_symtab(NULL), int));
	return register_symtab(NULL);
}
C

negative symtab_table task_symtab_table.o \
	"symtab: register_symtab(&table) does not build, naming EXPORT_SYMBOL" \
	"write EXPORT_SYMBOL(sym) for each symbol, see porting-guide/symtab.md" <<'C'
#include <linux/module.h>

static int ct_symtab_table;

int ct_symtab_register(void);
int ct_symtab_register(void)
{
	return register_symtab(&ct_symtab_table);
}
C

negative symtab_initcall task_symtab_initcall.o \
	"symtab: __initcall() in a module does not build, naming module_init()" \
	"use module_init(ct_initcall_init), see porting-guide/symtab.md" <<'C'
#include <linux/module.h>
#include <linux/init.h>

static int __init ct_initcall_init(void)
{
	return 0;
}
__initcall(ct_initcall_init);
MODULE_LICENSE("GPL");
C

# cred: what port-check --fix writes for current->uid etc. builds natively
# (no compat needed: the rewrite is the kernel's own API)
positive cred "cred: the --fix spellings (from_kuid_munged(&init_user_ns, current_uid()), ...) build" <<'C'
#include <linux/sched.h>
#include <linux/cred.h>

long ct_cred(void);
long ct_cred(void)
{
	set_current_state(TASK_RUNNING);
	return from_kuid_munged(&init_user_ns, current_uid()) +
	       from_kuid_munged(&init_user_ns, current_euid()) +
	       from_kuid_munged(&init_user_ns, current_suid()) +
	       from_kuid_munged(&init_user_ns, current_fsuid()) +
	       from_kgid_munged(&init_user_ns, current_gid()) +
	       from_kgid_munged(&init_user_ns, current_egid()) +
	       from_kgid_munged(&init_user_ns, current_sgid()) +
	       from_kgid_munged(&init_user_ns, current_fsgid()) +
	       task_pgrp_vnr(current) + task_session_vnr(current);
}
C

negative license modules \
	"license: modpost refuses a module without MODULE_LICENSE()" \
	"missing MODULE_LICENSE()" <<'C'
#include <linux/module.h>

int init_module(void)
{
	return 0;
}

void cleanup_module(void)
{
}
C

ktap_done
