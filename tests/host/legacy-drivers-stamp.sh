#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat tests/fixtures/legacy-drivers
#
# legacy-drivers-stamp: scripts/build-legacy-drivers skips the Kbuild call
# of a fixture driver whose fixed copy, kernel, flags and compat have not
# changed since its last clean build, and makes it again when they have:
#  - a second run over a tree it built says "up to date" for every
#    driver;
#  - a tree whose port stamp is gone takes the ported copies from the
#    cache ($(cache_dir)/legacy-ports, filled when make ported them)
#    instead of running port-check, and builds every driver from them;
#  - a touched source of one driver builds that driver again, and only it.
# Runs in a tree of its own (a temporary BUILD holding a copy of the
# [build] phase's compat/), never in $DRVCOMPAT_KTREE/src: the host checks
# run side by side, and legacy-drivers.sh reads the drivers built there.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
ktap_plan 4
: "${KDIR:=$(scripts/setup --kdir 2>/dev/null)}"
shared=${DRVCOMPAT_KTREE:-$(scripts/build-modules --tree | sed 's|/src$||')}/src
if [ ! -f "$shared/compat/.build-stamp" ]; then
	for d in "up to date" "from the cache" "touched" "others"; do
		ktap_skip "$d" "compat is not built in $shared (run make)"
	done
	ktap_done
fi
ktap_tmpdir tmp
mkdir -p "$tmp/build/src"
cp -a "$shared/compat" "$tmp/build/src/compat" || ktap_diag "cannot copy $shared/compat"
dst=$tmp/build/src/legacy-drivers

# build: one run of build-legacy-drivers in the private tree, all its output
build()
{
	BUILD=$tmp/build scripts/build-legacy-drivers "$KDIR" 2>&1
}

# the "== NAME: STATUS" lines of one run
run()
{
	build | sed -n 's/^== \([^:]*\): \(.*\)$/\1 \2/p'
}

first=$(build)
out=$(run)
n=$(echo "$out" | grep -c .)
ktap_same "a second run builds none of the $n drivers" \
	"$(echo "$out" | grep -v ' up to date$' | tr '\n' ' ')" ""

rm -f "$dst/.stamp"
all=$(build)
if echo "$first" | grep -q 'porting without the cache'; then
	ktap_skip "a tree without its port stamp takes the ported copies from the cache" \
		"the cache is not writable here: $(echo "$first" | grep 'porting without the cache')"
else
	ktap_same "a tree without its port stamp takes the ported copies from the cache and builds all $n from them" \
		"$(echo "$all" | grep -c '^build-legacy-drivers: ported copies from ') $(echo "$all" |
			sed -n 's/^== [^:]*: \(.*\)$/\1/p' | grep -c '^ok')" "1 $n"
fi

# the first driver that built cleanly
victim=$(echo "$out" | sed -n '1s/ .*//p')
c=$(find "$dst/$victim" -maxdepth 1 -name '*.c' ! -name '*.mod.c' | head -n 1)
touch "$c"
out=$(run)
ktap_same "a touched source of $victim builds it again" \
	"$(echo "$out" | sed -n "s/^$victim //p")" ok
ktap_same "and no other driver" \
	"$(echo "$out" | grep -v "^$victim " | grep -v ' up to date$' | tr '\n' ' ')" ""
ktap_done
