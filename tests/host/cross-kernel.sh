#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# cross-kernel: the one kernel builder (scripts/debug-kernel, and
# scripts/cross-kernel = debug-kernel --arch) keeps the debug kernel's
# cache key exactly as it was (recipe, source version, fragment: the cached
# debug tree stays valid), gives the cross kernel (Alpha's) a key of its
# own that hashes its architecture and fragment, refuses an unknown
# architecture by name, and arm64 saying that Debian's kernel is used.
# No kernel is built here.
. "$KTAP_LIB"
S=$(cd "$(dirname "$0")/../../scripts" && pwd)
K=$(cd "$S/../kernel-configs" && pwd)

ktap_plan 7

v=$(dpkg-query -W -f='${Version}' linux-source-6.1 2>/dev/null)
if [ -z "$v" ]; then
	for d in "the debug kernel's key is recipe 1 + source + fragment, as before" \
		 "alpha has a key of its own" \
		 "a cross key changes with its fragment"; do
		ktap_skip "$d" "linux-source-6.1 is not installed"
	done
else
	want=$({ echo "recipe 1"; echo "source linux-source-6.1 $v"; cat "$K/debug.config"; } |
		sha256sum | cut -c1-16)
	ktap_same "the debug kernel's key is recipe 1 + source + fragment, as before" \
		"$("$S/debug-kernel" key)" "$want"
	ka=$("$S/cross-kernel" alpha key)
	if [ -n "$ka" ] && [ "$ka" != "$want" ]; then
		ktap_ok "alpha has a key of its own"
	else
		ktap_fail "alpha has a key of its own" "alpha '$ka' debug '$want'"
	fi
	# the key follows the fragment: hash it by hand with one more line
	kk=$({ echo "recipe 1"; echo "arch alpha alpha-linux-gnu-"; echo "source linux-source-6.1 $v"; cat "$K/alpha.config"; } |
		sha256sum | cut -c1-16)
	ktap_same "a cross key changes with its fragment" "$ka" "$kk"
fi

out=$("$S/cross-kernel" sparc key 2>&1)
rc=$?
if [ $rc -eq 2 ] && printf '%s' "$out" | grep -q "unknown --arch 'sparc'"; then
	ktap_ok "an unknown architecture is refused by name (exit 2)"
else
	ktap_fail "an unknown architecture is refused by name (exit 2)" "exit $rc: $out"
fi

out=$("$S/cross-kernel" arm64 build 2>&1)
rc=$?
if [ $rc -eq 2 ] && printf '%s' "$out" | grep -q "arm64 guest runs Debian's arm64 kernel"; then
	ktap_ok "arm64: none is built, Debian's kernel is named (exit 2)"
else
	ktap_fail "arm64: none is built, Debian's kernel is named (exit 2)" "exit $rc: $out"
fi

out=$("$S/cross-kernel" alpha 2>&1)
rc=$?
if [ $rc -eq 2 ] && printf '%s' "$out" | grep -q 'usage: scripts/cross-kernel ARCH build|kver|kdir|key'; then
	ktap_ok "cross-kernel without a command prints its usage (exit 2)"
else
	ktap_fail "cross-kernel without a command prints its usage (exit 2)" "exit $rc: $out"
fi

out=$(env -u KVER -u KDIR -u KFLAVOUR KARCH=mips "$S/setup" --kver 2>&1)
rc=$?
if [ $rc -eq 2 ] && printf '%s' "$out" | grep -q 'KARCH=mips: unknown'; then
	ktap_ok "KARCH=mips is refused by name (exit 2)"
else
	ktap_fail "KARCH=mips is refused by name (exit 2)" "exit $rc: $out"
fi
ktap_done
