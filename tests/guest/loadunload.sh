# SPDX-License-Identifier: GPL-2.0
#
# loadunload.sh - 100 cycles of modprobe / modprobe -r for demo and compat
# (25 for demo_legacy: the same paths through drvcompat.ko, at a fraction of
# the time).  Every 10th cycle holds a file open: the unload
# must then fail with EBUSY and succeed after close.  Afterwards the module
# list, the slab total, the device nodes and the class entries are back
# where they started.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

cycles=100
slab_kb() { sync; echo 3 > /proc/sys/vm/drop_caches; awk '/^Slab:/ { print $2 }' /proc/meminfo; }
snapshot()
{
	cut -d' ' -f1 /proc/modules | sort
	ls /dev | sort
	ls /sys/class | sort
}

ktap_plan 7

# cycle MOD: load and unload it $cycles times; prints a reason on failure
cycle()
{
	_m=$1 _n=$2
	_i=1
	while [ $_i -le $_n ]; do
		modprobe "$_m" || { echo "cycle $_i: modprobe $_m failed"; return 1; }
		if [ $((_i % 10)) -eq 0 ] && [ "$_m" != drvcompat ]; then
			rm -f /tmp/lu-node
			mknod /tmp/lu-node c "$(major_of "$_m")" 0
			exec 3< /tmp/lu-node
			if rmmod "$_m" 2>/tmp/lu-err; then
				exec 3<&-
				echo "cycle $_i: rmmod $_m succeeded with a file open"
				return 1
			fi
			grep -qi 'in use' /tmp/lu-err ||
				{ echo "cycle $_i: unexpected rmmod error: $(cat /tmp/lu-err)"; exec 3<&-; return 1; }
			echo "$_i" >> /tmp/lu-busy
			exec 3<&-
			rm -f /tmp/lu-node
		fi
		modprobe -r "$_m" || { echo "cycle $_i: modprobe -r $_m failed"; return 1; }
		_i=$((_i + 1))
	done
	return 0
}

snapshot > /tmp/lu-before
slab0=$(slab_kb)
for spec in demo:$cycles demo_legacy:25 drvcompat:$cycles; do
	mod=${spec%:*} n=${spec#*:}
	: > /tmp/lu-busy
	start=$(date +%s)
	why=$(cycle "$mod" "$n" 2>&1)
	rc=$?
	secs=$(($(date +%s) - start))
	busy=$(wc -l < /tmp/lu-busy)
	if [ $rc -eq 0 ]; then
		ktap_ok "$mod: $n load/unload cycles ($secs s, $busy refused with EBUSY while a file was open)"
	else
		ktap_fail "$mod: $n load/unload cycles" "$why"
		modprobe -r "$mod" 2>/dev/null
	fi
done
slab1=$(slab_kb)
snapshot > /tmp/lu-after

if cmp -s /tmp/lu-before /tmp/lu-after; then
	ktap_ok "modules, /dev nodes and /sys/class entries are as before"
else
	diff /tmp/lu-before /tmp/lu-after | sed 's/^/# /'
	ktap_fail "modules, /dev nodes and /sys/class entries are as before"
fi
delta=$((slab1 - slab0))
ktap_diag "slab before ${slab0} kB, after ${slab1} kB, delta ${delta} kB"
# 225 cycles that each leaked even one 4 KiB object would pass 1 MiB
if [ "$delta" -lt 1024 ]; then
	ktap_ok "slab total is back where it started (delta ${delta} kB)"
else
	ktap_fail "slab total is back where it started (delta ${delta} kB)"
fi
if ! grep -qE '^(demo|demo_legacy|drvcompat|demo_backend) ' /proc/modules; then
	ktap_ok "no demo or compat module is left loaded"
else
	ktap_fail "no demo or compat module is left loaded" "$(cut -d' ' -f1 /proc/modules | tr '\n' ' ')"
fi
if [ ! -e /sys/class/demo ] && ! ls /dev | grep -q '^demo'; then
	ktap_ok "no demo class or device node is left behind"
else
	ktap_fail "no demo class or device node is left behind" "$(ls /dev | grep demo | tr '\n' ' ')"
fi
ktap_done
