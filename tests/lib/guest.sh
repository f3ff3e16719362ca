# SPDX-License-Identifier: GPL-2.0
#
# guest.sh - helpers shared by the guest suites (sourced after ktap.sh).

# major_of NAME: the major /proc/devices lists for NAME (empty if none)
major_of()
{
	awk -v m="$1" '$2 == m { print $1 }' /proc/devices
}

# exits_with CODE CMD...: CMD fails with exactly CODE (an errno, as
# demo-ctl reports it); prints what it got otherwise
exits_with()
{
	_want=$1
	shift
	"$@"
	_rc=$?
	[ "$_rc" -eq "$_want" ] || { echo "exit $_rc, want $_want"; return 1; }
}

# unloads MOD: a ktap result for `modprobe -r MOD`, which must leave MOD
# (and, through modprobe -r, what only it used) unloaded
unloads()
{
	if modprobe -r "$1" && ! grep -q "^$1 " /proc/modules; then
		ktap_ok "modprobe -r $1"
	else
		ktap_fail "modprobe -r $1"
	fi
}
