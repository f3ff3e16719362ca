# SPDX-License-Identifier: GPL-2.0
#
# harness.sh - helpers shared by the harness tests (tests/harness/*.sh,
# sourced after ktap.sh).  They write into $tmp, which the test sets.

# refused DESC MESSAGE CMD...: CMD must exit 2 with MESSAGE on stderr
# (stdin is /dev/null: a refusal comes before any guest reads it)
refused()
{
	_d=$1 _msg=$2
	shift 2
	if ktap_exits 2 "$tmp/out" "$tmp/err" "$@" < /dev/null &&
	   grep -q -- "$_msg" "$tmp/err"; then
		ktap_ok "$_d"
	else
		sed 's/^/# stderr: /' "$tmp/err" | tail -n 5
		ktap_fail "$_d" "wanted exit 2 and '$_msg', got exit $KTAP_RC"
	fi
}

# wants NAME DESC LINE...: each LINE is a whole line of the guest's output
# ($tmp/out); one result "NAME: DESC" naming the missing ones
wants()
{
	_n=$1 _d=$2
	shift 2
	_missing=
	for _l in "$@"; do
		grep -qxF -- "$_l" "$tmp/out" || _missing="$_missing [$_l]"
	done
	if [ -z "$_missing" ]; then
		ktap_ok "$_n: $_d"
	else
		ktap_fail "$_n: $_d" "missing:$_missing"
	fi
}

# guest_runs NAME DESC RUN-GUEST-OPTION...: boot the guest to run
# $tmp/guest.sh (at /tmp/NAME.sh) with run-guest's logs in $logs; its
# output is in $tmp/out (printed as diagnostics), its exit status in
# $guest_rc; one result "NAME: DESC"
guest_runs()
{
	_n=$1 _d=$2
	shift 2
	RUN_GUEST_LOGS=$logs scripts/run-guest -q "$@" \
		--file "$tmp/guest.sh:/tmp/$_n.sh" --timeout 600 \
		-- sh "/tmp/$_n.sh" > "$tmp/out" 2> "$tmp/err"
	guest_rc=$?
	sed 's/^/# guest: /' "$tmp/out"
	if [ "$guest_rc" -ne 0 ]; then
		sed 's/^/# stderr: /' "$tmp/err" | tail -n 10
		ktap_fail "$_n: $_d" "exit $guest_rc"
	else
		ktap_ok "$_n: $_d"
	fi
}

# clean_log NAME: the guest ran to its end and its "dmesg: " lines (the
# kernel log's BUG/WARNING/Oops/Call Trace) are none
clean_log()
{
	if [ "$guest_rc" -ne 0 ]; then
		ktap_fail "$1: a clean kernel log" "not reached (exit $guest_rc)"
	elif grep -q '^dmesg: ' "$tmp/out"; then
		ktap_fail "$1: a clean kernel log" "$(grep '^dmesg: ' "$tmp/out" | head -n 1)"
	else
		ktap_ok "$1: a clean kernel log"
	fi
}

# guest_lib: print the shell functions a guest script ($tmp/guest.sh) may
# use, for it to begin with:
#   rmmod_open MODULE CMD...: CMD (a *-ctl run whose first step opens
#     MODULE's node, and which holds it open until /tmp/release exists:
#     hold:/tmp/release) in the background, its output in /tmp/held; once
#     it has opened, "rmmod open: unloaded|refused", then /tmp/release is
#     made; when CMD has ended, its output, then "rmmod closed: ok|refused".
#     No verdict depends on time: CMD holds the node for as long as the
#     first rmmod takes.
guest_lib()
{
	cat <<'EOF_GUEST'
rmmod_open()
{
	_m=$1
	shift
	# the job's shell makes /tmp/held when it gets to run: what a call
	# before this one left there is not this one's "open"
	rm -f /tmp/release /tmp/held
	"$@" > /tmp/held &
	_held=$!
	_i=0
	while ! grep -q '^open' /tmp/held 2>/dev/null && [ "$_i" -lt 300 ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	if rmmod "$_m" 2>/dev/null; then echo "rmmod open: unloaded"; else echo "rmmod open: refused"; fi
	: > /tmp/release
	wait "$_held"
	cat /tmp/held
	if rmmod "$_m"; then echo "rmmod closed: ok"; else echo "rmmod closed: refused"; fi
}
EOF_GUEST
}
