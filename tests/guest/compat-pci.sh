# SPDX-License-Identifier: GPL-2.0
#
# compat-pci: the 2.4 PCI entry points through compat, on the guest's own
# bus (QEMU's pc machine: the i440FX host bridge 8086:1237 at 00:00.0 and
# the PIIX3 ISA bridge 8086:7000 at 00:01.0, unclaimed).  compat_pci
# (tests/modules/compat_pci) asks at load: pci_present() is 1; a
# pci_find_device() loop visits every device sysfs lists, as many as
# for_each_pci_dev(), and leaves reference counts as they were;
# pci_find_class() finds the one ISA bridge, pci_find_slot(0, 0) the host
# bridge; pci_module_init() of a driver that matches nothing is -ENODEV
# (-19) and leaves no driver registered, and of one for the ISA bridge is
# 0 after one probe, the device bound; unloading removes it once.  The
# bridges are the pc machine's: elsewhere (arm64's virt machine) those
# three cases skip.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 10

D=/sys/bus/pci/drivers

module_case pci compat_pci
if [ ! -d /sys/bus/pci ]; then
	# a kernel without PCI: pci_present() is 0, pci_module_init() -ENODEV
	ktap_same "no PCI: pci_present() is 0, pci_module_init() -ENODEV" \
		"$(cat $P/present) $(cat $P/nodev_rc) $(cat $P/isa_rc)" "0 -19 -19"
	for i in 3 4 5 6 7 8 9; do ktap_skip "pci case $i" "this kernel has no PCI"; done
	unloads compat_pci
	ktap_done
fi
case $(uname -m) in
x86_64 | i?86) pc=1 ;;
*) pc= ;;
esac
ktap_same "pci_present() is 1" "$(cat $P/present)" 1
n=$(find /sys/bus/pci/devices -mindepth 1 -maxdepth 1 | wc -l)
ktap_same "a pci_find_device(PCI_ANY_ID, PCI_ANY_ID) loop visits every device ($n in sysfs)" \
	"$(cat $P/find_count) $(cat $P/get_count)" "$n $n"
ktap_same "pci_find_device() takes no reference and drops none (ref_delta)" \
	"$(cat $P/ref_delta)" 0
if [ -n "$pc" ]; then
	ktap_same "pci_find_class(PCI_CLASS_BRIDGE_ISA << 8) finds the one ISA bridge" \
		"$(cat $P/isa_class)" 1
	ktap_same "pci_find_slot(0, PCI_DEVFN(0, 0)) is the host bridge" \
		"$(cat $P/slot)" 8086:1237
else
	ktap_skip "pci_find_class() finds the ISA bridge" "not the pc machine ($(uname -m))"
	ktap_skip "pci_find_slot(0, 0) is the host bridge" "not the pc machine ($(uname -m))"
fi
if [ "$(cat $P/nodev_rc)" = -19 ] && [ ! -e $D/compat_pci_none ]; then
	ktap_ok "pci_module_init() with no device: -ENODEV, driver unregistered"
else
	ktap_fail "pci_module_init() with no device: -ENODEV, driver unregistered" \
		"rc $(cat $P/nodev_rc), $(find $D/compat_pci_none -maxdepth 0 2>&1)"
fi
if [ -z "$pc" ]; then
	ktap_skip "pci_module_init() with a device: 0, probed once, bound" "not the pc machine ($(uname -m))"
elif [ "$(cat $P/isa_rc) $(cat $P/probes)" = "0 1" ] && [ -e $D/compat_pci_isa/0000:00:01.0 ]; then
	ktap_ok "pci_module_init() with a device: 0, probed once, bound"
else
	ktap_fail "pci_module_init() with a device: 0, probed once, bound" \
		"rc $(cat $P/isa_rc), probes $(cat $P/probes), $(find $D/compat_pci_isa 2>&1 | tr '\n' ' ')"
fi
base=$(dmesg | wc -l)
unloads compat_pci
ktap_same "unloading removes the bound device once (__devexit_p)" \
	"$(log_since "$base" | grep -c "compat_pci: ${pc:-0} removed")" 1
ktap_done
