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

# wait_for FILE VALUE: poll until FILE reads VALUE, at most 60 s (a
# condition, not a time, decides; the bound only stops a hung test)
wait_for()
{
	_wf_i=0
	while [ "$_wf_i" -lt 600 ]; do
		[ "$(cat "$1" 2>/dev/null)" = "$2" ] && return 0
		sleep 0.1
		_wf_i=$((_wf_i + 1))
	done
	return 1
}
