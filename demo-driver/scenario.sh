# SPDX-License-Identifier: GPL-2.0
#
# scenario.sh - `make demo`: a walk through the demo driver in the guest,
# printed as a terminal transcript.  First the 2.4 driver (demo_legacy,
# built unchanged through compat.mk), then its port (demo).  Each part
# loads the driver, shows /proc/devices, makes nodes with mknod, writes and
# reads the buffer, updates and queries the table, loads a backend, runs
# the usermode helper, shows the driver's kernel messages and unloads.
#
# Runs in the guest as /tests/demo/scenario.sh (POSIX sh); exits 0 when
# every step did what it should, 1 at the first one that did not.

NODES=/tmp/demo
LOG=/tmp/demo-helper.log

# The guest's busybox shell runs its own applets for modprobe, lsmod and
# rmmod whatever PATH says; /sbin/<tool> is the real kmod tool.

# say LINE...: a comment in the transcript, one "# " line per argument
say()
{
	echo
	for _l in "$@"; do
		echo "# $_l"
	done
}

# run CMD: show it, run it, show its output; stop the scenario if it fails
run()
{
	echo "\$ $*"
	_out=$(sh -c "$*" 2>&1)
	_rc=$?
	[ -n "$_out" ] && printf '%s\n' "$_out"
	if [ $_rc -ne 0 ]; then
		echo "scenario: FAILED (exit $_rc): $*"
		exit 1
	fi
}

# expect CODE CMD: like run, but CMD must fail with exit status CODE
expect()
{
	_want=$1
	shift
	echo "\$ $*"
	_out=$(sh -c "$*" 2>&1)
	_rc=$?
	[ -n "$_out" ] && printf '%s\n' "$_out"
	if [ $_rc -ne "$_want" ]; then
		echo "scenario: FAILED (exit $_rc, expected $_want): $*"
		exit 1
	fi
}

# check WHAT CMD: a silent assertion (evaluated here: $_out is the output
# of the last run)
check()
{
	_what=$1
	shift
	if ! eval "$*" >/dev/null 2>&1; then
		echo "scenario: FAILED: $_what"
		exit 1
	fi
}

walk()
{
	mod=$1
	base=$(dmesg | wc -l)
	rm -rf "$NODES" "$LOG"

	say "Load the driver.  The major is dynamic: /proc/devices tells it."
	run /sbin/modprobe "$mod"
	if [ "$mod" = demo_legacy ]; then
		say "modprobe pulled in drvcompat.ko, which the 2.4 driver depends on:"
		run "/sbin/lsmod | grep -E '^(demo_legacy|drvcompat) '"
	fi
	run "grep -w $mod /proc/devices"
	major=$(awk -v m="$mod" '$2 == m { print $1 }' /proc/devices)

	if [ "$mod" = demo_legacy ]; then
		say "devfs_register() (the compat devfs shim) made devtmpfs nodes:"
	else
		say "The device class made devtmpfs nodes, minor 300 included:"
	fi
	run "ls -l /dev/$mod-*"

	say "Make our own nodes with mknod, from the major in /proc/devices."
	run mkdir -p "$NODES"
	run mknod "$NODES/buf" c "$major" 0
	run mknod "$NODES/table" c "$major" 1
	run mknod "$NODES/ctl" c "$major" 2
	[ "$mod" = demo ] && run mknod "$NODES/wide" c "$major" 300

	say "Minor 0 is a buffer: what is written is read back, lseek works."
	run "echo 'Hello from $mod' > $NODES/buf"
	run cat "$NODES/buf"
	check "buffer round trip" "[ \"\$(cat $NODES/buf)\" = 'Hello from $mod' ]"
	run "printf F | dd of=$NODES/buf bs=1 seek=6 conv=notrunc 2>/dev/null"
	run cat "$NODES/buf"
	say "A write larger than the 4096-byte buffer is cut short, never overflows:"
	run demo-ctl "$NODES/buf" fill 5000
	run "wc -c < $NODES/buf"
	check "truncated to 4096" "[ \$(wc -c < $NODES/buf) -eq 4096 ]"

	say "Minor 1 is a table: key=value lines update it, reading dumps it," \
	    "and an ioctl looks a key up without taking a lock (RCU readers)."
	run "printf 'colour=blue\nsize=42\n' > $NODES/table"
	run cat "$NODES/table"
	run demo-ctl "$NODES/table" lookup size
	run "echo colour=green > $NODES/table"
	run demo-ctl "$NODES/table" lookup colour
	check "table update" "[ \"\$(demo-ctl $NODES/table lookup colour)\" = green ]"
	run "echo size= > $NODES/table"
	expect 2 demo-ctl "$NODES/table" lookup size
	say "A writer and a reader racing: the reader checks every entry it sees."
	run demo-ctl "$NODES/table" stress 1000

	say "Minor 2 is control.  Load backend 2: request_module(\"demo-backend-2\")."
	run demo-ctl "$NODES/ctl" backend 2
	run "/sbin/lsmod | grep '^demo_backend '"
	run cat "$NODES/ctl"
	say "There is no backend 5 (and numbers past 7 are refused outright):"
	expect 2 demo-ctl "$NODES/ctl" backend 5
	expect 22 demo-ctl "$NODES/ctl" backend 99
	say "Only root (CAP_SYS_ADMIN) may load modules or run the helper:"
	expect 1 demo-ctl -u "$NODES/ctl" backend 2

	say "Run the usermode helper /sbin/demo-helper, asking it to exit with 3."
	if [ "$mod" = demo_legacy ]; then
		say "The 2.4 call_usermodehelper(path, argv, envp) waits until the" \
		    "helper has exec'd, not until it exits: the driver can report" \
		    "that it started (0), never its exit code.  compat maps the call" \
		    "to UMH_WAIT_EXEC, so the answer is 0, as it was on 2.4:"
	else
		say "The port waits with UMH_WAIT_PROC | UMH_KILLABLE, decodes the" \
		    "wait status ((status >> 8) & 0xff) and returns the exit code:"
	fi
	run demo-ctl "$NODES/ctl" helper 3
	if [ "$mod" = demo ]; then
		check "exit code 3" '[ "$_out" = "result 3" ]'
	else
		check "exec status 0" '[ "$_out" = "result 0" ]'
	fi
	# the legacy call returned at the exec: wait (up to 60 s) for the log
	_i=0
	while [ $_i -lt 600 ] && ! grep -q "exit 3" "$LOG" 2>/dev/null; do
		sleep 0.1
		_i=$((_i + 1))
	done
	run cat "$LOG"
	check "helper side effect" 'echo "$_out" | grep -q "with argc 2, exit 3"'

	if [ "$mod" = demo ]; then
		say "Minor 300 needs the 20-bit minor of today's dev_t:"
		run cat "$NODES/wide"
	fi

	say "Unload (the backend can go once the driver let go of it)."
	run rm -rf "$NODES"
	run /sbin/modprobe -r "$mod"
	run /sbin/rmmod demo_backend
	check "major released" "! grep -qw $mod /proc/devices"
	check "nodes removed" "[ ! -e /dev/$mod-buf ]"
	run "ls /dev/$mod-* 2>/dev/null; grep -w $mod /proc/devices || echo '($mod is gone from /proc/devices)'"

	say "What the driver said in the kernel log:"
	run "dmesg | tail -n +$((base + 1)) | grep -E '(demo|demo_legacy|demo_backend|drvcompat): ' | sed 's/^\[[ 0-9.]*\] //'"
	check "clean kernel log" "! dmesg | tail -n +$((base + 1)) | grep -Eq 'BUG|WARNING|Oops|Call Trace'"
	rm -f "$LOG"
}

echo "=== Part 1: demo_legacy, the 2.4 driver built unchanged through compat ==="
walk demo_legacy
echo
echo "=== Part 2: demo, the same driver ported to $(uname -r) ==="
walk demo
echo
echo "scenario: all steps passed"
exit 0
