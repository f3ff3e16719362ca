# SPDX-License-Identifier: GPL-2.0
#
# compat-license: what MODULE_LICENSE() buys at run time.  Since 5.11
# modpost refuses to build a module without one (tests/host/compat-task.sh
# shows that); with MODULE_LICENSE("GPL"), compat_task carries the tag,
# loads without the proprietary taint (P, bit 0 of
# /proc/sys/kernel/tainted; the module's own taint shows only O and E)
# and may use EXPORT_SYMBOL_GPL symbols.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 4

ktap_same "modinfo -F license compat_task" "$(modinfo -F license compat_task 2>&1)" GPL
if ! modprobe compat_task; then
	ktap_fail "modprobe compat_task"
	ktap_skip "no proprietary taint" "compat_task not loaded"
	ktap_skip "modprobe -r compat_task" "compat_task not loaded"
	ktap_done
fi
ktap_ok "modprobe compat_task"
t=$(cat /proc/sys/kernel/tainted)
mt=$(cat /sys/module/compat_task/taint 2>/dev/null)
case $mt in
*P*)	ktap_fail "no proprietary taint" "module taint '$mt', kernel $t" ;;
*)	if [ $((t & 1)) -eq 0 ]; then
		ktap_ok "no proprietary taint (kernel $t, module '$mt')"
	else
		ktap_fail "no proprietary taint" "kernel tainted $t"
	fi ;;
esac
unloads compat_task
ktap_done
