#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat tests/modules/compat_test
#
# compat-headers: the layer builds clean (W=1 and C=1, drvcompat.ko and the
# test modules), every header compiles standalone and in any order (W=1,
# C=1), kernel-doc renders without warnings, drvcompat.ko's version and
# exports, the probe results for the target kernel, and gen-probes.sh
# itself (a probe either way, its cache shared between trees).
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

ktap_plan 10
ct_need_compat || ktap_diag "compat/ does not build; see $CT_ROOT/compat-build.log"
REPO=$(cd "$DRVCOMPAT_SRC/.." && pwd)

# clean_build NAME SRCDIR [MAKEARGS]: copy SRCDIR to $CT_ROOT/NAME and
# rebuild it from scratch; ok iff it builds and prints no diagnostics
clean_build()
{
	_n=$1
	_src=$2
	shift 2
	rm -rf "${CT_ROOT:?}/$_n"
	mkdir -p "$CT_ROOT/$_n"
	cp -r "$_src/." "$CT_ROOT/$_n/"
	# compat/ itself: its probe header comes from this kernel's build
	if [ "$_src" = "$DRVCOMPAT_SRC" ]; then
		rm -rf "$CT_ROOT/$_n/generated"
		cp -r "$DRVCOMPAT_OBJ/generated" "$CT_ROOT/$_n/"
	fi
	(cd "$CT_ROOT/$_n" && rm -f ./*.o ./*.ko ./*.mod ./*.mod.c ./.*.cmd \
		Module.symvers modules.order)
	make -C "$KDIR" M="$CT_ROOT/$_n" "$@" modules >"$CT_ROOT/$_n.log" 2>&1 &&
		! grep -E 'warning:|error:|: (warning|error)' "$CT_ROOT/$_n.log" |
		grep -q .
}

# drvcompat.ko itself (its Kbuild includes compat.mk by $(src): copy whole tree)
# W=1 C=1: gcc's extra warnings and sparse in the same build
if clean_build compat-c1 "$DRVCOMPAT_SRC" W=1 C=1; then
	ktap_ok "drvcompat.ko builds with W=1 and C=1 (sparse), zero warnings"
else
	sed 's/^/# /' "$CT_ROOT/compat-c1.log" | grep -v '^# make' | head -n 20
	ktap_fail "drvcompat.ko builds with W=1 and C=1 (sparse), zero warnings"
fi

# the legacy-style test module, built with compat.mk, W=1 and C=1
_t=$CT_ROOT/compat_test-c1
rm -rf "$_t"
mkdir -p "$_t"
cp "$REPO/tests/modules/compat_test/"*.c "$REPO/tests/modules/compat_test/"*.h "$_t/"
sed "s|include \$(src)/../../../compat/compat.mk|include $DRVCOMPAT_MK|" \
	"$REPO/tests/modules/compat_test/Kbuild" >"$_t/Kbuild"
if make -C "$KDIR" M="$_t" W=1 C=1 modules >"$_t.log" 2>&1 &&
   ! grep -qE 'warning:|error:' "$_t.log"; then
	ktap_ok "legacy-style compat_test module builds with compat.mk, W=1 and C=1, zero warnings"
else
	sed 's/^/# /' "$_t.log" | grep -v '^# make' | head -n 20
	ktap_fail "legacy-style compat_test module builds with compat.mk, W=1 and C=1, zero warnings"
fi

# every header standalone, and all of them in several orders
_h=$CT_ROOT/headers
rm -rf "$_h"
mkdir -p "$_h"
HEADERS=$(cd "$DRVCOMPAT_SRC/include" && find . -name '*.h' | sed 's|^\./||' | sort)
NH=$(echo "$HEADERS" | wc -l)
{
	echo "NOSTDINC_FLAGS += -I$DRVCOMPAT_OBJ/include -I$DRVCOMPAT_OBJ/generated"
	printf 'obj-m :='
} >"$_h/Kbuild"
_i=0
for hdr in $HEADERS; do
	_i=$((_i + 1))
	printf '// SPDX-License-Identifier: GPL-2.0\n#include <%s>\n' "$hdr" >"$_h/one$_i.c"
	printf ' one%s.o' "$_i" >>"$_h/Kbuild"
done
# forward, reverse and four fixed shuffles
echo "$HEADERS" >"$_h/order0"
echo "$HEADERS" | sort -r >"$_h/order1"
for _s in 2 3 4 5; do
	echo "$HEADERS" | awk -v seed="$_s" 'BEGIN { srand(seed) } { print rand() "\t" $0 }' |
		sort | cut -f2 >"$_h/order$_s"
done
for _s in 0 1 2 3 4 5; do
	{
		echo '// SPDX-License-Identifier: GPL-2.0'
		sed 's/.*/#include <&>/' "$_h/order$_s"
	} >"$_h/all$_s.c"
	printf ' all%s.o' "$_s" >>"$_h/Kbuild"
done
echo >>"$_h/Kbuild"
_objs=$(sed -n 's/^obj-m ://p' "$_h/Kbuild" | tr -d '=')
# shellcheck disable=SC2086
make -k -j2 -C "$KDIR" M="$_h" W=1 C=1 $_objs >"$_h/log" 2>&1
_bad=
_i=0
for hdr in $HEADERS; do
	_i=$((_i + 1))
	[ -f "$_h/one$_i.o" ] || _bad="$_bad $hdr"
done
if [ -z "$_bad" ] && ! grep -q "one[0-9]*\.c.*\(warning\|error\)" "$_h/log" &&
   ! grep -qE 'warning:|error:' "$_h/log"; then
	ktap_ok "each of the $NH headers compiles standalone (W=1, C=1, no diagnostics)"
else
	grep -E 'warning:|error:' "$_h/log" | head -n 10 | sed 's/^/# /'
	ktap_fail "each of the $NH headers compiles standalone (W=1, C=1, no diagnostics)" "failed:$_bad"
fi
_bad=
for _s in 0 1 2 3 4 5; do
	[ -f "$_h/all$_s.o" ] || _bad="$_bad order$_s"
done
if [ -z "$_bad" ]; then
	ktap_ok "all headers together in 6 orders (forward, reverse, 4 shuffles) compile"
else
	ktap_fail "all headers together in 6 orders (forward, reverse, 4 shuffles) compile" "failed:$_bad"
fi

# kernel-doc: every public macro/function documented, no warnings
KERNEL_DOC=
# Debian: linux-headers-<abi>-{amd64,rt-amd64} has its scripts in -common
for _k in "$KDIR/scripts/kernel-doc" \
	  "$(echo "$KDIR" | sed 's/-\(rt-\)\{0,1\}amd64$/-common/')/scripts/kernel-doc" \
	  /usr/src/linux-kbuild-6.1/scripts/kernel-doc; do
	[ -x "$_k" ] && KERNEL_DOC=$_k && break
done
if [ -z "$KERNEL_DOC" ]; then
	ktap_skip "kernel-doc renders the compat headers without warnings" "no kernel-doc script"
else
	(cd "$DRVCOMPAT_SRC/include" && "$KERNEL_DOC" -none -v $HEADERS) >"$CT_ROOT/kdoc.log" 2>&1
	_n=$(grep -c 'Scanning doc for' "$CT_ROOT/kdoc.log")
	if ! grep -v 'Scanning doc for' "$CT_ROOT/kdoc.log" | grep -q . && [ "$_n" -ge 40 ]; then
		ktap_ok "kernel-doc renders the compat headers without warnings ($_n items)"
	else
		grep -v 'Scanning doc for' "$CT_ROOT/kdoc.log" | head -n 10 | sed 's/^/# /'
		ktap_fail "kernel-doc renders the compat headers without warnings ($_n items)"
	fi
fi

# drvcompat.ko: module name, version, exports
_ver=$(sed -n 's/^#define DRVCOMPAT_VERSION "\(.*\)"$/\1/p' "$DRVCOMPAT_SRC/include/compat/plumbing.h")
if modinfo -F version "$DRVCOMPAT_OBJ/drvcompat.ko" 2>/dev/null | grep -qx "$_ver" &&
   modinfo -F name "$DRVCOMPAT_OBJ/drvcompat.ko" | grep -qx drvcompat; then
	ktap_ok "drvcompat.ko: module name drvcompat, modinfo version $_ver"
else
	ktap_fail "drvcompat.ko: module name drvcompat, modinfo version $_ver"
fi
_exp=$(awk '{ print $2, $4 }' "$DRVCOMPAT_OBJ/Module.symvers" | sort)
ktap_diag "exports: $(echo "$_exp" | awk '{ print $1 }' | tr '\n' ' ')"
# as many as compat/*.c export (a new export is counted, not hard-coded)
_want=$(cat "$DRVCOMPAT_SRC"/*.c | grep -c '^EXPORT_SYMBOL_GPL(drvcompat_[a-z_]*);$')
if [ "$(echo "$_exp" | grep -c '^drvcompat_[a-z_]* EXPORT_SYMBOL_GPL$')" -eq "$_want" ] &&
   [ "$(echo "$_exp" | wc -l)" -eq "$_want" ] && [ "$_want" -gt 0 ]; then
	ktap_ok "drvcompat.ko exports exactly the $_want drvcompat_* helpers compat/*.c export, all EXPORT_SYMBOL_GPL"
else
	ktap_fail "drvcompat.ko exports exactly the $_want drvcompat_* helpers compat/*.c export, all EXPORT_SYMBOL_GPL"
fi

# probes: one result line per probe file, and the expected answers for 6.1
_p=$DRVCOMPAT_OBJ/generated/compat-probes.h
_np=$(find "$DRVCOMPAT_SRC/probes" -maxdepth 1 -name '*.c' | wc -l)
_nl=$(grep -cE '^(#define|/\* #undef) DRVCOMPAT_HAVE_' "$_p")
ktap_diag "probes: $_np files; present on this kernel: $(sed -n 's/^#define DRVCOMPAT_HAVE_\([A-Z0-9_]*\) 1$/\1/p' "$_p" | tr '\n' ' ')"
_miss=
for _f in IMINOR IMAJOR MIN_T CAREFUL_CMP_OP REQUEST_MODULE_FMT UMH_WAIT_PROC \
	  LIST_ADD_RCU LIST_FOR_EACH_RCU INIT_LIST_HEAD_RCU \
	  SPIN_LOCK_UNLOCKED_EXPR RW_LOCK_UNLOCKED_EXPR; do
	grep -q "^#define DRVCOMPAT_HAVE_$_f 1$" "$_p" || _miss="$_miss +$_f"
done
for _f in KDEV_T KDEV_T_TO_NR LOWERCASE_MINOR READ_BARRIER_DEPENDS \
	  SMP_READ_BARRIER_DEPENDS __LIST_FOR_EACH_RCU LIST_FOR_EACH_SAFE_RCU \
	  DEVFS MOD_INC_USE_COUNT MODULE_PARM EXPORT_NO_SYMBOLS \
	  LINUX_CONFIG_H LINUX_MALLOC_H ASM_SYSTEM_H CLASS_CREATE_1ARG \
	  LINUX_SMP_LOCK_H LOCK_KERNEL ASM_SEMAPHORE_H INIT_MUTEX \
	  DEFINE_SEMAPHORE_COUNT SLEEP_ON; do
	grep -q "^/\* #undef DRVCOMPAT_HAVE_$_f \*/$" "$_p" || _miss="$_miss -$_f"
done
case "$(cat "$KDIR/include/config/kernel.release" 2>/dev/null)" in
6.1.*)
	if [ "$_np" -eq "$_nl" ] && [ -z "$_miss" ]; then
		ktap_ok "probe header: $_nl results for $_np probes, as expected for 6.1"
	else
		ktap_fail "probe header: $_nl results for $_np probes, as expected for 6.1" "unexpected:$_miss"
	fi
	;;
*)
	ktap_skip "probe header: expected 6.1 answers" "KDIR is not a 6.1 kernel"
	;;
esac

# the generator itself, both ways: a probe for something that exists and
# one for something that does not, against the same KDIR
_g=$CT_ROOT/gen-probes
rm -rf "$_g"
mkdir -p "$_g/probes"
cat >"$_g/probes/has_kmalloc.c" <<'C'
// SPDX-License-Identifier: GPL-2.0
#include <linux/slab.h>
void compat_probe(void *p);
void compat_probe(void *p) { kfree(p); }
C
cat >"$_g/probes/no_such_api.c" <<'C'
// SPDX-License-Identifier: GPL-2.0
#include <linux/slab.h>
void compat_probe(void *p);
void compat_probe(void *p) { drvcompat_no_such_function(p); }
C
if sh "$DRVCOMPAT_SRC/scripts/gen-probes.sh" "$KDIR" "$_g/out" "$_g/probes" >"$_g/log" 2>&1 &&
   grep -q '^#define DRVCOMPAT_HAVE_HAS_KMALLOC 1$' "$_g/out/compat-probes.h" &&
   grep -q '^/\* #undef DRVCOMPAT_HAVE_NO_SUCH_API \*/$' "$_g/out/compat-probes.h"; then
	ktap_ok "gen-probes.sh: a compiling probe defines DRVCOMPAT_HAVE_X, a failing one leaves it undefined"
else
	sed 's/^/# /' "$_g/log" "$_g/out/compat-probes.h" 2>/dev/null | head -n 20
	ktap_fail "gen-probes.sh: a compiling probe defines DRVCOMPAT_HAVE_X, a failing one leaves it undefined"
fi

# the probe cache: a second tree takes the first one's header; a changed
# probe is probed again
_gp() # OUT: gen-probes.sh into $_g/OUT with the cache $_g/cache
{
	DRVCOMPAT_PROBE_CACHE=$_g/cache sh "$DRVCOMPAT_SRC/scripts/gen-probes.sh" \
		"$KDIR" "$_g/$1" "$_g/probes" >"$_g/$1.log" 2>&1
}
_gp c1 && _gp c2 && sed 's/no_such_function/no_such_function2/' "$_g/probes/no_such_api.c" >"$_g/n" &&
	mv "$_g/n" "$_g/probes/no_such_api.c" && _gp c3
_gc=$?
if [ "$_gc" -eq 0 ] && ! grep -q cached "$_g/c1.log" && grep -q '(cached)' "$_g/c2.log" &&
   cmp -s "$_g/c1/compat-probes.h" "$_g/c2/compat-probes.h" && ! grep -q cached "$_g/c3.log" &&
   cmp -s "$_g/c1/compat-probes.h" "$_g/c3/compat-probes.h" &&
   [ "$(find "$_g/cache" -type f | wc -l)" -eq 2 ]; then
	ktap_ok "gen-probes.sh: DRVCOMPAT_PROBE_CACHE gives a second tree the first one's header; a changed probe is probed again"
else
	sed 's/^/# /' "$_g/c1.log" "$_g/c2.log" "$_g/c3.log" 2>/dev/null | head -n 10
	ktap_fail "gen-probes.sh: DRVCOMPAT_PROBE_CACHE gives a second tree the first one's header; a changed probe is probed again" \
		"exit $_gc; cache: $(find "$_g/cache" -type f 2>/dev/null | tr '\n' ' ')"
fi

ktap_done
