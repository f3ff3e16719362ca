# SPDX-License-Identifier: GPL-2.0
# Helpers for tests/host/compat-*.sh (sourced after $KTAP_LIB).
#
# Expects KDIR and BUILD (absolute scratch dir); defines DRVCOMPAT_SRC (the
# compat/ directory of this tree) and CT_ROOT ($BUILD/compat).

: "${KDIR:=/usr/src/linux-headers-6.1.0-57-amd64}"
: "${BUILD:=${TMPDIR:-/tmp}/compat-build}"
DRVCOMPAT_SRC=$(cd "$(dirname "$0")/../../compat" && pwd)
CT_ROOT=$BUILD/compat
mkdir -p "$CT_ROOT"

# ct_need_compat: make sure compat/ (probes and Module.symvers) is built.
ct_need_compat()
{
	[ -f "$DRVCOMPAT_SRC/generated/compat-probes.h" ] &&
		[ -f "$DRVCOMPAT_SRC/Module.symvers" ] && return 0
	make -s -C "$DRVCOMPAT_SRC" KDIR="$KDIR" >"$CT_ROOT/compat-build.log" 2>&1
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

# ct_case NAME [KBUILD_EXTRA]: a fresh directory $CT_ROOT/compile/NAME with a
# Kbuild that includes compat.mk and lists NAME.o; the caller writes
# NAME.c from stdin.
ct_case()
{
	_d=$CT_ROOT/compile/$1
	rm -rf "$_d"
	mkdir -p "$_d"
	{
		echo "include $DRVCOMPAT_SRC/compat.mk"
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
