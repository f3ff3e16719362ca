# SPDX-License-Identifier: GPL-2.0
#
# kernel-check.sh - the guest's final dmesg and taint check, run on the
# host against made-up logs (a dmesg stand-in first in PATH, the taint in
# a file): a WARNING fails it unless a test framed it as expected
# (expect_warn_begin/expect_warn_end in tests/lib/guest.sh), and so does an
# open frame or a WARNING outside every frame.
. "$KTAP_LIB"

ktap_tmpdir tmp
mkdir "$tmp/bin"
printf '#!/bin/sh\ncat "%s/log"\n' "$tmp" >"$tmp/bin/dmesg"
chmod +x "$tmp/bin/dmesg"
check=$(pwd)/tests/lib/kernel-check.sh

B='drvcompat-test: expected WARNING begin'
E='drvcompat-test: expected WARNING end'
WARN='WARNING: CPU: 1 PID: 77 at compat/compat-bkl.c:200 drvcompat_unlock_kernel+0x40/0x90 [drvcompat]'

# run DESC WANT(ok|fail) TAINT LOG-LINES...: both of kernel-check's
# results must be WANT
run()
{
	_d=$1 _want=$2
	echo "$3" >"$tmp/tainted"
	shift 3
	printf '%s\n' "$@" >"$tmp/log"
	_out=$(PATH="$tmp/bin:$PATH" KERNEL_CHECK_TAINTED="$tmp/tainted" \
		sh "$check" 2>&1)
	case $_want in
	ok) printf '%s\n' "$_out" | grep -q '^not ok' && _bad=1 || _bad= ;;
	fail) printf '%s\n' "$_out" | grep -q '^not ok' && _bad= || _bad=1 ;;
	esac
	if [ -z "$_bad" ]; then
		ktap_ok "$_d"
	else
		printf '%s\n' "$_out" | sed 's/^/# /'
		ktap_fail "$_d"
	fi
}

ktap_plan 6
run "a clean log with taint O|E passes" ok 12288 "boot" "done"
run "an unframed WARNING fails" fail 12800 "boot" "$WARN" "Call Trace:"
run "a framed WARNING passes, its W taint allowed" ok 12800 \
	"boot" "$B t1" "$WARN" "Call Trace:" "$E t1" "done"
run "a WARNING outside the frame fails though another is framed" fail 12800 \
	"$B t1" "$WARN" "$E t1" "$WARN"
run "a frame never closed fails" fail 12800 "$B t1" "$WARN"
run "W taint with no frame at all fails" fail 12800 "boot" "done"
ktap_done
