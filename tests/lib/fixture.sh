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
