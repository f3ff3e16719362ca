#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# port-check-rewrites: what --fix writes, byte for byte, where a rewrite
# could change meaning or miss code:
#  - deleting-bodies.c: a deleted or replaced statement that is the body of
#    if/else/while/for/do-while, a label or a case leaves "{}" or ";" (or
#    becomes a block), and a sprintf() in a branch is not folded into the
#    request_module() after it;
#  - cleanup-module.c: int cleanup_module() becomes void, its returns stay
#    returns, the trailing one goes;
#  - else-branches.c: findings in #elif, #else and #if 0 branches are
#    rewritten too (an initializer's #else included);
# each equal to its tests/fixtures/port-check/<name>.c.fixed.  Then the
# fixed files build with W=1 and zero diagnostics (-Wempty-body included),
# GNU "ioctl:" initializers get the old-ioctl rewrite, classic MIN()/MAX()
# definitions are deleted and other ones kept, and a second --fix changes
# nothing.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

PC=$(cd "$(dirname "$0")/../.." && pwd)/scripts/port-check
FIXDIR=$(cd "$(dirname "$0")/../fixtures/port-check" && pwd)
W=$DRVCOMPAT_KTREE/port-check-rewrites
EXACT="deleting-bodies cleanup-module else-branches"
OTHER="old-ioctl-gnu local-minmax-upper local-minmax-upper-other"

ktap_plan 9
rm -rf "$W"
mkdir -p "$W/fix"
for n in $EXACT $OTHER; do
	cp "$FIXDIR/$n.c" "$W/fix/"
done
(cd "$W/fix" && "$PC" --fix . >"$W/fix.out" 2>"$W/fix.err")

for n in $EXACT; do
	if cmp -s "$W/fix/$n.c" "$FIXDIR/$n.c.fixed"; then
		ktap_ok "$n.c: --fix gives $n.c.fixed"
	else
		diff -u "$FIXDIR/$n.c.fixed" "$W/fix/$n.c" | head -n 20 | sed 's/^/# /'
		ktap_fail "$n.c: --fix gives $n.c.fixed" "$(head -n 2 "$W/fix.err")"
	fi
done

if grep -q '\.unlocked_ioctl = pc_oig_ioctl_unlocked,' "$W/fix/old-ioctl-gnu.c" &&
   ! grep -q '\.ioctl = pc_oig_ioctl\|^[[:space:]]*ioctl:' "$W/fix/old-ioctl-gnu.c" &&
   grep -q '\.ioctl =[[:space:]]*1,' "$W/fix/old-ioctl-gnu.c"; then
	ktap_ok "old-ioctl-gnu.c: 'ioctl: fn' of file_operations gets the locked wrapper, another struct's field does not"
else
	ktap_fail "old-ioctl-gnu.c: 'ioctl: fn' of file_operations gets the locked wrapper"
fi

if ! grep -q '#define M[AI][XN]' "$W/fix/local-minmax-upper.c" &&
   cmp -s "$W/fix/local-minmax-upper-other.c" "$FIXDIR/local-minmax-upper-other.c"; then
	ktap_ok "classic MIN()/MAX() definitions deleted, another MIN() kept (reported only)"
else
	ktap_fail "classic MIN()/MAX() definitions deleted, another MIN() kept"
fi

mkdir -p "$W/fix2"
cp "$W/fix/"*.c "$W/fix2/"
(cd "$W/fix2" && "$PC" --fix . >/dev/null 2>&1)
if diff -r "$W/fix" "$W/fix2" >"$W/fix2.diff"; then
	ktap_ok "a second --fix changes nothing"
else
	ktap_fail "a second --fix changes nothing" "$(head -n 5 "$W/fix2.diff")"
fi

# the fixed files as modules, W=1: natively where --fix left no finding
# (else-branches, cleanup-module, local-minmax-upper, old-ioctl-gnu), with
# compat.mk for deleting-bodies (its request_module(buf) stays reported)
B=$W/build
mkdir -p "$B/native" "$B/compat"
for n in else-branches cleanup-module local-minmax-upper old-ioctl-gnu; do
	cp "$W/fix/$n.c" "$B/native/pcr_$(echo "$n" | tr - _).c"
done
cp "$W/fix/deleting-bodies.c" "$B/compat/pcr_deleting_bodies.c"
echo "obj-m := pcr_else_branches.o pcr_cleanup_module.o pcr_local_minmax_upper.o pcr_old_ioctl_gnu.o" >"$B/native/Kbuild"
{
	echo "obj-m := pcr_deleting_bodies.o"
	echo "include $DRVCOMPAT_MK"
} >"$B/compat/Kbuild"
ct_need_compat || ktap_diag "compat/ does not build; see $CT_ROOT/compat-build.log"
if make -C "$KDIR" M="$B/native" W=1 modules >"$B/native.log" 2>&1 &&
   [ -z "$(ct_warnings "$B/native.log")" ]; then
	ktap_ok "fixed else-branches, cleanup-module, local-minmax-upper, old-ioctl-gnu build natively, W=1, zero diagnostics"
else
	ct_warnings "$B/native.log" | head -n 10 | sed 's/^/# /'
	ktap_fail "fixed else-branches, cleanup-module, local-minmax-upper, old-ioctl-gnu build natively, W=1, zero diagnostics"
fi
if make -C "$KDIR" M="$B/compat" W=1 modules >"$B/compat.log" 2>&1 &&
   [ -z "$(ct_warnings "$B/compat.log")" ]; then
	ktap_ok "fixed deleting-bodies builds with compat.mk, W=1, zero diagnostics (no empty-body warning)"
else
	ct_warnings "$B/compat.log" | head -n 10 | sed 's/^/# /'
	ktap_fail "fixed deleting-bodies builds with compat.mk, W=1, zero diagnostics"
fi

# the findings inside #elif/#else/#if 0 are reported before the fix
rep=$("$PC" "$FIXDIR/else-branches.c" 2>/dev/null |
	sed -n 's/^[^:]*:\([0-9]*\): \([a-z0-9-]*\):.*/\1 \2/p' | tr '\n' ';')
ktap_same "else-branches.c: the #elif, #else (statement and initializer) and #if 0 findings are reported" \
	"$rep" "24 min-3arg;26 kdev-t;37 old-ioctl;44 kdev-t;"

ktap_done
