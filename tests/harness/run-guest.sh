# SPDX-License-Identifier: GPL-2.0
#
# run-guest.sh - scripts/run-guest behaves like `vng -- cmd`: the guest
# command's output and exit status come back (the status on its own port,
# whatever the console carries), a panic or an oops gives 255 at once, a
# hung guest is killed at the timeout (an error too when it hangs after
# reporting its status), and bad input is refused before
# booting.  Runs on the host; boots the guest several times.  Needs KDIR
# (kernel headers) to build a throw-away module that oopses.
. "$KTAP_LIB"

rg="scripts/run-guest -q"
tmp=$BUILD/harness
rm -rf "$tmp"
mkdir -p "$tmp"

# status DESC WANT CMD...: the exit status of CMD must be WANT
status()
{
	_d=$1 _want=$2
	shift 2
	if ktap_exits "$_want" "$tmp/out" "$tmp/err" "$@"; then
		ktap_ok "$_d"
	else
		sed 's/^/# stdout: /' "$tmp/out" | head -n 5
		sed 's/^/# stderr: /' "$tmp/err" | tail -n 8
		ktap_fail "$_d" "wanted exit $_want, got $KTAP_RC"
	fi
}

ktap_plan 20

status "run-guest -- false exits 1" 1 $rg -- false
status "run-guest -- sh -c 'exit 7' exits 7" 7 $rg -- sh -c 'echo to-stdout; echo to-stderr >&2; exit 7'
if [ "$(cat "$tmp/out")" = to-stdout ] && [ "$(cat "$tmp/err")" = to-stderr ]; then
	ktap_ok "guest stdout and stderr come back separately"
else
	ktap_fail "guest stdout and stderr come back separately" \
		"stdout '$(cat "$tmp/out")' stderr '$(cat "$tmp/err")'"
fi

status "a guest kernel panic gives 255" 255 $rg --timeout 120 -- sh -c 'echo c > /proc/sysrq-trigger'
if grep -q 'panicked' "$tmp/err" && grep -q 'last 50 console lines' "$tmp/err"; then
	ktap_ok "a panic is reported with the console tail"
else
	ktap_fail "a panic is reported with the console tail"
fi

# The exit status has its own port: a console full of look-alike status
# lines, written by a process that outlives the command until poweroff,
# must not change it.
status "look-alike status lines on the console do not change the exit status" 3 \
	$rg -- sh -c '(while :; do echo "@@run-guest: exit 0@@"; echo 0; done > /dev/console) & exit 3'

# An oops (not a panic) ends the run at once: a module that dereferences
# NULL in its init, built here against KDIR (in a space-free temporary
# directory: Kbuild refuses an M= path with whitespace, and BUILD may have it)
oops=$(mktemp -d "${TMPDIR:-/tmp}/harness-oops.XXXXXX") || exit 2
trap 'rm -rf "$oops"' EXIT
trap 'exit 143' TERM INT HUP
cat > "$oops/harness_oops.c" <<'EOC'
// SPDX-License-Identifier: GPL-2.0
/* harness_oops - oopses at load: a NULL dereference in its init */
#include <linux/module.h>

static int *harness_oops_ptr;

static int __init harness_oops_init(void)
{
	return READ_ONCE(*harness_oops_ptr);
}
module_init(harness_oops_init);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("oopses at load: an oops must end a run-guest run");
EOC
echo 'obj-m := harness_oops.o' > "$oops/Kbuild"
if make -s -C "${KDIR:-/usr/src/linux-headers-$KVER}" M="$oops" modules > "$oops/build.log" 2>&1 &&
   [ -f "$oops/harness_oops.ko" ]; then
	start=$(date +%s)
	status "an oops in the guest gives 255" 255 \
		$rg --timeout 300 --module "$oops/harness_oops.ko" -- sh -c 'modprobe harness_oops; echo survived'
	took=$(( $(date +%s) - start ))
	# bounded well under the 300 s timeout: a boot takes 5-30 s
	if [ "$took" -lt 150 ] && grep -q 'panicked.*NULL pointer dereference' "$tmp/err" &&
	   grep -q 'last 50 console lines' "$tmp/err" && ! grep -q survived "$tmp/out"; then
		ktap_ok "the oops ends the run at once and is reported with the console tail ($took s)"
	else
		sed 's/^/# stderr: /' "$tmp/err" | head -n 5
		ktap_fail "the oops ends the run at once and is reported with the console tail ($took s)"
	fi
else
	sed 's/^/# /' "$oops/build.log" | tail -n 10
	ktap_fail "an oops in the guest gives 255" "cannot build the oops module against ${KDIR:-}"
	ktap_fail "the oops ends the run at once and is reported with the console tail"
fi

start=$(date +%s)
status "a hung guest is killed at the timeout with 124" 124 $rg --timeout 15 -- sleep 1000
took=$(( $(date +%s) - start ))
if grep -q 'timeout' "$tmp/err" && [ "$took" -lt 45 ]; then
	ktap_ok "the timeout is enforced and reported ($took s)"
else
	ktap_fail "the timeout is enforced and reported ($took s)"
fi
# the status reported, then no stop (a kernel that halts instead of
# powering off): an error, not the job's status, RUN_GUEST_STOP_GRACE s
# after the report (not at the 600 s timeout)
export RUN_GUEST_STOP_GRACE=5
status "a guest that reported its status but never stopped gives 124" 124 \
	$rg --timeout 600 -- sh -c 'echo 0 > /dev/ttyS3; sleep 1000'
unset RUN_GUEST_STOP_GRACE
if grep -q 'reported exit 0 but did not stop; killed 5 s after its report' "$tmp/err"; then
	ktap_ok "... and says that the guest did not stop within 5 s of its report"
else
	sed 's/^/# stderr: /' "$tmp/err" | head -n 3
	ktap_fail "... and says that the guest did not stop after reporting"
fi

# --module, --file and --stdin on a bare image (no project modules)
bare=$tmp/bare.cpio
scripts/mkinitramfs -o "$bare" -k "$KVER" > "$tmp/mk.log" 2>&1
# the module as make built it, in this kernel's build tree
ko=$(scripts/build-modules --tree)/tests/modules/harness_chr/harness_chr.ko
echo "file from the host" > "$tmp/hostfile"
printf 'line from stdin\n' | $rg --initramfs "$bare" --module "$ko" \
	--file "$tmp/hostfile:/tmp/copied" --stdin -- \
	sh -c 'modprobe harness_chr && grep -q harness_chr /proc/modules &&
		cat /tmp/copied && cat && rmmod harness_chr' > "$tmp/out" 2> "$tmp/err"
rc=$?
if [ $rc -eq 0 ] && [ "$(cat "$tmp/out")" = "file from the host
line from stdin" ]; then
	ktap_ok "--module is modprobe-able, --file and --stdin arrive"
else
	sed 's/^/# /' "$tmp/out" "$tmp/err" | tail -n 10
	ktap_fail "--module is modprobe-able, --file and --stdin arrive" "exit $rc"
fi

out=$(printf 'echo shell-says-$((6 * 7))\nexit 3\n' | scripts/run-guest -q --shell 2>/dev/null)
rc=$?
if [ $rc -eq 3 ] && [ "$out" = shell-says-42 ]; then
	ktap_ok "--shell runs commands piped on stdin"
else
	ktap_fail "--shell runs commands piped on stdin" "exit $rc, output '$out'"
fi

# refused before booting: each must fail fast with a clear message
status "a missing module file is refused" 2 $rg --module "$tmp/nope.ko" -- true
grep -q 'module not found' "$tmp/err" || ktap_diag "message: $(cat "$tmp/err")"
cp "$tmp/hostfile" "$tmp/text.ko"
status "a file that is not a module is refused" 2 $rg --module "$tmp/text.ko" -- true
# a module whose vermagic names another kernel
cp "$ko" "$tmp/other.ko"
# same length, so the ELF layout stays intact
sed -i "s/vermagic=$KVER /vermagic=5.10.0-9-amd64 /" "$tmp/other.ko"
status "a module built for another kernel is refused" 2 $rg --module "$tmp/other.ko" -- true
if grep -q 'built for 5.10.0-9-amd64' "$tmp/err"; then
	ktap_ok "the refusal names the kernel the module was built for"
else
	ktap_fail "the refusal names the kernel the module was built for" "$(cat "$tmp/err")"
fi
status "a bad option is refused" 2 $rg --timeout soon -- true
status "a RUN_GUEST_STOP_GRACE that is not a number is refused" 2 \
	env RUN_GUEST_STOP_GRACE=soon $rg -- true

ktap_done
