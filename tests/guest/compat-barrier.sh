# SPDX-License-Identifier: GPL-2.0
#
# compat-barrier: the legacy barrier spellings order real memory accesses
# on the running kernel.  Writing N to compat_topics' barrier_run starts a
# writer kthread that fills a record (magic, sequence, data, checksum),
# write_barrier()s and publishes it with WRITE_ONCE() of a global pointer,
# and a reader kthread on the other CPU that loads it with READ_ONCE(),
# read_barrier_depends() and checks it under rcu_read_lock(); retired
# records are poisoned and freed after synchronize_rcu().  A second
# write_barrier()/read_barrier() pair orders the pointer before a published
# sequence number.  This phase runs until the reader has seen N new
# records; then a store-buffering test of memory_barrier() runs N rounds.
# Each phase is bounded (bound_ms in the result, reported with each
# phase's time), so a slow host makes the run longer, not a failure.
#
# What this can catch: x86 is TSO, so the hardware keeps stores in order,
# loads in order and dependent loads after the load they depend on.  The
# publish/consume half catches a record published before it is complete
# in program order (as a deliberate bug showed), but on x86 it cannot
# catch write_barrier(), read_barrier() or read_barrier_depends() emitting
# no fence.  Only the store-buffering half can fail on x86 for a barrier
# (a memory_barrier() that is not a full barrier lets both sides read the
# old values), and even it rarely does under QEMU TCG: a memory_barrier()
# reduced to a compiler barrier passed 500 rounds there.  A pass here is
# evidence, not proof; what pins the expansion of write_barrier() and
# read_barrier_depends() is the machine-code test
# tests/host/compat-zero-cost.sh (and, for Alpha, where they emit wmb/mb,
# tests/host/compat-barrier-alpha.sh).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

N=500
ktap_plan 8

P=/sys/module/compat_topics/parameters

# field NAME: the value of NAME=... in $res
field()
{
	printf '%s\n' "$res" | tr ' ' '\n' | sed -n "s/^$1=//p"
}

ktap_check "modprobe compat_topics" modprobe compat_topics

if { echo $N > $P/barrier_run; } 2>/dev/null; then
	ktap_ok "barrier_run=$N ran"
else
	ktap_fail "barrier_run=$N ran"
fi
res=$(cat $P/barrier_result 2>&1)
ktap_diag "$res"
ktap_diag "publish/consume took $(field pub_ms) ms, store buffering $(field sb_ms) ms (bound $(field bound_ms) ms each)"

if [ "$(field selftest)" = ok ]; then
	ktap_ok "the record checker rejects corrupted records (self-test)"
else
	ktap_fail "the record checker rejects corrupted records (self-test)"
fi

# fresh <= reads and fresh <= published: N fresh records means N of each
fresh=$(field fresh)
timed_out=$(field timed_out)
if [ "${fresh:-0}" -ge $N ] && [ "$timed_out" != publish ] && [ "$timed_out" != both ]; then
	ktap_ok "the reader saw $fresh new records ($(field published) published, $(field reads) reads) in $(field pub_ms) ms"
else
	ktap_fail "the reader saw $N new records while the writer ran" \
		"fresh '$fresh' timed_out '$timed_out' after $(field pub_ms) ms"
fi

if [ "$(field mismatches)" = 0 ] && [ "$(field alloc_fail)" = 0 ]; then
	ktap_ok "0 mismatches: every record reached was complete and not yet freed"
else
	ktap_fail "0 mismatches: every record reached was complete and not yet freed" "$res"
fi

rounds=$(field sb_rounds)
if [ "$(field sb_violations)" = 0 ] && [ "${rounds:-0}" -ge $N ] &&
   [ "$timed_out" = none ]; then
	ktap_ok "memory_barrier(): $rounds store-buffering rounds in $(field sb_ms) ms, none saw both old values"
else
	ktap_fail "memory_barrier(): $N store-buffering rounds without violation" "$res"
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
