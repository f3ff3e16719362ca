#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide tests/port_check
#
# port-check-unit: the unit tests of scripts/port_check/ (tests/port_check/
# test_*.py, Python's unittest, no spatch needed): one KTAP result per test
# case, a failure's traceback as diagnostics.  The run must complete and
# find test cases; a test module that does not import is a failing case.
# By hand: python3 -m unittest discover -s tests/port_check
. "$KTAP_LIB"
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2

W=$(mktemp -d) || exit 2
trap 'rm -rf "$W"' EXIT
start=$(date +%s)
PYTHONDONTWRITEBYTECODE=1 python3 tests/port_check/ktap_results.py \
	>"$W/rows" 2>"$W/err"
rc=$?
n=$(wc -l <"$W/rows")
if [ "$rc" -ne 0 ] || [ "$n" -eq 0 ]; then
	ktap_plan 1
	sed 's/^/# /' "$W/err" | tail -n 40
	ktap_fail "port-check's unit tests run" "the runner exited $rc with $n results"
	ktap_done
fi

ktap_plan "$n"
ktap_diag "$n unit tests in $(($(date +%s) - start)) s"
tab=$(printf '\t')
while IFS=$tab read -r verdict id why; do
	case $verdict in
	ok) ktap_ok "$id" ;;
	skip) ktap_skip "$id" "$why" ;;
	*)
		# the traceback of this case (the runner's stderr block)
		awk -v id="$id" '/^(FAIL|ERROR): / { on = ($2 == id) } on' "$W/err" |
			sed 's/^/# /' | head -n 40
		ktap_fail "$id" "$why"
		;;
	esac
done <"$W/rows"
ktap_done
