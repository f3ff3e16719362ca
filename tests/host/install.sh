#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat tests/fixtures/own-driver
#
# install: make install's script (scripts/install) into a staging root,
# and a driver outside the tree (tests/fixtures/own-driver) built against
# the installed copy, not the work tree:
#  - drvcompat.ko lands in lib/modules/<KVER>/updates with depmod's index,
#    vermagic KVER; compat.mk, include/ and kernels/<KVER>/ under PREFIX;
#  - the driver builds W=1 with zero warnings through the installed
#    compat.mk, its compiler sees only the installed headers and probe
#    header, and modpost takes the installed Module.symvers;
#  - without kernels/<KVER> the build stops with compat.mk's message;
#  - bad DESTDIR/PREFIX and a missing build are refused with exit 2.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 6
kver=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' "$KDIR/include/generated/utsrelease.h")
w=$DRVCOMPAT_KTREE/install
rm -rf "$w"
mkdir -p "$w"
root=$w/root
share=$root/usr/share/drvcompat

# compat/ for this kernel (a failure shows up in test 1)
ct_need_compat

# -- 1. the module and the shared files -------------------------------------
DESTDIR=$root PREFIX=/usr "$top/scripts/install" "$KDIR" "$DRVCOMPAT_OBJ" >"$w/install.log" 2>&1
rc=$?
ko=$root/lib/modules/$kver/updates/drvcompat.ko
bad=
[ "$rc" -eq 0 ] || bad="$bad exit=$rc"
[ -f "$ko" ] || bad="$bad no-$ko"
[ "$(modinfo -F vermagic "$ko" 2>/dev/null | cut -d' ' -f1)" = "$kver" ] || bad="$bad vermagic"
grep -q '^updates/drvcompat.ko:' "$root/lib/modules/$kver/modules.dep" 2>/dev/null ||
	bad="$bad not-in-modules.dep"
for f in compat.mk include/compat/compat.h include/linux/devfs_fs_kernel.h \
	 "kernels/$kver/generated/compat-probes.h" "kernels/$kver/Module.symvers"; do
	[ -f "$share/$f" ] || bad="$bad no-$f"
done
[ "$(cat "$share/kernels/$kver/generated/kernelrelease" 2>/dev/null)" = "$kver" ] ||
	bad="$bad kernelrelease"
if [ -z "$bad" ]; then
	ktap_ok "install puts drvcompat.ko (depmod'ed) and compat.mk, include/, kernels/$kver under the staging root"
else
	ktap_fail "install into a staging root" "problems:$bad; log: $(tail -n 3 "$w/install.log")"
fi

# -- 2. a driver built against the installed copy ---------------------------
d=$w/own-driver
cp -R "$top/tests/fixtures/own-driver" "$d"
# DRVCOMPAT_OBJ from make check's environment would point at the work
# tree's build: the installed copy must find its own kernels/<KVER>
env -u DRVCOMPAT_OBJ make -C "$KDIR" M="$d" W=1 DRVCOMPAT="$share" modules >"$d/build.log" 2>&1
rc=$?
bad=
[ "$rc" -eq 0 ] || bad="$bad exit=$rc"
[ -f "$d/hello24.ko" ] || bad="$bad no-module"
if grep -E '(warning|error):|^WARNING:' "$d/build.log" | grep -qv 'Skipping BTF'; then
	bad="$bad warnings"
fi
[ "$(modinfo -F vermagic "$d/hello24.ko" 2>/dev/null | cut -d' ' -f1)" = "$kver" ] || bad="$bad vermagic"
if [ -z "$bad" ]; then
	ktap_ok "tests/fixtures/own-driver builds W=1 with zero warnings against the installed compat.mk"
else
	ktap_fail "own-driver builds against the installed copy" "problems:$bad; log: $(tail -n 5 "$d/build.log")"
fi

# -- 3. ... and only against it ---------------------------------------------
cmd=$d/.hello24.o.cmd
bad=
grep -q -- "-I$share/include " "$cmd" 2>/dev/null || bad="$bad no-installed-include"
grep -q -- "-I$share/kernels/$kver/generated" "$cmd" 2>/dev/null || bad="$bad no-installed-probes"
grep -q -- "$top/compat/include\|$DRVCOMPAT_KTREE/src/compat" "$cmd" 2>/dev/null &&
	bad="$bad work-tree-path"
grep -q "drvcompat_devfs_register" "$share/kernels/$kver/Module.symvers" || bad="$bad symvers"
[ "$(modinfo -F depends "$d/hello24.ko" 2>/dev/null)" = drvcompat ] || bad="$bad depends"
if [ -z "$bad" ]; then
	ktap_ok "its compiler saw the installed headers and probe header only, and it depends on drvcompat"
else
	ktap_fail "the driver used the installed copy only" "problems:$bad"
fi

# -- 4. an install without this kernel's build data -------------------------
mv "$share/kernels/$kver" "$w/kernel-data"
env -u DRVCOMPAT_OBJ make -C "$KDIR" M="$d" DRVCOMPAT="$share" modules >"$d/missing.log" 2>&1
rc=$?
mv "$w/kernel-data" "$share/kernels/$kver"
if [ "$rc" -ne 0 ] && grep -q "drvcompat is not built for kernel $kver" "$d/missing.log"; then
	ktap_ok "without kernels/$kver the driver's build stops with compat.mk's message"
else
	ktap_fail "a missing kernels/$kver is reported" "exit $rc; $(tail -n 3 "$d/missing.log")"
fi

# -- 5. bad parameters -------------------------------------------------------
bad=
for v in "PREFIX=usr" "DESTDIR=stage" "INSTALL_MOD_DIR=../x"; do
	out=$(env "$v" "$top/scripts/install" "$KDIR" "$DRVCOMPAT_OBJ" 2>&1)
	rc=$?
	[ "$rc" -eq 2 ] && echo "$out" | grep -q "${v%%=*}=.*must be" || bad="$bad $v($rc)"
done
if [ -z "$bad" ]; then
	ktap_ok "a relative PREFIX or DESTDIR and an INSTALL_MOD_DIR leaving lib/modules exit 2"
else
	ktap_fail "bad install parameters are refused" "accepted:$bad"
fi

# -- 6. nothing built ---------------------------------------------------------
out=$(DESTDIR=$root "$top/scripts/install" "$KDIR" "$w/nowhere" 2>&1)
rc=$?
if [ "$rc" -eq 2 ] && echo "$out" | grep -q "is not built: run make first"; then
	ktap_ok "installing an unbuilt compat/ exits 2 naming the fix"
else
	ktap_fail "an unbuilt compat/ is refused" "exit $rc: $out"
fi
rm -rf "$w"
ktap_done
