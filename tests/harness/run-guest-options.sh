# SPDX-License-Identifier: GPL-2.0
#
# run-guest-options.sh - scripts/run-guest refuses out-of-range options
# before booting (exit 2): --timeout 0, --smp beyond QEMU's pc machine,
# --mem too small or too large, more than 64 MiB on --stdin, a --file DEST
# that leaves the guest's tree (with `..` or through a symlink an earlier
# --file brought in); and with BUILD in a directory whose path holds a
# space, next to a sibling named like its first word, 25 runs keep 20 run
# directories and the sibling survives (the last run keeps its own
# directory though 20 names that sort after it are there).
# Runs on the host; boots the guest twice (the other runs stop before
# booting, after the run directory and its rotation).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/harness.sh"

rg="scripts/run-guest -q"
tmp=$BUILD/harness-options
rm -rf "$tmp"
mkdir -p "$tmp"

ktap_plan 13

refused "--timeout 0 is refused" "at least 1 second" $rg --timeout 0 -- true
refused "--smp 999 is refused (QEMU's pc machine takes fewer)" "at most" $rg --smp 999 -- true
refused "--mem 64 is refused" "128 to 16384" $rg --mem 64 -- true
refused "--mem 99999999999999999999 is refused" "128 to 16384" $rg --mem 99999999999999999999 -- true

# --file: nothing may be written outside the job directory
mkdir -p "$tmp/src/d" "$tmp/outside"
echo payload > "$tmp/src/f"
refused "--file with '..' in DEST is refused" "must not contain" \
	$rg --file "$tmp/src/f:/../../../../../../..$tmp/outside/escaped" -- true
ln -s "$tmp/outside" "$tmp/src/d/link"
refused "--file DEST through a symlink of an earlier --file is refused" "leaves the guest" \
	$rg --file "$tmp/src/d:/d" --file "$tmp/src/f:/d/link/escaped" -- true
if [ -z "$(ls -A "$tmp/outside")" ]; then
	ktap_ok "no --file wrote outside the job directory"
else
	ktap_fail "no --file wrote outside the job directory" "$(ls -A "$tmp/outside")"
fi

# --stdin is bounded (64 MiB) and nothing big is left behind
# (its own log directory: other harness tests may run guests meanwhile)
head -c $((64 * 1024 * 1024 + 1)) /dev/zero |
	RUN_GUEST_LOGS=$tmp/logs $rg --stdin -- true > "$tmp/out" 2> "$tmp/err"
rc=$?
big=$(find "$tmp/logs" -size +1M | head -n 3)
if [ "$rc" -eq 2 ] && grep -q 'more than 64 MiB' "$tmp/err" && [ -z "$big" ]; then
	ktap_ok "more than 64 MiB on --stdin is refused and removed"
else
	ktap_fail "more than 64 MiB on --stdin is refused and removed" "exit $rc, left: $big"
fi

# BUILD with a space next to a sibling named like its first word: the run
# log rotation must keep 20 runs and touch nothing else.  The first and
# last runs boot; the 23 between stop before booting (a missing
# --initramfs), after the rotation, which is what is tested.
sp=$tmp/sp
mkdir -p "$sp/my" "$sp/my dir"
echo keep > "$sp/my/keep"
img=$BUILD/initramfs.cpio
[ -s "$img" ] || img=$BUILD/initramfs-bare.cpio
cp "$img" "$sp/my dir/initramfs image.cpio"
n=0 bad=
while [ $n -lt 25 ]; do
	n=$((n + 1))
	if [ $n -eq 25 ]; then
		# 20 names that sort after this run's own: the rotation must
		# keep the run's own directory and remove one of them
		for i in 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29; do
			mkdir -p "$sp/my dir/guest/runs/29991231-235959.0000000$i-zzzz"
		done
	fi
	if [ $n -eq 1 ] || [ $n -eq 25 ]; then
		BUILD="$sp/my dir" $rg --initramfs "$sp/my dir/initramfs image.cpio" \
			-- sh -c 'echo run-ok; exit 4' > "$tmp/out" 2> "$tmp/err"
		rc=$?
		[ $rc -eq 4 ] && [ "$(cat "$tmp/out")" = run-ok ] || bad="$bad boot$n:$rc"
	else
		BUILD="$sp/my dir" $rg --initramfs "$sp/my dir/missing" -- true > /dev/null 2> "$tmp/err"
		rc=$?
		[ $rc -eq 2 ] && grep -q 'no initramfs' "$tmp/err" || bad="$bad run$n:$rc"
	fi
	# the sibling must survive every single run
	[ -f "$sp/my/keep" ] || { bad="$bad sibling-gone-at-$n"; break; }
done
if [ -z "$bad" ]; then
	ktap_ok "25 runs with a space in BUILD ran (two booted, exit and output came back)"
else
	ktap_fail "25 runs with a space in BUILD ran (two booted, exit and output came back)" "$bad"
fi
if [ -f "$sp/my/keep" ]; then
	ktap_ok "the sibling directory '$sp/my' survived"
else
	ktap_fail "the sibling directory '$sp/my' survived"
fi
kept=$(find "$sp/my dir/guest/runs" -mindepth 1 -maxdepth 1 -type d | wc -l)
ktap_same "only the last 20 run directories are kept" "$kept" 20
last=$(readlink -f "$sp/my dir/guest/last")
if [ -d "$last" ] && grep -q 'init: job exited 4' "$last/console.log" 2>/dev/null; then
	ktap_ok "guest/last points to the newest run, its console log is there"
else
	ktap_fail "guest/last points to the newest run, its console log is there" "last: $last"
fi
if [ -f "$sp/my dir/initramfs image.cpio" ]; then
	ktap_ok "files in BUILD beside guest/ survived"
else
	ktap_fail "files in BUILD beside guest/ survived"
fi

ktap_done
