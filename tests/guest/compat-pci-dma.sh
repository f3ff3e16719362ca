# SPDX-License-Identifier: GPL-2.0
#
# compat-pci-dma: the 2.4 PCI DMA mapping API through compat, on the
# guest's first PCI device (QEMU's pc machine: the host bridge, unclaimed;
# its 32-bit mask is put back).  compat_pci_dma (tests/modules/
# compat_pci_dma) asks at load: pci_alloc_consistent() gives zeroed memory
# whose bus address is its physical one (x86, no IOMMU);
# pci_map_single(PCI_DMA_TODEVICE) maps a kmalloc()ed buffer likewise, and
# pci_dma_sync_single() and pci_unmap_single() take it; pci_map_sg()
# maps both entries of a list; pci_set_dma_mask() takes 32 bits (0) and
# refuses 12 (-EIO, -5, as in 2.4); pci_alloc_consistent(NULL, ...), 2.4's
# ISA case, is refused (NULL) with one line in the log and no warning;
# virt_to_bus()/bus_to_virt() are the physical address and back (x86).
# The PCI_DMA_* names equal the DMA API's directions (or it does not
# load).  The data path through a real card is tests/harness/edu24.sh.
# Without PCI (a kernel built without it) the mapping cases skip.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 8

P=/sys/module/compat_pci_dma/parameters
base=$(dmesg | wc -l)
modprobe_case pci-dma "modprobe compat_pci_dma (the PCI_DMA_* directions are the DMA API's)" compat_pci_dma
case $(uname -m) in
x86_64 | i?86)
	ktap_same "virt_to_bus() is the physical address, bus_to_virt() its inverse" \
		"$(cat $P/bus)" phys ;;
*)
	ktap_skip "virt_to_bus() is the physical address" "x86 only ($(uname -m))" ;;
esac
if [ "$(cat $P/coherent)" = nodevice ]; then
	for i in 3 4 5 6; do ktap_skip "pci-dma case $i" "no PCI device"; done
else
	ktap_same "pci_alloc_consistent(): zeroed memory at its physical address, freed" \
		"$(cat $P/coherent)" zeroed
	ktap_same "pci_map_single(), pci_dma_sync_single(), pci_unmap_single()" \
		"$(cat $P/single)" mapped
	ktap_same "pci_map_sg() maps both entries of a list" "$(cat $P/sg)" 2
	ktap_same "pci_set_dma_mask(): 32 bits 0, 12 bits -EIO; NULL device refused" \
		"$(cat $P/mask_ok) $(cat $P/mask_tiny) $(cat $P/nodev)" "0 -5 null"
fi
log=$(log_since "$base")
if [ "$(cat $P/coherent)" = nodevice ]; then
	ktap_skip "the NULL device is named once in the log, without a warning" "no PCI device"
elif [ "$(echo "$log" | grep -c 'PCI DMA without a pci_dev')" = 1 ] &&
     ! echo "$log" | grep -q 'WARNING:'; then
	ktap_ok "the NULL device is named once in the log, without a warning"
else
	ktap_fail "the NULL device is named once in the log, without a warning" \
		"$(echo "$log" | grep -E 'pci_dev|WARNING' | head -n 3 | tr '\n' ' ')"
fi
unloads compat_pci_dma
ktap_done
