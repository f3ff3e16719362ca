#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# kver-source: one source of truth for the target kernel.  No Makefile,
# Kbuild file, make include or host-side script hard-codes a kernel release
# (a Debian ABI release such as 6.1.0-57-amd64) or defaults to `uname -r`
# (the host's kernel, which is never the target): every default comes from
# scripts/lib.sh resolve_kver/resolve_kdir, i.e. scripts/setup --kver/--kdir.
# Comment lines are not code and are not checked.  Not scanned: tests/guest/
# and initramfs/ (they run in the guest, where uname -r is the target) and
# tests/harness/ (test data for a wrong-kernel module).
# Also checks the resolver itself: KVER wins, and --kdir follows --kver.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
ktap_plan 3

files=$( {
	find . \( -path ./build -o -path ./.git -o -path ./tests/guest -o \
		  -path ./initramfs -o -path ./tests/harness \) -prune -o \
		\( -name Makefile -o -name Kbuild -o -name '*.mk' \) -type f -print
	find scripts compat/scripts tests/host tests/lib -maxdepth 1 \
		-type f ! -name '*.config' ! -name '*.cocci' -print
} | sort -u)

hits=
for f in $files; do
	case $f in
	*/run-suites | */guest.sh | */kmemleak-scan.sh) continue ;;	# guest side
	*/kver-source.sh) continue ;;	# this test: its messages
	*/suite-root.sh) continue ;;	# test data: KVERs and the suite each needs
	esac
	h=$(grep -nE 'uname[[:space:]]+-r|[0-9]+\.[0-9]+\.[0-9]+-[0-9]+' "$f" |
		grep -vE '^[0-9]+:[[:space:]]*#')
	[ -z "$h" ] || hits="$hits $f:$(echo "$h" | head -n 1 | cut -c1-80)"
done
if [ -z "$hits" ]; then
	ktap_ok "$(echo $files | wc -w) Makefiles and host scripts: no hard-coded kernel release, no uname -r"
else
	ktap_fail "no Makefile or host script hard-codes a kernel release or uses uname -r" "$hits"
fi

ktap_check "scripts/setup --kver: KVER wins" \
	test "$(KVER=9.9.9-test scripts/setup --kver)" = 9.9.9-test
ktap_check "scripts/setup --kdir follows --kver (and KDIR wins)" \
	sh -c 'test "$(env -u KDIR KFLAVOUR=amd64 KVER=9.9.9-test scripts/setup --kdir)" = /usr/src/linux-headers-9.9.9-test &&
	       test "$(KDIR=/x/y scripts/setup --kdir)" = /x/y'

ktap_done
