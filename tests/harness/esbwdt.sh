# SPDX-License-Identifier: GPL-2.0
#
# esbwdt.sh - the 2.4-style Intel 6300ESB PCI watchdog fixture driver
# (tests/fixtures/legacy-drivers/esbwdt), found the 2.4 way
# (pci_present(), pci_module_init(), pci_find_device()), against two of
# QEMU's emulated ones (-device i6300esb, twice): the three phases of
# tests/lib/watchdog.sh on the first card, its memory BAR the resource;
# and the second card: probed and refused ("one card at a time"), noticed
# by the first probe's pci_find_device(), never bound.  ESBWDT_KO: another
# build of it, e.g. one broken on purpose.  Runs on the host; boots the
# guest once.
. "$KTAP_LIB"

WDT=esbwdt
. "${KTAP_LIB%/*}/watchdog.sh"
WDT_KO=${ESBWDT_KO:-$(fixture_ko)}
WDT_IDENT="ident options 0x8180 Intel 6300ESB"
WDT_RES_FILE=iomem WDT_RES_NAME=esbwdt WDT_RES_COUNT=1
WDT_EXTRA='echo "bound $(ls /sys/bus/pci/drivers/esbwdt | grep -c "^0000:")"
echo "cards: bound $(ls /sys/bus/pci/drivers/esbwdt | grep "^0000:")" \
	"noticed $(dmesg | sed -n "s/.*esbwdt: another 6300ESB at \(.*\), not used/\1/p")" \
	"refused $(dmesg | sed -n "s/.*esbwdt: one card at a time, \(.*\) not used/\1/p")"'
WDT_NEXTRA=1
# the card pci_find_device(..., pdev) found after the bound one is the
# one the probe refused, and not the bound one
esb_wants()
{
	_cards=$(sed -n 's/^cards: //p' "$tmp/out")
	set -- $_cards
	if [ "$#" -eq 6 ] && [ "$1 $3 $5" = "bound noticed refused" ] &&
	   [ "$4" = "$6" ] && [ "$2" != "$4" ] && grep -qx 'bound 1' "$tmp/out"; then
		ktap_ok "$WDT: two cards: one bound, the other found by pci_find_device() after it and refused by the probe ($_cards)"
	else
		ktap_fail "$WDT: two cards: one bound, the other found by pci_find_device() after it and refused by the probe" \
			"got: $_cards; $(grep '^bound' "$tmp/out")"
	fi
}
WDT_WANTS=esb_wants

wdt_run --device i6300esb --device i6300esb
