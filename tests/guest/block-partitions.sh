# SPDX-License-Identifier: GPL-2.0
#
# block-partitions: the 2.4-style partitioned RAM disk hd24
# (tests/fixtures/legacy-drivers/hd24, built after port-check --fix): a
# 2.4 struct gendisk with minor_shift 4, register_disk() of its two
# units, a request function adding part[minor].start_sect itself
# (porting-guide/block.md, "Partitions"):
#  - load: each unit's whole disk at minor unit << 4, its size in the
#    driver's part[] and sizes[] (its /proc/hd24: minor start_sect
#    nr_sects KiB);
#  - an MBR with two partitions written onto unit 1 (minor 16) with
#    printf and dd, BLKRRPART (blockdev --rereadpt): the kernel's
#    partitions are 241:17 and 241:18, 2.4's numbers; nodes made with
#    mknod there have the partitions' sizes, and the driver's part[] and
#    sizes[] have them too;
#  - 4 KiB written at offset 0 of partition 2 read back through the whole
#    disk at start_sect * 512, and unit 0 untouched;
#  - rmmod while a partition is open: "in use";
#  - a table with partition 1 only, BLKRRPART: part[] follows, 241:18
#    opens no more;
#  - rmmod, its disks gone, a clean kernel log.
# A kernel without a block layer (CONFIG_BLOCK off: our debug kernel)
# cannot build hd24: every case skips with that reason.  HD24_KO=path
# insmods another build of hd24 instead (tests/harness/rd24.sh: the
# unedited source built through compat).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 13

N=/tmp/block-partitions
rm -rf "$N"
mkdir -p "$N"
mods_before=$(modules_now)
KIB=2048
W0=$N/w0 W1=$N/w1 P1=$N/p1 P2=$N/p2

if [ ! -d /sys/block ]; then
	ktap_skip_rest hd24 "no block layer in this kernel (CONFIG_BLOCK off)"
fi
if [ -z "${HD24_KO:-}" ] && ! modinfo hd24 >/dev/null 2>&1; then
	ktap_skip_rest hd24 "hd24 not built (see tests/host/legacy-drivers.sh)"
fi

# le32 N: N as 4 little-endian bytes
le32()
{
	# shellcheck disable=SC2059 # the format is the bytes' octal escapes
	printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $(($1 & 255)) \
		$(($1 >> 8 & 255)) $(($1 >> 16 & 255)) $(($1 >> 24 & 255)))"
}

# entry START SECTORS: a primary MBR entry of type 0x83 (Linux)
entry()
{
	printf '\000\376\377\377\203\376\377\377'
	le32 "$1"
	le32 "$2"
}

# mbr DEV [START SECTORS]...: an MBR with these partitions onto DEV
mbr()
{
	_dev=$1
	shift
	{
		head -c 446 /dev/zero
		_n=0
		while [ $# -ge 2 ]; do
			entry "$1" "$2"
			shift 2
			_n=$((_n + 1))
		done
		head -c $(((4 - _n) * 16)) /dev/zero
		printf '\125\252'
	} >"$N/mbr"
	dd if="$N/mbr" of="$_dev" bs=512 count=1 conv=notrunc oflag=direct 2>"$N/dd.err"
}

# parts: the driver's /proc/hd24 on one line
parts() { tr '\n' ' ' </proc/hd24; }

base=$(dmesg | wc -l)

# load: insmod HD24_KO or modprobe hd24, hd_size=KIB
load()
{
	if [ -n "${HD24_KO:-}" ]; then
		modprobe drvcompat && insmod "$HD24_KO" hd_size=$KIB
	else
		modprobe hd24 hd_size=$KIB
	fi
}

if load; then
	ktap_ok "hd24: loaded (hd_size=$KIB)"
else
	ktap_fail "hd24: loaded (hd_size=$KIB)"
	ktap_skip_rest hd24 "hd24 did not load"
fi
mknod "$W0" b 241 0
mknod "$W1" b 241 16
ktap_same "hd24: units at minors 0 and 16, whole disks of $((KIB * 2)) sectors in the driver's part[] and sizes[]" \
	"$(parts)" "0 0 $((KIB * 2)) $KIB 16 0 $((KIB * 2)) $KIB "

# ---- a partition table, read again --------------------------------------
if mbr "$W1" 64 1024 1100 2000 && blockdev --rereadpt "$W1" 2>"$N/rr.err"; then
	ktap_ok "hd24: an MBR with two partitions onto minor 16, BLKRRPART"
else
	ktap_fail "hd24: an MBR with two partitions onto minor 16, BLKRRPART" \
		"$(cat "$N/dd.err" "$N/rr.err" 2>/dev/null | head -n 2 | tr '\n' ' ')"
fi
ktap_same "hd24: the kernel's partitions are 241:17 and 241:18, 2.4's numbers" \
	"$(cat /sys/block/hd24-16/hd24-16p1/dev /sys/block/hd24-16/hd24-16p2/dev 2>&1 | tr '\n' ' ')" \
	"241:17 241:18 "
mknod "$P1" b 241 17
mknod "$P2" b 241 18
ktap_same "hd24: mknod b 241 17 and 18: blockdev --getsize64 $((1024 * 512)) and $((2000 * 512))" \
	"$(blockdev --getsize64 "$P1" 2>&1) $(blockdev --getsize64 "$P2" 2>&1)" \
	"$((1024 * 512)) $((2000 * 512))"
ktap_same "hd24: the driver's part[] and sizes[] have them (17 from 64, 1024 sectors; 18 from 1100, 2000)" \
	"$(parts)" "0 0 $((KIB * 2)) $KIB 16 0 $((KIB * 2)) $KIB 17 64 1024 512 18 1100 2000 1000 "

# ---- data through a partition ------------------------------------------
head -c 4096 /dev/urandom >"$N/d"
head -c 4096 /dev/zero >"$N/z"
if dd if="$N/d" of="$P2" bs=4096 count=1 conv=notrunc oflag=direct 2>"$N/dd.err" &&
   dd if="$W1" bs=512 skip=1100 count=8 iflag=direct 2>>"$N/dd.err" | cmp -s - "$N/d"; then
	ktap_ok "hd24: 4 KiB at offset 0 of partition 2 is at sector 1100 of the whole disk"
else
	ktap_fail "hd24: 4 KiB at offset 0 of partition 2 is at sector 1100 of the whole disk" \
		"$(head -n 2 "$N/dd.err" | tr '\n' ' ')"
fi
if dd if="$W0" bs=512 skip=1100 count=8 iflag=direct 2>/dev/null | cmp -s - "$N/z" &&
   dd if="$P1" bs=4096 count=1 iflag=direct 2>/dev/null | cmp -s - "$N/z"; then
	ktap_ok "hd24: unit 0 and partition 1 still read zeros there"
else
	ktap_fail "hd24: unit 0 and partition 1 still read zeros there"
fi

# ---- lifetime -------------------------------------------------------------
# (command: a node that does not open fails the case, not the script)
if command exec 3<"$P2"; then
	_out=$(rmmod hd24 2>&1)
	exec 3<&-
else
	_out="partition 2 did not open"
fi
if [ -d /sys/module/hd24 ] && echo "$_out" | grep -q 'in use'; then
	ktap_ok "hd24: rmmod while partition 2 is open fails with 'in use'"
else
	ktap_fail "hd24: rmmod while partition 2 is open fails with 'in use'" "rmmod said: '$_out'"
fi

# ---- the table changed ----------------------------------------------------
if mbr "$W1" 64 1024 && blockdev --rereadpt "$W1" 2>"$N/rr.err" &&
   [ "$(parts)" = "0 0 $((KIB * 2)) $KIB 16 0 $((KIB * 2)) $KIB 17 64 1024 512 " ]; then
	ktap_ok "hd24: partition 2 gone from the table, BLKRRPART: gone from part[] too"
else
	ktap_fail "hd24: partition 2 gone from the table, BLKRRPART: gone from part[] too" \
		"$(parts) $(head -n 1 "$N/rr.err" 2>/dev/null)"
fi
if dd if="$P2" bs=512 count=1 of=/dev/null 2>/dev/null; then
	ktap_fail "hd24: 241:18 opens no more"
else
	ktap_ok "hd24: 241:18 opens no more"
fi

# shellcheck disable=SC2012 # only whether a name matches, not the names
if rmmod hd24 && [ ! -d /sys/module/hd24 ] && ! ls -d /sys/block/hd24-* >/dev/null 2>&1; then
	ktap_ok "hd24: rmmod after the close succeeds, its disks gone with it"
else
	ktap_fail "hd24: rmmod after the close succeeds, its disks gone with it" \
		"$(ls -d /sys/block/hd24-* 2>&1 | tr '\n' ' ')"
fi
log_clean "$base" "hd24: the kernel log of the run has no BUG, WARNING or Oops" \
	'BUG|WARNING|Oops|Call Trace|general protection|refcount|I/O error|past its end|not in part'
rm -rf "$N"
modules_back "$mods_before"
ktap_done
