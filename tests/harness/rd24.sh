# SPDX-License-Identifier: GPL-2.0
#
# rd24.sh - the 2.4-style block drivers built from their unedited source
# through compat (built here, W=1, no diagnostics allowed) and run in one
# guest, with Debian's ext4 (--kmod ext4):
#  - the RAM disk rd24 (tests/fixtures/legacy-drivers/rd24) through the
#    guest suite's tests/guest/block.sh (RD24_KO: the unedited module):
#    the size, direct I/O at odd sectors, the page cache, two writers on
#    the two CPUs, an ext2 filesystem mounted, remounted and read, rmmod
#    refused while open and while mounted, the data gone after a reload;
#  - the partitioned RAM disk hd24 (tests/fixtures/legacy-drivers/hd24)
#    through tests/guest/block-partitions.sh (HD24_KO): 2.4's struct
#    gendisk and register_disk(), an MBR and BLKRRPART, the partitions at
#    2.4's minors, data through a partition at its start sector, rmmod
#    refused while a partition is open;
#  - a clean kernel log.
# The guest suite runs the same cases on the builds port-check --fix made.
# Runs on the host; boots the guest once.
. "$KTAP_LIB"

FIXTURE=rd24
. "${KTAP_LIB%/*}/fixture.sh"
fixture_plan 6 "$(fixture_ko)"

fixture_unedited
FIXTURE=hd24
fixture_unedited
FIXTURE=rd24
if [ ! -f "$tmp/rd24-unedited.ko" ] || [ ! -f "$tmp/hd24-unedited.ko" ]; then
	ktap_skip_rest rd24 "an unedited build failed (cases 1 and 2)"
fi

# each file's KTAP in the guest's output, its lines prefixed by its name
cat > "$tmp/guest.sh" <<'EOF_GUEST'
RD24_KO=/tmp/rd24-unedited.ko KTAP_LIB=/tests/lib/ktap.sh sh /tmp/block.sh >/tmp/block.out 2>&1
echo "block.sh: exit $?" >>/tmp/block.out
HD24_KO=/tmp/hd24-unedited.ko KTAP_LIB=/tests/lib/ktap.sh sh /tmp/block-partitions.sh >/tmp/parts.out 2>&1
echo "block-partitions.sh: exit $?" >>/tmp/parts.out
sed 's/^/block: /' /tmp/block.out
sed 's/^/block-partitions: /' /tmp/parts.out
dmesg | grep -E 'BUG:|WARNING:|Oops|Call Trace' | head -n 5 | sed 's/^/dmesg: /'
exit 0
EOF_GUEST
guest_runs rd24 "the guest ran block.sh and block-partitions.sh on the unedited builds" \
	--kmod ext4 \
	--file "$tmp/rd24-unedited.ko:/tmp/rd24-unedited.ko" \
	--file "$tmp/hd24-unedited.ko:/tmp/hd24-unedited.ko" \
	--file "tests/guest/block.sh:/tmp/block.sh" \
	--file "tests/guest/block-partitions.sh:/tmp/block-partitions.sh"

# passes NAME FILE DRIVER: a ktap result, the guest's "NAME: " lines are
# FILE's whole plan, each case ok, none skipped, and its exit status 0
passes()
{
	sed -n "s/^$1: //p" "$tmp/out" >"$tmp/$1.ktap"
	_plan=$(sed -n 's/^1\.\.\([0-9]*\)$/\1/p' "$tmp/$1.ktap")
	_ok=$(grep -c '^ok ' "$tmp/$1.ktap")
	_skip=$(grep -c '^ok .* # SKIP' "$tmp/$1.ktap")
	if grep -qx "$2: exit 0" "$tmp/$1.ktap" && [ -n "$_plan" ] &&
	   [ "$_ok" -eq "$_plan" ] && [ "$_skip" -eq 0 ]; then
		ktap_ok "$3: the unedited build passes tests/guest/$2 ($_ok of $_plan, none skipped)"
	else
		ktap_fail "$3: the unedited build passes tests/guest/$2" \
			"$(grep -E "^not ok|SKIP|$2: exit" "$tmp/$1.ktap" | head -n 3 | tr '\n' ' ')"
	fi
}
passes block block.sh rd24
passes block-partitions block-partitions.sh hd24
clean_log rd24
ktap_done
