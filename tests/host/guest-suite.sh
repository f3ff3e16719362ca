#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# guest-suite: scripts/guest-suite shares the guest suite's files between
# guests, in a scratch copy of scripts/ whose run-guest is a stub that
# prints what it was given (no QEMU, a second):
#  - weighed by an earlier run's KTAP (50 30 20 10 10 s on two guests),
#    the heaviest file first to the lightest guest: a d / b c e, each
#    guest's files in the order given;
#  - each guest has its own RUN_GUEST_LOGS (LOGDIR/I) and gets the
#    run-guest options as given;
#  - the outputs come guest after guest, each after a "# guest-suite:
#    guest I of N, exit RC" line; the exit status is that of the first
#    guest that failed (guest 1's 5, not guest 2's 3);
#  - without weights the longest files known go first (fuzz alone, the
#    three others on the second guest);
#  - one guest: its logs in LOGDIR itself, no "# guest-suite:" line;
#  - bad usage (-n 0, -n 9, a file outside /tests/guest) exits 2 and boots
#    nothing;
#  - SIGTERM while two guests run reaches both, guest-suite exits 143 and
#    leaves no temporary directory.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 7
ktap_tmpdir tmp
mkdir -p "$tmp/t/scripts"
cp "$top/scripts/guest-suite" "$top/scripts/lib.sh" "$tmp/t/scripts/"
# the stub: "logs L", "opts ...", "files ..."; exits 5 when given a.sh,
# else 3 when given c.sh; given a hold*.sh, it holds until SIGTERM, which it
# records
cat >"$tmp/t/scripts/run-guest" <<'STUB'
#!/bin/sh
: > "${RUN_GUEST_LOGS:?}/booted"
case $* in
*hold*)
	trap ': > "$RUN_GUEST_LOGS/term"; exit 143' TERM
	: > "$RUN_GUEST_LOGS/holding"
	n=0
	while [ "$n" -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
	exit 0 ;;
esac
echo "logs $RUN_GUEST_LOGS"
opts=
while [ "$1" != -- ]; do
	opts="$opts[$1]"
	shift
done
echo "opts $opts"
echo "files$(echo "$4" | sed 's|^/tests/lib/run-suites -t [0-9]* -k||; s|/tests/guest/||g')"
case $4 in *a.sh*) exit 5 ;; *c.sh*) exit 3 ;; esac
exit 0
STUB
chmod +x "$tmp/t/scripts/run-guest"
gs=$tmp/t/scripts/guest-suite

printf '# suite-time: %s\n' 'a 50' 'b 30' 'c 20' 'd 10' 'e 10' 'kernel-check 1' >"$tmp/w.ktap"
"$gs" -n 2 -l "$tmp/logs" -w "$tmp/w.ktap" /tests/guest/a.sh /tests/guest/b.sh \
	/tests/guest/c.sh /tests/guest/d.sh /tests/guest/e.sh -- -q --append 'x y' >"$tmp/out" 2>&1
rc=$?
ktap_same "weighed: a d on guest 1, b c e on guest 2, in the order given" \
	"$(grep '^files' "$tmp/out" | tr '\n' '|')" "files a.sh d.sh|files b.sh c.sh e.sh|"
ktap_same "each guest its own logs, the options as given" \
	"$(grep -v '^#' "$tmp/out" | grep -v '^files' | tr '\n' '|')" \
	"logs $tmp/logs/1|opts [-q][--append][x y]|logs $tmp/logs/2|opts [-q][--append][x y]|"
ktap_same "guest after guest, each after its line; the exit status the first failed guest's" \
	"$rc $(grep -n '^# guest-suite' "$tmp/out" | tr '\n' '|')" \
	"5 1:# guest-suite: guest 1 of 2, exit 5|5:# guest-suite: guest 2 of 2, exit 3|"

"$gs" -n 2 -l "$tmp/l2" /tests/guest/x.sh /tests/guest/fuzz.sh /tests/guest/y.sh \
	/tests/guest/z.sh -- -q >"$tmp/out2" 2>&1
ktap_same "without weights the longest known first: fuzz alone" \
	"$? $(grep '^files' "$tmp/out2" | tr '\n' '|')" "0 files fuzz.sh|files x.sh y.sh z.sh|"

"$gs" -n 1 -l "$tmp/l1" /tests/guest/b.sh /tests/guest/a.sh -- -q >"$tmp/out1" 2>&1
ktap_same "one guest: its logs in LOGDIR, no guest-suite line" \
	"$? $(tr '\n' '|' <"$tmp/out1")" "5 logs $tmp/l1|opts [-q]|files b.sh a.sh|"

bad=
for args in "-n 0" "-n 9" "-n two"; do
	# shellcheck disable=SC2086
	"$gs" $args -l "$tmp/lb" /tests/guest/a.sh -- -q >/dev/null 2>&1
	[ $? -eq 2 ] || bad="$bad [$args]"
done
"$gs" -n 1 -l "$tmp/lb" /tmp/a.sh -- -q >/dev/null 2>&1
[ $? -eq 2 ] || bad="$bad [/tmp/a.sh]"
[ -e "$tmp/lb/booted" ] && bad="$bad [booted]"
ktap_none "bad usage exits 2 and boots nothing" "$bad"

# SIGTERM while two guests run: both get it, exit 143, no temporary
# directory left (guest-suite's goes to TMPDIR)
mkdir "$tmp/tt"
TMPDIR=$tmp/tt "$gs" -n 2 -l "$tmp/ls" /tests/guest/hold1.sh /tests/guest/hold2.sh -- -q \
	>/dev/null 2>&1 &
gpid=$!
n=0
while { [ ! -e "$tmp/ls/1/holding" ] || [ ! -e "$tmp/ls/2/holding" ]; } && [ "$n" -lt 300 ]; do
	sleep 0.1
	n=$((n + 1))
done
kill -TERM "$gpid"
wait "$gpid"
rc=$?
ktap_same "SIGTERM: both guests get it, exit 143, no temporary directory left" \
	"$rc $(find "$tmp/ls" -name term | wc -l) $(find "$tmp/tt" -mindepth 1 | wc -l)" "143 2 0"

ktap_done
