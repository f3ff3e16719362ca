# SPDX-License-Identifier: GPL-2.0
#
# ne2k24.sh - the 2.4-style network drivers of the fixture set as the
# [build] phase built them (port-check --fix, then through compat), in one
# boot: ne2k24 (tests/fixtures/legacy-drivers/ne2k24) against QEMU's
# NE2000 PCI card (-device ne2k_pci) on user networking, and the pseudo
# device pseudo24.  ne2k24: found by pci_module_init(), its interface
# found as the card's (the SET_NETDEV_DEV() --fix added), its station
# address read from the card's PROM, its port range claimed; the interface
# up at 10.0.2.15/24, three pings of the gateway 10.0.2.2 answered (slirp
# answers ICMP echo to its own addresses itself); a 1 MiB random file
# fetched with busybox tftp from slirp's TFTP server (-netdev
# user,tftp=DIR: no server on the host) equal to the host's by sha256;
# the interface's counters moved by at least the transfer's 2048 blocks
# in and as many acknowledgements out; its receive filter hashed the
# multicast list once up (the mc_list walk, netdev_for_each_mc_addr()
# after --fix; debug=1 logs it); down: its
# interrupt freed; rmmod: its ports freed.  pseudo24: up, five pings to a
# neighbour that is not there counted as sent (tx_packets) and nothing
# received; loaded again with echo=1, every frame sent comes back
# (rx_packets = tx_packets); its set_multicast_list walks the multicast
# list once up (logged); unloaded.  A clean kernel log.
# No verdict depends on time: the waits are counts (ping -c, tftp's own
# retries), the guest's timeout is generous.
# The unedited 2.4 sources do not build (porting-guide/netdev.md says
# why: no compat can give today's struct net_device 2.4's method fields).
# NE2K24_KO, PSEUDO24_KO: other builds of the fixed drivers, e.g. ones
# broken on purpose.
# Runs on the host; boots the guest once.
. "$KTAP_LIB"

FIXTURE=ne2k24
. "${KTAP_LIB%/*}/fixture.sh"
ko=${NE2K24_KO:-$(fixture_ko)}
pko=${PSEUDO24_KO:-$DRVCOMPAT_KTREE/src/legacy-drivers/pseudo24/pseudo24.ko}
fixture_plan 11 "$ko"
if [ ! -f "$pko" ]; then
	_i=1
	while [ "$_i" -le 11 ]; do
		ktap_skip "$FIXTURE: case $_i of 11" "pseudo24 not built (see tests/host/legacy-drivers.sh)"
		_i=$((_i + 1))
	done
	ktap_done
	exit 0
fi

# slirp's TFTP server serves this directory; a comma in its path is
# doubled for QEMU's option parser
mkdir -p "$tmp/tftp"
head -c 1048576 /dev/urandom > "$tmp/tftp/blob"
sum=$(sha256sum "$tmp/tftp/blob" | cut -d' ' -f1)
tdir=$(printf '%s\n' "$tmp/tftp" | sed 's/,/,,/g')
mac=52:54:00:24:00:01

{
cat <<'EOF_GUEST'
modprobe drvcompat || exit 10
# stat DEV NAME: a counter of DEV
stat()
{
	cat "/sys/class/net/$1/statistics/$2"
}
# run VARIANT KO: ne2k24's checks, each line prefixed with VARIANT
run()
{
	v=$1
	insmod "$2" debug=1 || { echo "$v: insmod failed"; return; }
	# the interface whose parent is the card (--fix added 2.6's
	# SET_NETDEV_DEV(), which 2.4 did not have)
	dev=
	for d in /sys/class/net/*; do
		case $(readlink "$d/device/driver") in
		*/ne2k24) dev=${d##*/} ;;
		esac
	done
	if [ -z "$dev" ]; then
		echo "$v: no interface"
		rmmod ne2k24
		return
	fi
	echo "$v: address $(cat "/sys/class/net/$dev/address")"
	echo "$v: ports $(grep -c ': ne2k24$' /proc/ioports)"
	echo 1 > "/proc/sys/net/ipv6/conf/$dev/disable_ipv6"
	ip addr add 10.0.2.15/24 dev "$dev"
	ip link set "$dev" up
	echo "$v: irq $(grep -c " $dev\$" /proc/interrupts)"
	rx0=$(stat "$dev" rx_packets) tx0=$(stat "$dev" tx_packets)
	ping -c 3 -W 10 10.0.2.2 > /tmp/ping 2>&1
	echo "$v: ping: $(grep -o '[0-9]* packets received' /tmp/ping)"
	if tftp -g -r blob -l /tmp/blob 10.0.2.2; then
		echo "$v: tftp: ok"
	else
		echo "$v: tftp: failed"
	fi
	echo "$v: sha256 $(sha256sum /tmp/blob | cut -d' ' -f1)"
	rx=$(($(stat "$dev" rx_packets) - rx0)) tx=$(($(stat "$dev" tx_packets) - tx0))
	echo "$v: counted: rx $rx tx $tx" > /dev/console
	[ "$rx" -ge 2048 ] && echo "$v: rx_packets moved by 2048 or more"
	[ "$tx" -ge 2048 ] && echo "$v: tx_packets moved by 2048 or more"
	[ "$(stat "$dev" rx_bytes)" -ge 1048576 ] && echo "$v: rx_bytes 1 MiB or more"
	# up, IPv4 joined 224.0.0.1: set_multicast_list hashed it
	dmesg | grep -q "$dev: receive mode 0xc, [1-9][0-9]* multicast addresses hashed" &&
		echo "$v: multicast list hashed"
	ip link set "$dev" down
	echo "$v: down: irq $(grep -c " $dev\$" /proc/interrupts)"
	if rmmod ne2k24; then echo "$v: rmmod: ok"; else echo "$v: rmmod: refused"; fi
	echo "$v: after rmmod: ports $(grep -c ': ne2k24$' /proc/ioports)"
	rm -f /tmp/blob
}
# pseudo ECHO: pseudo24 loaded with echo=ECHO, up, five pings to
# 10.24.0.2 (no one), its counters; lines "pseudo ECHO: ..."
pseudo()
{
	p="pseudo echo=$1"
	insmod /lib/modules/$KVER/extra/pseudo24.ko echo="$1" ||
		{ echo "$p: insmod failed"; return; }
	dev=$(cd /sys/class/net && ls -d pseudo* 2>/dev/null | head -n 1)
	[ -n "$dev" ] || { echo "$p: no interface"; rmmod pseudo24; return; }
	echo 1 > "/proc/sys/net/ipv6/conf/$dev/disable_ipv6"
	ip addr add 10.24.0.1/24 dev "$dev"
	ip link set "$dev" up
	ping -c 5 -W 1 10.24.0.2 > /dev/null 2>&1
	tx=$(stat "$dev" tx_packets) rx=$(stat "$dev" rx_packets)
	echo "$p: counted: rx $rx tx $tx" > /dev/console
	[ "$tx" -ge 5 ] && echo "$p: 5 or more frames sent, counted"
	if [ "$rx" -eq 0 ]; then
		echo "$p: rx 0"
	elif [ "$rx" -eq "$tx" ]; then
		echo "$p: rx = tx"
	fi
	# up, IPv4 joined 224.0.0.1: set_multicast_list walked the list
	dmesg | grep -q "$dev: [1-9][0-9]* multicast addresses, [1-9][0-9]* group" &&
		echo "$p: multicast list walked"
	ip link set "$dev" down
	if rmmod pseudo24; then echo "$p: rmmod: ok"; else echo "$p: rmmod: refused"; fi
}
pseudo 0
pseudo 1
EOF_GUEST
fixture_guest_end unedited
} > "$tmp/guest.sh"

fixture_runs unedited "the guest ran ne2k24 and pseudo24" --module "$ko" \
	--module "$pko" --qemu-opt -netdev \
	--qemu-opt "user,id=n0,net=10.0.2.0/24,tftp=$tdir" \
	--device "ne2k_pci,netdev=n0,mac=$mac"

want()
{
	wants ne2k24 "$@"
}

want "probed: its interface the card's, its station address read from the PROM, its port range claimed" \
	"fixed: address $mac" "fixed: ports 1"
want "up: its interrupt requested; the gateway answers 3 pings" \
	"fixed: irq 1" "fixed: ping: 3 packets received"
want "a 1 MiB file fetched by TFTP through it, its sha256 the host's" \
	"fixed: tftp: ok" "fixed: sha256 $sum"
want "its counters moved: 2048 frames or more each way, 1 MiB or more in" \
	"fixed: rx_packets moved by 2048 or more" \
	"fixed: tx_packets moved by 2048 or more" "fixed: rx_bytes 1 MiB or more"
want "its set_multicast_list hashes the multicast list (224.0.0.1 once up)" \
	"fixed: multicast list hashed"
want "down frees its interrupt, rmmod unloads it and frees its ports" \
	"fixed: down: irq 0" "fixed: rmmod: ok" "fixed: after rmmod: ports 0"
want "pseudo24: frames sent to it are counted (get_stats), none received" \
	"pseudo echo=0: 5 or more frames sent, counted" "pseudo echo=0: rx 0"
want "pseudo24 with echo=1: every frame sent comes back (rx = tx)" \
	"pseudo echo=1: 5 or more frames sent, counted" "pseudo echo=1: rx = tx"
want "pseudo24: its set_multicast_list walks the list; it unloads" \
	"pseudo echo=0: multicast list walked" "pseudo echo=0: rmmod: ok" \
	"pseudo echo=1: rmmod: ok"
clean_log ne2k24
ktap_done
