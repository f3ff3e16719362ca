# SPDX-License-Identifier: GPL-2.0
#
# fuzz.sh - /sbin/fuzz throws 100,000 seeded random operations (open,
# read, write, lseek, pread, pwrite, ioctl; random sizes, offsets, ioctl
# numbers, bad user pointers) at every minor of demo and demo_legacy.
# Every error must be one the driver documents; the kernel checks after the
# suite catch any oops or WARN.  The seed is printed; repeat a run with
#   make test-guest T=fuzz FUZZ_SEED=<seed>
# (run-guest --append "fuzz.seed=<seed> fuzz.ops=<n>").
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

param()
{
	sed -n "s/.*\\b$1=\\([0-9]*\\).*/\\1/p" /proc/cmdline
}
seed=$(param fuzz.seed)
[ -n "$seed" ] || seed=$(($(date +%s) % 1000000007))
ops=$(param fuzz.ops)
[ -n "$ops" ] || ops=100000

ktap_plan 4
for mod in demo demo_legacy; do
	dir=/tmp/fuzz-$mod
	rm -rf "$dir"
	mkdir -p "$dir"
	if ! modprobe "$mod"; then
		ktap_fail "$mod: fuzz $ops operations (seed $seed)" "modprobe $mod failed"
		ktap_skip "$mod: still answers after the fuzz" "not loaded"
		continue
	fi
	maj=$(major_of "$mod")
	nodes=
	# minors the driver owns plus unused ones inside its region; legacy
	# register_chrdev() owns 0-255 only, and an open past that makes
	# the kernel run modprobe char-major-N-M for every call
	minors="0 1 2 3 255"
	[ "$mod" = demo ] && minors="0 1 2 300 3 299"
	for minor in $minors; do
		mknod "$dir/m$minor" c "$maj" "$minor"
		nodes="$nodes $dir/m$minor"
	done
	# shellcheck disable=SC2086
	fuzz -s "$seed" -n "$ops" $nodes > "$dir/log" 2>&1
	rc=$?
	sed -n 's/^# fuzz: /# /p; s/^# unexpected/# unexpected/p' "$dir/log"
	if [ $rc -eq 0 ]; then
		ktap_ok "$mod: fuzz $ops operations (seed $seed), only documented errors"
	else
		ktap_fail "$mod: fuzz $ops operations (seed $seed), only documented errors" \
			"fuzz exited $rc"
	fi
	# the driver still works and still unloads
	printf 'after-fuzz' > "$dir/m0" 2>/dev/null
	if [ "$(cat "$dir/m0" 2>/dev/null)" = after-fuzz ] && modprobe -r "$mod"; then
		ktap_ok "$mod: buffer still round-trips and the module unloads after the fuzz"
	else
		ktap_fail "$mod: buffer still round-trips and the module unloads after the fuzz"
		modprobe -r "$mod" 2>/dev/null
	fi
	grep -q "^demo_backend " /proc/modules && modprobe -r demo_backend
	rm -rf "$dir"
done
ktap_done
