#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat demo-driver initramfs kernel-configs porting-guide tests README.md
#
# compat-kernels: compat against every kernel series it targets (6.1 and
# 6.12, Debian's generic flavour), whichever of their header trees are
# set up here (scripts/setup or make matrix fetch them):
#  - the feature probes, generated against each tree, differ between 6.1
#    and 6.12 exactly where the headers do: class_create()'s arity (the
#    owner argument went in 6.4) and the const device of class::devnode
#    (6.2), vm_flags_set() (6.3); each verdict is checked against the
#    header text itself;
#  - a 2.4-style module (init_module()/cleanup_module(), no module_init())
#    and a modern one built through compat.mk with W=1: zero diagnostics,
#    objtool's included ("not an indirect call target" on 6.12 without
#    compat's fix); where the kernel has CONFIG_X86_KERNEL_IBT, both entry
#    points begin with endbr64 and are not in .ibt_endbr_seal (the list of
#    ENDBRs the module loader overwrites: a sealed entry point faults on
#    an IBT CPU when the loader calls it);
#  - no LINUX_VERSION_CODE/KERNEL_VERSION() anywhere in the tree: probes
#    decide, not version numbers.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"
top=$(cd "$DRVCOMPAT_SRC/.." && pwd)

SERIES="6.1 6.12"
ktap_plan 8

# tree SERIES: the newest generic header tree of SERIES that setup made:
# installed in /usr/src, or unpacked into the cache (6.12's, whose
# package would pull a kernel image into the host's /boot)
tree()
{
	for _t in /usr/src/linux-headers-"$1".*-amd64 \
		  "${DRVCOMPAT_CACHE:-/var/cache/drvcompat}"/*/headers/usr/src/linux-headers-"$1".*-amd64; do
		case ${_t##*/linux-headers-} in
		*-rt-amd64 | *-cloud-amd64) continue ;;
		esac
		[ -f "$_t/Makefile" ] && printf '%s\t%s\n' "${_t##*/linux-headers-}" "$_t"
	done | sort -t "$(printf '\t')" -V -k1,1 | tail -n 1 | cut -f2-
}

# per tree: a copy of compat/ with its probes, and the two test modules
work=$CT_ROOT/kernels
rm -rf "$work"
mkdir -p "$work"
for s in $SERIES; do
	t=$(tree "$s")
	[ -n "$t" ] || continue
	d=$work/$s
	mkdir -p "$d/mod"
	tar -C "$top" -cf - --exclude=generated compat | tar -C "$d" -xf -
	echo "$t" >"$d/kdir"
	{
		echo "include $d/compat/compat.mk"
		echo "obj-m += legacy_entry.o modern_entry.o"
	} >"$d/mod/Kbuild"
	cat >"$d/mod/legacy_entry.c" <<'C'
// SPDX-License-Identifier: GPL-2.0
#include <linux/module.h>
#include <linux/kernel.h>

static int legacy_loaded;

int init_module(void)
{
	legacy_loaded = 1;
	printk(KERN_INFO "legacy_entry: loaded\n");
	return 0;
}

void cleanup_module(void)
{
	printk(KERN_INFO "legacy_entry: unloaded (%d)\n", legacy_loaded);
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("2.4-style entry points");
C
	cat >"$d/mod/modern_entry.c" <<'C'
// SPDX-License-Identifier: GPL-2.0
#include <linux/module.h>
#include <linux/init.h>

static int __init modern_init(void)
{
	return 0;
}

static void __exit modern_exit(void)
{
}

module_init(modern_init);
module_exit(modern_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("module_init() entry points");
C
	# probes and objects, the trees one after the other (2 jobs each)
	(sh "$d/compat/scripts/gen-probes.sh" "$t" "$d/compat/generated" "$d/compat/probes" &&
	 DRVCOMPAT_OBJ=$d/compat make -C "$t" M="$d/mod" W=1 legacy_entry.o modern_entry.o) \
		>"$d/build.log" 2>&1
	echo $? >"$d/rc"
done

have()
{
	[ -f "$work/$1/rc" ]
}
kdir_of()
{
	cat "$work/$1/kdir"
}
# defined SERIES MACRO: the probe header of SERIES defines DRVCOMPAT_HAVE_MACRO
defined()
{
	grep -q "^#define DRVCOMPAT_HAVE_$2 1\$" "$work/$1/compat/generated/compat-probes.h"
}

# 1: the probes generated for both trees
if have 6.1 && have 6.12; then
	ok=1
	for s in $SERIES; do
		[ -s "$work/$s/compat/generated/compat-probes.h" ] || ok=
	done
	if [ -n "$ok" ]; then
		ktap_ok "probes generated against $(kdir_of 6.1) and $(kdir_of 6.12)"
	else
		ktap_fail "probes generated against both trees" "see $work/*/build.log"
	fi
else
	ktap_skip "probes generated against both trees" \
		"needs the 6.1 and 6.12 generic headers (make matrix fetches them)"
fi

# 2: the two headers differ exactly in the expected macros, both ways
# (6.12 has vm_flags_set(), 6.3's, too; 6.5's block_device_operations
# open(gendisk, blk_mode_t) and 6.9's blk_mq_alloc_disk(set, lim, data))
expect="BDOPS_OPEN_GENDISK BLK_MQ_ALLOC_DISK_LIM CLASS_CREATE_1ARG CLASS_DEVNODE_CONST DEFINE_SEMAPHORE_COUNT VM_FLAGS_SET"
# ... and what 6.12 removed that 6.1 has: no_llseek, struct
# parport_driver's attach member, register_sysctl_table()
expect61="NO_LLSEEK PARPORT_DRIVER_ATTACH REGISTER_SYSCTL_TABLE"
if have 6.1 && have 6.12; then
	macros()
	{
		sed -n 's/^#define DRVCOMPAT_HAVE_\([A-Z0-9_]*\) 1$/\1/p' \
			"$work/$1/compat/generated/compat-probes.h" | sort
	}
	macros 6.1 >"$work/61.list"
	macros 6.12 >"$work/612.list"
	only612=$(comm -13 "$work/61.list" "$work/612.list" | tr '\n' ' ')
	only61=$(comm -23 "$work/61.list" "$work/612.list" | tr '\n' ' ')
	if [ "$only612" = "$expect " ] && [ "$only61" = "$expect61 " ]; then
		ktap_ok "probes: 6.12 adds exactly $expect, 6.1 has only $expect61 that 6.12 lacks"
	else
		ktap_fail "probes differ exactly in $expect and $expect61" \
			"6.12 only: '${only612}', 6.1 only: '${only61}'"
	fi
else
	ktap_skip "probes differ exactly in $expect and $expect61" "needs both header trees"
fi

# 3: each verdict agrees with the header text (class_create's declaration,
# class::devnode's parameter)
if have 6.1 && have 6.12; then
	bad=
	for s in $SERIES; do
		# the source tree: Debian's arch tree includes the -common one's
		# Makefile (a plain tree is its own)
		h=$(kdir_of "$s")
		src=$(sed -n '1s/^include \(.*\)\/Makefile$/\1/p' "$h/Makefile")
		c=${src:-$h}/include/linux/device/class.h
		if grep -q '[ *]class_create(const char \*name);' "$c"; then
			defined "$s" CLASS_CREATE_1ARG || bad="$bad $s:class_create"
		elif grep -q 'define class_create(owner, name)' "$c"; then
			! defined "$s" CLASS_CREATE_1ARG || bad="$bad $s:class_create"
		else
			bad="$bad $s:no-class_create-in-$c"
		fi
		if grep -q 'char \*(\*devnode)(const struct device \*dev' "$c"; then
			defined "$s" CLASS_DEVNODE_CONST || bad="$bad $s:devnode"
		else
			! defined "$s" CLASS_DEVNODE_CONST || bad="$bad $s:devnode"
		fi
	done
	if [ -z "$bad" ]; then
		ktap_ok "probe verdicts agree with each kernel's <linux/device/class.h>"
	else
		ktap_fail "probe verdicts agree with the headers" "disagree:$bad"
	fi
else
	ktap_skip "probe verdicts agree with the headers" "needs both header trees"
fi

# 4, 5: the two modules build with zero diagnostics on each tree
for s in $SERIES; do
	desc="$s: a 2.4-style init_module()/cleanup_module() and a module_init() module build W=1, objtool clean"
	if ! have "$s"; then
		ktap_skip "$desc" "no $s generic headers installed (make matrix fetches them)"
	elif [ "$(cat "$work/$s/rc")" = 0 ] && [ -z "$(ct_warnings "$work/$s/build.log")" ]; then
		ktap_ok "$desc ($(kdir_of "$s"))"
	else
		grep -E 'warning|error' "$work/$s/build.log" | head -n 10 | sed 's/^/# /'
		ktap_fail "$desc" "see $work/$s/build.log"
	fi
done

# ibt_entry OBJ SYM: SYM starts with endbr64 and no .ibt_endbr_seal
# relocation points at it; prints what is wrong otherwise
ibt_entry()
{
	_sec=$(objdump -t "$1" | awk -v s="$2" '$NF == s && $3 == "F" { print $4 }')
	_val=$(objdump -t "$1" | awk -v s="$2" '$NF == s && $3 == "F" { print $1 }')
	[ -n "$_sec" ] || { echo "$2: no such function"; return; }
	_first=$(objdump -d --no-show-raw-insn -j "$_sec" "$1" |
		 awk -v s="<$2>:" '$2 == s { getline; print $2; exit }')
	[ "$_first" = endbr64 ] || echo "$2 begins with '$_first', not endbr64"
	readelf -rW "$1" | awk -v sec="$_sec" -v val="$_val" '
		function hex(x) { x = tolower(x); sub(/^0+/, "", x); return x }
		/^Relocation section/ { on = index($0, ".rela.ibt_endbr_seal'\''") > 0; next }
		on && $5 == sec && $6 == "+" && hex($7) == hex(val) { hit = 1 }
		END { exit !hit }' &&
		echo "$2 is in .ibt_endbr_seal (the loader would overwrite its ENDBR)"
}

# 6, 7: with IBT, both entry points of both modules are landing pads
for s in $SERIES; do
	desc="$s: init_module/cleanup_module begin with endbr64 and are not sealed"
	if ! have "$s" || [ "$(cat "$work/$s/rc")" != 0 ]; then
		ktap_skip "$desc" "no $s build (see test 4/5)"
		continue
	fi
	if ! grep -q '^CONFIG_X86_KERNEL_IBT=y' "$(kdir_of "$s")/.config"; then
		ktap_skip "$desc" "$(kdir_of "$s") is built without CONFIG_X86_KERNEL_IBT: no ENDBR, nothing sealed"
		continue
	fi
	err=
	for o in legacy_entry modern_entry; do
		for sym in init_module cleanup_module; do
			e=$(ibt_entry "$work/$s/mod/$o.o" "$sym")
			[ -z "$e" ] || err="$err $o.o: $e;"
		done
	done
	if [ -z "$err" ]; then
		ktap_ok "$desc (legacy and module_init() modules)"
	else
		ktap_fail "$desc" "$err"
	fi
done

# 8: no version checks in our code (the pattern is split so that this
# file does not match itself).  Legacy input may have them: the fixture
# drivers, the guide's "before" examples, the 2.4 driver that
# compat-legacy-headers.sh builds; so may a comment that says what 2.4's
# <linux/version.h> gave.
v1=LINUX_VERSION
v2=_CODE
hits=$(cd "$top" && git ls-files -z 2>/dev/null |
	xargs -0 -r grep -nE "${v1}${v2}|KERNEL_VERSION *\\(" -- 2>/dev/null |
	grep -vE '^(tests/fixtures/|porting-guide/|tests/host/compat-legacy-headers\.sh:|tests/host/compat-kernels\.sh:)' |
	grep -vE '^[^:]*:[0-9]+:[[:space:]]*(\*|//|#[[:space:]]|#$)' | cut -d: -f1 | sort -u)
if [ -z "$hits" ]; then
	ktap_ok "no ${v1}${v2}/KERNEL_VERSION() in our code: probes decide"
else
	ktap_fail "no version checks in the tree" "found in: $(echo $hits)"
fi
ktap_done
