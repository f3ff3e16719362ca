# SPDX-License-Identifier: GPL-2.0
# Helpers for the host tests that build scratch modules against compat
# (tests/host/*.sh; sourced after $KTAP_LIB).
#
# Environment (set by make check; each has a default for a direct run):
#   KDIR            kernel build tree (default: scripts/setup --kdir)
#   BUILD           build directory (default: <repo>/build)
#   DRVCOMPAT_KTREE where Kbuild may write: space-free (lib.sh ktree)
#   DRVCOMPAT_OBJ   this kernel's build of compat/ (default:
#                   $DRVCOMPAT_KTREE/src/compat, built when missing)
# Defines DRVCOMPAT_SRC (the compat/ directory of this tree, never built
# in), DRVCOMPAT_MK (the compat.mk a scratch Kbuild includes: the one of
# the per-kernel copy, whose path has no whitespace, unlike a clone's may)
# and CT_ROOT ($DRVCOMPAT_KTREE/compat, the tests' scratch modules).

DRVCOMPAT_SCRIPTS=$(cd "$(dirname "$0")/../../scripts" && pwd)
. "$DRVCOMPAT_SCRIPTS/lib.sh"
: "${KDIR:=$(resolve_kdir)}"
: "${BUILD:=$(cd "$DRVCOMPAT_SCRIPTS/.." && pwd)/build}"
: "${DRVCOMPAT_KTREE:=$(ktree)}"
: "${DRVCOMPAT_OBJ:=$DRVCOMPAT_KTREE/src/compat}"
# compat.mk reads DRVCOMPAT_OBJ from the environment
export KDIR BUILD DRVCOMPAT_KTREE DRVCOMPAT_OBJ
DRVCOMPAT_SRC=$(cd "$(dirname "$0")/../../compat" && pwd)
DRVCOMPAT_MK=$DRVCOMPAT_OBJ/compat.mk
CT_ROOT=$DRVCOMPAT_KTREE/compat
mkdir -p "$CT_ROOT"

# ct_need_compat: make sure this kernel's compat/ build (probes and
# Module.symvers, in DRVCOMPAT_OBJ) exists.
ct_need_compat()
{
	[ -f "$DRVCOMPAT_OBJ/generated/compat-probes.h" ] &&
		[ -f "$DRVCOMPAT_OBJ/Module.symvers" ] && return 0
	"$DRVCOMPAT_SCRIPTS/build-modules" "$KDIR" compat >"$CT_ROOT/compat-build.log" 2>&1
}

# ct_obj DIR NAME [MAKEARGS...]: compile DIR/NAME.c (DIR/Kbuild must list
# it) into NAME.o with Kbuild and W=1; the compiler's output goes to
# DIR/NAME.log.  Returns make's status.
ct_obj()
{
	_dir=$1
	_name=$2
	shift 2
	rm -f "$_dir/$_name.o"
	make -C "$KDIR" M="$_dir" W=1 "$@" "$_name.o" >"$_dir/$_name.log" 2>&1
}

# ct_built DESC LOG MAKEARGS...: a ktap result DESC for make -C $KDIR W=1
# MAKEARGS... (its output in LOG): it succeeds without a compiler
# diagnostic (the first ones are printed when not)
ct_built()
{
	_desc=$1 _log=$2
	shift 2
	if make -C "$KDIR" W=1 "$@" >"$_log" 2>&1 &&
	   [ -z "$(ct_warnings "$_log")" ]; then
		ktap_ok "$_desc"
	else
		ct_warnings "$_log" | head -n 10 | sed 's/^/# /'
		ktap_fail "$_desc"
	fi
}

# ct_clean DESC DIR NAME [MAKEARGS...]: ct_built DESC for what ct_obj DIR
# NAME [MAKEARGS...] does: DIR/NAME.c builds into NAME.o, without a
# compiler diagnostic
ct_clean()
{
	_desc=$1 _dir=$2 _name=$3
	shift 3
	rm -f "$_dir/$_name.o"
	ct_built "$_desc" "$_dir/$_name.log" M="$_dir" "$@" "$_name.o"
}

# ct_case NAME [KBUILD_EXTRA]: a fresh directory $CT_ROOT/compile/NAME with a
# Kbuild that includes compat.mk and lists NAME.o; the caller writes
# NAME.c from stdin.
ct_case()
{
	_d=$CT_ROOT/compile/$1
	rm -rf "$_d"
	mkdir -p "$_d"
	{
		echo "include $DRVCOMPAT_MK"
		echo "obj-m += $1.o"
		[ -n "${2:-}" ] && echo "$2"
	} >"$_d/Kbuild"
	cat >"$_d/$1.c"
	echo "$_d"
}

# ct_warnings LOG: print the compiler diagnostics (warning/error lines) of LOG
ct_warnings()
{
	grep -E '(warning|error):' "$1" | grep -v 'Skipping BTF' || true
}
