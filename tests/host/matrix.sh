#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# matrix: scripts/matrix (make matrix) with make shimmed through PATH, so
# that no kernel is built or booted: the shim records each call and prints
# what a row's make would (per-suite lines, a console finding, the totals,
# make's own error line after them, a failed build).
#  - one table row per kernel with build, passed, failed, skipped, wall time;
#  - a FAIL line naming kernel and suite for each failed suite and console
#    finding, and for a row whose build failed;
#  - the totals line adds up all rows (a failed build counts one failure);
#  - every row is one make test-guest in its own BUILD directory, with its
#    KVER and flavour (a cross row, arm64 or alpha, with its KARCH);
#  - a bad row is refused (exit 2) before anything runs.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 6

ktap_tmpdir tmp
mkdir "$tmp/bin"
cat >"$tmp/bin/make" <<EOF
#!/bin/sh
echo "\$*" >>"$tmp/calls"
case "\$*" in
*KVER=9.9.9+bad-amd64*test-guest*)
	printf '[build] modules (W=1)... FAIL\ndemo.c:1: error: boom\n'
	exit 2 ;;
*rt-amd64*test-guest*)
	printf 'boot                           3 passed, 0 failed, 0 skipped\n'
	printf 'stress                         4 passed, 2 failed, 0 skipped\n'
	printf 'kernel: /x/console.log: BUG: sleeping function called from invalid context\n'
	printf '7 passed, 3 failed, 1 skipped\n'
	printf 'make: *** [Makefile:80: test-guest] Error 1\n'
	exit 2 ;;
*test-guest*)
	printf 'boot                           3 passed, 0 failed, 0 skipped\n'
	printf '10 passed, 0 failed, 2 skipped\n' ;;
esac
exit 0
EOF
chmod +x "$tmp/bin/make"

PATH="$tmp/bin:$PATH" MATRIX_BUILD=$tmp/m MATRIX="6.12.1+t-amd64 6.12.1+t-rt-amd64 9.9.9+bad-amd64 arm64" \
	"$top/scripts/matrix" >"$tmp/out" 2>&1
rc=$?
sed 's/^/# /' "$tmp/out"

row()
{
	_k=$(printf '%s' "$1" | sed 's/[.+]/\\&/g')
	grep -E "^$_k +$2 +$3 +$4 +$5 +[0-9]+ s\$" "$tmp/out" >/dev/null
}
if row 6.12.1+t-amd64 ok 10 0 2 && row 6.12.1+t-rt-amd64 ok 7 3 1 &&
   row 9.9.9+bad-amd64 FAIL 0 1 0 && row arm64 ok 10 0 2; then
	ktap_ok "one row per kernel: build, passed, failed, skipped, wall time"
else
	ktap_fail "one row per kernel"
fi

if ktap_greps "$tmp/out" \
	'^FAIL 6.12.1+t-rt-amd64: stress$' \
	'^FAIL 6.12.1+t-rt-amd64: kernel console: BUG: sleeping function called from invalid context$' \
	'^FAIL 9.9.9+bad-amd64: setup or build failed' &&
   [ "$(grep -c '^FAIL' "$tmp/out")" -eq 3 ]; then
	ktap_ok "a FAIL line names the kernel and the suite (or the build) of each failure"
else
	ktap_fail "FAIL lines name kernel and suite"
fi

if [ "$(tail -n 1 "$tmp/out")" = "27 passed, 4 failed, 5 skipped" ] && [ "$rc" -eq 1 ]; then
	ktap_ok "last line totals all rows, exit 1 on a failure"
else
	ktap_fail "totals line" "last: '$(tail -n 1 "$tmp/out")', exit $rc"
fi

# each row: one make test-guest (its setup and build inside), own BUILD
if grep -q "^--no-print-directory KVER=6.12.1+t-amd64 KFLAVOUR=amd64 BUILD=$tmp/m/6.12.1+t-amd64 test-guest\$" "$tmp/calls" &&
   grep -q "^--no-print-directory KVER=6.12.1+t-rt-amd64 KFLAVOUR=rt BUILD=$tmp/m/6.12.1+t-rt-amd64 test-guest\$" "$tmp/calls" &&
   grep -q "^--no-print-directory KVER=9.9.9+bad-amd64 KFLAVOUR=amd64 BUILD=$tmp/m/9.9.9+bad-amd64 test-guest\$" "$tmp/calls" &&
   grep -q "^--no-print-directory KARCH=arm64 BUILD=$tmp/m/arm64 test-guest\$" "$tmp/calls" &&
   [ "$(wc -l <"$tmp/calls")" -eq 4 ] &&
   [ "$(grep -o 'BUILD=[^ ]*' "$tmp/calls" | sort -u | wc -l)" -eq 4 ]; then
	ktap_ok "each row builds in its own BUILD directory with its KVER and flavour, or KARCH"
else
	sed 's/^/# calls: /' "$tmp/calls"
	ktap_fail "each row in its own BUILD directory"
fi

# bad rows: refused before anything runs
: >"$tmp/calls"
PATH="$tmp/bin:$PATH" MATRIX_BUILD=$tmp/m "$top/scripts/matrix" 6.12.1+t-amd64 'x.y' >"$tmp/out" 2>&1
rc=$?
if [ "$rc" -eq 2 ] && [ ! -s "$tmp/calls" ] && grep -q "bad row 'x.y'" "$tmp/out"; then
	ktap_ok "a bad row exits 2 before any kernel is built"
else
	ktap_fail "a bad row exits 2 before any kernel is built" "exit $rc"
fi
PATH="$tmp/bin:$PATH" MATRIX_BUILD=$tmp/m "$top/scripts/matrix" '6.12.1+t-amd64:nokaslr' >"$tmp/out" 2>&1
rc=$?
if [ "$rc" -eq 2 ] && [ ! -s "$tmp/calls" ]; then
	ktap_ok "an extra make variable that is not NAME=value exits 2"
else
	ktap_fail "an extra make variable that is not NAME=value exits 2" "exit $rc"
fi
ktap_done
