# SPDX-License-Identifier: GPL-2.0
#
# compat-barrier: the legacy barrier spellings order real memory accesses
# on the running kernel.  compat_topics runs, for 1.5 s on request, a
# writer kthread that fills a record (magic, sequence, data, checksum),
# write_barrier()s and publishes it with WRITE_ONCE() of a global pointer,
# and a reader kthread on the other CPU that loads it with READ_ONCE(),
# read_barrier_depends() and checks it under rcu_read_lock(); retired
# records are poisoned and freed after synchronize_rcu().  A second
# write_barrier()/read_barrier() pair orders the pointer before a published
# sequence number, and a store-buffering test checks memory_barrier().
# Every mismatch would be a broken barrier (or a freed record still read).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 9

P=/sys/module/compat_topics/parameters

# field NAME: the value of NAME=... in $res
field()
{
	printf '%s\n' "$res" | tr ' ' '\n' | sed -n "s/^$1=//p"
}

ktap_check "modprobe compat_topics" modprobe compat_topics

if { echo 1500 > $P/barrier_run; } 2>/dev/null; then
	ktap_ok "barrier_run=1500 ran"
else
	ktap_fail "barrier_run=1500 ran"
fi
res=$(cat $P/barrier_result 2>&1)
ktap_diag "$res"

if [ "$(field selftest)" = ok ]; then
	ktap_ok "the record checker rejects corrupted records (self-test)"
else
	ktap_fail "the record checker rejects corrupted records (self-test)"
fi

pub=$(field published)
reads=$(field reads)
if [ "${pub:-0}" -gt 1000 ] && [ "${reads:-0}" -gt 1000 ]; then
	ktap_ok "more than 1000 records published ($pub) and read ($reads)"
else
	ktap_fail "more than 1000 records published and read" "published '$pub' reads '$reads'"
fi

fresh=$(field fresh)
if [ "${fresh:-0}" -gt 100 ]; then
	ktap_ok "the reader saw $fresh new records while the writer ran"
else
	ktap_fail "the reader saw more than 100 new records while the writer ran" "fresh '$fresh'"
fi

if [ "$(field mismatches)" = 0 ] && [ "$(field alloc_fail)" = 0 ]; then
	ktap_ok "0 mismatches: every record reached was complete and not yet freed"
else
	ktap_fail "0 mismatches: every record reached was complete and not yet freed" "$res"
fi

rounds=$(field sb_rounds)
if [ "$(field sb_violations)" = 0 ] && [ "${rounds:-0}" -gt 100 ]; then
	ktap_ok "memory_barrier(): $rounds store-buffering rounds, none saw both old values"
else
	ktap_fail "memory_barrier(): store-buffering rounds without violation" "$res"
fi

wcpu=$(field writer_cpu)
rcpu=$(field reader_cpu)
if [ "$(grep -c '^processor' /proc/cpuinfo)" -lt 2 ]; then
	ktap_skip "writer and reader ran on different CPUs" "one CPU"
elif [ "$wcpu" != "$rcpu" ] && [ "${wcpu:--1}" -ge 0 ] && [ "${rcpu:--1}" -ge 0 ]; then
	ktap_ok "writer (CPU $wcpu) and reader (CPU $rcpu) ran on different CPUs"
else
	ktap_fail "writer and reader ran on different CPUs" "writer_cpu '$wcpu' reader_cpu '$rcpu'"
fi

unloads compat_topics

ktap_done
