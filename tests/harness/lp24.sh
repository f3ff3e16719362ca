# SPDX-License-Identifier: GPL-2.0
#
# lp24.sh - the 2.4-style parallel-port printer driver
# (tests/fixtures/legacy-drivers/lp24) against QEMU's -device isa-parallel
# whose chardev is a file on the host, with Debian's parport_pc driving
# the port without its interrupt (io=0x378 irq=none: the driver polls,
# as lp did without one; with the IRQ 7 that Plug and Play gives it,
# handing the held port over to a sleeping writer locked up in parport's
# interrupt handler on cad_lock, seen on 6.1 and not yet understood), in
# one boot, twice: built from the unedited 2.4 source through
# compat (built here, W=1, no diagnostics allowed), and as the [build]
# phase built it (port-check --fix, then through compat).  Each: the
# driver's attach() is called for parport0 (compat makes it the driver's
# match_port(): 5.8 stopped calling attach()) and its two devices are on
# the parport bus; 16 KiB of random bytes written in 4 KiB writes; then,
# with the port held by the driver's second device (its node open), two
# writers (8 KiB and 4 KiB, one write() each) wait, one in
# parport_claim_or_block() (seen in /proc/lp24, waited for with a 30 s
# bound, never a fixed time) and one on the driver's semaphore, and the
# close wakes them: both complete, one after the other, the first counted
# as having slept; rmmod while the printer is open refused, after the close
# it unloads and its devices leave the bus.  On the host the chardev file
# is, byte for byte, what each build wrote, in order (the two waiting
# writers' data whole, in either order).  The
# two builds print the same lines; a clean kernel log.
# LP24_KO: another build of the fixed driver, e.g. one broken on purpose.
# Runs on the host; boots the guest once.
. "$KTAP_LIB"

FIXTURE=lp24
. "${KTAP_LIB%/*}/fixture.sh"
ko=${LP24_KO:-$(fixture_ko)}
fixture_plan 9 "$ko"

fixture_unedited

# the data, made here so that the host knows what the printer must get
head -c 16384 /dev/urandom > "$tmp/a"
head -c 8192 /dev/urandom > "$tmp/b"
head -c 4096 /dev/urandom > "$tmp/c"
lp=$tmp/lp.out
: > "$lp"

{
guest_lib
cat <<'EOF_GUEST'
P=/dev/lp24
H=/dev/lp24hold
modprobe parport_pc io=0x378 irq=none || exit 10
modprobe drvcompat || exit 10
# counters: the /proc/lp24 line of parport0, "bytes N writes N slept N waiting N"
counters()
{
	sed -n 's/^lp24 0: parport0 //p' /proc/lp24
}
# until_waiting N: /proc/lp24 shows N writers in the claim (30 s bound)
until_waiting()
{
	_i=0
	while [ "$(counters | sed 's/.* waiting //')" != "$1" ] && [ "$_i" -lt 300 ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	echo "waiting $1: $([ "$_i" -lt 300 ] && echo yes || echo no)"
}
# run VARIANT KO: the checks, each line prefixed with VARIANT
run()
{
	v=$1
	insmod "$2" || { echo "$v: insmod failed"; return; }
	maj=$(sed -n 's/^ *\([0-9][0-9]*\) lp24$/\1/p' /proc/devices)
	rm -f $P $H
	mknod $P c "$maj" 0
	mknod $H c "$maj" 64
	echo "$v: attached $(grep -c '^lp24 0: parport0 ' /proc/lp24) bus $(ls /sys/bus/parport/devices | grep -c '^lp24')"
	dd if=/tmp/a of=$P bs=4096 2>/dev/null && echo "$v: a: written"
	echo "$v: after a: $(counters)"
	# the port held by the second device until /tmp/go
	rm -f /tmp/go
	sh -c "exec 3< $H && echo open > /tmp/holder && until [ -e /tmp/go ]; do sleep 0.1; done" &
	holder=$!
	_i=0
	while ! [ -s /tmp/holder ] && [ "$_i" -lt 300 ]; do sleep 0.1; _i=$((_i + 1)); done
	rm -f /tmp/holder
	dd if=/tmp/b of=$P bs=8192 2>/dev/null &
	b=$!
	dd if=/tmp/c of=$P bs=4096 2>/dev/null &
	c=$!
	echo "$v: bc: $(until_waiting 1)"
	: > /tmp/go
	wait $holder
	wait $b && echo "$v: b: written"
	wait $c && echo "$v: c: written"
	echo "$v: after bc: $(counters)"
	rmmod_open lp24 sh -c "exec 3> $P && echo open && until [ -e /tmp/release ]; do sleep 0.1; done" | sed "s/^/$v: /"
	echo "$v: after rmmod: bus $(ls /sys/bus/parport/devices | grep -c '^lp24')"
	rm -f $P $H
}
EOF_GUEST
fixture_guest_end unedited
} > "$tmp/guest.sh"

fixture_runs unedited "the guest ran both builds" --module "$ko" \
	--device isa-parallel,chardev=p0 \
	--qemu-opt -chardev --qemu-opt "file,id=p0,path=$lp" --kmod parport_pc \
	--file "$tmp/a:/tmp/a" --file "$tmp/b:/tmp/b" --file "$tmp/c:/tmp/c"

# want DESC LINE...: each LINE among the guest's lines, for the fixed build
want()
{
	wants lp24 "$@"
}

want "attach() is called for parport0 (through compat's match_port()), its two devices on the parport bus" \
	"fixed: attached 1 bus 2"
want "16 KiB written in 4 KiB writes, one claim of the port each" \
	"fixed: a: written" "fixed: after a: bytes 16384 writes 4 slept 0 waiting 0"
want "two writers wait for the held port; the close wakes them, both complete, the one in the claim counted as slept" \
	"fixed: bc: waiting 1: yes" "fixed: b: written" "fixed: c: written" \
	"fixed: after bc: bytes 28672 writes 6 slept 1 waiting 0"
want "rmmod while open is refused, after the close it unloads and its devices leave the bus" \
	"fixed: rmmod open: refused" "fixed: rmmod closed: ok" "fixed: after rmmod: bus 0"

# the host's view: per build, a, then b and c whole in either order
cat "$tmp/a" "$tmp/b" "$tmp/c" > "$tmp/abc"
cat "$tmp/a" "$tmp/c" "$tmp/b" > "$tmp/acb"
n=$(wc -c < "$tmp/abc")
builds=$(sed -n 's/^\([a-z]*\): a: written$/\1/p' "$tmp/out")
# printed VARIANT: the order the host file holds VARIANT's bytes in
_off=0
for _v in $builds; do
	dd if="$lp" of="$tmp/got-$_v" bs=4096 iflag=skip_bytes,count_bytes skip=$_off count="$n" 2>/dev/null
	if cmp -s "$tmp/got-$_v" "$tmp/abc"; then
		echo "$_v abc"
	elif cmp -s "$tmp/got-$_v" "$tmp/acb"; then
		echo "$_v acb"
	else
		echo "$_v differs"
	fi
	_off=$((_off + n))
done > "$tmp/host"
sed 's/^/# host: /' "$tmp/host"
if grep -q '^fixed a[bc][bc]$' "$tmp/host" && ! grep -q differs "$tmp/host" &&
   [ "$(wc -c < "$lp")" -eq $((n * $(echo "$builds" | wc -w))) ]; then
	ktap_ok "lp24: the host's chardev file holds, byte for byte, what each build wrote ($(echo $builds) x $n bytes; a, then b and c whole)"
else
	ktap_fail "lp24: the host's chardev file holds, byte for byte, what each build wrote" \
		"$(wc -c < "$lp") bytes for: $(tr '\n' ' ' < "$tmp/host")"
fi
# the unedited build: the same lines
fixture_same_lines unedited "the unedited build behaves as the fixed one" \
	"the unedited build behaves as the fixed one"
clean_log lp24
ktap_done
