# SPDX-License-Identifier: GPL-2.0
#
# ibwdt.sh - the 2.4-style IB700 ISA watchdog fixture driver
# (tests/fixtures/legacy-drivers/ibwdt) against QEMU's emulated IB700
# (-device ib700): the three phases of tests/lib/watchdog.sh; its two
# ports (0x441, 0x443) are its resources.  IBWDT_KO: another build of it,
# e.g. one broken on purpose.  Runs on the host; boots the guest once.
. "$KTAP_LIB"

WDT=ibwdt
. "${KTAP_LIB%/*}/watchdog.sh"
WDT_KO=${IBWDT_KO:-$(fixture_ko)}
WDT_IDENT="ident options 0x8180 IB700 WDT"
WDT_RES_FILE=ioports WDT_RES_NAME="IB700 WDT" WDT_RES_COUNT=2

wdt_run --device ib700
