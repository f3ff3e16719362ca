# SPDX-License-Identifier: GPL-2.0
#
# kernel-check.sh - run in the guest after the test files: the kernel must
# not have reported a bug, and the only taints allowed are O (out-of-tree
# module, bit 12) and E (unsigned module, bit 13).
. "$KTAP_LIB"

ktap_plan 2

bad=$(dmesg | grep -E 'BUG:|WARNING:|Oops|Call Trace|general protection|UBSAN:|KASAN:|possible circular locking|suspicious RCU usage|sleeping function called from invalid context')
if [ -z "$bad" ]; then
	ktap_ok "dmesg has no BUG, WARNING, Oops or Call Trace"
else
	printf '%s\n' "$bad" | head -n 20 | sed 's/^/# /'
	ktap_fail "dmesg has no BUG, WARNING, Oops or Call Trace"
fi

taint=$(cat /proc/sys/kernel/tainted)
other=$((taint & ~(4096 | 8192)))
ktap_diag "tainted=$taint"
if [ "$other" -eq 0 ]; then
	ktap_ok "kernel taint is at most O and E"
else
	bits=
	b=0
	while [ $b -lt 20 ]; do
		[ $((other >> b & 1)) -eq 1 ] && bits="$bits $b"
		b=$((b + 1))
	done
	ktap_fail "kernel taint is at most O and E" "unexpected taint bits:$bits"
fi

ktap_done
