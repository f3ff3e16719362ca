# SPDX-License-Identifier: GPL-2.0
#
# compat-module: drvcompat.ko loads and unloads and reports its version;
# a legacy-style module (compat_test: init_module/cleanup_module,
# MODULE_PARM, EXPORT_NO_SYMBOLS, MOD_INC_USE_COUNT) pulls drvcompat.ko in
# through depmod, takes its MODULE_PARM values, and unloads cleanly.
# Module lifetime: 2.4 drivers that pin themselves with MOD_INC_USE_COUNT
# in open() (compat_life_count) or SET_MODULE_OWNER() (compat_life_owner)
# refuse rmmod while a node is open, as on 2.4, and unload once it is closed.
. "$KTAP_LIB"

ktap_plan 22

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

# .owner = THIS_MODULE (and MOD_INC_USE_COUNT) pin the module while a file is open
rm -f /tmp/compat-module-node
mknod /tmp/compat-module-node c "${major:-1}" 1 2>/dev/null
exec 3</tmp/compat-module-node
if rmmod compat_test 2>/dev/null; then
	ktap_fail "an open file keeps compat_test loaded (owner refcount)"
else
	ktap_ok "an open file keeps compat_test loaded (owner refcount)"
fi
exec 3<&-
rm -f /tmp/compat-module-node

# life_check MODULE: open a node of MODULE, rmmod must fail "in use";
# close it, rmmod must succeed.  Five results.
life_check()
{
	_m=$1
	if ! modprobe "$_m"; then
		ktap_fail "$_m: modprobe"
		ktap_skip "$_m: rmmod while open" "not loaded"
		ktap_skip "$_m: refcnt while open" "not loaded"
		ktap_skip "$_m: rmmod after close" "not loaded"
		ktap_skip "$_m: refcnt after close" "not loaded"
		return
	fi
	ktap_ok "$_m: modprobe"
	_maj=$(awk -v m="$_m" '$2 == m { print $1 }' /proc/devices)
	rm -f "/tmp/$_m-node"
	mknod "/tmp/$_m-node" c "${_maj:-1}" 0
	exec 3<"/tmp/$_m-node"
	_out=$(rmmod "$_m" 2>&1)
	if [ -d "/sys/module/$_m" ] && echo "$_out" | grep -q 'in use'; then
		ktap_ok "$_m: rmmod while a node is open fails with 'in use'"
	else
		ktap_fail "$_m: rmmod while a node is open fails with 'in use'" "rmmod said: '$_out'"
	fi
	_ref=$(cat "/sys/module/$_m/refcnt" 2>/dev/null)
	if [ "${_ref:-0}" -ge 1 ] 2>/dev/null; then
		ktap_ok "$_m: /sys/module/$_m/refcnt is $_ref while a node is open"
	else
		ktap_fail "$_m: /sys/module/$_m/refcnt is at least 1 while a node is open" "got: '$_ref'"
	fi
	exec 3<&-
	rm -f "/tmp/$_m-node"
	_ref=$(cat "/sys/module/$_m/refcnt" 2>/dev/null)
	ktap_same "$_m: refcnt after close" "$_ref" 0
	if rmmod "$_m" && [ ! -d "/sys/module/$_m" ]; then
		ktap_ok "$_m: rmmod after close succeeds"
	else
		ktap_fail "$_m: rmmod after close succeeds"
	fi
}
life_check compat_life_count
life_check compat_life_owner

if rmmod compat_test && rmmod drvcompat && ! grep -q '^drvcompat' /proc/modules; then
	ktap_ok "cleanup_module() ran: compat_test and compat unload"
else
	ktap_fail "cleanup_module() ran: compat_test and compat unload"
fi

ktap_done
