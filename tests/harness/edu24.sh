# SPDX-License-Identifier: GPL-2.0
#
# edu24.sh - the 2.4-style driver of QEMU's edu PCI card
# (tests/fixtures/legacy-drivers/edu24) against the card (-device edu), in
# one boot, twice: built from the unedited 2.4 source through compat (built
# here, W=1, no diagnostics allowed), and as the [build] phase built it
# (port-check --fix, then through compat).  Each: found by pci_present()/
# pci_module_init(); MMIO: the identification word, the liveness register's
# complement and the factorial unit; its BAR and its interrupt claimed; 2048
# random bytes (the driver's window of the card's buffer) written (one DMA
# from pci_alloc_consistent() memory to the card) and read back 512 at a
# time (four DMAs from the card into pci_map_single() mappings), equal byte
# for byte, then 2048 new ones read back whole; 4096 bytes written: the
# first 2048 go (one more DMA), the rest is ENOSPC; every transfer ended by
# its interrupt, through the 2.4 void handler (irqs = dmas = 8); lseek()
# and pread() at 1024 work after --fix (.llseek = default_llseek, 2.4's
# meaning of none), and unedited lseek() is ESPIPE (2.6.37 made a NULL
# .llseek no_llseek; compat cannot change the driver's structure); rmmod
# while open refused, after the close the BAR and the interrupt are free; but
# for lseek(), the two builds print the same lines; a clean kernel log.  The guest has 256 MiB
# (the card's DMA engine drives 28 address bits: all of it is below 256 MiB).
# EDU24_KO: another build of the fixed driver, e.g. one broken on purpose.
# Runs on the host; boots the guest once.
. "$KTAP_LIB"

FIXTURE=edu24
. "${KTAP_LIB%/*}/fixture.sh"
ko=${EDU24_KO:-$(fixture_ko)}
fixture_plan 13 "$ko"

fixture_unedited

{
guest_lib
cat <<'EOF_GUEST'
D=/dev/edu24
modprobe drvcompat || exit 10
head -c 2048 /dev/urandom > /tmp/a
head -c 2048 /dev/urandom > /tmp/b
# run VARIANT KO: the checks, each line prefixed with VARIANT
run()
{
	v=$1
	insmod "$2" || { echo "$v: insmod failed"; return; }
	maj=$(sed -n 's/^ *\([0-9][0-9]*\) edu24$/\1/p' /proc/devices)
	rm -f $D
	mknod $D c "$maj" 0
	echo "$v: $(tr '\n' ' ' < /proc/edu24)"
	echo "$v: bar $(grep -c ': edu24$' /proc/iomem) irq $(grep -c ' edu24$' /proc/interrupts)"
	dd if=/tmp/a of=$D bs=2048 2>/dev/null
	dd if=$D of=/tmp/a.back bs=512 2>/dev/null
	cmp /tmp/a /tmp/a.back > /dev/null && echo "$v: a: 2048 bytes back as written"
	dd if=/tmp/b of=$D bs=2048 2>/dev/null
	dd if=$D of=/tmp/b.back bs=2048 2>/dev/null
	cmp /tmp/b /tmp/b.back > /dev/null && echo "$v: b: 2048 bytes back as written"
	cat /tmp/b /tmp/b > /tmp/bb
	if out=$(dd if=/tmp/bb of=$D bs=4096 2>&1); then
		echo "$v: 4096: no error"
	else
		echo "$v: 4096: $(echo "$out" | grep -o 'No space left on device' | head -n 1)"
	fi
	echo "$v: $(grep -E '^(irqs|dmas) ' /proc/edu24 | tr '\n' ' ')"
	echo "$v: lseek $(posio $D lseek 1024 2>&1 | grep -o 'ret [0-9]*\|E[A-Z][A-Z]*' | head -n 1)"
	echo "$v: pread $(posio $D pread 1024 16 2>&1 | grep -o 'ret [0-9]*\|E[A-Z][A-Z]*' | head -n 1)"
	rmmod_open edu24 sh -c "exec 3< $D && echo open && until [ -e /tmp/release ]; do sleep 0.1; done" | sed "s/^/$v: /"
	echo "$v: after rmmod: bar $(grep -c ': edu24$' /proc/iomem) irq $(grep -c ' edu24$' /proc/interrupts)"
	rm -f $D
}
EOF_GUEST
fixture_guest_end unedited
} > "$tmp/guest.sh"

fixture_runs unedited "the guest ran both builds" --module "$ko" --device edu --mem 256

# want DESC LINE...: each LINE among the guest's lines, for the fixed build
want()
{
	wants edu24 "$@"
}

want "MMIO: the identification word, the liveness complement and 10! read at probe" \
	"fixed: ident 0x010000ed live yes factorial 3628800 irqs 0 dmas 0 "
want "claims its memory BAR and its interrupt" "fixed: bar 1 irq 1"
want "a write is DMAed to the card, read back in 512-byte reads, byte for byte" \
	"fixed: a: 2048 bytes back as written"
want "new data replaces it, read back whole" "fixed: b: 2048 bytes back as written"
want "a write past the driver's 2 KiB ends with ENOSPC" \
	"fixed: 4096: No space left on device"
want "each of the 8 transfers ended by its interrupt through the 2.4 void handler" \
	"fixed: irqs 8 dmas 8 "
want "rmmod while open is refused, after the close it unloads and frees the BAR and the interrupt" \
	"fixed: rmmod open: refused" "fixed: rmmod closed: ok" "fixed: after rmmod: bar 0 irq 0"
want "lseek() and pread() at 1024 work, as with 2.4's default_llseek (--fix added .llseek)" \
	"fixed: lseek ret 1024" "fixed: pread ret 16"
want "unedited, lseek() is ESPIPE (a NULL .llseek is no_llseek since 2.6.37, which compat cannot change), pread() works" \
	"unedited: lseek ESPIPE" "unedited: pread ret 16"
# the unedited build: the same lines but lseek's
fixture_same_lines unedited "but for lseek(), the unedited build behaves as the fixed one" \
	"the unedited build behaves as the fixed one" '^lseek '
clean_log edu24
ktap_done
