# SPDX-License-Identifier: GPL-2.0
#
# compat-remap: 2.4's way of giving user space a driver's pages, through
# compat.  compat_remap (tests/modules/compat_remap) reserves its
# __get_free_pages() buffer with mem_map_reserve() (<linux/wrapper.h>),
# fills it with the kernel's pattern and maps it in its mmap method with
# remap_page_range(vma, ...); its read() counts, in the kernel, the bytes
# holding the kernel's and the user's pattern.  mmap-rw
# (initramfs/progs/mmap-rw.c) is the user: it sees the kernel's bytes
# through the mapping (from page 0 and from an offset; past the buffer,
# EINVAL), two writers on the guest's two CPUs fill both halves at once
# and the kernel reads every byte they wrote; a mapping held after its
# file was closed keeps the module in use (modprobe -r fails, the bytes
# stay seen) until it goes; then the module unloads (mem_map_unreserve()
# before free_pages(): no "Bad page" report in the log).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 8

DEV=/dev/compat-remap
FIFO=/tmp/compat-remap.fifo
OUT=/tmp/compat-remap.out
EINVAL=22
base=$(dmesg | wc -l)
if ! modprobe compat_remap || ! mknod "$DEV" c "$(major_of compat_remap)" 0; then
	ktap_fail "modprobe compat_remap (mem_map_reserve() on its pages)"
	for i in 2 3 4 5 6 7 8; do ktap_skip "remap case $i" "compat_remap not loaded"; done
	ktap_done
fi
ktap_ok "modprobe compat_remap (mem_map_reserve() on its pages)"
ktap_same "user space sees the kernel's 16384 bytes through remap_page_range()" \
	"$(mmap-rw "$DEV" 0 4 check 2>&1)" 16384
got=$(exits_with "$EINVAL" mmap-rw "$DEV" 3 2 check 2>/dev/null)
ktap_same "a mapping at page 2 sees its 8192 bytes; one past the buffer is EINVAL" \
	"$(mmap-rw "$DEV" 2 2 check 2>&1) $got" "8192 "
mmap-rw "$DEV" 0 2 write >/tmp/compat-remap.w1 2>&1 &
w1=$!
mmap-rw "$DEV" 2 2 write >/tmp/compat-remap.w2 2>&1 &
w2=$!
wait "$w1"
r1=$?
wait "$w2"
r2=$?
ktap_same "two writers at once on both halves; the kernel reads all their bytes" \
	"$r1 $r2 $(cat "$DEV")" "0 0 0 16384"
rm -f "$FIFO" "$OUT"
mkfifo "$FIFO"
mmap-rw "$DEV" 0 4 hold "$FIFO" >"$OUT" 2>&1 &
holder=$!
if wait_for "$OUT" mapped && ! modprobe -r compat_remap 2>/dev/null &&
   grep -q '^compat_remap ' /proc/modules; then
	ktap_ok "a mapping held after close keeps the module: modprobe -r fails"
else
	ktap_fail "a mapping held after close keeps the module: modprobe -r fails" \
		"$(tr '\n' ' ' <"$OUT")"
fi
echo go >"$FIFO"
wait "$holder"
ktap_same "the held mapping still sees its bytes, then goes" \
	"$? $(tr '\n' ' ' <"$OUT")" "0 mapped done "
rm -f "$DEV" "$FIFO" "$OUT" /tmp/compat-remap.w1 /tmp/compat-remap.w2
unloads compat_remap
log_clean "$base" "no bad page, BUG or WARNING in the log" 'Bad page|BUG:|WARNING:'
ktap_done
