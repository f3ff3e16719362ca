#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: .ci compat demo-driver initramfs kernel-configs porting-guide tests
#
# The shellcheck gate: every shell script in the tree (*.sh, and files whose first
# line names sh or bash), followed into what they source (-x); any finding
# that tests/lint/shellcheck.ignore does not list (path glob + code, each
# with its reason) fails.  Scripts without a shebang (sourced libraries,
# the guest suites run by "sh FILE") are checked as POSIX sh.
. "$KTAP_LIB"
. "$(dirname "$0")/../lint/lint-lib.sh"
lint_begin shellcheck

if ! command -v shellcheck >/dev/null 2>&1; then
	ktap_fail "shellcheck finds nothing new" "shellcheck is not installed (scripts/setup installs it)"
	ktap_done
fi
all=$(git ls-files 2>/dev/null) || all=$(find . -type f ! -path './.git/*' ! -path './build/*' | sed 's|^\./||')
files=$(for f in $all; do
	case $f in
	*.sh) echo "$f" ;;
	tests/fixtures/*) ;;
	*) head -n 1 "$f" 2>/dev/null | grep -Eq '^#!(/usr)?/bin/(env )?(ba)?sh\b' && echo "$f" ;;
	esac
done)
# files without a shebang are POSIX sh (sourced, or run as "sh FILE")
bang= plain=
for f in $files; do
	if head -n 1 "$f" | grep -q '^#!'; then
		bang="$bang $f"
	else
		plain="$plain $f"
	fi
done
# shellcheck disable=SC2086 # git's paths in this tree have no whitespace
{
	[ -z "$bang" ] || shellcheck -x -f gcc $bang
	[ -z "$plain" ] || shellcheck -x -s sh -f gcc $plain
} 2>&1 |
	sed -n 's/^\([^:]*\):\([0-9]*\):[0-9]*: \([a-z]*\): \(.*\) \[\(SC[0-9]*\)\]$/\1 \5 \1:\2: \3: \4 [\5]/p' >"$LINT_OUT"

lint_verdict "shellcheck: no finding outside the ignore list, $(echo "$files" | wc -w) scripts" "shellcheck finds nothing new"
