# SPDX-License-Identifier: GPL-2.0
#
# demo-buffer.sh - the buffer device (minor 0) of demo and demo_legacy:
# a write/read round trip through a node made with mknod, O_TRUNC and
# O_APPEND, lseek, a write larger than the buffer cut short (never an
# overflow), -ENOSPC at the end, and the bufsize parameter clamped with
# min()/max().
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

NODES=/tmp/demo-nodes
ALPHABET=abcdefghijklmnopqrstuvwxyz

# fill_gives MOD SIZE WANT: one write of SIZE bytes stores WANT bytes
fill_gives()
{
	_n=$(demo-ctl "$buf" fill "$2") || return 1
	[ "$_n" = "$3" ] || { echo "write of $2 returned $_n, want $3"; return 1; }
	_len=$(wc -c < "$buf")
	[ "$_len" -eq "$3" ] || { echo "buffer holds $_len bytes, want $3"; return 1; }
}

ktap_plan 20

for mod in demo demo_legacy; do
	ktap_diag "--- $mod ---"
	buf=$NODES/$mod-buf
	if demo_load "$mod"; then
		ktap_ok "$mod: load and mknod the buffer node"
	else
		ktap_fail "$mod: load and mknod the buffer node"
	fi

	msg="hello from $mod"
	printf '%s' "$msg" > "$buf"
	got=$(cat "$buf")
	if [ "$got" = "$msg" ]; then
		ktap_ok "$mod: write then read returns the bytes"
	else
		ktap_fail "$mod: write then read returns the bytes" "read '$got'"
	fi

	printf abc > "$buf"
	printf def >> "$buf"
	got=$(cat "$buf")
	if [ "$got" = abcdef ]; then
		ktap_ok "$mod: O_TRUNC empties, O_APPEND appends"
	else
		ktap_fail "$mod: O_TRUNC empties, O_APPEND appends" "read '$got'"
	fi

	# dd seeks the output with lseek(2) and fails if that fails
	if printf XY | dd of="$buf" bs=1 seek=2 conv=notrunc 2>/dev/null &&
	   [ "$(cat "$buf")" = abXYef ] &&
	   [ "$(dd if="$buf" bs=1 skip=4 count=2 2>/dev/null)" = ef ]; then
		ktap_ok "$mod: lseek moves the file position"
	else
		ktap_fail "$mod: lseek moves the file position" "read '$(cat "$buf")'"
	fi

	: > "$buf"
	ktap_check "$mod: a 5000-byte write into the 4096-byte buffer stores 4096" \
		fill_gives "$mod" 5000 4096

	first=$(head -c 26 "$buf")
	last=$(tail -c 1 "$buf")
	if [ "$first" = "$ALPHABET" ] && [ "$last" = n ]; then
		ktap_ok "$mod: the stored bytes are the first 4096 written"
	else
		ktap_fail "$mod: the stored bytes are the first 4096 written" \
			"starts '$first', ends '$last'"
	fi

	if printf x >> "$buf" 2>/dev/null; then
		ktap_fail "$mod: a write at the end of a full buffer fails (ENOSPC)"
	elif [ "$(wc -c < "$buf")" -eq 4096 ]; then
		ktap_ok "$mod: a write at the end of a full buffer fails (ENOSPC)"
	else
		ktap_fail "$mod: a write at the end of a full buffer fails (ENOSPC)" \
			"buffer now holds $(wc -c < "$buf") bytes"
	fi
	demo_unload "$mod"

	demo_load "$mod" bufsize=10
	ktap_check "$mod: bufsize=10 is clamped up to 64" fill_gives "$mod" 100 64
	demo_unload "$mod"

	demo_load "$mod" bufsize=1000000
	ktap_check "$mod: bufsize=1000000 is clamped down to 65536" \
		fill_gives "$mod" 70000 65536

	demo_unloads "$mod" "unload"
done
rmdir "$NODES" 2>/dev/null

ktap_done
