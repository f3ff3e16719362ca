# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# The lint gates' common part, sourced after $KTAP_LIB by the checkpatch
# and shellcheck host tests (tests/host/).

# lint_begin NAME: a gate's start, from tests/host/: into the top of the
# tree, LINT_IGNORE=tests/lint/NAME.ignore, LINT_OUT= a temporary file
# for the findings (removed at exit), and the plan (one test)
lint_begin()
{
	cd "$(dirname "$0")/../.." || exit 2
	LINT_IGNORE=tests/lint/$1.ignore
	LINT_OUT=$(mktemp)
	trap 'rm -f "$LINT_OUT"' EXIT
	ktap_plan 1
}

# lint_listed IGNORE PATH KIND: IGNORE has an entry "<glob> <KIND,...>"
# (or "<glob> *") for PATH
lint_listed()
{
	grep -v '^[[:space:]]*\(#\|$\)' "$1" | while read -r _glob _kinds; do
		# shellcheck disable=SC2254 # the glob is a pattern
		case $2 in
		$_glob) ;;
		*) continue ;;
		esac
		case ",$_kinds," in
		*",*,"* | *",$3,"*) echo y; break ;;
		esac
	done | grep -q y
}

# lint_verdict OK-DESC FAIL-DESC: $LINT_OUT has one "<path> <kind>
# <message>" line per finding; every one not listed in $LINT_IGNORE is
# shown (the first 40) and fails the test; then the test ends
lint_verdict()
{
	_new=0
	_n=0
	while read -r _path _kind _line; do
		_n=$((_n + 1))
		lint_listed "$LINT_IGNORE" "$_path" "$_kind" && continue
		_new=$((_new + 1))
		[ "$_new" -le 40 ] && ktap_diag "$_line"
	done <"$LINT_OUT"
	if [ "$_new" -eq 0 ]; then
		ktap_ok "$1 ($_n listed in $LINT_IGNORE)"
	else
		ktap_fail "$2" "$_new new findings (first 40 above)"
	fi
	ktap_done
}
