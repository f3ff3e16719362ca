# SPDX-License-Identifier: GPL-2.0
#
# demo-source.sh - the two versions of the demo driver say what they
# claim: demo-driver/legacy/demo.c is written with every 2.4 spelling the
# compat layer covers and its Kbuild adds nothing but compat.mk;
# demo-driver/demo.c uses none of them and has the modern ones instead;
# and both have the same functions in the same order, so that
# `diff -u legacy/demo.c demo.c` reads as a porting example.
. "$KTAP_LIB"

legacy=demo-driver/legacy/demo.c
port=demo-driver/demo.c

# matches DESC every|none FILE PATTERN...: a ktap result DESC: FILE matches
# every extended regexp PATTERN, or none of them; the ones that break the
# rule are listed when not
matches()
{
	_d=$1 _want=$2 _f=$3
	shift 3
	_out=$(for _p in "$@"; do
		if grep -Eq -- "$_p" "$_f"; then _has=every; else _has=none; fi
		[ "$_has" = "$_want" ] || echo "  $_p"
	done)
	_why="not found in"
	[ "$_want" = every ] || _why="found in"
	if [ -z "$_out" ]; then
		ktap_ok "$_d"
	else
		ktap_fail "$_d" "$_why $_f:
$_out"
	fi
}

# functions FILE: names of the functions defined in FILE, in order
functions()
{
	sed -n 's/^[a-z].*[ *]\([a-z_][a-z0-9_]*\)(.*[^;]$/\1/p' "$1"
}

ktap_plan 6

# one pattern per 2.4 spelling (topic in brackets)
matches "legacy uses every 2.4 spelling the compat layer covers" every "$legacy" \
	'MINOR\(dev\)' 'kdev_t dev = inode->i_rdev' \
	'#include <linux/malloc\.h>' '#include <linux/config\.h>' \
	'^	owner:[[:space:]]+THIS_MODULE' '\{ minor: ' \
	'min\(size_t, ' 'max\(int, ' \
	'sprintf\(name, "demo-backend-%u", n\)' 'request_module\(name\)' \
	'call_usermodehelper\(DEMO_HELPER, argv, envp\);' \
	'read_barrier_depends\(\);' \
	'devfs_register\(NULL, ' 'devfs_unregister\(' 'DEVFS_FL_DEFAULT' \
	'MOD_INC_USE_COUNT;' 'MOD_DEC_USE_COUNT;' \
	'MODULE_PARM\(major, "i"\);' 'EXPORT_NO_SYMBOLS;' \
	'^int init_module\(void\)' '^void cleanup_module\(void\)'

rules=$(grep -Ev '^[[:space:]]*(#|$)' demo-driver/legacy/Kbuild)
want='obj-m := demo_legacy.o
demo_legacy-y := demo.o
ccflags-y += -I$(src)/..
include $(src)/../../compat/compat.mk'
if [ "$rules" = "$want" ]; then
	ktap_ok "legacy Kbuild: compat.mk is the only compatibility line"
else
	ktap_fail "legacy Kbuild: compat.mk is the only compatibility line" \
		"rules: $rules"
fi

matches "port uses none of the 2.4 spellings" none "$port" \
	'MINOR\(' 'kdev_t' 'malloc\.h' 'config\.h' '^	[a-z_]+:[[:space:]]' \
	'\{ minor: ' 'min\([a-z_ ]+, .*, ' 'max\([a-z_ ]+, .*, ' \
	'request_module\([a-z]' 'call_usermodehelper\([^,]*,[^,]*,[^,]*\);' \
	'devfs_' 'MOD_(INC|DEC)_USE_COUNT' 'MODULE_PARM\(' \
	'EXPORT_NO_SYMBOLS' 'init_module' 'cleanup_module' 'sprintf\('

matches "port uses the modern spellings the porting guide teaches" every "$port" \
	'iminor\(inode\)' 'imajor\(inode\)' '#include <linux/slab\.h>' \
	'^	\.owner[[:space:]]+= THIS_MODULE' '\{ \.minor = ' \
	'min_t\(size_t, ' 'min\(count, ' \
	'request_module\("demo-backend-%u", n\)' \
	'call_usermodehelper_exec\(info, UMH_WAIT_PROC \| UMH_KILLABLE\)' \
	'list_for_each_entry_rcu\(' 'read_barrier_depends\(\);' \
	'kfree_rcu\(' 'class_register\(&demo_class\)' 'device_create\(' \
	'module_param\(major, int, 0444\)' 'module_init\(demo_init\)' \
	'DEMO_MINOR_WIDE'

# The function lists must match, except for the port's wide minor, the
# port's helper cleanup (its killable helper wait needs one) and the names
# of the module's entry points.
fl=$(functions "$legacy" | sed 's/^init_module$/demo_init/; s/^cleanup_module$/demo_exit/')
fp=$(functions "$port" | grep -v '^demo_wide_read$' | grep -v '^demo_umh_put$')
if [ -n "$fl" ] && [ "$fl" = "$fp" ]; then
	ktap_ok "both files define the same $(echo "$fl" | wc -l) functions in the same order"
else
	ktap_fail "both files define the same functions in the same order" \
		"$(printf '%s\n' "$fl" > "$BUILD/demo-fl.txt"; printf '%s\n' "$fp" |
		   diff "$BUILD/demo-fl.txt" - | head -n 20)"
fi

# the worked example stays readable: the diff is small next to the file
changed=$(diff -u "$legacy" "$port" | grep -c '^[-+][^-+]')
total=$(wc -l < "$port")
ktap_diag "diff -u legacy/demo.c demo.c: $changed changed lines of $total"
if [ "$changed" -gt 0 ] && [ "$changed" -lt $((total / 2)) ]; then
	ktap_ok "diff -u legacy/demo.c demo.c changes less than half the lines"
else
	ktap_fail "diff -u legacy/demo.c demo.c changes less than half the lines"
fi

ktap_done
