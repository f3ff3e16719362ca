# SPDX-License-Identifier: GPL-2.0
#
# compat-minmax: the 2.4 three-argument min(type, a, b)/max(type, a, b)
# compute exactly min_t()/max_t() at run time: both values converted to
# the type first (so min(unsigned int, -1, 5) is 5 and u8 wraps 300 to 44),
# each argument evaluated once; the two-argument min()/max() stay the
# kernel's.  compat_topics computes them on the values written to its
# mm_a/mm_b parameters.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 9

P=/sys/module/compat_topics/parameters

# expect A B WANT DESC: set mm_a/mm_b, mm_result must read exactly WANT
expect()
{
	if ! { echo "$1" > $P/mm_a && echo "$2" > $P/mm_b; } 2>/dev/null; then
		ktap_fail "$4" "cannot write mm_a=$1 mm_b=$2"
		return
	fi
	got=$(cat $P/mm_result 2>&1)
	if [ "$got" = "$3" ]; then
		ktap_ok "$4"
	else
		ktap_fail "$4" "a=$1 b=$2 got: $got, want: $3"
	fi
}

ktap_check "modprobe compat_topics mm_a=7 mm_b=-2" modprobe compat_topics mm_a=7 mm_b=-2

got=$(cat $P/mm_result 2>&1)
want="min_int=-2 max_int=7 min_uint=7 max_uint=4294967294 min_u8=7 max_u8=254 min_s8=-2 max_s8=7 min2=-2 max2=7"
ktap_same "load-time values 7, -2" "$got" "$want"

expect -5 3 "min_int=-5 max_int=3 min_uint=3 max_uint=4294967291 min_u8=3 max_u8=251 min_s8=-5 max_s8=3 min2=-5 max2=3" \
	"-5, 3: int and 2-arg say -5..3, unsigned types see -5 as huge"
expect -1 5 "min_int=-1 max_int=5 min_uint=5 max_uint=4294967295 min_u8=5 max_u8=255 min_s8=-1 max_s8=5 min2=-1 max2=5" \
	"-1, 5: min(unsigned int, -1, 5) is 5, min(int, -1, 5) is -1"
expect 300 5 "min_int=5 max_int=300 min_uint=5 max_uint=300 min_u8=5 max_u8=44 min_s8=5 max_s8=44 min2=5 max2=300" \
	"300, 5: u8 and s8 compare 300 converted to 44"
expect 200 -100 "min_int=-100 max_int=200 min_uint=200 max_uint=4294967196 min_u8=156 max_u8=200 min_s8=-100 max_s8=-56 min2=-100 max2=200" \
	"200, -100: s8 sees 200 as -56, u8 sees -100 as 156"

echo -5 > $P/mm_a
echo 3 > $P/mm_b
got=$(cat $P/mm_once 2>&1)
want="calls=4 postinc=1 min=-5 max=4294967291"
ktap_same "each argument is evaluated once (4 calls in 2 uses, k++ adds 1)" "$got" "$want"

got=$(cat $P/mm_literal 2>&1)
want="min(unsigned int,-1,5)=5 max(unsigned int,-1,5)=4294967295 min(int,-1,5)=-1"
ktap_same "constants: $want" "$got" "$want"

unloads compat_topics

ktap_done
