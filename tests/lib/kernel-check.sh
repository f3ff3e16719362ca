# SPDX-License-Identifier: GPL-2.0
#
# kernel-check.sh - run in the guest after the test files: the kernel must
# not have reported a bug (but for the WARNINGs a test framed as expected,
# see expect_warn_begin in guest.sh), and the only taints allowed are O
# (out-of-tree module, bit 12), E (unsigned module, bit 13), and W (bit 9)
# when every WARNING was framed.  KERNEL_CHECK_TAINTED names another file
# to read the taint from (tests/host/kernel-check.sh).
. "$KTAP_LIB"

ktap_plan 2

# expect_warn_begin/expect_warn_end (guest.sh) frame the WARNINGs a test
# provokes on purpose: their lines are not scanned, and the W taint they
# set is allowed when no WARNING fell outside a frame.  A frame left open
# is a failure of its own.
framed=$(dmesg | awk '
	/drvcompat-test: expected WARNING begin / { open = $NF; next }
	/drvcompat-test: expected WARNING end / { if ($NF == open) open = ""; next }
	open == "" { print }
	END { if (open != "") print "BUG: expected-WARNING frame " open " never closed" }')
bad=$(printf '%s\n' "$framed" | grep -E 'BUG:|WARNING:|Oops|Call Trace|general protection|UBSAN:|KASAN:|possible circular locking|suspicious RCU usage|sleeping function called from invalid context')
if [ -z "$bad" ]; then
	ktap_ok "dmesg has no BUG, WARNING, Oops or Call Trace"
else
	printf '%s\n' "$bad" | head -n 20 | sed 's/^/# /'
	ktap_fail "dmesg has no BUG, WARNING, Oops or Call Trace"
fi

taint=$(cat "${KERNEL_CHECK_TAINTED:-/proc/sys/kernel/tainted}")
allowed=$((4096 | 8192))
# W (bit 9) comes only from WARNINGs; with none outside a frame they were
# all expected
[ -z "$bad" ] && dmesg | grep -q 'drvcompat-test: expected WARNING begin' &&
	allowed=$((allowed | 512))
other=$((taint & ~allowed))
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
