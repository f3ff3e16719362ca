# SPDX-License-Identifier: GPL-2.0
# ktap.sh - tiny KTAP v1 producer for POSIX sh (busybox ash in the guest,
# bash/dash on the host).  Source it, then:
#
#   ktap_plan N              print the header and the plan (call once, first)
#   ktap_ok DESC             a passing test
#   ktap_fail DESC [WHY]     a failing test (WHY goes to a '#' diagnostic)
#   ktap_skip DESC REASON    a skipped test
#   ktap_check DESC CMD...   run CMD; ok if it exits 0, else not ok
#   ktap_exits WANT OUT ERR CMD...
#                            run CMD, its stdout into the file OUT and its
#                            stderr into ERR; true if it exits WANT (no
#                            result: the caller reports); its status is
#                            left in KTAP_RC
#   ktap_greps FILE PATTERN...
#                            true if each PATTERN (a grep basic regex)
#                            matches a line of FILE (no result)
#   ktap_same DESC GOT WANT  ok if the two strings are equal
#   ktap_none DESC WHAT [FAIL-DESC]
#                            ok if WHAT is empty, else not ok (as FAIL-DESC
#                            when given) with WHAT as the diagnostic
#   ktap_diag TEXT           a '# TEXT' diagnostic line
#   ktap_skip_rest NAME REASON
#                            skip every planned test not yet reported (as
#                            "NAME: case N"), then ktap_done
#   ktap_done                check the count against the plan and exit
#                            (0: all ok or skipped, 1: something failed)
#   ktap_rm_at_exit PATH     remove PATH when the test exits, by a signal
#                            too (one PATH per test)
#   ktap_tmpdir VAR          a new temporary directory in VAR, removed
#                            when the test exits (ktap_rm_at_exit)

KTAP_NUM=0
KTAP_FAILED=0
KTAP_PLANNED=
KTAP_RC=

ktap_rm_at_exit()
{
	[ -n "$1" ] || { echo "ktap_rm_at_exit: no path (mktemp failed?)" >&2; exit 2; }
	_ktap_rm=$1
	trap 'rm -rf "$_ktap_rm"' EXIT
	trap 'exit 129' HUP
	trap 'exit 130' INT
	trap 'exit 143' TERM
}

ktap_tmpdir()
{
	case $1 in
	"" | [!A-Za-z_]* | *[!A-Za-z0-9_]*) echo "ktap_tmpdir: not a variable name: '$1'" >&2; exit 2 ;;
	esac
	_ktap_d=$(mktemp -d) || { echo "ktap_tmpdir: mktemp -d failed" >&2; exit 2; }
	ktap_rm_at_exit "$_ktap_d"
	eval "$1=\$_ktap_d"
}

ktap_plan()
{
	KTAP_PLANNED=$1
	echo "KTAP version 1"
	echo "1..$1"
}

ktap_diag()
{
	echo "# $*"
}

ktap_ok()
{
	KTAP_NUM=$((KTAP_NUM + 1))
	echo "ok $KTAP_NUM $1"
}

ktap_fail()
{
	KTAP_NUM=$((KTAP_NUM + 1))
	KTAP_FAILED=$((KTAP_FAILED + 1))
	[ -n "$2" ] && echo "# $2"
	echo "not ok $KTAP_NUM $1"
}

ktap_skip()
{
	KTAP_NUM=$((KTAP_NUM + 1))
	echo "ok $KTAP_NUM $1 # SKIP $2"
}

ktap_check()
{
	_desc=$1
	shift
	if _out=$("$@" 2>&1); then
		ktap_ok "$_desc"
	else
		_rc=$?
		[ -n "$_out" ] && printf '%s\n' "$_out" | sed 's/^/# /' | head -n 20
		ktap_fail "$_desc" "command exited $_rc: $*"
	fi
}

ktap_exits()
{
	_ke_want=$1 _ke_out=$2 _ke_err=$3
	shift 3
	"$@" >"$_ke_out" 2>"$_ke_err"
	KTAP_RC=$?
	[ "$KTAP_RC" -eq "$_ke_want" ]
}

ktap_greps()
{
	_kg_file=$1
	shift
	for _kg_pat in "$@"; do
		grep -q -- "$_kg_pat" "$_kg_file" || return 1
	done
}

ktap_same()
{
	if [ "$2" = "$3" ]; then
		ktap_ok "$1"
	else
		ktap_fail "$1" "got: $2, want: $3"
	fi
}

ktap_none()
{
	if [ -z "$2" ]; then
		ktap_ok "$1"
	else
		ktap_fail "${3:-$1}" "$2"
	fi
}

ktap_skip_rest()
{
	while [ "$KTAP_NUM" -lt "$KTAP_PLANNED" ]; do
		ktap_skip "$1: case $((KTAP_NUM + 1))" "$2"
	done
	ktap_done
}

ktap_done()
{
	if [ -z "$KTAP_PLANNED" ]; then
		echo "# ktap: no plan was printed"
		exit 1
	fi
	if [ "$KTAP_NUM" -ne "$KTAP_PLANNED" ]; then
		echo "# ktap: planned $KTAP_PLANNED tests, ran $KTAP_NUM"
		exit 1
	fi
	[ "$KTAP_FAILED" -eq 0 ] || exit 1
	exit 0
}
