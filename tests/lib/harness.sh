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
	"$@" > "$tmp/out" 2> "$tmp/err" < /dev/null
	_got=$?
	if [ "$_got" -eq 2 ] && grep -q -- "$_msg" "$tmp/err"; then
		ktap_ok "$_d"
	else
		sed 's/^/# stderr: /' "$tmp/err" | tail -n 5
		ktap_fail "$_d" "wanted exit 2 and '$_msg', got exit $_got"
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
