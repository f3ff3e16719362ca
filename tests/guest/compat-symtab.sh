# SPDX-License-Identifier: GPL-2.0
#
# compat-symtab: a module that says "#define EXPORT_SYMTAB" and calls the
# 2.0 register_symtab(NULL) in its init loads (register_symtab(NULL) is a
# no-op returning 0, as 2.0's register_symtab_from() did on success) and
# exports nothing, as it asked: depmod's modules.symbols lists no symbol
# of compat_task, while it does list those drvcompat.ko exports (the
# control that the listing works).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 5

P=/sys/module/compat_task/parameters
SYMS=/lib/modules/$(uname -r)/modules.symbols

if ! modprobe compat_task; then
	ktap_fail "modprobe compat_task"
	for i in 2 3 4 5; do ktap_skip "symtab case $i" "compat_task not loaded"; done
	ktap_done
fi
ktap_ok "modprobe compat_task: init with register_symtab(NULL) succeeded"
ktap_same "register_symtab(NULL) returned 0" "$(cat $P/symtab_result)" 0
if grep -q ' drvcompat$' "$SYMS" 2>/dev/null; then
	ktap_ok "modules.symbols lists drvcompat.ko's exports ($(grep -c ' drvcompat$' "$SYMS"))"
else
	ktap_fail "modules.symbols lists drvcompat.ko's exports" "$(head -n 3 "$SYMS" 2>&1)"
fi
n=$(grep -c ' compat_task$' "$SYMS" 2>/dev/null)
ktap_same "compat_task exports nothing" "${n:-0}" 0
unloads compat_task
ktap_done
