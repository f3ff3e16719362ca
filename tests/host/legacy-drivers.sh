#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide tests/fixtures/legacy-drivers tests/guest
#
# Host test for the 2.4-style fixture drivers (tests/fixtures/legacy-drivers,
# see its README.md): for each driver DIR with an expected-rules file, on a
# scratch copy in $DRVCOMPAT_KTREE (the fixture itself is never changed):
#   - scripts/port-check reports exactly the rule ids of DIR/expected-rules;
#   - --fix rewrites it (a driver with a Kbuild changes; the port-check-only
#     fixture without one, nolicense, stays byte for byte: no licence is
#     ever added);
#   - a second --fix is a no-op;
# (three port-check runs, each over all the drivers: the results of each
# driver are its own lines and files), and, from the [build] phase (scripts/build-legacy-drivers, which ported
# and built the drivers in $DRVCOMPAT_KTREE/src/legacy-drivers before the
# initramfs was packed):
#   - the source that was built is exactly port-check --fix's output;
#   - it built with W=1 through compat with zero warnings (build.log), and
#     the .ko is there for the guest (tests/guest/legacy-drivers.sh).
# Also: the built miscdev.ko lists its MODULE_PARM in modinfo's parmtype,
# and --fix gave neither.c an owner.
#
# Environment (set by make check): KTAP_LIB, KDIR, BUILD, DRVCOMPAT_KTREE,
# DRVCOMPAT_OBJ (defaults: tests/lib/compat-test.sh).

: "${KTAP_LIB:=tests/lib/ktap.sh}"
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

TOP=$(cd "$(dirname "$0")/../.." && pwd)
PC=$TOP/scripts/port-check
FIX=$TOP/tests/fixtures/legacy-drivers
BUILT=$DRVCOMPAT_KTREE/src/legacy-drivers
W=$DRVCOMPAT_KTREE/legacy-drivers-test
rm -rf "$W"
mkdir -p "$W"

DRIVERS=
for e in "$FIX"/*/expected-rules; do
	[ -f "$e" ] || continue
	d=${e%/expected-rules}
	DRIVERS="$DRIVERS ${d##*/}"
done
set -- $DRIVERS
ktap_plan $(($# * 5 + 2))
[ $# -gt 0 ] || ktap_diag "no fixture drivers in $FIX"

# the rule ids of a port-check report (stdin), sorted, one per line
rule_ids()
{
	sed -n 's/^[^:]*:[0-9]*: \([a-z0-9-]*\): .*/\1/p' | LC_ALL=C sort -u
}

# the .c/.h files of DIR, relative, sorted
sources()
{
	(cd "$1" && find . -type f \( -name '*.c' -o -name '*.h' \) ! -name '*.mod.c' | LC_ALL=C sort)
}

# same_sources A B: A and B hold the same .c/.h files with the same bytes
same_sources()
{
	[ "$(sources "$1")" = "$(sources "$2")" ] || return 1
	for f in $(sources "$1"); do
		cmp -s "$1/$f" "$2/$f" || { echo "$f differs"; return 1; }
	done
}

# three port-check runs over all the drivers at once (spatch starts once
# a rule for all of them, not once a rule for each: about 8 s against
# 60 s): the report, --fix, --fix again; each driver's results are then
# its own lines and files
works=
for n in $DRIVERS; do
	cp -R "$FIX/$n" "$W/$n.orig" && cp -R "$FIX/$n" "$W/$n" ||
		ktap_diag "$n: cannot copy the fixture to $W"
	works="$works $W/$n"
done
# shellcheck disable=SC2086 # $W has no whitespace (a module tree path)
"$PC" $works > "$W/report" 2>&1
report_rc=$?
# shellcheck disable=SC2086
"$PC" --fix $works > "$W/fix" 2>&1
fix_rc=$?
for n in $DRIVERS; do
	cp -R "$W/$n" "$W/$n.fixed"
done
# shellcheck disable=SC2086
"$PC" --fix $works > "$W/fix2" 2>&1
fix2_rc=$?

# of DRIVER: the lines of a run's output (stdin) about DRIVER's files
of()
{
	grep -F "$W/$1/"
}

for n in $DRIVERS; do
	src=$FIX/$n
	orig=$W/$n.orig
	work=$W/$n

	# 1. the report (findings in every driver: the run's exit status is 1)
	want=$(grep -v '^[[:space:]]*#' "$src/expected-rules" | tr -d ' \t' | grep -v '^$' | LC_ALL=C sort -u)
	got=$(of "$n" < "$W/report" | rule_ids)
	if [ "$got" = "$want" ] && [ "$report_rc" -eq 1 ]; then
		ktap_ok "$n: port-check reports exactly $(echo $want | tr ' ' ',')"
	else
		of "$n" < "$W/report" | sed 's/^/# /' | head -n 40
		ktap_fail "$n: port-check reports exactly $(echo $want | tr ' ' ',')" \
			"exit $report_rc; missing: $(printf '%s\n' "$want" | grep -vxF -e "$got" | tr '\n' ' ')extra: $(printf '%s\n' "$got" | grep -vxF -e "$want" | tr '\n' ' ')"
	fi

	# 2. --fix
	if [ -f "$src/Kbuild" ]; then
		if [ "$fix_rc" -le 1 ] && ! same_sources "$orig" "$work" >/dev/null; then
			ktap_ok "$n: --fix rewrites it"
		else
			of "$n" < "$W/fix" | sed 's/^/# /' | head -n 20
			ktap_fail "$n: --fix rewrites it" "exit $fix_rc, or nothing changed"
		fi
	else
		if [ "$fix_rc" -le 1 ] && same_sources "$orig" "$work" >/dev/null; then
			ktap_ok "$n: --fix leaves it as it is (nothing to rewrite)"
		else
			diff -ru "$orig" "$work" | sed 's/^/# /' | head -n 20
			ktap_fail "$n: --fix leaves it as it is (nothing to rewrite)" "exit $fix_rc"
		fi
	fi

	# 3. idempotence
	if [ "$fix2_rc" -le 1 ] && out=$(same_sources "$W/$n.fixed" "$work"); then
		ktap_ok "$n: a second --fix is a no-op"
	else
		diff -ru "$W/$n.fixed" "$work" | sed 's/^/# /' | head -n 20
		ktap_fail "$n: a second --fix is a no-op" "exit $fix2_rc $out"
	fi

	# 4, 5. what the [build] phase built
	if [ ! -f "$src/Kbuild" ]; then
		ktap_ok "$n: not in the build set (no Kbuild: port-check only)"
		if grep -q '^[[:space:]]*MODULE_LICENSE' "$work"/*.c; then
			ktap_fail "$n: --fix added no MODULE_LICENSE"
		else
			ktap_ok "$n: --fix added no MODULE_LICENSE"
		fi
		continue
	fi
	if [ ! -d "$BUILT/$n" ]; then
		ktap_fail "$n: the built source is port-check --fix's output" \
			"$BUILT/$n is missing: the [build] phase (make) did not run scripts/build-legacy-drivers"
		ktap_fail "$n: builds W=1 through compat with zero warnings" "not built"
		continue
	fi
	if out=$(same_sources "$work" "$BUILT/$n"); then
		ktap_ok "$n: the built source is port-check --fix's output (no manual edit)"
	else
		diff -ru "$work" "$BUILT/$n" | grep -v '^Only in' | sed 's/^/# /' | head -n 20
		ktap_fail "$n: the built source is port-check --fix's output (no manual edit)" "$out"
	fi
	status=$(cat "$BUILT/$n/build.status" 2>/dev/null)
	warn=$(grep -E '(warning|error):|^WARNING:' "$BUILT/$n/build.log" 2>/dev/null | grep -v 'Skipping BTF')
	if [ "$status" = ok ] && [ -z "$warn" ] && [ -f "$BUILT/$n/$n.ko" ]; then
		ktap_ok "$n: builds W=1 through compat with zero warnings ($n.ko)"
	else
		printf '%s\n' "$warn" | sed 's/^/# /' | head -n 20
		ktap_fail "$n: builds W=1 through compat with zero warnings" \
			"build ${status:-not run} ($BUILT/$n/build.log)"
	fi
done

# MODULE_PARM (rewritten to module_param by --fix) shows in modinfo
ko=$BUILT/miscdev/miscdev.ko
if [ ! -f "$ko" ]; then
	ktap_fail "miscdev.ko: modinfo lists the greeting parameter" "not built"
elif modinfo -F parmtype "$ko" 2>/dev/null | grep -qx 'greeting:int'; then
	ktap_ok "miscdev.ko: modinfo lists the greeting parameter (greeting:int)"
else
	ktap_fail "miscdev.ko: modinfo lists the greeting parameter" \
		"parmtype: $(modinfo -F parmtype "$ko" 2>&1 | tr '\n' ' ')"
fi

# the driver with no lifetime protection got one
if grep -q '\.owner = THIS_MODULE' "$W/neither/neither.c" 2>/dev/null; then
	ktap_ok "neither: --fix added .owner = THIS_MODULE"
else
	ktap_fail "neither: --fix added .owner = THIS_MODULE"
fi

ktap_done
