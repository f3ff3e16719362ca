# SPDX-License-Identifier: GPL-2.0
#
# fixture.sh - the setup of a harness test that runs one 2.4-style fixture
# driver (tests/fixtures/legacy-drivers/$FIXTURE) as the [build] phase
# built it, against its emulated device.  Sourced after ktap.sh, with
# FIXTURE set; it sets DRVCOMPAT_KTREE (unless set), tmp
# ($BUILD/harness-$FIXTURE, emptied) and logs (run-guest's logs there),
# sources tests/lib/harness.sh, and defines:
#   fixture_ko: print the built module's path
#   fixture_plan N KO: the plan of N cases; if KO was not built, all N
#     skip ("not built") and the test ends there
#   fixture_unedited: a result, the unedited source builds through compat
#   fixture_guest_end BUILD: the end of the guest script
#   fixture_runs BUILD DESC ARGS...: guest_runs, with the BUILD module
#   fixture_same_lines BUILD OK FAIL [SKIP]: a result, BUILD prints what
#     the fixed build prints

: "${DRVCOMPAT_KTREE:=$(BUILD="$BUILD" sh -c '. scripts/lib.sh; ktree')}"
tmp=$BUILD/harness-$FIXTURE
logs=$tmp/guest
rm -rf "$tmp"
mkdir -p "$tmp"
. "${KTAP_LIB%/*}/harness.sh"

fixture_ko()
{
	echo "$DRVCOMPAT_KTREE/src/legacy-drivers/$FIXTURE/$FIXTURE.ko"
}

fixture_plan()
{
	ktap_plan "$1"
	[ -f "$2" ] && return 0
	_i=1
	while [ "$_i" -le "$1" ]; do
		ktap_skip "$FIXTURE: case $_i of $1" "not built (see tests/host/legacy-drivers.sh)"
		_i=$((_i + 1))
	done
	ktap_done
	exit 0
}

# fixture_unedited: a ktap result "FIXTURE: the unedited 2.4 source builds
# through compat, W=1, no diagnostics": the fixture's own source and
# Kbuild, in the module tree next to compat/ (its include path is
# relative); the module goes to $tmp/FIXTURE-unedited.ko
fixture_unedited()
{
	_fu=$DRVCOMPAT_KTREE/src/unedited/$FIXTURE
	_fu_desc="$FIXTURE: the unedited 2.4 source builds through compat, W=1, no diagnostics"
	rm -rf "$_fu"
	mkdir -p "$_fu"
	cp "tests/fixtures/legacy-drivers/$FIXTURE/$FIXTURE.c" \
		"tests/fixtures/legacy-drivers/$FIXTURE/Kbuild" "$_fu/"
	if make -C "$KDIR" M="$_fu" W=1 modules > "$tmp/unedited.log" 2>&1 &&
	   ! grep -E 'warning:|error:' "$tmp/unedited.log" | grep -q . && [ -f "$_fu/$FIXTURE.ko" ]; then
		ktap_ok "$_fu_desc"
		cp "$_fu/$FIXTURE.ko" "$tmp/$FIXTURE-unedited.ko"
	else
		grep -E 'warning:|error:' "$tmp/unedited.log" | head -n 5 | sed 's/^/# /'
		ktap_fail "$_fu_desc"
	fi
}

# fixture_guest_end BUILD: print the end of a guest script that defined
# run NAME KO: run BUILD with /tmp/FIXTURE-BUILD.ko when fixture_runs
# passed it, then "fixed" with the installed module, then the kernel
# log's first BUG/WARNING/Oops/Call Trace lines ("dmesg: ..."); exit 0
# (the guest's /init exports KVER, the release it runs)
fixture_guest_end()
{
	cat <<EOF
if [ -f /tmp/$FIXTURE-$1.ko ]; then
	run $1 /tmp/$FIXTURE-$1.ko
fi
run fixed /lib/modules/\$KVER/extra/$FIXTURE.ko
dmesg | grep -E 'BUG:|WARNING:|Oops|Call Trace' | head -n 5 | sed 's/^/dmesg: /'
exit 0
EOF
}

# fixture_runs BUILD DESC RUN-GUEST-ARGS...: guest_runs FIXTURE DESC
# RUN-GUEST-ARGS..., with $tmp/FIXTURE-BUILD.ko as the guest's
# /tmp/FIXTURE-BUILD.ko when it was built
fixture_runs()
{
	_fr_b=$1 _fr_d=$2
	shift 2
	[ -f "$tmp/$FIXTURE-$_fr_b.ko" ] &&
		set -- "$@" --file "$tmp/$FIXTURE-$_fr_b.ko:/tmp/$FIXTURE-$_fr_b.ko"
	guest_runs "$FIXTURE" "$_fr_d" "$@"
}

# fixture_same_lines BUILD OK-DESC FAIL-DESC [SKIP]: a ktap result
# "FIXTURE: OK-DESC (the same N lines)": the guest's "BUILD: " lines (in
# $tmp/out) are its "fixed: " ones, but for those matching the grep
# pattern SKIP; when not, "FIXTURE: FAIL-DESC" with the first differences
fixture_same_lines()
{
	_fs_b=$(fixture_lines "$1" "$4")
	_fs_f=$(fixture_lines fixed "$4")
	if [ -n "$_fs_b" ] && [ "$_fs_b" = "$_fs_f" ]; then
		ktap_ok "$FIXTURE: $2 (the same $(echo "$_fs_f" | wc -l) lines)"
	else
		ktap_fail "$FIXTURE: $3" \
			"$(printf '%s\n' "$_fs_b" > "$tmp/u"; printf '%s\n' "$_fs_f" > "$tmp/f"; diff "$tmp/u" "$tmp/f" | head -n 6 | tr '\n' ' ')"
	fi
}

# fixture_lines BUILD [SKIP]: the guest's "BUILD: " lines without that
# prefix, but for those matching SKIP
fixture_lines()
{
	if [ -n "$2" ]; then
		sed -n "s/^$1: //p" "$tmp/out" | grep -v "$2"
	else
		sed -n "s/^$1: //p" "$tmp/out"
	fi
}
