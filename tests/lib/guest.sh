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

# removes MOD: `modprobe -r MOD` succeeds and MOD (and, through modprobe
# -r, what only it used) is no longer loaded
removes()
{
	modprobe -r "$1" && ! grep -q "^$1 " /proc/modules
}

# unloads MOD: a ktap result for removes MOD
unloads()
{
	if removes "$1"; then
		ktap_ok "modprobe -r $1"
	else
		ktap_fail "modprobe -r $1"
	fi
}

# unloads_busy MOD FILE N DESC: a ktap result DESC for removes MOD once
# the count in FILE (one of MOD's parameters, still rising: MOD is busy)
# has reached N; polled about 60 s at most.  When not, FILE's name and
# last value are shown
unloads_busy()
{
	if poll 600 at_least "$2" "$3" && removes "$1"; then
		ktap_ok "$4"
	else
		ktap_fail "$4" "${2##*/} $(cat "$2" 2>/dev/null)"
	fi
}

# poll TENTHS CMD...: run CMD every 0.1 s until it succeeds, at most TENTHS
# times; fails if it never did
poll()
{
	_n=$1
	shift
	_i=0
	while [ $_i -lt "$_n" ]; do
		"$@" && return 0
		sleep 0.1
		_i=$((_i + 1))
	done
	"$@"
}

# at_least FILE N: FILE's first line is a number, N or more (read by the
# shell itself, as wait_for does)
at_least()
{
	_al_v=
	{ read -r _al_v < "$1"; } 2>/dev/null
	[ -n "$_al_v" ] && [ "$_al_v" -ge "$2" ] 2>/dev/null
}

# asleep_in DESC WAITING DONE: a ktap result, ok when the file WAITING
# reaches 1 (wait_for) while the file DONE still reads 0: a process is
# asleep in what the test started and has not got past it
asleep_in()
{
	if wait_for "$2" 1 && [ "$(cat "$3")" = 0 ]; then
		ktap_ok "$1"
	else
		ktap_fail "$1" "${2##*/} $(cat "$2") ${3##*/} $(cat "$3")"
	fi
}

# two_at_once DEV CMD: write CMD to DEV from two processes at the same
# time, and wait for both
two_at_once()
{
	echo "$2" >"$1" &
	_tao1=$!
	echo "$2" >"$1" &
	_tao2=$!
	wait "$_tao1"
	wait "$_tao2"
}

# wait_for FILE VALUE: poll until FILE's first line reads VALUE, at most
# about 60 s (a condition, not a time, decides; the bound only stops a
# hung test).  The file is read by the shell itself (each cat is an exec,
# about 17 ms in a TCG guest), every 0.01 s for the first ten tries (most
# waits end within a few), then every 0.1 s.
wait_for()
{
	_wf_i=0
	while [ "$_wf_i" -lt 610 ]; do
		_wf_v=
		{ read -r _wf_v < "$1"; } 2>/dev/null
		[ "$_wf_v" = "$2" ] && return 0
		if [ "$_wf_i" -lt 10 ]; then
			sleep 0.01
		else
			sleep 0.1
		fi
		_wf_i=$((_wf_i + 1))
	done
	return 1
}

# expect_warn_begin TAG / expect_warn_end TAG: frame a step that must make
# the kernel WARN (a misuse compat reports loudly).  The lines written to
# /dev/kmsg between the two marks are left out of kernel-check.sh's dmesg
# scan, and the W taint that a WARN sets is accepted, only when every
# WARNING the kernel logged fell inside such a frame.  The suites run one
# after another (run-suites without -j), so a frame holds only its own
# step's messages.  A frame must be closed: an open one is a failure.
expect_warn_begin()
{
	echo "drvcompat-test: expected WARNING begin $1" >/dev/kmsg
}

expect_warn_end()
{
	echo "drvcompat-test: expected WARNING end $1" >/dev/kmsg
}

# warned_in TAG PATTERN: the frame TAG's part of dmesg has a WARNING
# and a line matching PATTERN (an extended regex)
warned_in()
{
	_wi_log=$(dmesg | sed -n "/drvcompat-test: expected WARNING begin $1\$/,/drvcompat-test: expected WARNING end $1\$/p")
	printf '%s\n' "$_wi_log" | grep -q 'WARNING:' &&
		printf '%s\n' "$_wi_log" | grep -qE "$2"
}

# demo_load MOD [PARAM...]: modprobe MOD (demo or demo_legacy) with PARAMs
# and mknod its nodes in $NODES: MOD-buf (minor 0), MOD-table (minor 1) and
# MOD-ctl (minor 2)
demo_load()
{
	_m=$1
	shift
	rm -f "$NODES/$_m"-*
	mkdir -p "$NODES"
	modprobe "$_m" "$@" && _maj=$(major_of "$_m") &&
	mknod "$NODES/$_m-buf" c "$_maj" 0 &&
	mknod "$NODES/$_m-table" c "$_maj" 1 &&
	mknod "$NODES/$_m-ctl" c "$_maj" 2
}

# demo_unload MOD: remove MOD's nodes in $NODES, then modprobe -r MOD
demo_unload()
{
	rm -f "$NODES/$1"-*
	modprobe -r "$1"
}

# demo_unloads MOD DESC: a ktap result "MOD: DESC" for demo_unload MOD,
# which must leave MOD unloaded (it is rmmod'ed if not)
demo_unloads()
{
	if demo_unload "$1" && ! grep -q "^$1 " /proc/modules; then
		ktap_ok "$1: $2"
	else
		ktap_fail "$1: $2"
		rmmod "$1" 2>/dev/null
	fi
}

# modprobe_case TOPIC DESC MOD [PARAM...]: a ktap result DESC for
# modprobe MOD PARAM...; when it fails, the rest of the plan is skipped as
# "TOPIC: case N" (MOD not loaded) and the test ends there
modprobe_case()
{
	_mc_topic=$1 _mc_desc=$2
	shift 2
	if modprobe "$@"; then
		ktap_ok "$_mc_desc"
		return 0
	fi
	ktap_fail "$_mc_desc"
	ktap_skip_rest "$_mc_topic" "$1 not loaded"
}

# module_case TOPIC MOD: modprobe_case TOPIC "modprobe MOD" MOD for a test
# module that answers through its parameters: P is set to their directory,
# /sys/module/MOD/parameters
module_case()
{
	P=/sys/module/$2/parameters
	modprobe_case "$1" "modprobe $2" "$2"
}

# log_since BASE: the kernel log after its first BASE lines (BASE: dmesg |
# wc -l before the step)
log_since()
{
	dmesg | tail -n +$(($1 + 1))
}

# unload_says BASE MOD: what MOD's last "MOD: unloaded, ..." line in the
# kernel log after its first BASE lines says after "unloaded, " (a test
# module's report of its own unload)
unload_says()
{
	log_since "$1" | sed -n "s/.*$2: unloaded, //p" | tail -n 1
}

# log_clean BASE DESC PATTERN [N]: a ktap result DESC: log_since BASE has
# no line matching PATTERN (an extended regex); the first N (default 3)
# that do are shown when not
log_clean()
{
	_lc_log=$(log_since "$1")
	if printf '%s\n' "$_lc_log" | grep -qE "$3"; then
		ktap_fail "$2" "$(printf '%s\n' "$_lc_log" | grep -E "$3" | head -n "${4:-3}" | tr '\n' ' ')"
	else
		ktap_ok "$2"
	fi
}

# log_says BASE DESC WANT BAD [N]: a ktap result DESC: the kernel log after
# its first BASE lines has a line matching WANT and none matching BAD (two
# extended regexes); when not, its last N (default 3) lines are shown
log_says()
{
	_ls_log=$(log_since "$1")
	if printf '%s\n' "$_ls_log" | grep -qE "$3" &&
	   ! printf '%s\n' "$_ls_log" | grep -qE "$4"; then
		ktap_ok "$2"
	else
		ktap_fail "$2" "$(printf '%s\n' "$_ls_log" | tail -n "${5:-3}" | tr '\n' ' ')"
	fi
}

# modules_now: the loaded modules' names, one a line (for modules_back)
modules_now()
{
	awk '{ print $1 }' /proc/modules
}

# modules_back BEFORE: unload the modules loaded since modules_now printed
# BEFORE, the last loaded (first in /proc/modules) first
modules_back()
{
	for _mb in $(modules_now); do
		echo "$1" | grep -qx "$_mb" || rmmod "$_mb" 2>/dev/null
	done
}
