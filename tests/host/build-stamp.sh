#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat tests/modules
#
# build-stamp: scripts/build-modules skips Kbuild for a directory whose
# sources, kernel and flags have not changed since its last clean build,
# and runs it again when any of them has:
#  - a second build of an unchanged directory says "up to date";
#  - a changed source file, a changed shared header of the test modules
#    (tests/modules/include, copied into the tree with them), and another
#    flag, each build again;
#  - two directories out of date build in one Kbuild call, and a warning
#    in one of them fails the build naming that directory (each is then
#    built alone and from scratch: the one call's objects would hide it).
#  - one module of a directory's two deleted from the tree builds again.
# Builds tests/modules/harness_chr (no compat needed), with a second
# module added to the copy, in a BUILD of its own.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
ktap_plan 9
: "${KDIR:=$(scripts/setup --kdir 2>/dev/null)}"
d=tests/modules/harness_chr
d2=tests/modules/compat_alias_test
ktap_tmpdir tmp
# the source tree is not to be touched: a copy of it, times kept
cp -a "$top/scripts" "$tmp/scripts"
mkdir -p "$tmp/$d" "$tmp/$d2"
cp -a "$top/$d/." "$tmp/$d/"
cp -a "$top/$d2/." "$tmp/$d2/"
cp -a "$top/tests/modules/include" "$tmp/tests/modules/"
# a second module in the copy
printf '%s\n' '// SPDX-License-Identifier: GPL-2.0' '#include <linux/module.h>' \
	'MODULE_DESCRIPTION("build-stamp: a second module");' 'MODULE_LICENSE("GPL");' \
	>"$tmp/$d/stamp_two.c"
echo 'obj-m += stamp_two.o' >>"$tmp/$d/Kbuild"

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
rm -f "$(BUILD=$tmp/build "$tmp/scripts/build-modules" --tree)/$d/stamp_two.ko"
ktap_same "one of its two modules deleted from the tree: built again" "$(W=1 build)" built
echo '/* changed */' >> "$tmp/$d/harness_chr.c"
ktap_same "a changed source is built again" "$(W=1 build)" built
echo '/* changed */' >> "$tmp/tests/modules/include/test-param.h"
ktap_same "a changed shared header (tests/modules/include) is built again" "$(W=1 build)" built
ktap_check "the shared header is in the tree, changed" \
	grep -q changed "$(BUILD=$tmp/build "$tmp/scripts/build-modules" --tree)/tests/modules/include/test-param.h"
ktap_same "another flag (DRVCOMPAT_WARN=1) is built again" "$(W=1 DRVCOMPAT_WARN=1 build)" built

# both directories: one Kbuild call for the two
out=$(W=1 BUILD=$tmp/build "$tmp/scripts/build-modules" "$KDIR" "$d" "$d2" 2>&1)
rc=$?
ktap_same "two directories out of date build in one Kbuild call" \
	"$rc $(echo "$out" | grep -c '^== 2 directories in one Kbuild call')" "0 1"
echo 'int harness_chr_unprototyped(void) { return 0; }' >> "$tmp/$d/harness_chr.c"
echo '/* changed */' >> "$tmp/$d2/compat_alias_test.c"
out=$(W=1 BUILD=$tmp/build "$tmp/scripts/build-modules" "$KDIR" "$d" "$d2" 2>&1)
rc=$?
ktap_same "a warning in one of them fails the build and names its directory" \
	"$rc $(echo "$out" | grep -c "^build-modules: $d: warnings")" "1 1"
ktap_done
