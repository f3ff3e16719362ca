#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat
#
# kernel-doc: the kernel's scripts/kernel-doc (scripts/lint-tools) on
# compat's .c files: every function drvcompat.ko exports has a kernel-doc
# comment at its definition, and kernel-doc -none warns about
# nothing in them.  (The headers' public macros and functions are checked
# by compat-headers.sh.)
. "$KTAP_LIB"
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
ktap_plan 2

if ! tools=$(scripts/lint-tools 2>&1); then
	ktap_fail "kernel-doc on compat/*.c" "no kernel-doc: $tools"
	ktap_fail "every exported function is documented" "no kernel-doc"
	ktap_done
fi
kd=$tools/kernel-doc

warn=$(perl "$kd" -none compat/*.c 2>&1)
if [ -z "$warn" ]; then
	ktap_ok "kernel-doc -none compat/*.c: no warnings"
else
	echo "$warn" | head -n 20 | sed 's/^/# /'
	ktap_fail "kernel-doc -none compat/*.c: no warnings"
fi

missing=
n=0
for f in compat/*.c; do
	for s in $(sed -n 's/^EXPORT_SYMBOL\(_GPL\)\{0,1\}(\([A-Za-z0-9_]*\));$/\2/p' "$f"); do
		n=$((n + 1))
		perl "$kd" -rst -function "$s" "$f" 2>/dev/null | grep -q "^\.\. c:function::.* $s *(" ||
			missing="$missing $f:$s"
	done
done
if [ -z "$missing" ] && [ "$n" -gt 0 ]; then
	ktap_ok "all $n functions drvcompat.ko exports have a kernel-doc comment in their .c file"
else
	ktap_fail "every exported function is documented at its definition" "$n exports; undocumented:$missing"
fi
ktap_done
