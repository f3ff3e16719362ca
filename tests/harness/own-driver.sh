# SPDX-License-Identifier: GPL-2.0
#
# own-driver.sh - the README's "Bring your own driver" walkthrough, end to
# end, on a driver that is not the demo (tests/fixtures/own-driver, copied
# to a scratch directory the way a user has their own):
#   1. scripts/port-check reports its legacy idioms (exit 1);
#   2. its Kbuild's one include line builds it W=1, zero warnings, through
#      compat.mk, as it is -- and again after port-check --fix;
#   3. scripts/run-guest --module hello24.ko -- <commands> runs it: devfs
#      nodes, reads, unload while open refused, unload after close;
#   4. make shell MODULE=hello24.ko with the commands piped in;
#   5. the mistakes on this path each give one message naming the fix:
#      an include line pointing nowhere, compat not built for the kernel,
#      a module built for another kernel.
# Runs on the host (boots the guest twice).
. "$KTAP_LIB"

top=$(pwd)
: "${DRVCOMPAT_KTREE:=$(BUILD="$BUILD" sh -c '. scripts/lib.sh; ktree')}"
# compat/ built for this kernel (space-free: Kbuild includes compat.mk
# from it, and make cannot include a path with whitespace)
compat=$DRVCOMPAT_KTREE/src/compat
w=$DRVCOMPAT_KTREE/own-driver
rm -rf "$w"
mkdir -p "$w"
trap 'rm -rf "$w"' EXIT
ktap_plan 8

# -- 1. port-check ------------------------------------------------------------
cp -R tests/fixtures/own-driver "$w/hello24"
scripts/port-check "$w/hello24" >"$w/pc.out" 2>&1
rc=$?
rules=$(sed -n 's/^[^:]*:[0-9]*: \([a-z0-9-]*\): .*/\1/p' "$w/pc.out" | sort -u | tr '\n' ' ')
want="devfs fops-owner headers kdev-t llseek malloc-h mod-use-count module-parm old-initializer "
if [ "$rc" -eq 1 ] && [ "$rules" = "$want" ]; then
	ktap_ok "port-check reports the driver's legacy idioms ($rules)"
else
	ktap_fail "port-check reports the driver's legacy idioms" "exit $rc, rules '$rules', wanted '$want'"
fi

# build DIR LOG: the user's build command
build()
{
	make -C "$KDIR" M="$1" W=1 DRVCOMPAT="$compat" modules >"$2" 2>&1 &&
		! grep -E '(warning|error):|^WARNING:' "$2" | grep -qv 'Skipping BTF'
}

# -- 2. build as it is, and after --fix ---------------------------------------
if build "$w/hello24" "$w/build.log" && [ -f "$w/hello24/hello24.ko" ]; then
	ktap_ok "it builds W=1 with zero warnings through its one include line"
else
	ktap_fail "it builds through compat.mk" "$(tail -n 5 "$w/build.log")"
fi
cp -R tests/fixtures/own-driver "$w/fixed"
scripts/port-check --fix "$w/fixed" >"$w/fix.out" 2>&1
if ! cmp -s tests/fixtures/own-driver/hello24.c "$w/fixed/hello24.c" &&
   build "$w/fixed" "$w/fixed.log" && [ -f "$w/fixed/hello24.ko" ]; then
	ktap_ok "after port-check --fix it still builds W=1 with zero warnings"
else
	ktap_fail "it builds after port-check --fix" "$(tail -n 5 "$w/fixed.log" 2>/dev/null)"
fi

# -- 3. run-guest --module -----------------------------------------------------
guest_cmds='set -e
modprobe hello24
grep -q "^drvcompat " /proc/modules
cat /dev/hello24/2
exec 3</dev/hello24/1
if rmmod hello24 2>/dev/null; then echo "unloaded while open"; exit 1; fi
exec 3<&-
rmmod hello24
test ! -e /dev/hello24
echo walkthrough-ok'
scripts/run-guest -q --module "$w/hello24/hello24.ko" -- sh -c "$guest_cmds" >"$w/guest.out" 2>&1
rc=$?
if [ "$rc" -eq 0 ] && grep -q '^hello24 minor 2 opens 1$' "$w/guest.out" &&
   grep -q '^walkthrough-ok$' "$w/guest.out"; then
	ktap_ok "run-guest --module: modprobe pulls drvcompat in, devfs nodes, read, unload refused while open"
else
	ktap_fail "run-guest --module runs the driver" "exit $rc: $(tail -n 5 "$w/guest.out")"
fi

# -- 4. make shell, commands piped in ---------------------------------------
printf '%s\n' "modprobe hello24 && cat /dev/hello24/3 && rmmod hello24" |
	make -s --no-print-directory shell BUILD="$BUILD" KVER="$KVER" \
		KFLAVOUR="${KFLAVOUR:-amd64}" MODULE="$w/hello24/hello24.ko" >"$w/shell.out" 2>&1
rc=$?
if [ "$rc" -eq 0 ] && grep -q '^hello24 minor 3 opens 1$' "$w/shell.out"; then
	ktap_ok "make shell MODULE=hello24.ko runs piped commands against it"
else
	ktap_fail "make shell MODULE=hello24.ko" "exit $rc: $(tail -n 5 "$w/shell.out")"
fi

# -- 5. the mistakes -----------------------------------------------------------
make -C "$KDIR" M="$w/hello24" DRVCOMPAT="$w/nowhere" modules >"$w/e1.log" 2>&1
rc=$?
if [ "$rc" -ne 0 ] && grep -q "$w/nowhere/compat.mk: No such file or directory" "$w/e1.log"; then
	ktap_ok "an include line pointing nowhere names the missing compat.mk"
else
	ktap_fail "an include line pointing nowhere is reported" "exit $rc: $(tail -n 3 "$w/e1.log")"
fi
# a copy of compat/ that was never built (as in a fresh clone)
mkdir -p "$w/unbuilt"
cp "$top/compat/compat.mk" "$w/unbuilt/"
cp -R "$top/compat/include" "$w/unbuilt/"
env -u DRVCOMPAT_OBJ make -C "$KDIR" M="$w/hello24" DRVCOMPAT="$w/unbuilt" modules >"$w/e2.log" 2>&1
rc=$?
if [ "$rc" -ne 0 ] && grep -q "drvcompat is not built for kernel $KVER: build it (make KVER=$KVER in" "$w/e2.log"; then
	ktap_ok "compat not built for the kernel: compat.mk says how to build it"
else
	ktap_fail "compat not built is reported" "exit $rc: $(grep -m1 -i error "$w/e2.log")"
fi
cp "$w/hello24/hello24.ko" "$w/other.ko"
sed -i "s/vermagic=$KVER /vermagic=5.10.0-9-amd64 /" "$w/other.ko"
scripts/run-guest -q --module "$w/other.ko" -- true >"$w/e3.out" 2>&1
rc=$?
if [ "$rc" -eq 2 ] && grep -q "was built for 5.10.0-9-amd64, the guest runs $KVER (rebuild with KDIR=" "$w/e3.out"; then
	ktap_ok "a driver built for another kernel is refused before booting, naming the KDIR to use"
else
	ktap_fail "a driver built for another kernel is refused" "exit $rc: $(cat "$w/e3.out")"
fi
ktap_done
