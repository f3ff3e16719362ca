# SPDX-License-Identifier: GPL-2.0
#
# compat-kthread: 2.4 kernel threads through compat, in compat_kthread
# (tests/modules/compat_kthread), on 2 vCPUs:
#  - kernel_thread() returns the pid of a thread that runs the function:
#    the task of that pid has the name it wrote into current->comm after
#    daemonize() (read by the module: /proc/<pid>/comm shows a kthread's
#    creation name on kernels that keep it); its parent is kthreadd (reparent_to_init()'s meaning),
#    it has no user memory (daemonize()'s), and its blocked mask is what
#    it set under current->sigmask_lock: everything but SIGTERM;
#  - daemonize("ckt_oneshot") names a second thread, which exits by
#    returning: it ran and its pid is gone;
#  - a waker (pinned to the other CPU where taskset exists) wakes the
#    thread N times: each wake-up is counted (state-driven, bounded);
#  - unload while a waker is still kicking: kill_proc(pid, SIGTERM, 1) and
#    wait_for_completion() stop it (complete_and_exit()); no thread is
#    left in /proc, no Oops.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 9
# this test's part of the kernel log (earlier suites warn on purpose)
base=$(dmesg | wc -l)

P=/sys/module/compat_kthread/parameters
N=100

ktap_check "modprobe compat_kthread (kernel_thread() twice at load)" modprobe compat_kthread
pid=$(cat "$P/pid")
one=$(cat "$P/oneshot_pid")

# the name it wrote into current->comm, read by the module from the task
# of that pid; /proc/<pid>/comm shows it where the kernel does not keep a
# kthread's creation name (6.1 does, for names that fit; 6.12 always)
if wait_for "$P/comm" ckt_thread && [ -d "/proc/$pid" ]; then
	ktap_ok "kernel_thread() returned the thread's pid ($pid); it named itself after daemonize()"
else
	ktap_fail "kernel_thread() returned the thread's pid" \
		"pid $pid, comm '$(cat "$P/comm" 2>/dev/null)'"
fi
ktap_diag "/proc/$pid/comm: $(cat "/proc/$pid/comm" 2>/dev/null)"

st=/proc/$pid/status
ppid=$(awk '$1 == "PPid:" { print $2 }' "$st")
vm=$(grep -c '^VmSize:' "$st")
ktap_same "its parent is kthreadd, it has no user memory" "$ppid $vm" "2 0"

# SigBlk: every signal blocked but SIGTERM (15, bit 14)
blk=$(awk '$1 == "SigBlk:" { print $2 }' "$st" 2>/dev/null)
blk=${blk:-ffffffffffffffff}	# no thread: a mask that fails the test
low=${blk#????????}	# the low 32 bits: the shell's arithmetic is signed
term=$(( (0x$low >> 14) & 1 ))
int=$(( (0x$low >> 1) & 1 ))
ktap_same "sigmask_lock + recalc_sigpending(current): SIGINT blocked, SIGTERM not (SigBlk $blk)" \
	"$int $term" "1 0"

if wait_for "$P/oneshot_ran" 1 && poll 600 test ! -e "/proc/$one"; then
	ktap_ok "daemonize(\"ckt_oneshot\")'s thread ran and exited by returning"
else
	ktap_fail "the one-shot thread ran and exited by returning" \
		"ran $(cat "$P/oneshot_ran"), comm '$(cat "/proc/$one/comm" 2>/dev/null)'"
fi

# the waker: pinned to CPU 1 where it can be (the thread runs where it will)
PIN=
if command -v taskset >/dev/null 2>&1 && [ "$(grep -c ^processor /proc/cpuinfo)" -ge 2 ]; then
	PIN="taskset 2"
fi
i=1
while [ "$i" -le "$N" ]; do
	$PIN sh -c "echo 1 >$P/kick" || break
	wait_for "$P/woken" "$i" || break
	i=$((i + 1))
done
ktap_same "a waker wakes the thread $N times, each counted" "$(cat "$P/woken")" "$N"
ktap_diag "wake-ups that crossed CPUs: $(cat "$P/cross") of $N${PIN:+ (waker pinned to CPU 1)}"

# unload while a waker keeps kicking
( while echo 1 >"$P/kick" 2>/dev/null; do :; done ) &
kicker=$!
unloads compat_kthread
kill "$kicker" 2>/dev/null
wait "$kicker" 2>/dev/null
left=$(grep -l -x -e ckt_thread -e ckt_oneshot /proc/[0-9]*/comm 2>/dev/null | wc -l)
if [ "$left" = 0 ] && [ ! -e "/proc/$pid" ]; then
	ktap_ok "kill_proc(SIGTERM) + wait_for_completion() stopped it: no thread left"
else
	ktap_fail "no thread left after unload" "$left left: $(grep -l -x -e ckt_thread -e ckt_oneshot /proc/[0-9]*/comm 2>/dev/null | tr '\n' ' ')"
fi
log_clean "$base" "no BUG/WARNING/Oops in the log" 'BUG:|WARNING:|Oops|general protection' 2
ktap_done
