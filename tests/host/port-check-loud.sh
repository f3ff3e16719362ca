#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide tests/fixtures/port-check-loud tests/fixtures/port-check
#
# port-check-loud: scripts/port-check never fails silently.  One --fix run
# (spatch needed) over tests/fixtures/port-check-loud and the
# cleanup-module-do fixture, then what it said and wrote:
#  1. a Coccinelle rule file that fails on a file (module.cocci on
#     rule-fails.c) is an error naming the rule file and spatch's reason,
#     and --fix exits 2;
#  2. every other rule still applied to that file (the lock initialiser,
#     SA_SHIRQ), and the failed rule's rewrite is not half done;
#  3. int cleanup_module() spatch cannot follow is left whole, its last
#     return kept (cleanup-module-do.c byte for byte);
#  4. a ppos check --fix cannot move (the file_operations is in another
#     file) stays, with a warning naming ppos-check and the method;
#  5. a file the C-aware rules cannot parse is a warning;
#  6. a 2.4 interrupt handler is reported in its own file, away from its
#     request_irq(), and so is the prototype next to that request_irq().
# Environment (set by make check): KTAP_LIB.

: "${KTAP_LIB:=tests/lib/ktap.sh}"
. "$KTAP_LIB"
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2

W=$(mktemp -d) || exit 2
trap 'rm -rf "$W"' EXIT
trap 'exit 2' HUP INT TERM
cp -r tests/fixtures/port-check-loud "$W/t"
cp tests/fixtures/port-check/cleanup-module-do.c "$W/t/"

ktap_plan 6
(cd "$W" && "$top/scripts/port-check" --fix t >out 2>err)
rc=$?
ktap_diag "port-check --fix exited $rc"
sed 's/^/# stderr: /' "$W/err"

# -- 1 ---------------------------------------------------------------------
if [ "$rc" -eq 2 ] &&
   grep -q '^port-check: error: t/rule-fails\.c: the rules of scripts/coccinelle/module\.cocci failed on it (spatch: exception Failure: cm_ret: .*inconsistent control-flow paths)' "$W/err"; then
	ktap_ok "a rule file that fails on a file: an error naming it and spatch's reason, exit 2"
else
	ktap_fail "a rule file that fails on a file: an error naming it and spatch's reason, exit 2" "exit $rc"
fi

# -- 2 ---------------------------------------------------------------------
f=$W/t/rule-fails.c
if grep -q 'spin_lock_init(&rf_lock);' "$f" && grep -q 'IRQF_SHARED' "$f" &&
   ! grep -q 'rf_lock = SPIN_LOCK_UNLOCKED\|, SA_SHIRQ,' "$f" &&
   grep -q '^int cleanup_module(void)' "$f" && grep -q 'return rf_busy;' "$f" &&
   grep -qx '[[:space:]]*return 0;' "$f"; then
	ktap_ok "the other rules still apply to that file; the failed one leaves its code whole"
else
	ktap_fail "the other rules still apply to that file; the failed one leaves its code whole" \
		"$(diff tests/fixtures/port-check-loud/rule-fails.c "$f" | head -12 | tr '\n' '|')"
fi

# -- 3 ---------------------------------------------------------------------
if cmp -s tests/fixtures/port-check/cleanup-module-do.c "$W/t/cleanup-module-do.c"; then
	ktap_ok "int cleanup_module() spatch cannot follow is left as it was, its last return too"
else
	ktap_fail "int cleanup_module() spatch cannot follow is left as it was" \
		"$(diff tests/fixtures/port-check/cleanup-module-do.c "$W/t/cleanup-module-do.c" | tr '\n' '|')"
fi

# -- 4 ---------------------------------------------------------------------
if grep -q '^port-check: warning: t/ppos-split/pps_ops\.c:13: ppos-check: the check in pps_write() not rewritten' "$W/err" &&
   grep -q 'if (ppos != &file->f_pos)' "$W/t/ppos-split/pps_ops.c" &&
   ! grep -q 'nonseekable_open' "$W/t/ppos-split/pps_main.c"; then
	ktap_ok "a ppos check --fix cannot move stays, with a warning"
else
	ktap_fail "a ppos check --fix cannot move stays, with a warning"
fi

# -- 5 ---------------------------------------------------------------------
if grep -q '^port-check: warning: t/unparsed\.c: the C-aware (Coccinelle) rules could not parse it' "$W/err"; then
	ktap_ok "a file the C-aware rules cannot parse: a warning"
else
	ktap_fail "a file the C-aware rules cannot parse: a warning"
fi

# -- 6 ---------------------------------------------------------------------
if grep -q '^t/irq-split/isr\.c:10: irq: isr_handler() is a 2\.4 interrupt handler' "$W/out" &&
   grep -q '^t/irq-split/setup\.c:6: irq: isr_handler() is a 2\.4 interrupt handler' "$W/out"; then
	ktap_ok "a 2.4 handler defined away from its request_irq() is reported, its prototype too"
else
	ktap_fail "a 2.4 handler defined away from its request_irq() is reported" \
		"$(grep ': irq: ' "$W/out" | tr '\n' '|')"
fi
ktap_done
