# SPDX-License-Identifier: GPL-2.0
#
# compat-bcd: 2.4's BCD_TO_BIN()/BIN_TO_BCD() (and 2.6's BCD2BIN()/
# BIN2BCD()) through compat.  compat_bcd (tests/modules/compat_bcd)
# converts at load: every number 0..99 goes to BCD and back in place (in
# an int and in a u8 field), every valid BCD byte converts as bcd2bin()
# does, the macro's value is the assignment's (59 for 0x59), an int wider
# than a byte converts by 2.4's formula (0x123 -> 183), and on x86 the
# CMOS clock's BCD seconds, minutes and hours convert into range.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 6

module_case bcd compat_bcd
ktap_same "BIN_TO_BCD() then BCD_TO_BIN() give 0..99 back, in an int and a u8" \
	"$(cat $P/roundtrip)" 100
ktap_same "BCD_TO_BIN() and BCD2BIN() agree with bcd2bin() on all 100 BCD bytes" \
	"$(cat $P/agree)" 100
ktap_same "BCD_TO_BIN(x)'s value is the assignment's; 0x123 gives 2.4's 183" \
	"$(cat $P/value) $(cat $P/wide)" "59 183"
case $(cat $P/rtc) in
none)
	ktap_skip "the CMOS clock's BCD time converts into range" "no CMOS clock ($(uname -m))" ;;
binary)
	ktap_skip "the CMOS clock's BCD time converts into range" "the clock keeps binary" ;;
*)
	ktap_same "the CMOS clock's BCD time converts into range" "$(cat $P/rtc)" bcd ;;
esac
unloads compat_bcd
ktap_done
