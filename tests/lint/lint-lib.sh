# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# The lint gates' common part, sourced after $KTAP_LIB by the checkpatch
# and shellcheck host tests (tests/host/).

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

# lint_verdict IGNORE FINDINGS OK-DESC FAIL-DESC: FINDINGS has one
# "<path> <kind> <message>" line per finding; every one not listed in
# IGNORE is shown (the first 40) and fails the test
lint_verdict()
{
	_new=0
	_n=0
	while read -r _path _kind _line; do
		_n=$((_n + 1))
		lint_listed "$1" "$_path" "$_kind" && continue
		_new=$((_new + 1))
		[ "$_new" -le 40 ] && ktap_diag "$_line"
	done <"$2"
	if [ "$_new" -eq 0 ]; then
		ktap_ok "$3 ($_n listed in $1)"
	else
		ktap_fail "$4" "$_new new findings (first 40 above)"
	fi
}
