# SPDX-License-Identifier: GPL-2.0
#
# stress.sh - with 2 vCPUs, writers and readers on the buffer device and a
# table updater with lockless lookups and dumps run side by side
# (/sbin/stress) until each buffer writer, buffer reader and table looker
# has done $ops operations and the table updater and dumper $updates each,
# and the checks have seen $ops whole records and lookup hits (with a
# generous upper bound on time, which is a failure, not a pass).  Every
# byte written is read back intact, no reader sees a torn record or a
# half-initialised table entry, and the module unloads afterwards (its RCU
# grace periods completed).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ops=500
updates=100
bound=120

ktap_plan 4
ktap_diag "$(grep -c ^processor /proc/cpuinfo) CPUs online"
for mod in demo demo_legacy; do
	dir=/tmp/stress-$mod
	rm -rf "$dir"
	mkdir -p "$dir"
	if modprobe "$mod" bufsize=65536; then
		maj=$(major_of "$mod")
		mknod "$dir/buf" c "$maj" 0
		mknod "$dir/table" c "$maj" 1
		stress -n "$ops" -u "$updates" -t "$bound" -w 2 -r 2 "$dir/buf" 65536 "$dir/table" > "$dir/log" 2>&1
		rc=$?
		sed 's/^# /# /' "$dir/log"
		if [ $rc -eq 0 ]; then
			ktap_ok "$mod: $ops buffer and lookup operations per thread and $updates table updates, concurrently, lose and tear nothing"
		else
			ktap_fail "$mod: $ops buffer and lookup operations per thread and $updates table updates, concurrently, lose and tear nothing" \
				"stress exited $rc"
		fi
	else
		ktap_fail "$mod: $ops buffer and lookup operations per thread and $updates table updates, concurrently, lose and tear nothing" \
			"modprobe $mod bufsize=65536 failed"
	fi
	start=$(date +%s)
	if modprobe -r "$mod"; then
		ktap_ok "$mod: unloads after the stress, grace periods done ($(($(date +%s) - start)) s)"
	else
		ktap_fail "$mod: unloads after the stress, grace periods done"
	fi
	rm -rf "$dir"
done
ktap_done
