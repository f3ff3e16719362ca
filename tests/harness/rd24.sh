# SPDX-License-Identifier: GPL-2.0
#
# rd24.sh - the 2.4-style RAM disk (tests/fixtures/legacy-drivers/rd24)
# built from its unedited source through compat (built here, W=1, no
# diagnostics allowed), run in its own guest through the guest suite's
# tests/guest/block.sh (RD24_KO: the unedited module), with Debian's ext4
# (--kmod ext4): the size, direct I/O at odd sectors, the page cache, two
# writers on the two CPUs, an ext2 filesystem mounted, remounted and read,
# rmmod refused while open and while mounted, the data gone after a
# reload, a clean kernel log.  The guest suite runs the same cases on the
# build port-check --fix made.
# Runs on the host; boots the guest once.
. "$KTAP_LIB"

FIXTURE=rd24
. "${KTAP_LIB%/*}/fixture.sh"
fixture_plan 4 "$(fixture_ko)"

fixture_unedited
if [ ! -f "$tmp/rd24-unedited.ko" ]; then
	ktap_skip "rd24: the guest ran block.sh on the unedited build" "not built (case 1)"
	ktap_skip "rd24: the unedited build passes tests/guest/block.sh" "not built (case 1)"
	ktap_skip "rd24: a clean kernel log" "not built (case 1)"
	ktap_done
	exit 0
fi

cat > "$tmp/guest.sh" <<'EOF_GUEST'
RD24_KO=/tmp/rd24-unedited.ko KTAP_LIB=/tests/lib/ktap.sh sh /tmp/block.sh
echo "block.sh: exit $?"
dmesg | grep -E 'BUG:|WARNING:|Oops|Call Trace' | head -n 5 | sed 's/^/dmesg: /'
exit 0
EOF_GUEST
guest_runs rd24 "the guest ran block.sh on the unedited build" --kmod ext4 \
	--file "$tmp/rd24-unedited.ko:/tmp/rd24-unedited.ko" \
	--file "tests/guest/block.sh:/tmp/block.sh"

_plan=$(sed -n 's/^1\.\.\([0-9]*\)$/\1/p' "$tmp/out")
_ok=$(grep -c '^ok ' "$tmp/out")
_skip=$(grep -c '^ok .* # SKIP' "$tmp/out")
if grep -qx 'block.sh: exit 0' "$tmp/out" && [ -n "$_plan" ] &&
   [ "$_ok" -eq "$_plan" ] && [ "$_skip" -eq 0 ]; then
	ktap_ok "rd24: the unedited build passes tests/guest/block.sh ($_ok of $_plan, none skipped)"
else
	ktap_fail "rd24: the unedited build passes tests/guest/block.sh" \
		"$(grep -E '^not ok|SKIP|block.sh: exit' "$tmp/out" | head -n 3 | tr '\n' ' ')"
fi
clean_log rd24
ktap_done
