#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: scripts
#
# job-pool: scripts/lib.sh's pool (pool_start/pool_run/pool_wait), which
# scripts/build-modules and scripts/build-legacy-drivers run their Kbuild
# and port-check calls in:
#  - two jobs of a 2-slot pool run at the same time (each waits, bounded,
#    until it sees the other), a third starts only when a slot is free;
#  - pool_wait is 0 when every job succeeded, 1 when one failed;
#  - SIGTERM to the pool's shell ends it with 143 and every job and what
#    the jobs started, and leaves no temporary file;
#  - DRVCOMPAT_JOBS that is not a number of jobs is refused.
# No Kbuild, no guest: a few seconds.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 5
ktap_tmpdir tmp
mkdir "$tmp/t"

# a script that sources lib.sh and runs a pool; its TMPDIR is ours, so that
# the pool's FIFO and status file can be looked for afterwards
cat >"$tmp/pool" <<'EOF'
#!/bin/sh
. "$TOP/scripts/lib.sh"
W=$1
shift
# job NAME: mark itself running; "wait" jobs wait (at most 60 s) until
# two are running; the highest count seen is kept in W/max
job()
{
	: >"$W/run.$1"
	n=$(ls "$W" | grep -c '^run\.')
	echo "$n" >>"$W/seen"
	case $1 in
	wait*)
		i=0
		while [ "$(ls "$W" | grep -c '^run\.')" -lt 2 ] && [ "$i" -lt 600 ]; do
			sleep 0.1
			i=$((i + 1))
		done
		[ "$i" -lt 600 ] || echo "$1 saw no other job" >>"$W/lonely"
		# long enough that a pool without a limit starts the third
		# job meanwhile
		sleep 1
		;;
	third)
		[ -e "$W/done.wait1" ] || [ -e "$W/done.wait2" ] ||
			echo "third started while both others ran" >>"$W/early"
		;;
	fail*) rm -f "$W/run.$1"; return 3 ;;
	sleep*) sleep 300 & echo $! >>"$W/sleepers"; wait ;;
	esac
	: >"$W/done.$1"
	rm -f "$W/run.$1"
}
pool_start "${JOBS:-2}"
for j in "$@"; do
	pool_run job "$j"
done
pool_wait
echo "pool_wait $?" >"$W/rc"
EOF

mkdir -p "$tmp/a"
TOP=$top TMPDIR=$tmp/t sh "$tmp/pool" "$tmp/a" wait1 wait2 third 2>"$tmp/err"
if [ ! -s "$tmp/a/lonely" ] && [ ! -e "$tmp/a/early" ] && [ "$(sort -n "$tmp/a/seen" | tail -n 1)" = 2 ] &&
   [ "$(wc -l <"$tmp/a/seen")" -eq 3 ]; then
	ktap_ok "a 2-slot pool runs two jobs at once, and never three"
else
	ktap_fail "a 2-slot pool runs two jobs at once, and never three" \
		"counts seen: $(tr '\n' ' ' <"$tmp/a/seen" 2>/dev/null); $(cat "$tmp/a/lonely" "$tmp/a/early" "$tmp/err" 2>/dev/null)"
fi

mkdir -p "$tmp/b" "$tmp/c"
TOP=$top TMPDIR=$tmp/t sh "$tmp/pool" "$tmp/b" one two three >/dev/null 2>&1
TOP=$top TMPDIR=$tmp/t sh "$tmp/pool" "$tmp/c" one fail2 three >/dev/null 2>&1
if [ "$(cat "$tmp/b/rc")" = "pool_wait 0" ] && [ "$(cat "$tmp/c/rc")" = "pool_wait 1" ]; then
	ktap_ok "pool_wait: 0 when every job succeeded, 1 when one failed"
else
	ktap_fail "pool_wait: 0 when every job succeeded, 1 when one failed" \
		"all ok: $(cat "$tmp/b/rc"); one failed: $(cat "$tmp/c/rc")"
fi

# SIGTERM while two jobs run (each waiting on a sleep 300 it started)
mkdir -p "$tmp/d"
TOP=$top TMPDIR=$tmp/t sh "$tmp/pool" "$tmp/d" sleep1 sleep2 sleep3 >/dev/null 2>&1 &
p=$!
i=0
while [ "$(cat "$tmp/d/sleepers" 2>/dev/null | wc -l)" -lt 2 ] && [ "$i" -lt 600 ]; do
	sleep 0.1
	i=$((i + 1))
done
kill -TERM "$p"
wait "$p"
rc=$?
left=
i=0
while [ "$i" -lt 100 ]; do
	left=
	for s in $(cat "$tmp/d/sleepers" 2>/dev/null); do
		kill -0 "$s" 2>/dev/null && left="$left $s"
	done
	[ -n "$left" ] || break
	sleep 0.1
	i=$((i + 1))
done
if [ "$rc" -eq 143 ] && [ -z "$left" ] && [ "$(wc -l <"$tmp/d/sleepers")" -eq 2 ]; then
	ktap_ok "SIGTERM: exit 143, the running jobs and what they started are gone, the third never started"
else
	[ -z "$left" ] || kill $left 2>/dev/null
	ktap_fail "SIGTERM: exit 143, the running jobs and what they started are gone" \
		"exit $rc, left:$left, started: $(wc -l <"$tmp/d/sleepers")"
fi
ktap_same "... and the pool's FIFO and status file are removed" "$(ls -A "$tmp/t")" ""

if out=$(DRVCOMPAT_JOBS=two TOP=$top TMPDIR=$tmp/t sh -c '. "$TOP/scripts/lib.sh"; pool_start; echo started' 2>&1); then
	ktap_fail "DRVCOMPAT_JOBS=two is refused" "$out"
else
	case $out in
	*"DRVCOMPAT_JOBS='two'"*) ktap_ok "DRVCOMPAT_JOBS=two is refused, naming it" ;;
	*) ktap_fail "DRVCOMPAT_JOBS=two is refused, naming it" "$out" ;;
	esac
fi

ktap_done
