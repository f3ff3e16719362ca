#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# layout: the two layout sections describe the tree as it is.
#  - README.md, "## Layout": the first column of its indented list names
#    only paths that exist (a trailing / means a directory), and it names
#    every top-level directory, and every directory directly below
#    compat/ and tests/ (as compat/<dir>/, tests/<dir>/);
#  - compat/README.md, "## Layout": every path a list item starts with
#    (the `...` before its " — "; <name> stands for any name) exists below
#    compat/, and every directory of compat/ that holds a file is the
#    directory of one of them.
# Directories are those git tracks files in (find outside a git clone), so
# build products (build/, generated/) do not count.
. "$KTAP_LIB"
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2

ktap_plan 4

# tracked_dirs [PATH...]: every directory that holds a tracked file, one a
# line, without the trailing /
tracked_dirs()
{
	[ $# -gt 0 ] || set -- .
	{
		git ls-files -- "$@" 2>/dev/null ||
			find "$@" -type f ! -path '*/.git/*' ! -path './build/*' \
				! -path '*/generated/*' | sed 's|^\./||'
	} | sed -n 's|/[^/]*$||p' | sort -u
}

# section FILE: the lines of FILE's "## Layout" section
section()
{
	awk '/^## / { on = ($0 == "## Layout") ; next } on' "$1"
}

# none DESC WHY LIST: a ktap result DESC, ok when LIST (" name" words) is
# empty, else failed with "WHY:LIST"
none()
{
	if [ -z "$3" ]; then
		ktap_ok "$1"
	else
		ktap_fail "$1" "$2:$3"
	fi
}

# no_list FILE DESC...: FILE has no "## Layout" list: each DESC fails
no_list()
{
	_f=$1
	shift
	for _d in "$@"; do
		ktap_fail "$_d" "no '## Layout' list in $_f"
	done
}

# -- README.md -------------------------------------------------------------
listed=$(section README.md | sed -n 's/^    \([^ ][^ ]*\).*/\1/p')
if [ -z "$listed" ]; then
	no_list README.md "README.md's layout names only paths that exist" \
		"README.md's layout names every top-level directory and every directory of compat/ and tests/"
else
	bad=$(for p in $listed; do
		case $p in
		*/) [ -d "$p" ] || printf ' %s' "$p" ;;
		*) [ -e "$p" ] || printf ' %s' "$p" ;;
		esac
	done)
	none "README.md's layout names only paths that exist ($(echo "$listed" | wc -l) paths)" \
		missing "$bad"

	missing=
	dirs=$(tracked_dirs)
	# the top-level directories: listed themselves or through a path below
	for d in $(echo "$dirs" | cut -d/ -f1 | sort -u); do
		echo "$listed" | grep -q "^$d/" || missing="$missing $d/"
	done
	# the directories right below compat/ and tests/: listed themselves
	for d in $(echo "$dirs" | grep -E '^(compat|tests)/' | cut -d/ -f1-2 | sort -u); do
		echo "$listed" | grep -qxF "$d/" || missing="$missing $d/"
	done
	none "README.md's layout names every top-level directory and every directory of compat/ and tests/" \
		"not listed" "$missing"
fi

# -- compat/README.md --------------------------------------------------------
# in_compat PATTERN: something below compat/ matches PATTERN
in_compat()
(
	cd compat || exit 1
	# shellcheck disable=SC2086 # a pattern, expanded on purpose
	for _m in $1; do
		[ -e "$_m" ] && exit 0
	done
	exit 1
)

# the `...` spans of each list item before its " — " (items may wrap)
named=$(section compat/README.md | awk '
	/^- / { item = 1; head = "" }
	/^$/ { item = 0 }
	item {
		line = $0
		sub(/^- /, "", line)
		head = head " " line
		if (index(head, " — ")) {
			head = substr(head, 1, index(head, " — "))
			while (match(head, /`[^`]*`/)) {
				print substr(head, RSTART + 1, RLENGTH - 2)
				head = substr(head, RSTART + RLENGTH)
			}
			item = 0
		}
	}' | sed 's/<[^>]*>/*/g')
if [ -z "$named" ]; then
	no_list compat/README.md "compat/README.md's layout names only paths that exist" \
		"compat/README.md's layout names every directory of compat/"
else
	bad=$(for p in $named; do
		in_compat "$p" || printf ' %s' "$p"
	done)
	none "compat/README.md's layout names only paths that exist ($(echo "$named" | wc -l) paths)" \
		"nothing matches in compat/" "$bad"

	have=$(for p in $named; do
		case $p in
		*/*) echo "${p%/*}" ;;
		*) echo . ;;
		esac
	done | sort -u)
	missing=
	for d in $(tracked_dirs compat | sed -n 's|^compat/||p'); do
		echo "$have" | grep -qxF "$d" || missing="$missing compat/$d/"
	done
	none "compat/README.md's layout names every directory of compat/" \
		"not named" "$missing"
fi
ktap_done
