# SPDX-License-Identifier: GPL-2.0
#
# run-guest-signals.sh - SIGTERM to a running scripts/run-guest ends QEMU,
# its timeout and the output followers at once and removes the job's
# temporary files; so does Ctrl-C (SIGINT to the process group) on
# scripts/test-all running a guest stage, as under `make test-guest`.
# Every wait is a bounded poll, never a fixed sleep.
# Runs on the host; boots the guest twice.
. "$KTAP_LIB"

tmp=$BUILD/harness-signals
rm -rf "$tmp"
mkdir -p "$tmp"

# descendants PID: PID and every process below it, one per line
descendants()
{
	echo "$1"
	for _c in $(ps -o pid= --ppid "$1" 2>/dev/null); do
		descendants "$_c"
	done
}

# alive PID...: the PIDs that still run (zombies count as gone)
alive()
{
	for _p in "$@"; do
		_s=$(ps -o stat= -p "$_p" 2>/dev/null)
		case $_s in '' | Z*) ;; *) echo "$_p" ;; esac
	done
}

# wait_for SECONDS CMD...: poll CMD every 0.1 s until it succeeds; 1 on timeout
wait_for()
{
	_end=$(( $(date +%s) + $1 ))
	shift
	until "$@"; do
		[ "$(date +%s)" -lt "$_end" ] || return 1
		sleep 0.1
	done
}

booted() { grep -q booted "$1" 2>/dev/null; }
gone() { [ -z "$(alive $pids)" ]; }
no_job_files()
{
	[ ! -e "$run/initrd.cpio" ] && [ ! -e "$run/job" ] && [ ! -e "$run/job.cpio" ]
}

# check_stop WHAT PID OUT [SEND]: PID runs a guest that prints "booted" to
# OUT; once it did, SEND (default: SIGTERM to PID), then within 5 s every
# process of it and the job files must be gone
check_stop()
{
	_what=$1 _pid=$2 _out=$3 _send=${4:-}
	if ! wait_for 300 booted "$_out"; then
		ktap_fail "$_what: the guest booted" "no 'booted' within 300 s"
		kill -TERM $(descendants "$_pid") 2>/dev/null
		ktap_fail "$_what: the signal ends every process of it within 5 s"
		ktap_fail "$_what: the signal removes the job's temporary files"
		return
	fi
	ktap_ok "$_what: the guest booted"
	pids=$(descendants "$_pid" | tr '\n' ' ')
	run=$(readlink -f "${GUEST_LOGS:-$BUILD/guest}/last")
	echo "# processes: $(ps -o pid=,comm= -p "$(echo $pids | tr ' ' ',')" | tr -s ' \n' ' ')"
	if [ -n "$_send" ]; then
		$_send
	else
		kill -TERM "$_pid"
	fi
	t0=$(date +%s.%N)
	if wait_for 5 gone; then
		ktap_ok "$_what: the signal ends every process of it within 5 s ($(awk -v s="$t0" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }') s)"
	else
		_left=$(alive $pids | paste -sd, -)
		[ -n "$_left" ] && ps -o pid=,stat=,args= -p "$_left" | cut -c1-120 | sed 's/^/# left: /'
		ktap_fail "$_what: the signal ends every process of it within 5 s"
		# do not leave them behind for the next test
		kill -KILL $(alive $pids) 2>/dev/null
	fi
	if [ -n "$run" ] && [ -d "$run" ] && wait_for 5 no_job_files; then
		ktap_ok "$_what: the signal removes the job's temporary files"
	else
		ls -la "$run" 2>&1 | sed 's/^/# /'
		ktap_fail "$_what: the signal removes the job's temporary files"
	fi
}

ktap_plan 8

# run-guest itself, its runs in a directory of their own (other harness
# tests may start guests meanwhile: $BUILD/guest/last may be theirs)
RUN_GUEST_LOGS=$tmp/logs scripts/run-guest -q --timeout 900 -- sh -c 'echo booted; sleep 600' \
	> "$tmp/out" 2> "$tmp/err" &
rg=$!
GUEST_LOGS=$tmp/logs
check_stop "run-guest" "$rg" "$tmp/out"
GUEST_LOGS=
wait "$rg"
ktap_same "run-guest exits 143 on SIGTERM" "$?" 143

# Ctrl-C on `make test-guest`: SIGINT to the whole process group of a
# scripts/test-all running a guest stage.  Its own BUILD holds an image
# whose guest suite prints "booted" and sleeps.
b=$tmp/build
mkdir -p "$b" "$tmp/guest"
printf '%s\n' 'echo booted' 'sleep 600' > "$tmp/guest/sig-sleep.sh"
if scripts/mkinitramfs -o "$b/initramfs.cpio" -k "$KVER" -t tests/lib:/tests/lib \
	-t "$tmp/guest:/tests/guest" > "$tmp/mk.log" 2>&1; then
	# a new session and process group, SIGINT not ignored (a background
	# job of a shell ignores it): what a terminal's Ctrl-C reaches
	BUILD=$b T=sig-sleep GUEST_TIMEOUT=900 python3 -c '
import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.setsid()
os.execvp(sys.argv[1], sys.argv[1:])' scripts/test-all guest > "$tmp/ta.out" 2>&1 &
	ta=$!
	BUILD_SAVED=$BUILD
	BUILD=$b
	# test-all's guest stage keeps its runs with its results
	GUEST_LOGS=$b/results/guest
	ctrl_c() { kill -INT "-$ta"; }
	check_stop "Ctrl-C on test-all guest" "$ta" "$b/results/guest.ktap" ctrl_c
	BUILD=$BUILD_SAVED
	GUEST_LOGS=
	wait "$ta"
	rc=$?
	if [ "$rc" -eq 130 ] && grep -q 'interrupted' "$tmp/ta.out"; then
		ktap_ok "test-all exits 130 on Ctrl-C and says so"
	else
		sed 's/^/# /' "$tmp/ta.out" | tail -n 5
		ktap_fail "test-all exits 130 on Ctrl-C and says so" "exit $rc"
	fi
else
	sed 's/^/# /' "$tmp/mk.log" | tail -n 5
	for d in "the guest booted" "Ctrl-C ends every process of it within 5 s" \
		 "Ctrl-C removes the job's temporary files" "test-all exits 130 on Ctrl-C"; do
		ktap_fail "Ctrl-C on test-all guest: $d" "cannot build the test image"
	done
fi

ktap_done
