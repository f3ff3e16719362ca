# SPDX-License-Identifier: GPL-2.0
#
# legacy-drivers: the 2.4-style fixture drivers (tests/fixtures/legacy-drivers),
# as scripts/build-legacy-drivers ported them with port-check --fix and
# built them through compat, run in the guest.  Per driver: load, node,
# I/O, the behaviour the driver is about, rmmod refused while a node is
# open ("in use"), rmmod after the close, and a clean kernel log for the
# cycle.  A driver the [build] phase could not build has no .ko in the
# guest: its cases skip with "not built" (tests/host/legacy-drivers.sh
# fails for it).
#
#   miscdev   misc_register() node in /dev, read shows the inode's minor
#             and the MODULE_PARM value; lseek() works (its read uses
#             *ppos: --fix gave it .llseek = default_llseek, 2.4's meaning
#             of none); pinned by MOD_INC_USE_COUNT
#   neither   no lifetime protection in the source: pinned by the .owner
#             that port-check --fix added
#   oldioctl  the old ioctl(inode, file, cmd, arg) method through the
#             wrapper --fix generates (rule old-ioctl): the inode is the
#             opened node's (file_inode()), values and errors come back,
#             the devfs series exists; pinned by SET_MODULE_OWNER
#   procread  create_proc_read_entry() and create_proc_entry() +
#             ->read_proc entries read exactly, at any block size
#   sleeper   a reader sleeps in interruptible_sleep_on() until a write
#             (by another uid, shown through current->uid) wakes it; a
#             signal ends the sleep; read() and write() work and pread(),
#             pwrite(), lseek() fail with ESPIPE (the 2.4 ppos check, moved
#             to nonseekable_open() by --fix)
#   bkluser   two openers serialised by lock_kernel(): the second waits
#             (in the lock around open, as on 2.4) while the first holds
#             the lock, none overlaps
#   lockuser  the idioms of issue 24 in one driver, handlers in a second
#             file: an ioctl WAIT asleep in interruptible_sleep_on() under
#             the BKL is woken by another process's ioctl WAKE;
#             kernel_locked() is 1 in the ioctl; an unlocked exclusive
#             open (test, then set) never lets two looping openers in
#             together; the current->euid root check refuses a plain user
#             and an unshare -r root; call_usermodehelper(..., 0) of a
#             missing program is ENOENT, of a script runs it with the
#             stack's argv; /proc/lockuser (*start into the driver's own
#             buffer) reads exactly; one MOD_DEC_USE_COUNT too many leaves
#             rmmod refused (EAGAIN) with one framed WARN, and one more
#             MOD_INC_USE_COUNT lets it go
#   ticker    2.4 timers through --fix's timer_setup()/from_timer()/
#             DEFINE_TIMER(): the device timer re-arms itself until its
#             limit, the global one fires once; ticking forever, rmmod
#             (after the close) stops it with del_timer_sync()
#   mmap24    2.4's nopage method through the ->fault --fix adds (rule
#             mmap): a vmalloc()ed and a page-allocated buffer seen
#             through shared mappings, one fault per page; two writers on
#             the two CPUs and the kernel reads their bytes; a private
#             mapping's writes stay the writer's; past the buffer, SIGBUS
#             (NOPAGE_SIGBUS); VM_RESERVED's mapping cannot grow
#             (VM_DONTEXPAND); a mapping held after close keeps the module
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

N=/tmp/legacy-drivers
rm -rf "$N"
mkdir -p "$N"
compat_before=
[ -d /sys/module/drvcompat ] && compat_before=1

ktap_plan 87

gone() { ! kill -0 "$1" 2>/dev/null; }
param_is() { [ "$(cat "/sys/module/$1/parameters/$2" 2>/dev/null)" = "$3" ]; }
# asleep PID: the process is in interruptible sleep (S)
asleep() { [ "$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)" = S ]; }

# reap PID: wait for PID if it has ended within 30 s (a reader stuck in
# the driver must fail the case, not hang the suite)
reap()
{
	poll 300 gone "$1" || return 1
	wait "$1" 2>/dev/null
	return 0
}

# read_once NODE: one read(2) of NODE, in the background, at most 30 s
read_once()
{
	dd if="$1" of="$N/read.out" bs=256 count=1 2>/dev/null &
	_r=$!
	if reap "$_r"; then
		cat "$N/read.out"
	else
		kill -KILL "$_r" 2>/dev/null
		echo "(the read did not return)"
	fi
	rm -f "$N/read.out"
}

# same_by_bytes DESC FILE WANT: FILE reads WANT with dd bs=1 and with bs=7
# (a read_proc's *start and offset arithmetic at every size)
same_by_bytes()
{
	_got1=$(dd if="$2" bs=1 2>/dev/null)
	_got7=$(dd if="$2" bs=7 2>/dev/null)
	if [ "$_got1" = "$3" ] && [ "$_got7" = "$3" ]; then
		ktap_ok "$1"
	else
		ktap_fail "$1" \
			"bs=1: $(echo "$_got1" | head -n 3 | tr '\n' '|') bs=7: $(echo "$_got7" | head -n 3 | tr '\n' '|')"
	fi
}

# built MOD: its .ko is installed in the guest
built() { modinfo "$1" >/dev/null 2>&1; }

# skip_rest MOD COUNT: COUNT skipped cases for MOD, which was not built
skip_rest()
{
	_i=0
	while [ $_i -lt "$2" ]; do
		ktap_skip "$1: case $((_i + 1)) of $2" "not built (see tests/host/legacy-drivers.sh)"
		_i=$((_i + 1))
	done
}

# start MOD [PARAM=VALUE...]: a ktap result for loading MOD; remembers the
# dmesg position for clean_log
start()
{
	base=$(dmesg | wc -l)
	if modprobe "$@"; then
		ktap_ok "$1: modprobe $*"
		return 0
	fi
	ktap_fail "$1: modprobe $*"
	return 1
}

# lifetime MOD NODE: two results: rmmod while NODE is open fails with
# "in use" (the open file still works), rmmod after the close succeeds
lifetime()
{
	exec 3<"$2"
	_out=$(rmmod "$1" 2>&1)
	if [ -d "/sys/module/$1" ] && echo "$_out" | grep -q 'in use' &&
	   [ "$(cat "/sys/module/$1/refcnt")" -ge 1 ]; then
		ktap_ok "$1: rmmod while a node is open fails with 'in use'"
	else
		ktap_fail "$1: rmmod while a node is open fails with 'in use'" "rmmod said: '$_out'"
	fi
	exec 3<&-
	if rmmod "$1" && [ ! -d "/sys/module/$1" ]; then
		ktap_ok "$1: rmmod after the close succeeds"
	else
		ktap_fail "$1: rmmod after the close succeeds"
	fi
}

# clean_log MOD: the kernel log since start MOD holds no BUG/WARNING/Oops
# outside the frames of expected WARNINGs (expect_warn_begin/end)
clean_log()
{
	_log=$(log_since "$base" |
		sed '/drvcompat-test: expected WARNING begin /,/drvcompat-test: expected WARNING end /d')
	if echo "$_log" | grep -Eq 'BUG|WARNING|Oops|Call Trace|general protection|refcount'; then
		ktap_fail "$1: the kernel log of the cycle is clean" "$(echo "$_log" | tail -n 5)"
	else
		ktap_ok "$1: the kernel log of the cycle is clean"
	fi
}

# ---- miscdev: 8 -------------------------------------------------------
ktap_diag "--- miscdev ---"
if ! built miscdev; then
	skip_rest miscdev 8
elif start miscdev greeting=7; then
	dev=$(cat /sys/class/misc/miscdev/dev 2>/dev/null)
	minor=${dev#*:}
	if [ -c /dev/miscdev ] && [ "$dev" = "10:$minor" ] &&
	   [ "$(stat -c '%t:%T' /dev/miscdev)" = "$(printf '%x:%x' 10 "$minor")" ]; then
		ktap_ok "miscdev: /dev/miscdev is misc device 10:$minor"
	else
		ktap_fail "miscdev: /dev/miscdev is the misc device" "sysfs dev '$dev'"
	fi
	ktap_same "miscdev: read shows the node's minor and the parameter" \
		"$(cat /dev/miscdev 2>&1)" "miscdev: minor $minor greeting 7"
	ktap_same "miscdev: /sys/module/miscdev/parameters/greeting" \
		"$(cat /sys/module/miscdev/parameters/greeting 2>&1)" 7
	ktap_same "miscdev: lseek() works, 2.4's meaning of no .llseek (--fix: default_llseek)" \
		"$(posio /dev/miscdev lseek 9 2>&1)" "ret 9"
	lifetime miscdev /dev/miscdev
	clean_log miscdev
else
	skip_rest miscdev 7
fi

# ---- neither: 6 -------------------------------------------------------
ktap_diag "--- neither ---"
if ! built neither; then
	skip_rest neither 6
elif start neither; then
	mknod "$N/neither" c "$(major_of neither)" 0
	printf 'written in 2001' > "$N/neither"
	ktap_same "neither: write then read" "$(cat "$N/neither" 2>&1)" "written in 2001"
	# the open file keeps working after the refused rmmod
	exec 4<"$N/neither"
	ktap_diag "rmmod neither with a node open: $(rmmod neither 2>&1)"
	ktap_same "neither: the open file still reads after a refused rmmod" \
		"$(cat <&4 2>&1)" "written in 2001"
	exec 4<&-
	lifetime neither "$N/neither"
	clean_log neither
else
	skip_rest neither 5
fi

# ---- oldioctl: 12 -----------------------------------------------------
# _IOR('o', 1, int), _IOR('o', 2, long), _IO('o', 3)
IOC_GETMINOR=$(((2 << 30) | (4 << 16) | (0x6f << 8) | 1))
IOC_GETINO=$(((2 << 30) | (8 << 16) | (0x6f << 8) | 2))
IOC_ADDMINOR=$(((0x6f << 8) | 3))
ktap_diag "--- oldioctl ---"
if ! built oldioctl; then
	skip_rest oldioctl 12
elif start oldioctl; then
	maj=$(major_of oldioctl)
	if mknod "$N/oldioctl2" c "$maj" 2 && mknod "$N/oldioctl5" c "$maj" 5; then
		ktap_ok "oldioctl: mknod minors 2 and 5 (major $maj)"
	else
		ktap_fail "oldioctl: mknod minors 2 and 5"
	fi
	if grep -q ' oldioctl_ioctl_unlocked	\[oldioctl\]' /proc/kallsyms; then
		ktap_ok "oldioctl: the --fix wrapper oldioctl_ioctl_unlocked is in the module"
	else
		ktap_fail "oldioctl: the --fix wrapper oldioctl_ioctl_unlocked is in the module"
	fi
	ktap_same "oldioctl: GETMINOR on minor 2 gets inode 2's minor" \
		"$(legacy-ioctl "$N/oldioctl2" $IOC_GETMINOR int 2>&1)" "ret 0 val 2"
	ktap_same "oldioctl: GETMINOR on minor 5 gets inode 5's minor" \
		"$(legacy-ioctl "$N/oldioctl5" $IOC_GETMINOR int 2>&1)" "ret 0 val 5"
	ktap_same "oldioctl: GETINO is the node's inode number (f_dentry == inode)" \
		"$(legacy-ioctl "$N/oldioctl5" $IOC_GETINO long 2>&1)" \
		"ret 0 val $(stat -c %i "$N/oldioctl5")"
	ktap_same "oldioctl: ADDMINOR 10 on minor 5 returns 15" \
		"$(legacy-ioctl "$N/oldioctl5" $IOC_ADDMINOR value 10 2>&1)" "ret 15"
	legacy-ioctl "$N/oldioctl2" $IOC_GETMINOR bad >/dev/null 2>&1; e1=$?
	legacy-ioctl "$N/oldioctl2" $IOC_ADDMINOR value 1001 >/dev/null 2>&1; e2=$?
	legacy-ioctl "$N/oldioctl2" $((IOC_ADDMINOR + 9)) value 0 >/dev/null 2>&1; e3=$?
	ktap_same "oldioctl: errors: bad pointer, bad value, unknown ioctl" \
		"$e1 $e2 $e3" "14 22 25"
	ok=1
	for i in 0 1 2 3; do
		[ "$(stat -c '%t:%T' "/dev/oldioctl/$i" 2>/dev/null)" = "$(printf '%x:%x' "$maj" "$i")" ] || ok=
	done
	if [ -n "$ok" ]; then
		ktap_ok "oldioctl: devfs_register_series made /dev/oldioctl/0..3"
	else
		ktap_fail "oldioctl: devfs_register_series made /dev/oldioctl/0..3" "$(ls -l /dev/oldioctl 2>&1)"
	fi
	lifetime oldioctl "$N/oldioctl2"
	clean_log oldioctl
else
	skip_rest oldioctl 11
fi

# ---- procread: 9 ------------------------------------------------------
ktap_diag "--- procread ---"
A_WANT=$(i=1; while [ $i -le 8 ]; do echo "procread a: line $i of 8"; i=$((i + 1)); done)
if ! built procread; then
	skip_rest procread 9
elif start procread; then
	ktap_same "procread: /proc/procread_a (create_proc_read_entry) reads exactly" \
		"$(cat /proc/procread_a 2>&1)" "$A_WANT"
	same_by_bytes "procread: procread_a reads the same with bs=1 and bs=7" \
		/proc/procread_a "$A_WANT"
	ktap_same "procread: /proc/procread_b (create_proc_entry + read_proc) reads exactly" \
		"$(cat /proc/procread_b 2>&1)" "procread b: data=hello from 2.4 opens=0"
	mknod "$N/procread" c "$(major_of procread)" 0
	exec 3<"$N/procread"
	ktap_same "procread: procread_b counts the open node" \
		"$(dd if=/proc/procread_b bs=7 2>/dev/null)" "procread b: data=hello from 2.4 opens=1"
	exec 3<&-
	lifetime procread "$N/procread"
	if [ ! -e /proc/procread_a ] && [ ! -e /proc/procread_b ]; then
		ktap_ok "procread: the /proc entries are gone after rmmod"
	else
		ktap_fail "procread: the /proc entries are gone after rmmod"
	fi
	clean_log procread
else
	skip_rest procread 8
fi

# ---- sleeper: 9 -------------------------------------------------------
ktap_diag "--- sleeper ---"
if ! built sleeper; then
	skip_rest sleeper 9
elif start sleeper; then
	mknod -m 666 "$N/sleeper" c "$(major_of sleeper)" 0
	dd if="$N/sleeper" of="$N/sleeper.out" bs=256 count=1 2>/dev/null &
	r=$!
	if poll 300 param_is sleeper sleepers 1 && poll 300 asleep "$r"; then
		ktap_ok "sleeper: a reader sleeps (sleepers 1, state S)"
	else
		ktap_fail "sleeper: a reader sleeps" "sleepers $(cat /sys/module/sleeper/parameters/sleepers)"
	fi
	runas 65534 65534 -- sh -c "printf hello > '$N/sleeper'"
	reap "$r" || kill -KILL "$r" 2>/dev/null
	ktap_same "sleeper: a write by uid 65534 wakes it; it reads what was written and who wrote it" \
		"$(cat "$N/sleeper.out" 2>&1) sleepers $(cat /sys/module/sleeper/parameters/sleepers)" \
		"uid 65534: hello sleepers 0"

	dd if="$N/sleeper" of=/dev/null bs=256 count=1 2>/dev/null &
	r=$!
	poll 300 param_is sleeper sleepers 1 && poll 300 asleep "$r"
	kill -TERM "$r"
	if reap "$r" && poll 300 param_is sleeper sleepers 0; then
		ktap_ok "sleeper: SIGTERM ends the sleep (sleepers back to 0)"
	else
		ktap_fail "sleeper: SIGTERM ends the sleep" "reader $(kill -0 "$r" 2>/dev/null && echo still there), sleepers $(cat /sys/module/sleeper/parameters/sleepers)"
		kill -KILL "$r" 2>/dev/null
	fi
	printf again > "$N/sleeper"
	ktap_same "sleeper: a message written with no reader waits for the next read" \
		"$(read_once "$N/sleeper")" "uid 0: again"
	# 2.4's "ppos != &file->f_pos" refused positioned I/O in the
	# methods; after --fix nonseekable_open() refuses it (29: ESPIPE)
	ktap_same "sleeper: pwrite() and pread() fail with ESPIPE, as under the 2.4 check, and so does lseek()" \
		"$(posio "$N/sleeper" pwrite 0 x 2>/dev/null; echo "$?") $(posio "$N/sleeper" pread 0 1 2>/dev/null; echo "$?") $(posio "$N/sleeper" lseek 0 2>/dev/null; echo "$?")" \
		"29 29 29"
	lifetime sleeper "$N/sleeper"
	clean_log sleeper
else
	skip_rest sleeper 8
fi

# ---- bkluser: 6 -------------------------------------------------------
ktap_diag "--- bkluser ---"
if ! built bkluser; then
	skip_rest bkluser 6
elif start bkluser; then
	maj=$(major_of bkluser)
	mknod "$N/bkl0" c "$maj" 0
	mknod "$N/bkl1" c "$maj" 1
	ktap_same "bkluser: read" "$(cat "$N/bkl0" 2>&1)" "opens 1 overlaps 0 contended 0"
	# the first opener (minor 1) holds the lock until the second waits
	cat "$N/bkl1" > /dev/null &
	a=$!
	poll 300 param_is bkluser bkluser_inside 1
	cat "$N/bkl0" > /dev/null &
	b=$!
	# as on 2.4, whose chrdev_open() took the lock around open, the
	# second opener waits in the lock compat takes around open, before
	# the driver's own lock_kernel(): the driver never sees it waiting
	# (contended 0), and the first holds for its full 10 s
	if poll 300 param_is drvcompat bkl_waiting 1 &&
	   param_is bkluser bkluser_inside 1; then
		w=waited
	else
		w="did not wait"
	fi
	reap "$a"
	reap "$b"
	ktap_same "bkluser: the second opener waited in the lock around open while the first held it, none overlapped" \
		"$w: $(cat "$N/bkl0" 2>&1)" "waited: opens 4 overlaps 0 contended 0"
	lifetime bkluser "$N/bkl0"
	clean_log bkluser
else
	skip_rest bkluser 5
fi

# ---- lockuser: 20 -----------------------------------------------------
# _IO('L', 1..7)
LU_WAIT=$(((0x4c << 8) | 1))
LU_WAKE=$(((0x4c << 8) | 2))
LU_LOCKED=$(((0x4c << 8) | 3))
LU_RESET=$(((0x4c << 8) | 4))
LU_HELPER=$(((0x4c << 8) | 5))
LU_UNBALANCE=$(((0x4c << 8) | 6))
LU_REBALANCE=$(((0x4c << 8) | 7))
# lu_field NAME: the number after NAME in /proc/lockuser
lu_field() { tr ' ' '\n' < /proc/lockuser 2>/dev/null | sed -n "/^$1\$/{n;p;q}"; }
lu_is() { [ "$(lu_field "$1")" = "$2" ]; }
lu_atleast() { _v=$(lu_field "$1"); [ -n "$_v" ] && [ "$_v" -ge "$2" ]; }
# lu_opener: open and close the exclusive node until $N/stop exists
lu_opener()
{
	while [ ! -e "$N/stop" ]; do
		true 2>/dev/null 3<"$N/lu0"
	done
}
ktap_diag "--- lockuser ---"
if ! built lockuser; then
	skip_rest lockuser 20
elif start lockuser; then
	maj=$(major_of lockuser)
	mknod -m 666 "$N/lu0" c "$maj" 0
	mknod -m 666 "$N/lu1" c "$maj" 1
	ktap_same "lockuser: kernel_locked() is 1 inside the old ioctl (the --fix wrapper takes compat's BKL)" \
		"$(legacy-ioctl "$N/lu1" $LU_LOCKED value 0 2>&1)" "ret 1"

	# WAIT sleeps under the BKL; WAKE, another process, needs it
	legacy-ioctl "$N/lu1" $LU_WAIT value 0 > "$N/wait.out" 2>&1 &
	w=$!
	if poll 300 lu_is waiting 1 && poll 300 asleep "$w"; then
		ktap_ok "lockuser: WAIT sleeps in interruptible_sleep_on() inside the ioctl (waiting 1, state S)"
	else
		ktap_fail "lockuser: WAIT sleeps inside the ioctl" "$(cat /proc/lockuser 2>&1 | tr '\n' ' ')"
	fi
	legacy-ioctl "$N/lu1" $LU_WAKE value 0 > "$N/wake.out" 2>&1 &
	k=$!
	if reap "$k" && reap "$w"; then
		got="wake $(cat "$N/wake.out") wait $(cat "$N/wait.out")"
	else
		# the waker is stuck in lock_kernel(): a signal ends the wait
		# and lets the lock go, so that the suite can go on
		got="WAKE did not return while WAIT slept: $(cat /proc/lockuser | tr '\n' ' ')"
		kill -TERM "$w" 2>/dev/null
		reap "$k"
		reap "$w"
	fi
	ktap_same "lockuser: WAKE from another process gets in and wakes WAIT, which has the lock back (returns kernel_locked() 1)" \
		"$got; $(sed -n 2p /proc/lockuser)" "wake ret 0 wait ret 1; waits 1 wakes 1 waiting 0"

	# two openers race for the exclusive node until it turned one of
	# them away 20 times: never both in
	rm -f "$N/stop"
	lu_opener &
	o1=$!
	lu_opener &
	o2=$!
	if poll 600 lu_atleast busy 20; then
		raced=raced
	else
		raced="did not collide"
	fi
	touch "$N/stop"
	reap "$o1" || kill -KILL "$o1" 2>/dev/null
	reap "$o2" || kill -KILL "$o2" 2>/dev/null
	ktap_diag "lockuser: $(sed -n 1p /proc/lockuser)"
	ktap_same "lockuser: two looping openers of the exclusive node (test, then set, no lock of its own) are never both in" \
		"$raced doubles $(lu_field doubles)" "raced doubles 0"

	# the root check: current->euid != 0 refuses everyone but real root
	runas 65534 65534 -- legacy-ioctl "$N/lu1" $LU_RESET value 0 >/dev/null 2>&1
	ktap_same "lockuser: RESET (current->euid != 0 is EPERM) is refused for uid 65534" "$?" 1
	# (a kernel without CONFIG_USER_NS, our debug one, has no
	# user namespace to be root of: skipped there, saying so)
	if [ -e /proc/self/ns/user ]; then
		ktap_same "lockuser: RESET is refused for uid 1234 as root of its user namespace (unshare -r)" \
			"$(runas 1234 5678 -- unshare -r sh -c "id -u; legacy-ioctl '$N/lu1' $LU_RESET value 0 2>/dev/null; echo rc \$?" 2>&1 | tr '\n' ' ')" \
			"0 rc 1 "
	else
		ktap_skip "lockuser: RESET is refused for uid 1234 as root of its user namespace (unshare -r)" \
			"kernel without user namespaces (no /proc/self/ns/user)"
	fi
	ktap_same "lockuser: RESET is allowed for real root, and zeroes the counters" \
		"$(legacy-ioctl "$N/lu1" $LU_RESET value 0 2>&1) $(sed -n 1p /proc/lockuser)" \
		"ret 0 opens 0 busy 0 doubles 0"

	# call_usermodehelper(path, argv, envp, 0), argv/envp on the stack
	legacy-ioctl "$N/lu1" $LU_HELPER string /no/such/helper >/dev/null 2>&1
	e=$?
	ktap_same "lockuser: HELPER of a missing program fails with ENOENT (waited for the exec)" \
		"$e $(lu_field helper)" "2 -2"
	printf '#!/bin/sh\necho "$1 $PATH" > %s\n' "$N/helper.out" > "$N/helper"
	chmod 755 "$N/helper"
	out=$(legacy-ioctl "$N/lu1" $LU_HELPER string "$N/helper" 2>&1)
	poll 300 test -s "$N/helper.out"
	ktap_same "lockuser: HELPER of a script starts it with the stack's argv and envp" \
		"$out: $(cat "$N/helper.out" 2>&1)" "ret 0: lockuser /sbin:/bin:/usr/sbin:/usr/bin"

	# /proc/lockuser, *start into the driver's own buffer; the
	# exclusive node open once, a second open turned away
	exec 3<"$N/lu0"
	if true 2>/dev/null 4<"$N/lu0"; then e=opened; else e=refused; fi
	exec 3<&-
	P_WANT="opens 1 busy 1 doubles 0
waits 0 wakes 0 waiting 0
helper 0 settle 200"
	ktap_same "lockuser: a second open of the exclusive node fails; /proc/lockuser reads exactly" \
		"$e $(cat /proc/lockuser 2>&1)" "refused $P_WANT"
	same_by_bytes "lockuser: /proc/lockuser reads the same with bs=1 and bs=7" \
		/proc/lockuser "$P_WANT"

	# one MOD_DEC_USE_COUNT too many: the release's decrement goes below 0
	bugs=$(dmesg | grep -cE 'BUG:|Oops')
	expect_warn_begin lockuser-unbal
	legacy-ioctl "$N/lu1" $LU_UNBALANCE value 0 >/dev/null 2>&1
	expect_warn_end lockuser-unbal
	if warned_in lockuser-unbal "MOD_DEC_USE_COUNT without a matching MOD_INC_USE_COUNT in lockuser_release\\+0x[0-9a-f]+/0x[0-9a-f]+ \\[lockuser\\]"; then
		ktap_ok "lockuser: UNBALANCE WARNs once, naming lockuser_release"
	else
		ktap_fail "lockuser: UNBALANCE WARNs once, naming lockuser_release" \
			"$(dmesg | grep -i 'use_count' | tail -n 3)"
	fi
	out=$(busybox rmmod lockuser 2>&1)
	if [ -d /sys/module/lockuser ] && echo "$out" | grep -q 'Resource temporarily unavailable'; then
		ktap_ok "lockuser: delete_module() then fails with EAGAIN"
	else
		ktap_fail "lockuser: delete_module() then fails with EAGAIN" "busybox rmmod said: '$out'"
	fi
	out=$(rmmod lockuser 2>&1)
	if [ -d /sys/module/lockuser ] && echo "$out" | grep -q 'in use'; then
		ktap_ok "lockuser: rmmod is refused with 'in use'"
	else
		ktap_fail "lockuser: rmmod is refused with 'in use'" "rmmod said: '$out'"
	fi
	# (not through its node: an open and a close would take the count
	# to 0 and below again, and WARN again)
	ktap_same "lockuser: still live (refcnt 1), /proc/lockuser still reads, no BUG or Oops" \
		"$(cat /sys/module/lockuser/initstate 2>&1) $(cat /sys/module/lockuser/refcnt 2>&1) $(sed -n 1p /proc/lockuser 2>&1) $(dmesg | grep -cE 'BUG:|Oops')" \
		"live 1 opens 1 busy 1 doubles 0 $bugs"
	legacy-ioctl "$N/lu1" $LU_REBALANCE value 0 >/dev/null 2>&1
	ktap_same "lockuser: REBALANCE (one MOD_INC_USE_COUNT) brings refcnt back to 0" \
		"$(cat /sys/module/lockuser/refcnt 2>&1)" 0
	lifetime lockuser "$N/lu1"
	clean_log lockuser
else
	skip_rest lockuser 19
fi

# ---- ticker: 6 -------------------------------------------------------
ktap_diag "--- ticker ---"
ticks_at_least()
{
	_t=$(read_once "$N/ticker" | sed -n 's/^ticks \([0-9]*\) .*/\1/p')
	[ -n "$_t" ] && [ "$_t" -ge "$1" ]
}
if ! built ticker; then
	skip_rest ticker 6
elif start ticker; then
	mknod "$N/ticker" c "$(major_of ticker)" 0
	poll 600 sh -c "[ \"\$(cat '$N/ticker')\" = 'ticks 50 idle 1' ]"
	ktap_same "ticker: the device timer re-arms itself 50 times (from_timer()), the DEFINE_TIMER() one fires once" \
		"$(cat "$N/ticker" 2>&1)" "ticks 50 idle 1"
	printf 0 >"$N/ticker"
	if poll 600 ticks_at_least 100; then
		ktap_ok "ticker: after a write of 0 it ticks on past its limit"
	else
		ktap_fail "ticker: after a write of 0 it ticks on past its limit" "$(cat "$N/ticker" 2>&1)"
	fi
	# unloaded while its timer re-arms itself every jiffy
	lifetime ticker "$N/ticker"
	clean_log ticker
else
	skip_rest ticker 5
fi

# ---- mmap24: 11 ------------------------------------------------------
ktap_diag "--- mmap24 ---"
if ! built mmap24; then
	skip_rest mmap24 11
elif start mmap24 pages=4; then
	M0=$N/mmap24-0 M1=$N/mmap24-1
	mknod "$M0" c "$(major_of mmap24)" 0
	mknod "$M1" c "$(major_of mmap24)" 1
	ktap_same "mmap24: the kernel's bytes through nopage, 4 vmalloc()ed and 2 allocated pages, one fault each" \
		"$(mmap-rw "$M0" 0 4 check 2>&1) $(mmap-rw "$M1" 0 2 check 2>&1) $(cat "$M0") $(cat "$M1")" \
		"16384 8192 kernel 16384 user 0 faults 4 maps 0 kernel 8192 user 0 faults 2 maps 0"
	mmap-rw "$M0" 0 2 write >"$N/w1" 2>&1 &
	w1=$!
	mmap-rw "$M0" 2 2 write >"$N/w2" 2>&1 &
	w2=$!
	wait "$w1"
	r1=$?
	wait "$w2"
	r2=$?
	ktap_same "mmap24: two writers at once on both halves; the kernel reads all their bytes" \
		"$r1 $r2 $(cat "$M0")" "0 0 kernel 0 user 16384 faults 8 maps 0"
	ktap_same "mmap24: a private mapping's writes stay the writer's" \
		"$(mmap-rw "$M1" 0 2 private 2>&1) $(cat "$M1")" \
		"wrote 8192 kernel 8192 user 0 faults 4 maps 0"
	got=$(mmap-rw "$M1" 1 2 check 2>&1)
	ktap_same "mmap24: past the end of the buffer nopage says NOPAGE_SIGBUS: SIGBUS" \
		"$got (exit $?)" "SIGBUS at page 1 (exit 1)"
	ktap_same "mmap24: a VM_RESERVED mapping cannot grow (mremap: EFAULT, VM_DONTEXPAND)" \
		"$(mmap-rw "$M0" 0 2 grow 2>&1)" EFAULT
	rm -f "$N/fifo" "$N/hold"
	mkfifo "$N/fifo"
	mmap-rw "$M0" 0 4 hold "$N/fifo" >"$N/hold" 2>&1 &
	holder=$!
	if wait_for "$N/hold" mapped && ! rmmod mmap24 2>/dev/null &&
	   [ -d /sys/module/mmap24 ] && [ "$(cat "$M0")" = "kernel 0 user 16384 faults 12 maps 1" ]; then
		ktap_ok "mmap24: a mapping held after close keeps the module: rmmod fails"
	else
		ktap_fail "mmap24: a mapping held after close keeps the module: rmmod fails" \
			"$(tr '\n' ' ' <"$N/hold") $(cat "$M0")"
	fi
	echo go >"$N/fifo"
	wait "$holder"
	ktap_same "mmap24: the held mapping still sees its bytes, then goes: no mapping left" \
		"$? $(tr '\n' ' ' <"$N/hold")$(cat "$M0")" "0 mapped done kernel 0 user 16384 faults 12 maps 0"
	lifetime mmap24 "$M0"
	clean_log mmap24
else
	skip_rest mmap24 10
fi

rm -rf "$N"
[ -n "$compat_before" ] || modprobe -r drvcompat 2>/dev/null
ktap_done
