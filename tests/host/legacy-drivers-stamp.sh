#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# legacy-drivers-stamp: scripts/build-legacy-drivers skips the Kbuild call
# of a fixture driver whose fixed copy, kernel, flags and compat have not
# changed since its last clean build, and makes it again when they have:
#  - a second run over the tree make built says "up to date" for every
#    driver;
#  - a tree whose port stamp is gone takes the ported copies from the
#    cache ($(cache_dir)/legacy-ports, filled when make ported them)
#    instead of running port-check, and builds every driver from them;
#  - a touched source of one driver builds that driver again, and only it.
# Runs on the tree the [build] phase made ($DRVCOMPAT_KTREE/src): the
# touched driver is rebuilt from the same source, nothing else changes.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
ktap_plan 4
: "${KDIR:=$(scripts/setup --kdir 2>/dev/null)}"
dst=${DRVCOMPAT_KTREE:-$(scripts/build-modules --tree | sed 's|/src$||')}/src/legacy-drivers
if [ ! -f "$dst/.stamp" ]; then
	for d in "up to date" "from the cache" "touched" "others"; do
		ktap_skip "$d" "no fixture drivers built in $dst (run make)"
	done
	ktap_done
fi

# the "== NAME: STATUS" lines of one run
run()
{
	scripts/build-legacy-drivers "$KDIR" 2>&1 | sed -n 's/^== \([^:]*\): \(.*\)$/\1 \2/p'
}

run > /dev/null
out=$(run)
n=$(echo "$out" | grep -c .)
ktap_same "a second run builds none of the $n drivers" \
	"$(echo "$out" | grep -v ' up to date$' | tr '\n' ' ')" ""

rm -f "$dst/.stamp"
all=$(scripts/build-legacy-drivers "$KDIR" 2>&1)
ktap_same "a tree without its port stamp takes the ported copies from the cache and builds all $n from them" \
	"$(echo "$all" | grep -c '^build-legacy-drivers: ported copies from ') $(echo "$all" |
		sed -n 's/^== [^:]*: \(.*\)$/\1/p' | grep -c '^ok')" "1 $n"

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
