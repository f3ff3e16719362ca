#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat tests/fixtures/own-driver
#
# dkms: make dkms-check's script builds drvcompat with DKMS from a staged
# copy of compat/ (compat/dkms.conf) for KVER, then tests/fixtures/own-driver
# (BUILD_DEPENDS="drvcompat") against DKMS's copy of drvcompat, in a private
# DKMS tree; both modules have vermagic KVER and the driver depends on
# drvcompat.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 1
kver=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' "$KDIR/include/generated/utsrelease.h")
log=$DRVCOMPAT_KTREE/dkms-check.log

KVER=$kver "$top/scripts/dkms-check" >"$log" 2>&1
rc=$?
if [ "$rc" -eq 0 ] &&
   grep -q "^dkms-check: drvcompat/.* built for $kver (vermagic $kver)" "$log" &&
   grep -q "^dkms-check: hello24/.* built for $kver (vermagic $kver)" "$log" &&
   grep -q "^dkms-check: hello24.ko depends on drvcompat" "$log"; then
	ktap_ok "dkms builds drvcompat and a driver that BUILD_DEPENDS on it for $kver"
else
	ktap_fail "dkms build of drvcompat and own-driver" "exit $rc: $(tail -n 8 "$log")"
fi

rm -f "$log"
ktap_done
