#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: .ci
#
# ci-run: .ci/run's schedule, with make shimmed through PATH (nothing is
# built or booted), in a copy of .ci/run in a tree of its own:
#  - make test starts beside the matrix's last row, not after it: the
#    shim's last row ends only once make test has started (bounded: 120 s),
#    and make test only once five rows have ended and the sixth has
#    passed its setup;
#  - the last line totals the matrix, make test and make test-debug; a
#    failure in any exits 1;
#  - a matrix that ends at once (a bad row) does not keep make test from
#    running.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 5
ktap_tmpdir tmp
mkdir -p "$tmp/bin" "$tmp/tree/.ci"
cp "$top/.ci/run" "$tmp/tree/.ci/run"

# the shim: make matrix writes six rows' logs and results one after the
# other (the last waits for make test); make test records what it saw
cat >"$tmp/bin/make" <<EOF
#!/bin/bash
ev=$tmp/events
case "\$*" in
matrix*)
	[ -e "$tmp/matrix-fails-at-once" ] && { echo "matrix: bad row"; exit 2; }
	for r in 1 2 3 4 5 6; do mkdir -p "build/matrix/r\$r"; done
	for r in 1 2 3 4 5 6; do
		printf '[setup] ok\n[build] modules... ok\n' >"build/matrix/r\$r/matrix.log"
		if [ "\$r" -eq 6 ]; then
			n=0
			while [ ! -e "$tmp/test-started" ] && [ "\$n" -lt 1200 ]; do
				sleep 0.1
				n=\$((n + 1))
			done
			[ -e "$tmp/test-started" ] && echo "row 6 saw make test" >>"\$ev"
		fi
		echo "1 0 0" >"build/matrix/r\$r/matrix.result"
	done
	echo "matrix ended" >>"\$ev"
	echo "6 passed, \$(cat "$tmp/matrix-failed" 2>/dev/null || echo 0) failed, 1 skipped" ;;
test)
	touch "$tmp/test-started"
	echo "test: \$(ls build/matrix/*/matrix.result 2>/dev/null | wc -l) results" >>"\$ev"
	echo "100 passed, 0 failed, 2 skipped" ;;
test-debug*)
	echo "10 passed, 0 failed, 3 skipped" ;;
esac
EOF
chmod +x "$tmp/bin/make"

# ci: run the copy, its output in $tmp/out, its exit status in ci_rc
ci()
{
	rm -f "$tmp/events" "$tmp/test-started"
	rm -rf "$tmp/tree/build"
	(cd "$tmp/tree" && PATH="$tmp/bin:$PATH" timeout 300 bash .ci/run) >"$tmp/out" 2>&1
	ci_rc=$?
}

ci
if grep -qx 'row 6 saw make test' "$tmp/events" 2>/dev/null &&
   grep -qx 'test: 5 results' "$tmp/events"; then
	ktap_ok "make test starts beside the matrix's last row, once five rows have ended"
else
	ktap_fail "make test starts beside the matrix's last row, once five rows have ended" \
		"$(tr '\n' ' ' <"$tmp/events" 2>/dev/null)"
fi
if [ "$ci_rc" -eq 0 ] && [ "$(tail -n 1 "$tmp/out")" = "116 passed, 0 failed, 6 skipped" ]; then
	ktap_ok "the last line totals the matrix, make test and make test-debug; exit 0"
else
	ktap_fail "the last line totals all three" "exit $ci_rc, '$(tail -n 1 "$tmp/out")'"
fi
if grep -q '^ci: phase make matrix' "$tmp/out" && grep -q '^ci: phase make test (from' "$tmp/out" &&
   grep -q '^ci: phase make test-debug' "$tmp/out" && grep -q '^ci: total [0-9]* s$' "$tmp/out"; then
	ktap_ok "each phase's wall time and the total are printed"
else
	ktap_fail "each phase's wall time and the total are printed"
fi

echo 2 >"$tmp/matrix-failed"
ci
if [ "$ci_rc" -eq 1 ] && [ "$(tail -n 1 "$tmp/out")" = "116 passed, 2 failed, 6 skipped" ]; then
	ktap_ok "a failure in the matrix: exit 1, counted"
else
	ktap_fail "a failure in the matrix: exit 1, counted" "exit $ci_rc, '$(tail -n 1 "$tmp/out")'"
fi
rm -f "$tmp/matrix-failed"

touch "$tmp/matrix-fails-at-once"
ci
if [ "$ci_rc" -eq 1 ] && grep -q '^test: 0 results' "$tmp/events" &&
   grep -q 'ci: make matrix ended without a totals line' "$tmp/out"; then
	ktap_ok "a matrix that ends at once: make test still runs, the matrix counts one failure"
else
	ktap_fail "a matrix that ends at once: make test still runs" "exit $ci_rc"
fi
ktap_done
