# SPDX-License-Identifier: GPL-2.0
#
# run-guest-devices.sh - scripts/run-guest's emulated hardware: --device,
# --qemu-opt and --kmod.  Bad values are refused before booting (exit 2,
# QEMU's own message for a device or option it refuses, the name of a
# module the guest kernel's linux-image does not have).  One boot with an
# ISA parallel port whose output is a host file and an ib700 watchdog,
# Debian's lp, parport_pc and ib700wdt installed by --kmod: the bytes
# written to /dev/lp0 in the guest arrive in the host file as they were,
# and ib700wdt binds the ib700 (/dev/watchdog).  Runs on the host; boots
# the guest once.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/harness.sh"

rg="scripts/run-guest -q"
tmp=$BUILD/harness-devices
rm -rf "$tmp"
mkdir -p "$tmp"

ktap_plan 8

refused "--device QEMU does not know: exit 2 with QEMU's message" \
	"'nosuch-device' is not a valid device model name" $rg --device nosuch-device -- true
refused "--device with a property the device lacks: exit 2 with QEMU's message" \
	"Property 'ib700.nosuchprop' not found" $rg --device ib700,nosuchprop=1 -- true
refused "--qemu-opt QEMU refuses: exit 2 with QEMU's message" \
	"-frobnicate: invalid option" $rg --qemu-opt -frobnicate -- true
refused "--kmod of a module the image lacks: exit 2 naming it" \
	"no module no_such_module in linux-image-" $rg --kmod no_such_module -- true
refused "--kmod of something that is no module name: exit 2" \
	"takes a module name" $rg --kmod 'lp;reboot' -- true

printf 'drvcompat parallel port test\nline two\n' > "$tmp/want"
$rg --device isa-parallel,chardev=lp0 \
	--qemu-opt -chardev --qemu-opt "file,id=lp0,path=$tmp/lp0.out" \
	--device ib700 --kmod lp --kmod parport_pc --kmod ib700wdt \
	--file "$tmp/want:/tmp/want" -- sh -c '
		modprobe parport_pc && modprobe lp || exit 10
		[ -c /dev/lp0 ] || mknod /dev/lp0 c 6 0
		cat /tmp/want > /dev/lp0 || exit 11
		modprobe ib700wdt || exit 12
		[ -c /dev/watchdog ] || exit 13
		exit 0' > "$tmp/out" 2> "$tmp/err"
rc=$?
if [ "$rc" -eq 0 ]; then
	ktap_ok "a guest with --device, --qemu-opt and --kmod boots; modprobe lp, parport_pc and ib700wdt work"
else
	sed 's/^/# stderr: /' "$tmp/err" | tail -n 8
	ktap_fail "a guest with --device, --qemu-opt and --kmod boots; modprobe works" "exit $rc"
fi
if cmp -s "$tmp/want" "$tmp/lp0.out"; then
	ktap_ok "the bytes written to /dev/lp0 arrive in the host's chardev file as they were"
else
	ktap_fail "the bytes written to /dev/lp0 arrive in the host's chardev file" \
		"$(od -c "$tmp/lp0.out" 2>&1 | head -n 3 | tr '\n' '|')"
fi
if [ "$rc" -eq 0 ]; then
	ktap_ok "ib700wdt binds the emulated ib700 (/dev/watchdog)"
elif [ "$rc" -eq 12 ] || [ "$rc" -eq 13 ]; then
	ktap_fail "ib700wdt binds the emulated ib700 (/dev/watchdog)" "exit $rc"
else
	ktap_fail "ib700wdt binds the emulated ib700 (/dev/watchdog)" "not reached (exit $rc)"
fi
ktap_done
