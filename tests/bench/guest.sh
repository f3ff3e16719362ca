# SPDX-License-Identifier: GPL-2.0
#
# guest.sh - the in-guest part of `make bench` (scripts/bench): prints
# "BENCH name value..." lines.  Not a guest suite: scripts/bench passes it
# in with --file, and the table's lock variants as /tmp/bench/demo-rcu.ko,
# demo-mutex.ko and demo-rwlock.ko (demo.ko built with DEMO_BENCH=<lock>,
# demo-driver/demo_bench.h).  REPS (default 3) repetitions of each figure.
#
#  - buffer: read/write calls/s at 1, 64 and 4096 bytes on demo's buffer
#    minor against /dev/zero (reads) and /dev/null (writes), the devices
#    taking turns in 100 ms slices (iobench);
#    BENCH read|write DRIVER DEV SIZE MEDIAN LO HI calls/s ratio R
#  - table: lookups/s and updates/s of demo-ctl stress (1 s) with 0, 1
#    and 2 writers, for each lock variant and the legacy driver, the
#    variants taking turns within each repetition;
#    BENCH table DRIVER WRITERS REP UPDATES/S LOOKUPS/S BAD
#  - latency: with bench_hold_ms=$HOLD (every update holds the update lock
#    that long at its end), demo-ctl latency: 10 updates while one reader
#    looks up without pause; the latency of the lookups that overlapped
#    the updates' last $HOLD ms, and of the others;
#    BENCH latency DRIVER REP N P50 P99 MAX N P50 P99 MAX (microseconds)
REPS=${REPS:-3}
HOLD=${HOLD:-50}
LOCKS="rcu mutex rwlock"
major_of() { awk -v m="$1" '$2 == m { print $1 }' /proc/devices; }

nodes()
{
	rm -f /tmp/b-buf /tmp/b-tab
	mknod /tmp/b-buf c "$(major_of "$1")" 0 &&
		mknod /tmp/b-tab c "$(major_of "$1")" 1
}

# table DRIVER REP: the stress figures of the loaded DRIVER
table()
{
	for w in 0 1 2; do
		demo-ctl /tmp/b-tab stress 1000 "$w" > /tmp/b-out 2>&1 ||
			echo "BENCH error stress $1 $w: $(tail -n 1 /tmp/b-out)"
		sed "s/^/$1: /" /tmp/b-out >&2
		sed -n "s/^stress: .* \([0-9][0-9]*\) updates\/s, \([0-9][0-9]*\) lookups\/s; \([0-9]*\) bad$/BENCH table $1 $w $2 \1 \2 \3/p" /tmp/b-out
	done
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
	modprobe -r "$mod"
done

r=1
while [ "$r" -le "$REPS" ]; do
	for l in $LOCKS; do
		ko=/tmp/bench/demo-$l.ko
		insmod "$ko" || { echo "BENCH error insmod $ko"; exit 1; }
		nodes demo || { echo "BENCH error no demo major"; exit 1; }
		table "$l" "$r"
		p=/sys/module/demo/parameters/bench_hold_ms
		if echo "$HOLD" > "$p"; then
			demo-ctl /tmp/b-tab latency 10 "$HOLD" > /tmp/b-out 2>&1 ||
				echo "BENCH error latency $l: $(tail -n 1 /tmp/b-out)"
			sed "s/^/$l: /" /tmp/b-out >&2
			# latency: ...; during updates: N lookups, p50 A us, p99 B us, max C us; outside updates: ...
			sed -n "s/^latency: [^;]*; during updates: \([0-9]*\) lookups, p50 \([0-9.]*\) us, p99 \([0-9.]*\) us, max \([0-9.]*\) us; outside updates: \([0-9]*\) lookups, p50 \([0-9.]*\) us, p99 \([0-9.]*\) us, max \([0-9.]*\) us; 0 bad$/BENCH latency $l $r \1 \2 \3 \4 \5 \6 \7 \8/p" /tmp/b-out
			echo 0 > "$p"
		else
			echo "BENCH error $ko has no bench_hold_ms"
		fi
		rmmod demo || { echo "BENCH error rmmod demo"; exit 1; }
	done
	modprobe demo_legacy || { echo "BENCH error modprobe demo_legacy"; exit 1; }
	nodes demo_legacy
	table demo_legacy "$r"
	modprobe -r demo_legacy
	r=$((r + 1))
done
rm -f /tmp/b-buf /tmp/b-tab /tmp/b-out
