# SPDX-License-Identifier: GPL-2.0
#
# compat-module: drvcompat.ko loads and unloads and reports its version;
# a legacy-style module (compat_test: init_module/cleanup_module,
# MODULE_PARM, EXPORT_NO_SYMBOLS, MOD_INC_USE_COUNT) pulls drvcompat.ko in
# through depmod, takes its MODULE_PARM values, and unloads cleanly.
# Module lifetime: 2.4 drivers that pin themselves with MOD_INC_USE_COUNT
# in open() (compat_life_count) or SET_MODULE_OWNER() (compat_life_owner)
# refuse rmmod while a node is open, as on 2.4, and unload once it is closed.
# An unbalanced MOD_DEC_USE_COUNT (compat_life_unbal) leaves the module
# loaded, rmmod refused "in use", with one WARN naming the caller, never a
# BUG; try_inc_mod_count() gives 2.4's results (1 for a live module and
# for NULL, 0 for one being removed).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 33

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

# unbal_check: compat_life_unbal's release() decrements for every close,
# its open() increments for readers only.  A write-only open and close is
# one MOD_DEC_USE_COUNT too many: 2.4 took the use count to -1 and refused
# rmmod with EBUSY (2.4.18 kernel/module.c); module_put() of a reference
# nobody took made the next delete_module() hit BUG_ON (kernel/module/
# main.c).  Through compat the module stays loaded ("in use": EAGAIN), with
# one WARN naming life_release.  An open, one read() (which says
# MOD_INC_USE_COUNT) and a close bring the count back to 0, as on 2.4.
# cleanup_module()'s try_inc_mod_count(THIS_MODULE), the module being
# removed, gives 0 (2.4.18: MOD_DELETED).  Eleven results.
unbal_check()
{
	_m=compat_life_unbal
	if ! modprobe "$_m"; then
		ktap_fail "$_m: modprobe"
		for _t in "try_inc_mod_count" "refcnt after init" "WARN names life_release" \
			"delete_module() EAGAIN" "rmmod refused" "state after refused rmmod" "no BUG or Oops" \
			"refcnt after the count is paid back" "rmmod after" \
			"try_inc_mod_count while removed"; do
			ktap_skip "$_m: $_t" "not loaded"
		done
		return
	fi
	ktap_ok "$_m: modprobe"
	ktap_same "$_m: try_inc_mod_count(THIS_MODULE), try_inc_mod_count(NULL) in init" \
		"$(cat "/sys/module/$_m/parameters/tryinc" 2>/dev/null)" "1,1"
	ktap_same "$_m: refcnt after init (try_inc_mod_count + __MOD_DEC_USE_COUNT)" \
		"$(cat "/sys/module/$_m/refcnt" 2>/dev/null)" 0
	_maj=$(major_of "$_m")
	rm -f "/tmp/$_m-node"
	mknod "/tmp/$_m-node" c "${_maj:-1}" 0
	_bugs=$(dmesg | grep -cE 'BUG:|Oops')
	expect_warn_begin unbal
	# "command": a failed open must not end the script (exec is special)
	command exec 3>"/tmp/$_m-node" && exec 3>&-
	expect_warn_end unbal
	if warned_in unbal "MOD_DEC_USE_COUNT without a matching MOD_INC_USE_COUNT in life_release\\+0x[0-9a-f]+/0x[0-9a-f]+ \\[$_m\\]"; then
		ktap_ok "$_m: an unbalanced MOD_DEC_USE_COUNT WARNs, naming life_release"
	else
		ktap_fail "$_m: an unbalanced MOD_DEC_USE_COUNT WARNs, naming life_release" \
			"$(dmesg | grep -i 'use_count' | tail -n 3)"
	fi
	# busybox's rmmod calls delete_module() at once (kmod's reads the
	# refcnt first): EAGAIN; with a reference put that nobody took, the
	# kernel stopped here at BUG_ON() in try_release_module_ref()
	_out=$(busybox rmmod "$_m" 2>&1)
	if [ -d "/sys/module/$_m" ] && echo "$_out" | grep -q 'Resource temporarily unavailable'; then
		ktap_ok "$_m: delete_module() fails with EAGAIN, no BUG"
	else
		ktap_fail "$_m: delete_module() fails with EAGAIN, no BUG" "busybox rmmod said: '$_out'"
	fi
	_out=$(rmmod "$_m" 2>&1)
	if [ -d "/sys/module/$_m" ] && echo "$_out" | grep -q 'in use'; then
		ktap_ok "$_m: rmmod is refused with 'in use' (EAGAIN)"
	else
		ktap_fail "$_m: rmmod is refused with 'in use' (EAGAIN)" "rmmod said: '$_out'"
	fi
	ktap_same "$_m: still live, refcnt 1 (the count below zero)" \
		"$(cat "/sys/module/$_m/initstate" 2>/dev/null) $(cat "/sys/module/$_m/refcnt" 2>/dev/null)" "live 1"
	ktap_same "$_m: no BUG or Oops in dmesg" "$(dmesg | grep -cE 'BUG:|Oops')" "$_bugs"
	dd if="/tmp/$_m-node" of=/dev/null bs=1 count=1 2>/dev/null
	ktap_same "$_m: refcnt after open, read (MOD_INC_USE_COUNT), close" \
		"$(cat "/sys/module/$_m/refcnt" 2>/dev/null)" 0
	rm -f "/tmp/$_m-node"
	if rmmod "$_m" && [ ! -d "/sys/module/$_m" ]; then
		ktap_ok "$_m: rmmod after the count is back to 0 succeeds"
	else
		ktap_fail "$_m: rmmod after the count is back to 0 succeeds"
	fi
	ktap_same "$_m: try_inc_mod_count(THIS_MODULE) in cleanup_module(), the module being removed" \
		"$(dmesg | sed -n 's/.*compat_life_unbal: cleanup_module: try_inc_mod_count(THIS_MODULE) = //p' | tail -n 1)" 0
}
unbal_check

if rmmod compat_test && rmmod drvcompat && ! grep -q '^drvcompat' /proc/modules; then
	ktap_ok "cleanup_module() ran: compat_test and compat unload"
else
	ktap_fail "cleanup_module() ran: compat_test and compat unload"
fi

ktap_done
