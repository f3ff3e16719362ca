# SPDX-License-Identifier: GPL-2.0
#
# nvram24.sh - the 2.4-style CMOS NVRAM fixture driver
# (tests/fixtures/legacy-drivers/nvram24), which defines its own
# nvram_read_byte() and friends and names its file operations nvram_read
# and nvram_write (the names 6.1's <linux/nvram.h> gives static inlines:
# porting-guide/nvram.md), against the pc machine's emulated MC146818, in
# one boot, twice: built from the 2.4 source through compat with the one
# edit no header can make, its .ioctl (built here, W=1, no diagnostics
# allowed: compat's <linux/nvram.h> lets the driver's definitions win),
# and as the [build] phase built it
# (port-check --fix, then through compat).  The kernel's rtc_cmos is kept
# off the CMOS (initcall_blacklist=cmos_init), and Debian's own nvram
# driver is a module (CONFIG_NVRAM=m, checked here) that is never loaded.
# Each build: misc minor 144 is the driver's; the file is 114 bytes and
# seekable, not beyond its end; bytes are read, written (each plus one,
# never the RTC's registers 0-13, which are not in the file) and read
# back equal (not the century bytes 0x32 and 0x37, which QEMU rewrites);
# NVRAM_SETCKS as root makes the checksum (bytes 0x2e/0x2f,
# read back) the sum over 0x10..0x2d, which a write had made wrong, and
# NVRAM_INIT zeroes all but QEMU's century bytes; both are refused (EACCES, as 2.4's
# capable(CAP_SYS_ADMIN) refused them) to uid 65534 and to a user
# namespace's root, whose write is not; a writer excludes a second writer
# and an O_EXCL open, not a reader; on the guest's 2 vCPUs, 300 write and
# read-back rounds race 300 read-only opens and reads, and every round
# reads back what it wrote (the CMOS index/data pair under rtc_lock);
# rmmod while open is refused, after the close it unloads and minor 144 is
# free.  The two builds print the same lines; a clean kernel log.
# NVRAM24_KO: another build of the fixed driver, e.g. one broken on
# purpose.  Runs on the host; boots the guest once.
. "$KTAP_LIB"

FIXTURE=nvram24
. "${KTAP_LIB%/*}/fixture.sh"
ko=${NVRAM24_KO:-$(fixture_ko)}
fixture_plan 13 "$ko"

# Debian's own driver of /dev/nvram must not be built in
if grep -qx 'CONFIG_NVRAM=m' "$KDIR/.config" 2>/dev/null ||
   ! grep -q '^CONFIG_NVRAM=' "$KDIR/.config" 2>/dev/null; then
	ktap_ok "nvram24: the kernel's nvram driver is not built in ($(grep '^CONFIG_NVRAM=' "$KDIR/.config" 2>/dev/null || echo 'CONFIG_NVRAM unset'))"
else
	ktap_fail "nvram24: the kernel's nvram driver is not built in" \
		"$(grep '^CONFIG_NVRAM=' "$KDIR/.config")"
fi

# the 2.4 source through compat with one edit, the one no header can make
# (porting-guide/ioctl.md: 6.1's file_operations has no .ioctl): the GNU
# "ioctl:" initializer becomes "unlocked_ioctl:" of a wrapper that calls
# the 2.4 method (nvram24's ioctls take rtc_lock, not the BKL).  Nothing
# else is edited: the nvram_* collision, <linux/config.h>,
# MOD_INC_USE_COUNT and the GNU initializers go through compat.  The
# fixture's own Kbuild, in the module tree next to compat/ (its include
# path is relative).
u=$DRVCOMPAT_KTREE/src/oneedit/nvram24
rm -rf "$u"
mkdir -p "$u"
cp tests/fixtures/legacy-drivers/nvram24/Kbuild "$u/"
sed -e 's/^\tioctl:\t\tnvram_ioctl,$/\tunlocked_ioctl:\tnvram_unlocked_ioctl,/' \
    -e '/^static struct file_operations nvram_fops = {$/i\
static long nvram_unlocked_ioctl(struct file *file, unsigned int cmd,\
\t\t\t\t unsigned long arg)\
{\
\treturn nvram_ioctl(file_inode(file), file, cmd, arg);\
}\
' tests/fixtures/legacy-drivers/nvram24/nvram24.c > "$u/nvram24.c"
diff tests/fixtures/legacy-drivers/nvram24/nvram24.c "$u/nvram24.c" > "$tmp/oneedit.diff"
if [ "$(grep -c '^[<>]' "$tmp/oneedit.diff")" -eq 8 ] &&
   make -C "$KDIR" M="$u" W=1 modules > "$tmp/oneedit.log" 2>&1 &&
   ! grep -E 'warning:|error:' "$tmp/oneedit.log" | grep -q . && [ -f "$u/nvram24.ko" ]; then
	ktap_ok "nvram24: the 2.4 source, its .ioctl the one edit, builds through compat (the nvram_* collision too), W=1, no diagnostics"
	cp "$u/nvram24.ko" "$tmp/nvram24-oneedit.ko"
else
	sed 's/^/# diff: /' "$tmp/oneedit.diff" | head -n 12
	grep -E 'warning:|error:' "$tmp/oneedit.log" 2>/dev/null | head -n 5 | sed 's/^/# /'
	ktap_fail "nvram24: the 2.4 source, its .ioctl the one edit, builds through compat, W=1, no diagnostics"
fi

{
guest_lib
cat <<'EOF_GUEST'
N=/dev/nvram
modprobe drvcompat || exit 10
# run VARIANT KO: the checks, each line prefixed with VARIANT
run()
{
	v=$1
	insmod "$2" || { echo "$v: insmod failed"; return; }
	rm -f $N
	mknod $N c 10 144
	chmod 666 $N
	echo "$v: misc $(grep -c '^144 nvram$' /proc/misc) kernel's nvram $(grep -c '^nvram ' /proc/modules)"
	nvram-ctl $N open size readall seek:114 seek:115 badioctl \
		rw:42:8 rw:100:14 rw:2:4 setcks cks rw:2:4 cks setcks cks \
		ropen open2 xopen init zeros cks close | sed "s/^/$v: /"
	# the race: a writer's rounds against a reader's opens and reads
	rm -f /tmp/rd
	nvram-ctl $N rdloop:300 > /tmp/rd &
	rd=$!
	# shellcheck disable=SC2046
	nvram-ctl $N open $(i=0; while [ $i -lt 300 ]; do echo rw:60:16; i=$((i + 1)); done) close |
		sort | uniq -c | sed "s/^ */$v: race: /"
	wait $rd
	sed "s/^/$v: race reader: /" /tmp/rd
	echo "$v: nobody: $(runas 65534 65534 -- nvram-ctl $N open rw:50:2 setcks init close | tr '\n' ' ')"
	echo "$v: userns root: $(runas 1234 5678 -- unshare -r nvram-ctl $N open rw:50:2 setcks init close | tr '\n' ' ')"
	rmmod_open nvram24 nvram-ctl $N open hold:/tmp/release open2 close | sed "s/^/$v: /"
	echo "$v: after rmmod: misc $(grep -c ' nvram$' /proc/misc)"
	rm -f $N
}
EOF_GUEST
fixture_guest_end oneedit
} > "$tmp/guest.sh"

fixture_runs oneedit "the guest ran both builds" --module "$ko" \
	--append "initcall_blacklist=cmos_init"

# want DESC LINE...: each LINE among the guest's lines, for the fixed build
want()
{
	wants nvram24 "$@"
}

want "misc minor 144 is the driver's, the kernel's nvram module is not loaded" \
	"fixed: misc 1 kernel's nvram 0"
want "114 seekable bytes, not beyond the end; an unknown ioctl ENOTTY" \
	"fixed: open ok" "fixed: size 114" "fixed: readall 114" \
	"fixed: seek:114 114" "fixed: seek:115 EINVAL" "fixed: badioctl ENOTTY"
want "bytes written at their offset read back as written (CMOS 0x38-0x3f, 0x72-0x7f, 0x10-0x13)" \
	"fixed: rw:42:8 equal" "fixed: rw:100:14 equal" "fixed: rw:2:4 equal"
if [ "$(grep -c '^fixed: cks valid$' "$tmp/out")" -eq 3 ] &&
   [ "$(grep -c '^fixed: cks invalid$' "$tmp/out")" -eq 1 ] &&
   [ "$(grep -c '^fixed: setcks 0$' "$tmp/out")" -eq 2 ] &&
   grep -qx 'fixed: init 0' "$tmp/out" && grep -qx 'fixed: zeros 112 (36 41)' "$tmp/out"; then
	ktap_ok "nvram24: NVRAM_SETCKS as root: the checksum read back at 0x2e/0x2f is the sum over 0x10..0x2d; invalid after a write, valid after SETCKS; NVRAM_INIT as root zeroes all 114 bytes but the two century bytes QEMU keeps (0x32, 0x37), the checksum valid"
else
	ktap_fail "nvram24: valid, invalid after a write, valid after SETCKS; NVRAM_INIT zeroes all" \
		"$(grep -E '^fixed: (cks|init|zeros)' "$tmp/out" | tr '\n' ' ')"
fi
want "a writer excludes a second writer and an O_EXCL open, not a reader" \
	"fixed: ropen ok" "fixed: open2 EBUSY" "fixed: xopen EBUSY"
want "300 write and read-back rounds racing 300 read-only opens and reads on 2 vCPUs: each round reads back what it wrote" \
	"fixed: race: 300 rw:60:16 equal" "fixed: race: 1 open ok" \
	"fixed: race reader: rdloop:300 300"
want "NVRAM_SETCKS and NVRAM_INIT refused (EACCES) to uid 65534 and to a user namespace's root, their writes not" \
	"fixed: nobody: open ok rw:50:2 equal setcks EACCES init EACCES close 0 " \
	"fixed: userns root: open ok rw:50:2 equal setcks EACCES init EACCES close 0 "
want "rmmod while open is refused, after the close it unloads and frees minor 144" \
	"fixed: rmmod open: refused" "fixed: open2 EBUSY" "fixed: rmmod closed: ok" "fixed: after rmmod: misc 0"
# the one-edit build: the same lines
fixture_same_lines oneedit "the one-edit build behaves as the fixed one" \
	"the one-edit build behaves as the fixed one"
clean_log nvram24
ktap_done
