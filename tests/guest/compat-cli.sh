# SPDX-License-Identifier: GPL-2.0
#
# compat-cli: 2.4's cli()/sti()/save_flags()/restore_flags() through
# compat (compat/cli.h, drvcompat.ko's compat-cli.c), with compat_cli
# (tests/modules/compat_cli).  On two CPUs: a thread on CPU 0 loops over
# cli() sections while a thread on CPU 1 raises, in hard interrupt
# context, a line whose 2.4 handler compat's request_irq() wraps.  Run
# until 2000 sections and 2000 handler calls, with 200 sections begun
# while the handler ran and 200 raises held off by an open section (the
# contention 2.4's lock resolved), bounded by 120 s: no handler call
# overlapped a section, seen from either side; inside the handler,
# save_flags() gave 2 (local; 3 in a PREEMPT_RT thread) and 2 after its
# own cli(), its sti() left interrupts as the handler got them, and it did
# not deadlock.  Then the nesting of
# save_flags()/cli()/restore_flags() on one CPU, 2.4's four states
# (0 global cli, 1 global sti, 2 local cli), cli() under a raw spinlock
# local only; rmmod while both threads are busy; no BUG, WARNING or Oops.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 6

P=/sys/module/compat_cli/parameters
base=$(dmesg | wc -l)
modprobe_case cli "modprobe compat_cli (a 2.4 handler through compat's request_irq())" compat_cli

cpus=$(grep -c '^processor' /proc/cpuinfo)
# PREEMPT_RT threads the handler: a CPU spinning in cli() with interrupts
# off can wait for a handler thread that needs that CPU, the limit
# porting-guide/cli.md states; the contention run is not made there (on
# 6.1-rt it saw the line raised again before its thread ran counted
# unhandled and disabled, and, raised only once the thread ran, the guest
# hung)
rt=
if [ "$(cat /sys/kernel/realtime 2>/dev/null)" = 1 ] || uname -v | grep -q PREEMPT_RT; then
	rt="PREEMPT_RT: cli() against a threaded handler can deadlock (porting-guide/cli.md)"
fi
if [ "$cpus" -lt 2 ] || [ -n "$rt" ]; then
	ktap_skip "cli() sections on CPU 0 and the handler on CPU 1 never overlap" "${rt:-one CPU}"
	ktap_skip "inside the handler: save_flags() is 2, cli() and sti() local" "${rt:-one CPU}"
else
	echo 2000 > $P/run
	res=$(cat $P/result)
	ktap_diag "$res"
	set -- $res
	# sections S calls C overlap O waited W held H handler_bad B timeout T
	if [ "$2" -ge 2000 ] && [ "$4" -ge 2000 ] && [ "$6" = 0 ] &&
	   [ "$8" -ge 200 ] && [ "${10}" -ge 200 ] && [ "${12}" = 0 ] &&
	   [ "${14}" = 0 ]; then
		ktap_ok "2000 cli() sections on CPU 0 and 2000 handler calls on CPU 1 never overlap (200 times each side waited)"
	else
		ktap_fail "2000 cli() sections on CPU 0 and 2000 handler calls on CPU 1 never overlap (200 times each side waited)" "$res"
	fi
	ktap_same "inside the handler: save_flags() is 2 (3 in a thread), cli() and sti() local" \
		"${12}" 0
fi

echo 1 > $P/nest
ktap_same "save_flags()/cli()/restore_flags() nesting: 2.4's states, cli() under a raw spinlock local only" \
	"$(cat $P/nest_result)" "1 0 0 0 1 0 1 2 1 1 0 1 on"

if [ "$cpus" -ge 2 ] && [ -z "$rt" ]; then
	echo 1 > $P/start
	# both threads busy: the handler has been called, sections counted
	poll 600 sh -c "set -- \$(cat $P/result); [ \"\$2\" -gt 100 ] && [ \"\$4\" -gt 100 ]" ||
		ktap_diag "threads not busy: $(cat $P/result)"
fi
if removes compat_cli && ! grep -q 'compat_cli$' /proc/interrupts; then
	ktap_ok "rmmod while the cli() and handler threads are busy"
else
	ktap_fail "rmmod while the cli() and handler threads are busy"
fi
log_clean "$base" "a clean kernel log" 'BUG|WARNING|Oops|lockup|stall'
ktap_done
