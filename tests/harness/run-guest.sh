# SPDX-License-Identifier: GPL-2.0
#
# run-guest.sh - scripts/run-guest behaves like `vng -- cmd`: the guest
# command's output and exit status come back, a panic gives 255, a hung
# guest is killed at the timeout, and bad input is refused before booting.
# Runs on the host; boots the guest several times.
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
	"$@" > "$tmp/out" 2> "$tmp/err"
	_got=$?
	if [ "$_got" -eq "$_want" ]; then
		ktap_ok "$_d"
	else
		sed 's/^/# stdout: /' "$tmp/out" | head -n 5
		sed 's/^/# stderr: /' "$tmp/err" | tail -n 8
		ktap_fail "$_d" "wanted exit $_want, got $_got"
	fi
}

ktap_plan 14

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

start=$(date +%s)
status "a hung guest is killed at the timeout with 124" 124 $rg --timeout 15 -- sleep 1000
took=$(( $(date +%s) - start ))
if grep -q 'timeout' "$tmp/err" && [ "$took" -lt 45 ]; then
	ktap_ok "the timeout is enforced and reported ($took s)"
else
	ktap_fail "the timeout is enforced and reported ($took s)"
fi

# --module, --file and --stdin on a bare image (no project modules)
bare=$tmp/bare.cpio
scripts/mkinitramfs -o "$bare" -k "$KVER" > "$tmp/mk.log" 2>&1
ko=tests/modules/harness_chr/harness_chr.ko
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

ktap_done
