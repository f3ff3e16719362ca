#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# build-tree: "make" builds each kernel's modules in that kernel's own tree
# ($BUILD/src, scripts/build-modules), never in the source tree:
#  - the module source directories hold no Kbuild output (objects, modules,
#    .cmd files, Module.symvers, modules.order, compat/generated/);
#  - every module directory has its modules in the tree, all with the
#    vermagic of KDIR's release, and the initramfs packs exactly those;
#  - compat.mk refuses a compat/ build made for another kernel, and finds
#    the one made for this kernel by itself (DRVCOMPAT_OBJ unset).
# Runs after "make" (make check builds first).
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
tree=$DRVCOMPAT_KTREE/src
ktap_plan 6

# the module directories, as the Makefile finds them
dirs=$(for d in compat demo-driver tests/modules/*/; do
	d=${d%/}
	[ -f "$d/Makefile" ] && echo "$d"
done)

out=$(find $dirs \( -name '*.o' -o -name '*.ko' -o -name '*.mod' -o \
	-name '*.mod.c' -o -name '.*.cmd' -o -name 'Module.symvers' -o \
	-name 'modules.order' -o -name generated -o -name '.*.d' \) -print | head -n 10)
if [ -z "$out" ]; then
	ktap_ok "the module source directories hold no build output ($(echo $dirs | wc -w) directories)"
else
	ktap_fail "the module source directories hold no build output" "found: $(echo $out)"
fi

rel=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' "$KDIR/include/generated/utsrelease.h")
bad=
for d in $dirs; do
	n=0
	for k in $(find "$tree/$d" -name '*.ko' 2>/dev/null); do
		n=$((n + 1))
		v=$(modinfo -F vermagic "$k" | cut -d' ' -f1)
		[ "$v" = "$rel" ] || bad="$bad ${k#"$tree"/}($v)"
	done
	[ "$n" -gt 0 ] || bad="$bad $d(no module)"
done
if [ -z "$bad" ] && [ -n "$rel" ]; then
	ktap_ok "every module directory has its modules in $tree, vermagic $rel"
else
	ktap_fail "every module directory has its modules in the kernel's tree, vermagic '$rel'" "$bad"
fi

if [ -f "$BUILD/initramfs.cpio" ]; then
	# and the fixture drivers scripts/build-legacy-drivers built there
	want=$(for d in $dirs legacy-drivers; do find "$tree/$d" -name '*.ko'; done | sed 's|.*/||' | sort | tr '\n' ' ')
	got=$(cpio -it <"$BUILD/initramfs.cpio" 2>/dev/null | grep "^lib/modules/$rel/extra/.*\.ko$" |
		sed 's|.*/||' | sort | tr '\n' ' ')
	if [ -n "$want" ] && [ "$want" = "$got" ]; then
		ktap_ok "the initramfs packs this tree's modules only"
	else
		ktap_fail "the initramfs packs this tree's modules only" "tree: $want; initramfs: $got"
	fi
else
	ktap_skip "the initramfs packs this tree's modules only" "no $BUILD/initramfs.cpio"
fi

# a legacy driver built with compat.mk, in a scratch directory
mkdrv()
{
	_d=$CT_ROOT/build-tree/$1
	rm -rf "$_d"
	mkdir -p "$_d"
	printf 'obj-m := %s.o\ninclude %s\n' "$1" "$2" >"$_d/Kbuild"
	cat >"$_d/$1.c" <<'C'
// SPDX-License-Identifier: GPL-2.0
#include <linux/module.h>
#include <linux/fs.h>

unsigned int bt_minor(const struct inode *inode);
unsigned int bt_minor(const struct inode *inode) { return MINOR(inode->i_rdev); }
MODULE_LICENSE("GPL");
C
	echo "$_d"
}

# another kernel's compat/ build: a copy whose kernelrelease says so
ct_need_compat
other=$CT_ROOT/build-tree/other-compat
rm -rf "$other"
mkdir -p "$CT_ROOT/build-tree"
cp -r "$DRVCOMPAT_OBJ" "$other"
echo 0.0.0-another-kernel >"$other/generated/kernelrelease"
d=$(mkdrv bt_other "$DRVCOMPAT_MK")
if DRVCOMPAT_OBJ=$other make -C "$KDIR" M="$d" modules >"$d/log" 2>&1; then
	ktap_fail "compat.mk refuses a compat/ build for another kernel" "it built"
elif grep -q "built for kernel '0.0.0-another-kernel', not $rel" "$d/log"; then
	ktap_ok "compat.mk refuses a compat/ build for another kernel, naming both"
else
	grep -v '^make' "$d/log" | head -n 5 | sed 's/^/# /'
	ktap_fail "compat.mk refuses a compat/ build for another kernel, naming both" "no such message"
fi

d=$(mkdrv bt_this "$DRVCOMPAT_MK")
ct_built "a legacy driver including this kernel's compat.mk builds (W=1, no warnings)" \
	"$d/log" M="$d" modules

# the documented default: the source tree's compat.mk, DRVCOMPAT_OBJ unset,
# finds <repo>/build/src/compat or <repo>/build/*/src/compat by release
case $top in
*[[:space:]]*)
	ktap_skip "compat.mk finds this kernel's build by itself" "the tree's path has whitespace: DRVCOMPAT_OBJ= is needed"
	;;
*)
	if [ "$tree" != "$top/build/src" ] && [ "${tree#"$top"/build/*/src}" != "" ]; then
		ktap_skip "compat.mk finds this kernel's build by itself" "BUILD is not under $top/build"
	else
		d=$(mkdrv bt_default "$top/compat/compat.mk")
		if env -u DRVCOMPAT_OBJ make -C "$KDIR" M="$d" W=1 modules >"$d/log" 2>&1 &&
		   [ -z "$(ct_warnings "$d/log")" ] &&
		   grep -q -- "-I$DRVCOMPAT_OBJ/generated" "$d/.bt_default.o.cmd"; then
			ktap_ok "the source tree's compat.mk finds this kernel's build by itself ($DRVCOMPAT_OBJ)"
		else
			grep -v '^make' "$d/log" | head -n 5 | sed 's/^/# /'
			ktap_fail "the source tree's compat.mk finds this kernel's build by itself"
		fi
	fi
	;;
esac

ktap_done
