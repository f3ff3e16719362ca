#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# compat-userspace: the fallbacks that older kernels get (iminor on a
# kdev_t kernel, min_t and the type-checked min/max, printf-style
# request_module on a one-argument kernel, the umh wait-status decoding)
# are compiled from the very same headers (and drvcompat.ko's compat-kmod.c)
# in userspace against stub 2.4-like and 2.6-like header sets whose probe
# answers say "missing", and unit-tested under ASan and UBSan.  Also
# drvcompat.ko's devfs shim (compat-devfs.c) against a stub driver core.
. "$KTAP_LIB"

SRC=$(cd "$(dirname "$0")/../userspace/compat-fallback" && pwd)
COMPAT=$(cd "$(dirname "$0")/../../compat" && pwd)
OUT=${BUILD:-${TMPDIR:-/tmp}/compat-build}/compat/userspace
mkdir -p "$OUT"
CFLAGS="-std=gnu11 -O1 -g -Wall -Wextra -Werror -Wmissing-prototypes
	-fsanitize=address,undefined -fno-sanitize-recover=all
	-fno-omit-frame-pointer"

RES=$OUT/results
: >"$RES"
result()	# ok|fail DESC [WHY]
{
	printf '%s\t%s\t%s\n' "$1" "$2" "${3:-}" >>"$RES"
}

# unit TOPIC WHAT BUILD-DESC -- GCC-ARGS...: build drvcompat.ko's own
# source for TOPIC against stubs into $OUT/TOPIC-test (ASan/UBSan/LSan),
# run it, and report its "ok - "/"not ok - " lines, then that it exited 0
# with no sanitizer report and (WHAT not empty) no line matching WHAT.
unit()
{
	_t=$1 _what=$2 _bdesc=$3
	shift 4
	# shellcheck disable=SC2086
	if gcc $CFLAGS -o "$OUT/$_t-test" "$@" >"$OUT/build-$_t.log" 2>&1; then
		result ok "$_t: $_bdesc"
		ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
			"$OUT/$_t-test" >"$OUT/run-$_t.log" 2>&1
		_rc=$?
		while IFS= read -r _l; do
			case "$_l" in
			"ok - "*) result ok "$_t: ${_l#ok - }" ;;
			"not ok - "*) result fail "$_t: ${_l#not ok - }" ;;
			esac
		done <"$OUT/run-$_t.log"
		_bad="runtime error\|AddressSanitizer${_what:+\\|$_what}"
		_d="$_t: exits 0, no sanitizer report${_what:+, no $_what}"
		if [ "$_rc" -eq 0 ] && ! grep -q "$_bad" "$OUT/run-$_t.log"; then
			result ok "$_d"
		else
			result fail "$_d" \
				"exit $_rc: $(grep -m1 "$_bad\|stub:" "$OUT/run-$_t.log")"
		fi
	else
		result fail "$_t: $_bdesc" \
			"$(grep -m3 'error' "$OUT/build-$_t.log" | tr '\n' ' ')"
	fi
}

for v in 2.4 2.6; do
	unit "stub-$v" "" "fallback test builds with -Werror and ASan/UBSan" -- \
		-I"$SRC/stub-$v" -I"$SRC/stub-common" -I"$COMPAT/include" \
		-include "$COMPAT/include/compat/request-module.h" \
		"$SRC/fallback-test.c" "$COMPAT/compat-kmod.c"
done

# the fallback two-argument min() stays type-checked
if gcc -std=gnu11 -Wall -Werror -I"$SRC/stub-2.4" -I"$SRC/stub-common" \
	-I"$COMPAT/include" -c -o "$OUT/min-mismatch.o" "$SRC/min-mismatch.c" \
	>"$OUT/min-mismatch.log" 2>&1; then
	result fail "stub-2.4: fallback min(int, unsigned) is rejected" "it compiled"
elif grep -q 'comparison of distinct pointer types' "$OUT/min-mismatch.log"; then
	result ok "stub-2.4: fallback min(int, unsigned) is rejected (distinct pointer types)"
else
	result fail "stub-2.4: fallback min(int, unsigned) is rejected" "unexpected message"
fi

# umh: drvcompat.ko's compat-umh.c (the 2.5.54..3.3 wait mapping and the
# exit-code convenience) and DRVCOMPAT_UMH_LEGACY_WAIT, against a stub
# 6.1-like <linux/umh.h> whose call_usermodehelper() records the flag it got
# and answers with real wait(2) statuses
UMH_SRC=$(cd "$(dirname "$0")/../userspace/compat-umh" && pwd)
unit umh "" "compat-umh.c test builds with -Werror and ASan/UBSan" -- \
	-I"$UMH_SRC/stub" -I"$COMPAT/include" \
	"$UMH_SRC/umh-test.c" "$UMH_SRC/umh-legacy-tu.c" \
	"$UMH_SRC/umh-native-tu.c" "$COMPAT/compat-umh.c"

# devfs: drvcompat.ko's compat-devfs.c itself, against the stub driver
# core in tests/userspace/compat-devfs/stub (sysfs duplicate names, list
# debugging, a reusing allocator), under ASan/UBSan/LSan.  The kernel
# builds without -Wunused-parameter; so does this file.
DEVFS=$(cd "$(dirname "$0")/../userspace/compat-devfs" && pwd)
unit devfs "list corruption" "compat-devfs.c builds against the stub driver core with ASan/UBSan" -- \
	-Wno-unused-parameter -DKBUILD_MODNAME='"drvcompat"' \
	-I"$DEVFS/stub" -I"$COMPAT/include" -I"$COMPAT" \
	"$DEVFS/devfs-test.c" "$COMPAT/compat-devfs.c"

ktap_plan "$(wc -l <"$RES")"
while IFS="$(printf '\t')" read -r _st _desc _why; do
	if [ "$_st" = ok ]; then
		ktap_ok "$_desc"
	else
		ktap_fail "$_desc" "$_why"
	fi
done <"$RES"
ktap_done
