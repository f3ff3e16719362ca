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

# refused DESC TEXT CMD...: CMD exits 2 and says TEXT
refused()
{
	_d=$1 _t=$2
	shift 2
	out=$("$@" 2>&1)
	rc=$?
	if [ $rc -eq 2 ] && printf '%s' "$out" | grep -qF -- "$_t"; then
		ktap_ok "$_d"
	else
		ktap_fail "$_d" "exit $rc: $out"
	fi
}

refused "an unknown architecture is refused by name (exit 2)" \
	"unknown --arch 'sparc'" "$S/cross-kernel" sparc key
refused "arm64: none is built, Debian's kernel is named (exit 2)" \
	"arm64 guest runs Debian's arm64 kernel" "$S/cross-kernel" arm64 build
refused "cross-kernel without a command prints its usage (exit 2)" \
	'usage: scripts/cross-kernel ARCH build|kver|kdir|key' "$S/cross-kernel" alpha
refused "KARCH=mips is refused by name (exit 2)" \
	'KARCH=mips: unknown' env -u KVER -u KDIR -u KFLAVOUR KARCH=mips "$S/setup" --kver
ktap_done
