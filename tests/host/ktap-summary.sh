# SPDX-License-Identifier: GPL-2.0
#
# ktap-summary.sh - the host parser turns broken guest output into
# failures, never into a silent pass.  Fixture logs: tests/fixtures/ktap/.
# Also tests/lib/ktap.sh's ktap_tmpdir: gone after the test, also after
# SIGTERM; a bad variable name refused.
. "$KTAP_LIB"

fx=tests/fixtures/ktap
sum=scripts/ktap-summary

# expect DESC WANT_RC WANT_LAST_LINE ARGS...
expect()
{
	_d=$1 _rc=$2 _last=$3
	shift 3
	_out=$($sum "$@" 2>&1)
	_got=$?
	_l=$(printf '%s\n' "$_out" | tail -n 1)
	if [ "$_got" -eq "$_rc" ] && [ "$_l" = "$_last" ]; then
		ktap_ok "$_d"
	else
		printf '%s\n' "$_out" | sed 's/^/# /'
		ktap_fail "$_d" "wanted exit $_rc and '$_last', got exit $_got and '$_l'"
	fi
}

ktap_plan 14
expect "good run: passes, skips and nested lines counted right" 0 \
	"3 passed, 0 failed, 1 skipped" $fx/good.log
expect "CR LF console line endings are understood" 0 \
	"1 passed, 0 failed, 0 skipped" $fx/good-crlf.log
expect "a not ok fails the run" 1 "1 passed, 1 failed, 0 skipped" $fx/notok.log
expect "a missing plan fails the run" 1 "1 passed, 1 failed, 0 skipped" $fx/noplan.log
expect "fewer results than planned fail the run" 1 \
	"2 passed, 1 failed, 0 skipped" $fx/short.log
expect "a suite that never finished fails the run" 1 \
	"1 passed, 2 failed, 0 skipped" $fx/died.log
expect "a non-zero exit without a not ok fails the run" 1 \
	"1 passed, 1 failed, 0 skipped" $fx/exit.log
expect "empty output fails the run" 1 "0 passed, 1 failed, 0 skipped" $fx/empty.log
expect "a WARNING and Call Trace on the console fail the run" 1 \
	"3 passed, 2 failed, 1 skipped" --console $fx/warn-console.log $fx/good.log
expect "a clean console keeps the run green" 0 \
	"3 passed, 0 failed, 1 skipped" --console $fx/clean-console.log $fx/good.log
expect "a WARNING framed as expected (expect_warn_begin/end) keeps the run green" 0 \
	"3 passed, 0 failed, 1 skipped" --console $fx/warn-framed-console.log $fx/good.log
expect "a BUG inside a frame, a WARNING outside one and a frame left open fail" 1 \
	"3 passed, 3 failed, 1 skipped" --console $fx/warn-unframed-console.log $fx/good.log
expect "an unreadable log fails the run" 1 \
	"3 passed, 1 failed, 1 skipped" $fx/good.log $fx/does-not-exist.log

# ktap_tmpdir: a test's directory, named on its stdout, then gone
td=$(mktemp -d)
# shellcheck disable=SC2016 # expanded by the small tests
sh -c '. "$KTAP_LIB"; ktap_tmpdir d; echo "$d"; [ -d "$d" ] && echo there' >"$td/a" 2>&1
# shellcheck disable=SC2016
sh -c '. "$KTAP_LIB"; ktap_tmpdir d; echo "$d"; kill -TERM $$; sleep 5' >"$td/b" 2>&1
rc_b=$?
# shellcheck disable=SC2016
sh -c '. "$KTAP_LIB"; ktap_tmpdir "d;x"' >"$td/c" 2>&1
rc_c=$?
a=$(head -n 1 "$td/a") b=$(head -n 1 "$td/b")
if [ -n "$a" ] && [ "$(sed -n 2p "$td/a")" = there ] && [ ! -e "$a" ] &&
   [ -n "$b" ] && [ "$rc_b" -eq 143 ] && [ ! -e "$b" ] &&
   [ "$rc_c" -eq 2 ] && grep -q 'not a variable name' "$td/c"; then
	ktap_ok "ktap_tmpdir: the directory is there, then gone at exit and after SIGTERM; a bad name is refused"
else
	cat "$td/a" "$td/b" "$td/c" | sed 's/^/# /'
	ktap_fail "ktap_tmpdir: the directory is there, then gone at exit and after SIGTERM; a bad name is refused" \
		"a '$a' b '$b' (exit $rc_b) c exit $rc_c"
fi
# what a broken ktap_tmpdir left: only mktemp's own names
for l in "$a" "$b"; do
	case $l in "${TMPDIR:-/tmp}"/tmp.*) rm -rf "$l" ;; esac
done
rm -rf "$td"
ktap_done
