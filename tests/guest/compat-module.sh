# SPDX-License-Identifier: GPL-2.0
#
# compat-module: drvcompat.ko loads and unloads and reports its version;
# a legacy-style module (compat_test: init_module/cleanup_module,
# MODULE_PARM, EXPORT_NO_SYMBOLS, MOD_INC_USE_COUNT) pulls drvcompat.ko in
# through depmod, takes its MODULE_PARM values, and unloads cleanly.
. "$KTAP_LIB"

ktap_plan 12

P=/sys/module/compat_test/parameters

ktap_check "modprobe drvcompat" modprobe drvcompat
ktap_check "drvcompat is listed in /proc/modules" grep -q '^drvcompat ' /proc/modules
ver=$(modinfo -F version drvcompat 2>/dev/null)
if [ -n "$ver" ]; then
	ktap_ok "modinfo drvcompat shows version $ver"
else
	ktap_fail "modinfo drvcompat shows a version" "$(modinfo drvcompat 2>&1 | head -n 3)"
fi
if [ "$(cat /sys/module/drvcompat/version 2>/dev/null)" = "$ver" ]; then
	ktap_ok "/sys/module/drvcompat/version matches ($ver)"
else
	ktap_fail "/sys/module/drvcompat/version matches"
fi
ktap_check "rmmod drvcompat" rmmod drvcompat

ktap_check "modinfo compat_test depends on drvcompat" \
	sh -c 'modinfo -F depends compat_test | grep -qw drvcompat'
ktap_check "modprobe compat_test with MODULE_PARM values (pulls in drvcompat)" \
	modprobe compat_test legacy_int=7 legacy_short=-9 legacy_arr=5,6 \
	legacy_str=hello legacy_name=abc
ktap_check "drvcompat.ko was loaded as a dependency" grep -q '^drvcompat ' /proc/modules

got="$(cat $P/legacy_int 2>/dev/null) $(cat $P/legacy_short 2>/dev/null) $(cat $P/legacy_arr 2>/dev/null) $(cat $P/legacy_str 2>/dev/null) $(cat $P/legacy_name 2>/dev/null)"
# an array parameter without a count shows all ARRAY_SIZE elements
if [ "$got" = "7 -9 5,6,3,4 hello abc" ]; then
	ktap_ok "MODULE_PARM i/h/1-4i/s/c16 parameters took their values"
else
	ktap_fail "MODULE_PARM i/h/1-4i/s/c16 parameters took their values" "got: $got"
fi

major=$(cat $P/major 2>/dev/null)
if [ -n "$major" ] && [ "$major" -gt 0 ] && grep -q "^ *$major compat_test$" /proc/devices; then
	ktap_ok "init_module() ran without module_init() (major $major registered)"
else
	ktap_fail "init_module() ran without module_init()" "major '$major'"
fi

# .owner = THIS_MODULE pins the module while a file is open (MOD_INC_USE_COUNT is a no-op)
rm -f /tmp/compat-module-node
mknod /tmp/compat-module-node c "${major:-1}" 1 2>/dev/null
# the shell itself holds the file open while rmmod runs: no background
# holder that may not have opened it yet
if ! command exec 3</tmp/compat-module-node; then
	ktap_fail "an open file keeps compat_test loaded (owner refcount)" "cannot open the node"
elif rmmod compat_test 2>/tmp/compat-module-err; then
	ktap_fail "an open file keeps compat_test loaded (owner refcount)" "rmmod succeeded"
elif grep -qi 'in use' /tmp/compat-module-err; then
	ktap_ok "an open file keeps compat_test loaded (owner refcount)"
else
	ktap_fail "an open file keeps compat_test loaded (owner refcount)" \
		"rmmod failed for another reason: $(cat /tmp/compat-module-err)"
fi
exec 3<&-
rm -f /tmp/compat-module-node /tmp/compat-module-err

if rmmod compat_test && rmmod drvcompat && ! grep -q '^drvcompat' /proc/modules; then
	ktap_ok "cleanup_module() ran: compat_test and compat unload"
else
	ktap_fail "cleanup_module() ran: compat_test and compat unload"
fi

ktap_done
