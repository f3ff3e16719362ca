# SPDX-License-Identifier: GPL-2.0
#
# loadunload.sh - load/unload cycles of demo, demo_legacy and drvcompat.
#
# The bulk of the cycles run in modcycle (initramfs/progs/modcycle.c), a
# static program calling finit_module()/delete_module() directly: a
# modprobe/modprobe -r pair costs two dynamically linked execs (~300 ms
# under TCG), a modcycle cycle a fifth of that.  A few real modprobe /
# modprobe -r cycles per module keep kmod's and depmod's path covered.
# Every 10th cycle (and one modprobe cycle) holds a file open: the unload
# must then be refused (EBUSY) and succeed after the close.
#
# Leaks: before and after each module's cycles, /proc/slabinfo's kmalloc
# caches are read (after dropping caches); their active objects' bytes may
# not grow by N * 2 KiB over N cycles, so a module that leaks one 4 KiB
# allocation (or two 1 KiB ones) per cycle fails, and no kmalloc cache may
# gain N/2 objects or more (a leak of any size, one object per cycle).  On
# the debug kernel (kmemleak, KASAN's quarantine) slab counts lag the
# frees: there the check is skipped and kmemleak-scan finds leaks.
# Afterwards the module list, the device nodes and the class entries are
# back where they started.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

snapshot()
{
	cut -d' ' -f1 /proc/modules | sort
	ls /dev | sort
	ls /sys/class | sort
}

# slabs FILE: "cache active_objs objsize" per slab cache, after dropping
# the page cache and reclaimable slab objects
slabs()
{
	sync
	echo 3 > /proc/sys/vm/drop_caches
	awk 'NR > 2 { print $1, $2, $4 }' /proc/slabinfo > "$1"
}

# slab_leak BEFORE AFTER N: diagnostics, and the reason on stdout when the
# growth from BEFORE to AFTER is what N cycles that leak would leave
slab_leak()
{
	awk -v n="$3" '
	NR == FNR { before[$1] = $2; next }
	# the allocations of a driver come from the kmalloc caches; the caches
	# of module loading (vmap areas, kernfs nodes, the kmod tasks) are
	# freed lazily and are left out (a module that leaves a sysfs or /dev
	# entry behind fails the snapshot test instead)
	$1 !~ /^kmalloc-/ { next }
	{
		d = $2 - before[$1]
		bytes += d * $3
		if (d > 0 && d * $3 > worst_b) { worst_b = d * $3; worst = $1 " +" d " x " $3 " B" }
		if (d >= n / 2) objs = objs " " $1 " +" d
	}
	END {
		printf "# active kmalloc objects %+d kB over %d cycles; most grown: %s\n",
			bytes / 1024, n, worst == "" ? "none" : worst
		if (bytes >= n * 2048)
			printf "leak: %d kB in %d cycles (limit %d kB)\n", bytes / 1024, n, n * 2
		if (objs != "")
			printf "leak: a kmalloc cache gained %d objects or more:%s\n", n / 2, objs
	}' "$1" "$2"
}

# kmod MOD N: N modprobe / modprobe -r cycles; the first holds a file open
# (rmmod refused, "in use"); prints a reason on failure
kmod()
{
	_m=$1 _n=$2 _i=1
	while [ $_i -le $_n ]; do
		modprobe "$_m" || { echo "modprobe cycle $_i: modprobe $_m failed"; return 1; }
		if [ $_i -eq 1 ] && [ "$_m" != drvcompat ]; then
			rm -f /tmp/lu-node
			mknod /tmp/lu-node c "$(major_of "$_m")" 0
			exec 3< /tmp/lu-node
			if rmmod "$_m" 2>/tmp/lu-err; then
				exec 3<&-
				echo "modprobe cycle $_i: rmmod $_m succeeded with a file open"
				return 1
			fi
			exec 3<&-
			rm -f /tmp/lu-node
			grep -qi 'in use' /tmp/lu-err ||
				{ echo "modprobe cycle $_i: unexpected rmmod error: $(cat /tmp/lu-err)"; return 1; }
		fi
		modprobe -r "$_m" || { echo "modprobe cycle $_i: modprobe -r $_m failed"; return 1; }
		_i=$((_i + 1))
	done
}

specs="demo:100 demo_legacy:40 drvcompat:100"
ktap_plan 10

snapshot > /tmp/lu-before
for spec in $specs; do
	mod=${spec%:*} n=${spec#*:}
	ko=$(modinfo -n "$mod" 2>/dev/null)
	why=$(kmod "$mod" 3 2>&1)
	if [ $? -eq 0 ]; then
		ktap_ok "$mod: 3 modprobe / modprobe -r cycles through kmod (rmmod refused while open)"
	else
		ktap_fail "$mod: 3 modprobe / modprobe -r cycles through kmod" "$why"
		modprobe -r "$mod" 2>/dev/null
	fi

	# demo_legacy needs drvcompat: loaded once, around its cycles
	dep=
	[ "$mod" = demo_legacy ] && dep=drvcompat && modprobe drvcompat
	busy=
	[ "$mod" = drvcompat ] || busy="-b $mod"
	slabs /tmp/lu-slab0
	# shellcheck disable=SC2086
	out=$(modcycle $busy "$ko" "$n" 2>&1)
	rc=$?
	slabs /tmp/lu-slab1
	[ -z "$dep" ] || modprobe -r "$dep"
	if [ $rc -eq 0 ] && [ -n "$ko" ]; then
		ktap_ok "$mod: $n load/unload cycles (${out#"modcycle: $mod: "})"
	else
		ktap_fail "$mod: $n load/unload cycles" "${ko:-modinfo -n $mod found nothing}: $out"
		rmmod "$mod" 2>/dev/null
	fi
	leak=$(slab_leak /tmp/lu-slab0 /tmp/lu-slab1 "$n")
	# objects freed through RCU (kernfs nodes, inodes) come back a grace
	# period later: look again until the growth is gone, for at most 10 s;
	# a real leak never goes away
	_t=0
	while echo "$leak" | grep -q '^leak' && [ "$_t" -lt 20 ]; do
		sleep 0.5
		slabs /tmp/lu-slab1
		leak=$(slab_leak /tmp/lu-slab0 /tmp/lu-slab1 "$n")
		_t=$((_t + 1))
	done
	echo "$leak" | grep '^#'
	if grep -q '^kmemleak_object ' /proc/slabinfo; then
		# the debug kernel: kmemleak keeps an object per allocation and
		# KASAN's quarantine holds freed ones back, so slab counts grow
		# with no leak; its kmemleak-scan suite finds leaks there
		ktap_skip "$mod: $n cycles leave no slab objects behind" \
			"kmemleak/KASAN kernel: slab counts lag the frees; kmemleak-scan checks leaks"
	elif ! echo "$leak" | grep -q '^leak'; then
		ktap_ok "$mod: $n cycles leave no slab objects behind"
	else
		ktap_fail "$mod: $n cycles leave no slab objects behind" "$(echo "$leak" | grep '^leak')"
	fi
done
snapshot > /tmp/lu-after

if cmp -s /tmp/lu-before /tmp/lu-after; then
	ktap_ok "modules, /dev nodes and /sys/class entries are as before"
else
	diff /tmp/lu-before /tmp/lu-after | sed 's/^/# /'
	ktap_fail "modules, /dev nodes and /sys/class entries are as before"
fi
ktap_done
