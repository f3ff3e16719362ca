# SPDX-License-Identifier: GPL-2.0
#
# block: the 2.4-style RAM disk rd24 (tests/fixtures/legacy-drivers/rd24),
# a request function behind 2.4's <linux/blk.h>, served by drvcompat.ko
# from blk-mq (porting-guide/block.md), as the [build] phase built it
# (port-check --fix, then through compat; RD24_KO=path insmods another
# build instead, e.g. the unedited one or one broken on purpose).
#  - load, mknod b 240 0 and 1: the disk of each minor is made on its
#    first open, `blockdev --getsize64` is blk_size[240][minor] KiB;
#  - direct I/O at odd places: 512 bytes at sector 7 (sectors 6 and 8 stay
#    zero), the first and the last sector, 4096+512 bytes in one write at sector 13 (two segments of one
#    request, end_request() moving on between them); 1 MiB through the
#    page cache (merged requests), read back after BLKFLSBUF; the minors
#    are apart;
#  - two writers at once, one on each vCPU (taskset), 1 MiB each on
#    different ranges, direct: both read back;
#  - rmmod while a node is open: "in use"; after the close it unloads;
#  - with Debian's ext4 in the guest (--kmod ext4, which scripts/test-all
#    gives the guest suite on Debian's kernels): mke2fs, mount -t ext2, a
#    file written, sync, umount, mount again, the file read back; rmmod
#    while mounted: "in use"; after umount it unloads.  Without ext4 (our
#    debug kernel) these cases skip, saying so;
#  - reloaded, the disk is zeros again (a RAM disk), and the kernel log of
#    the whole run has no BUG, WARNING or Oops.
# A kernel without a block layer (CONFIG_BLOCK off: our debug kernel)
# cannot build rd24: every case skips with that reason.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 22

N=/tmp/block
rm -rf "$N"
mkdir -p "$N"
mods_before=$(modules_now)
D0=$N/rd24-0 D1=$N/rd24-1 MNT=$N/mnt
KIB=4096

if [ ! -d /sys/block ]; then
	ktap_skip_rest block "no block layer in this kernel (CONFIG_BLOCK off)"
fi
if [ -z "${RD24_KO:-}" ] && ! modinfo rd24 >/dev/null 2>&1; then
	ktap_skip_rest block "rd24 not built (see tests/host/legacy-drivers.sh)"
fi

# load: a ktap result; insmod RD24_KO or modprobe rd24, rd_size=KIB
load()
{
	if [ -n "${RD24_KO:-}" ]; then
		modprobe drvcompat && insmod "$RD24_KO" rd_size=$KIB
	else
		modprobe rd24 rd_size=$KIB
	fi
}

head -c 512 /dev/zero >"$N/z512"
head -c 1024 /dev/zero >"$N/z1k"
head -c 4096 /dev/zero >"$N/z4k"
head -c 65536 /dev/zero >"$N/z64k"

# wr FILE DEV BS SEEK [FLAGS]: FILE onto DEV at block SEEK of BS bytes,
# one write per BS, O_DIRECT unless FLAGS says otherwise
wr()
{
	dd if="$1" of="$2" bs="$3" seek="$4" conv=notrunc ${5-oflag=direct} 2>"$N/dd.err"
}

# rd DEV BS SKIP COUNT [FLAGS]: COUNT blocks of BS bytes from block SKIP
rd()
{
	dd if="$1" bs="$2" skip="$3" count="$4" ${5-iflag=direct} 2>"$N/dd.err"
}

# same DESC FILE DEV BS SKIP COUNT [FLAGS]: a ktap result, DEV's COUNT
# blocks at SKIP read back as FILE
same()
{
	rd "$3" "$4" "$5" "$6" ${7+"$7"} >"$N/back"
	if cmp "$2" "$N/back" >"$N/cmp" 2>&1; then
		ktap_ok "$1"
	else
		ktap_fail "$1" "$(head -n 1 "$N/cmp") $(head -n 2 "$N/dd.err" | tr '\n' ' ')"
	fi
}

# flush DEV: the page cache of DEV written and dropped (BLKFLSBUF)
flush() { blockdev --flushbufs "$1" && echo 3 >/proc/sys/vm/drop_caches; }

base=$(dmesg | wc -l)

# ---- load and nodes ---------------------------------------------------
if load; then
	ktap_ok "rd24: loaded (rd_size=$KIB)"
else
	ktap_fail "rd24: loaded (rd_size=$KIB)"
	ktap_skip_rest block "rd24 did not load"
fi
mknod "$D0" b 240 0
mknod "$D1" b 240 1
ktap_same "rd24: /proc/devices has block major 240 rd24" \
	"$(sed -n '/^Block devices:/,$p' /proc/devices | awk '$2 == "rd24" { print $1 }')" 240
ktap_same "rd24: minor 0 and 1, each blockdev --getsize64 $((KIB * 1024)), --getsz $((KIB * 2)) (blk_size[] KiB)" \
	"$(blockdev --getsize64 "$D0") $(blockdev --getsize64 "$D1") $(blockdev --getsz "$D0")" \
	"$((KIB * 1024)) $((KIB * 1024)) $((KIB * 2))"
same "rd24: a new disk reads as zeros (64 KiB, direct)" "$N/z64k" "$D0" 65536 0 1

# ---- data at odd places -----------------------------------------------
head -c 512 /dev/urandom >"$N/s7"
if wr "$N/s7" "$D0" 512 7; then
	same "rd24: 512 bytes at sector 7 read back (direct)" "$N/s7" "$D0" 512 7 1
else
	ktap_fail "rd24: 512 bytes at sector 7 read back (direct)" "write: $(head -n 1 "$N/dd.err")"
fi
rd "$D0" 512 6 1 >"$N/s6"
rd "$D0" 512 8 1 >"$N/s8"
if cmp -s "$N/s6" "$N/z512" && cmp -s "$N/s8" "$N/z512"; then
	ktap_ok "rd24: sectors 6 and 8 around it are still zero"
else
	ktap_fail "rd24: sectors 6 and 8 around it are still zero"
fi
head -c 512 /dev/urandom >"$N/first"
head -c 512 /dev/urandom >"$N/last"
_end=$((KIB * 2 - 1))
if wr "$N/first" "$D0" 512 0 && wr "$N/last" "$D0" 512 "$_end" &&
   rd "$D0" 512 0 1 | cmp -s - "$N/first" && rd "$D0" 512 "$_end" 1 | cmp -s - "$N/last"; then
	ktap_ok "rd24: the first and the last sector (0 and $_end) read back (direct)"
else
	ktap_fail "rd24: the first and the last sector (0 and $_end) read back (direct)" \
		"$(head -n 2 "$N/dd.err" | tr '\n' ' ')"
fi
head -c 4608 /dev/urandom >"$N/span"
if wr "$N/span" "$D0" 4608 $((13 * 512)) oflag=direct,seek_bytes; then
	same "rd24: 4096+512 bytes in one write at sector 13 read back (two segments of one request)" \
		"$N/span" "$D0" 512 13 9
else
	ktap_fail "rd24: 4096+512 bytes in one write at sector 13 read back" "write: $(head -n 1 "$N/dd.err")"
fi
head -c 1048576 /dev/urandom >"$N/meg"
if wr "$N/meg" "$D0" 65536 16 "" && flush "$D0"; then
	same "rd24: 1 MiB at 1 MiB through the page cache, read back after BLKFLSBUF" \
		"$N/meg" "$D0" 65536 16 16 ""
else
	ktap_fail "rd24: 1 MiB at 1 MiB through the page cache" "write: $(head -n 1 "$N/dd.err")"
fi
head -c 4096 /dev/urandom >"$N/m1"
wr "$N/m1" "$D1" 4096 0
flush "$D1"
rd "$D0" 4096 0 1 >"$N/d0"
# minor 0's first page: sector 0, zeros, sector 7
{ cat "$N/first"; head -c 3072 /dev/zero; cat "$N/s7"; } >"$N/d0want"
if rd "$D1" 4096 0 1 | cmp -s - "$N/m1" && cmp -s "$N/d0" "$N/d0want"; then
	ktap_ok "rd24: minor 1's data is its own (minor 0's first page unchanged)"
else
	ktap_fail "rd24: minor 1's data is its own (minor 0's first page unchanged)"
fi

# ---- two writers, one on each CPU -------------------------------------
head -c 1048576 /dev/urandom >"$N/wa"
head -c 1048576 /dev/urandom >"$N/wb"
taskset -c 0 dd if="$N/wa" of="$D0" bs=4096 seek=512 conv=notrunc oflag=direct 2>"$N/wa.err" &
_pa=$!
taskset -c 1 dd if="$N/wb" of="$D0" bs=4096 seek=768 conv=notrunc oflag=direct 2>"$N/wb.err" &
_pb=$!
wait "$_pa"
_ra=$?
wait "$_pb"
_rb=$?
if [ "$_ra" = 0 ] && [ "$_rb" = 0 ] &&
   rd "$D0" 4096 512 256 | cmp -s - "$N/wa" && rd "$D0" 4096 768 256 | cmp -s - "$N/wb"; then
	ktap_ok "rd24: two writers at once on the two CPUs, 1 MiB each at 2 and 3 MiB, both read back"
else
	ktap_fail "rd24: two writers at once on the two CPUs, both read back" \
		"exit $_ra $_rb: $(head -n 1 "$N/wa.err") $(head -n 1 "$N/wb.err")"
fi

# ---- lifetime ---------------------------------------------------------
exec 3<"$D0"
_out=$(rmmod rd24 2>&1)
if [ -d /sys/module/rd24 ] && echo "$_out" | grep -q 'in use'; then
	ktap_ok "rd24: rmmod while a node is open fails with 'in use'"
else
	ktap_fail "rd24: rmmod while a node is open fails with 'in use'" "rmmod said: '$_out'"
fi
exec 3<&-

# ---- a filesystem -----------------------------------------------------
if ! modprobe ext4 2>/dev/null; then
	_why="no ext4 module in this guest (our debug and Alpha kernels have none; scripts/test-all gives the guest suite --kmod ext4 on Debian's x86_64 kernels only)"
	for _c in "mke2fs" "mount -t ext2, a file, sync, umount, mount again: the file" \
		"rmmod while mounted fails with 'in use'" "umount"; do
		ktap_skip "rd24: $_c" "$_why"
	done
else
	mkdir -p "$MNT"
	head -c 300000 /dev/urandom >"$N/file"
	ktap_check "rd24: mke2fs on minor 0" mke2fs -q "$D0"
	if mount -t ext2 "$D0" "$MNT" && cp "$N/file" "$MNT/file" && sync &&
	   umount "$MNT" && flush "$D0" && mount -t ext2 "$D0" "$MNT" &&
	   cmp -s "$N/file" "$MNT/file"; then
		ktap_ok "rd24: mount -t ext2, a file, sync, umount, mount again: the file"
	else
		ktap_fail "rd24: mount -t ext2, a file, sync, umount, mount again: the file" \
			"$(dmesg | tail -n 3 | tr '\n' ' ')"
	fi
	_out=$(rmmod rd24 2>&1)
	if [ -d /sys/module/rd24 ] && echo "$_out" | grep -q 'in use'; then
		ktap_ok "rd24: rmmod while mounted fails with 'in use'"
	else
		ktap_fail "rd24: rmmod while mounted fails with 'in use'" "rmmod said: '$_out'"
	fi
	ktap_check "rd24: umount" umount "$MNT"
fi
if rmmod rd24 && [ ! -d /sys/module/rd24 ]; then
	ktap_ok "rd24: rmmod after the close and umount succeeds"
else
	ktap_fail "rd24: rmmod after the close and umount succeeds"
fi
_left=
for _b in /sys/block/rd24-*; do
	[ -e "$_b" ] && _left="$_left ${_b##*/}"
done
ktap_same "rd24: its disks are gone with it" "$_left" ""

# ---- reload: a RAM disk -----------------------------------------------
if load; then
	ktap_ok "rd24: loaded again"
	if rd "$D0" 512 7 1 | cmp -s - "$N/z512" && rd "$D0" 1024 1 1 | cmp -s - "$N/z1k"; then
		ktap_ok "rd24: reloaded, its data is gone (sector 7 and the superblock's place read zeros)"
	else
		ktap_fail "rd24: reloaded, its data is gone"
	fi
	if rmmod rd24; then
		ktap_ok "rd24: rmmod again"
	else
		ktap_fail "rd24: rmmod again"
	fi
else
	ktap_fail "rd24: loaded again"
	ktap_skip "rd24: reloaded, its data is gone" "not loaded"
	ktap_skip "rd24: rmmod again" "not loaded"
fi
log_clean "$base" "rd24: the kernel log of the run has no BUG, WARNING or Oops" \
	'BUG|WARNING|Oops|Call Trace|general protection|refcount|I/O error'
rm -rf "$N"
modules_back "$mods_before"
ktap_done
