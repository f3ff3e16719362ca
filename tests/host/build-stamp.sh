#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# build-stamp: scripts/build-modules skips Kbuild for a directory whose
# sources, kernel and flags have not changed since its last clean build,
# and runs it again when any of them has:
#  - a second build of an unchanged directory says "up to date";
#  - a changed source file, and another flag, each build again.
# (Three Kbuild calls: each costs seconds, so the case of a module
# missing from the tree is left to the code, not built here.)
# Builds tests/modules/harness_chr (no compat needed) in a BUILD of its own.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
ktap_plan 4
: "${KDIR:=$(scripts/setup --kdir 2>/dev/null)}"
d=tests/modules/harness_chr
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the source tree is not to be touched: a copy of it, times kept
cp -a "$top/scripts" "$tmp/scripts"
mkdir -p "$tmp/$d"
cp -a "$top/$d/." "$tmp/$d/"

# build: "built" or "skipped" (or the failure's last lines)
build()
{
	_out=$(BUILD=$tmp/build "$tmp/scripts/build-modules" "$KDIR" "$d" 2>&1)
	_rc=$?
	if [ $_rc -ne 0 ]; then
		echo "failed: $(echo "$_out" | tail -n 3)"
	elif echo "$_out" | grep -qx "== $d: up to date"; then
		echo skipped
	else
		echo built
	fi
}

ktap_same "a first build runs Kbuild" "$(W=1 build)" built
ktap_same "an unchanged directory is not built again" "$(W=1 build)" skipped
echo '/* changed */' >> "$tmp/$d/harness_chr.c"
ktap_same "a changed source is built again" "$(W=1 build)" built
ktap_same "another flag (DRVCOMPAT_WARN=1) is built again" "$(W=1 DRVCOMPAT_WARN=1 build)" built
ktap_done
