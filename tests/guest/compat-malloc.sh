# SPDX-License-Identifier: GPL-2.0
#
# compat-malloc: a legacy module that includes <linux/malloc.h> (and
# <linux/config.h>, <asm/system.h>) builds through the compat shims, and the
# kmalloc()/kzalloc()/kfree() it gets that way work at run time:
# compat_topics fills and checks its buffers on load (malloc_ok) and on
# request (write N to its malloc parameter, read the result back).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 7

P=/sys/module/compat_topics/parameters

# wr PARAM VALUE: write VALUE to the parameter; fails if the module refuses it
wr()
{
	{ echo "$2" > "$P/$1"; } 2>/dev/null
}

# malloc_size N: allocate N bytes through the module; checks the report
malloc_size()
{
	wr malloc "$1" || { echo "write $1 refused"; return 1; }
	got=$(cat $P/malloc)
	ksize=$(printf '%s\n' "$got" | sed -n 's/.* ksize=\([0-9]*\) .*/\1/p')
	if [ "$got" = "size=$1 ksize=$ksize bad=0 ok" ] && [ "$ksize" -ge "$1" ]; then
		echo "$got"
	else
		echo "got: $got"
		return 1
	fi
}

ktap_check "modprobe compat_topics" modprobe compat_topics

v=$(cat $P/malloc_ok 2>/dev/null)
if [ "$v" = 1 ]; then
	ktap_ok "kmalloc/kzalloc/kfree through <linux/malloc.h> worked at load"
else
	ktap_fail "kmalloc/kzalloc/kfree through <linux/malloc.h> worked at load" "malloc_ok '$v'"
fi

for n in 100 8193 300000; do
	if out=$(malloc_size $n); then
		ktap_diag "$out"
		ktap_ok "kmalloc($n): every byte reads back, kzalloc($n) is zeroed"
	else
		ktap_fail "kmalloc($n): every byte reads back, kzalloc($n) is zeroed" "$out"
	fi
done

if ! wr malloc 0 && ! wr malloc 2000000; then
	ktap_ok "sizes 0 and 2000000 are refused"
else
	ktap_fail "sizes 0 and 2000000 are refused"
fi

unloads compat_topics

ktap_done
