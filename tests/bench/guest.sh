# SPDX-License-Identifier: GPL-2.0
#
# guest.sh - the in-guest part of `make bench` (scripts/bench): prints
# "BENCH name value..." lines.  Not a guest suite: scripts/bench passes it
# in with --file.  REPS (default 3) repetitions where a figure is a rate.
#
#  - buffer: read/write calls/s at 1, 64 and 4096 bytes on demo's buffer
#    minor against /dev/zero (reads) and /dev/null (writes), the devices
#    taking turns in 100 ms slices (iobench);
#  - table: lookups/s of the port's RCU table with 0, 1 and 2 writers;
#  - writer: updates/s of the legacy table (synchronize_rcu() per update)
#    against the port's (kfree_rcu()), one writer each.
REPS=${REPS:-3}
major_of() { awk -v m="$1" '$2 == m { print $1 }' /proc/devices; }

nodes()
{
	rm -f /tmp/b-buf /tmp/b-tab
	mknod /tmp/b-buf c "$(major_of "$1")" 0
	mknod /tmp/b-tab c "$(major_of "$1")" 1
}

for mod in demo demo_legacy; do
	modprobe "$mod" || { echo "BENCH error modprobe $mod"; exit 1; }
	nodes "$mod"
	head -c 4096 /dev/zero | tr '\0' x > /tmp/b-buf
	for s in 1 64 4096; do
		iobench -r -s "$s" -n $((3 * REPS)) /dev/zero /tmp/b-buf |
			sed -n "2s/^/BENCH read $mod /p"
		iobench -w -s "$s" -n $((3 * REPS)) /dev/null /tmp/b-buf |
			sed -n "2s/^/BENCH write $mod /p"
	done
	for w in 0 1 2; do
		r=1
		while [ $r -le "$REPS" ]; do
			demo-ctl /tmp/b-tab stress 1000 "$w" |
				sed -n "s/^stress: .* \([0-9][0-9]*\) updates\/s, \([0-9][0-9]*\) lookups\/s; \([0-9]*\) bad$/BENCH table $mod $w \1 \2 \3/p"
			r=$((r + 1))
		done
	done
	modprobe -r "$mod"
done
rm -f /tmp/b-buf /tmp/b-tab
