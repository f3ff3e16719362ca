# SPDX-License-Identifier: GPL-2.0
#
# compat-timeval: struct timeval and do_gettimeofday() through compat.
# The struct has the layout of the kernel's struct __kernel_old_timeval
# (16 bytes, tv_usec at 8 on x86-64), and do_gettimeofday() reads the
# wall clock: its seconds agree with date +%s (within 2 s: both read the
# same clock, one after the other), the microseconds are 0..999999, and a
# second reading is not earlier than the first.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 6

module_case timeval compat_task
ktap_same "struct timeval has the layout of struct __kernel_old_timeval" \
	"$(cat $P/timeval_layout)" "16 8 16 8"

before=$(date +%s)
read -r s1 u1 < $P/timeval
after=$(date +%s)
if [ -n "$s1" ] && [ "$s1" -ge $((before - 2)) ] && [ "$s1" -le $((after + 2)) ]; then
	ktap_ok "do_gettimeofday() seconds agree with date +%s ($s1, date $before..$after)"
else
	ktap_fail "do_gettimeofday() seconds agree with date +%s" "got '$s1', date $before..$after"
fi
case $u1 in
[0-9][0-9][0-9][0-9][0-9][0-9])
	ktap_ok "microseconds are 0..999999 ($u1)" ;;
*)
	ktap_fail "microseconds are 0..999999" "got '$u1'" ;;
esac
read -r s2 u2 < $P/timeval
# compare as seconds then microseconds (without leading zeros: not octal)
n1=$(echo "$u1" | sed 's/^0*//')
n2=$(echo "$u2" | sed 's/^0*//')
if [ -n "$s2" ] && { [ "$s2" -gt "$s1" ] ||
     { [ "$s2" -eq "$s1" ] && [ "${n2:-0}" -ge "${n1:-0}" ]; }; }; then
	ktap_ok "a second reading is not earlier ($s1.$u1 -> $s2.$u2)"
else
	ktap_fail "a second reading is not earlier" "$s1.$u1 -> $s2.$u2"
fi
unloads compat_task
ktap_done
