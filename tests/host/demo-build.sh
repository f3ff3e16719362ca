# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat demo-driver initramfs
#
# demo-build.sh - the demo drivers build cleanly: a copy of demo-driver/
# (next to a link to this kernel's build of compat/, DRVCOMPAT_OBJ) is built with W=1 and with sparse
# (C=1), the port and the backend natively, the legacy driver through
# compat.mk; zero warnings allowed.  Also checks the module metadata
# (dependencies, aliases) and the two guest programs.  Each driver is
# built once, in a fresh copy (no `clean` call): C=1 runs gcc with W=1 and
# sparse on every file, so a W=1-only build would repeat it.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

work=$DRVCOMPAT_KTREE/demo/build

# build DIR FLAGS...: make -C DIR; print the warnings, fail on any
build()
{
	_d=$1
	shift
	if ! make -C "$_d" KDIR="$KDIR" "$@" > "$_d.log" 2>&1; then
		tail -n 30 "$_d.log"
		return 1
	fi
	if grep -E '(warning|error):|^WARNING:' "$_d.log" | grep -v 'Skipping BTF'; then
		grep -E '(warning|error):' "$_d.log" |
			grep -qv 'obsolete struct initializer' ||
			echo "hint: only sparse's -Wold-initializer fired (the 2.4" \
			     "'field: value' form); compat.mk can silence it for" \
			     "legacy drivers: CHECKFLAGS += -Wno-old-initializer"
		return 1
	fi
	return 0
}

ktap_plan 7

rm -rf "$work"
mkdir -p "$work/demo-driver/legacy"
for f in Kbuild Makefile demo.c demo_backend.c demo_backend.h demo_bench.h demo_ioctl.h \
	 legacy/Kbuild legacy/Makefile legacy/demo.c; do
	cp "demo-driver/$f" "$work/demo-driver/$f"
done
ln -s "$DRVCOMPAT_OBJ" "$work/compat"
# legacy/Makefile includes ../../scripts/module.mk, as in the tree
ln -s "$(pwd)/scripts" "$work/scripts"

# the top-level Makefile's own build of compat/ must have happened
ktap_check "compat/ is built (legacy needs its Module.symvers)" \
	test -f "$DRVCOMPAT_OBJ/Module.symvers" -a -f "$DRVCOMPAT_OBJ/generated/compat-probes.h"

ktap_check "port and backend: W=1 C=1 (gcc and sparse), zero warnings" \
	build "$work/demo-driver" W=1 C=1 modules
ktap_check "legacy through compat.mk: W=1 C=1 (gcc and sparse), zero warnings" \
	build "$work/demo-driver/legacy" W=1 C=1

deps_port=$(modinfo -F depends "$work/demo-driver/demo.ko" 2>/dev/null)
deps_legacy=$(modinfo -F depends "$work/demo-driver/legacy/demo_legacy.ko" 2>/dev/null)
if [ -f "$work/demo-driver/demo.ko" ] && [ -z "$deps_port" ] &&
   [ "$deps_legacy" = drvcompat ]; then
	ktap_ok "demo.ko depends on nothing, demo_legacy.ko on compat only"
else
	ktap_fail "demo.ko depends on nothing, demo_legacy.ko on compat only" \
		"demo: '$deps_port', demo_legacy: '$deps_legacy'"
fi

aliases=$(modinfo -F alias "$work/demo-driver/demo_backend.ko" 2>/dev/null | sort | tr '\n' ' ')
if [ "$aliases" = "demo-backend-0 demo-backend-1 demo-backend-2 demo-backend-3 " ]; then
	ktap_ok "demo_backend answers to demo-backend-0..3"
else
	ktap_fail "demo_backend answers to demo-backend-0..3" "aliases: $aliases"
fi

for p in demo-ctl demo-helper; do
	ktap_check "initramfs/progs/$p.c builds static with -Wall -Wextra -Werror" \
		gcc -static -O2 -Wall -Wextra -Werror -o "$work/$p" \
		"initramfs/progs/$p.c"
done

ktap_done
