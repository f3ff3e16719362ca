#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# compat-cost.sh - compat's run-time cost, for `make bench` (scripts/bench):
# every legacy spelling compat maps against its native spelling, each in
# a translation unit of its own, the native one built WITHOUT compat (no
# compat.mk, no overlay headers, no force-included umbrella), so nothing
# of compat can leak into the reference.  One source per pair is compiled
# twice: with -DZC_LEGACY through compat.mk (one Kbuild call, -j2, for all
# legacy units) and as plain kernel code (one call for all native units).
#
# Compared per pair: the machine code of every executable section
# (objdump -dr: addresses, raw bytes and objdump's "# <addr>" comments
# stripped, branch targets made relative) and the allocated data (each
# allocated non-code section's name and size, and the bytes of .modinfo
# and __param).  Prints a Markdown table and, last, "identical N of M".
# Environment: as tests/host/compat-*.sh (KDIR, BUILD, DRVCOMPAT_KTREE,
# DRVCOMPAT_OBJ; make sets them).
set -u
. "$(dirname "$0")/../lib/compat-test.sh"
HEX_AWK=$(cat "$(dirname "$0")/../lib/hex.awk")
ct_need_compat >/dev/null 2>&1 || { echo "compat/ does not build"; exit 1; }

root=$CT_ROOT/bench-cost
rm -rf "$root"
mkdir -p "$root/legacy" "$root/native"
echo "include $DRVCOMPAT_MK" >"$root/legacy/Kbuild"
echo "ccflags-y += -DZC_LEGACY -fno-ipa-icf" >>"$root/legacy/Kbuild"
echo "ccflags-y += -fno-ipa-icf" >"$root/native/Kbuild"
NAMES=

# pair NAME SPELLING: the source from stdin; ZC_LEGACY picks the side
pair()
{
	{
		echo '#include <linux/module.h>'
		echo '#include <linux/fs.h>'
		echo '#include <linux/kmod.h>'
		echo '#include <linux/kdev_t.h>'
		echo '#include <linux/rculist.h>'
		echo '#include <linux/minmax.h>'
		cat
		echo 'MODULE_LICENSE("GPL");'
	} >"$root/legacy/$1.c"
	cp "$root/legacy/$1.c" "$root/native/$1.c"
	echo "obj-m += $1.o" >>"$root/legacy/Kbuild"
	echo "obj-m += $1.o" >>"$root/native/Kbuild"
	echo "$2" >"$root/$1.what"
	NAMES="$NAMES $1"
}

pair iminor 'minor(inode->i_rdev) vs iminor()' <<'C'
unsigned int zc(const struct inode *inode);
unsigned int zc(const struct inode *inode)
{
#ifdef ZC_LEGACY
	return minor(inode->i_rdev);
#else
	return iminor(inode);
#endif
}
C
pair imajor 'major(inode->i_rdev) vs imajor()' <<'C'
unsigned int zc(const struct inode *inode);
unsigned int zc(const struct inode *inode)
{
#ifdef ZC_LEGACY
	return major(inode->i_rdev);
#else
	return imajor(inode);
#endif
}
C
pair kdev 'kdev_t_to_nr(to_kdev_t(d)) vs d' <<'C'
dev_t zc(dev_t d);
dev_t zc(dev_t d)
{
#ifdef ZC_LEGACY
	return kdev_t_to_nr(to_kdev_t(d));
#else
	return d;
#endif
}
C
pair mk_kdev 'kdev_t_to_nr(mk_kdev(ma, mi)) vs MKDEV()' <<'C'
dev_t zc(unsigned int ma, unsigned int mi);
dev_t zc(unsigned int ma, unsigned int mi)
{
#ifdef ZC_LEGACY
	return kdev_t_to_nr(mk_kdev(ma, mi));
#else
	return MKDEV(ma, mi);
#endif
}
C
pair min3 'min(size_t, a, b) vs min_t()' <<'C'
size_t zc(size_t a, size_t b);
size_t zc(size_t a, size_t b)
{
#ifdef ZC_LEGACY
	return min(size_t, a, b);
#else
	return min_t(size_t, a, b);
#endif
}
C
pair max3 'max(int, a, b) vs max_t()' <<'C'
int zc(int a, unsigned int b);
int zc(int a, unsigned int b)
{
#ifdef ZC_LEGACY
	return max(int, a, b);
#else
	return max_t(int, a, b);
#endif
}
C
pair request_buf 'request_module(buf) vs request_module("%s", buf)' <<'C'
int zc(const char *buf);
int zc(const char *buf)
{
#ifdef ZC_LEGACY
	return request_module(buf);
#else
	return request_module("%s", buf);
#endif
}
C
pair request_fmt 'request_module("char-major-%d-%d", ma, mi) (compat vs none)' <<'C'
int zc(int ma, int mi);
int zc(int ma, int mi)
{
	return request_module("char-major-%d-%d", ma, mi);
}
C
pair umh3 'call_usermodehelper(p, a, e) vs (..., UMH_WAIT_EXEC)' <<'C'
int zc(char **argv, char **envp);
int zc(char **argv, char **envp)
{
#ifdef ZC_LEGACY
	return call_usermodehelper(argv[0], argv, envp);
#else
	return call_usermodehelper(argv[0], argv, envp, UMH_WAIT_EXEC);
#endif
}
C
# depends_pair NAME BARRIER: pair NAME, BARRIER() after a dependent load
# (legacy) vs nothing
depends_pair()
{
	pair "$1" "$2() vs nothing" <<C
int zc(int **pp);
int zc(int **pp)
{
	int *p = READ_ONCE(*pp);
#ifdef ZC_LEGACY
	$2();
#endif
	return *p;
}
C
}
depends_pair rbd read_barrier_depends
depends_pair smp_rbd smp_read_barrier_depends
pair read_barrier 'read_barrier() vs rmb()' <<'C'
int zc(int *a, int *b);
int zc(int *a, int *b)
{
	int x = READ_ONCE(*a);
#ifdef ZC_LEGACY
	read_barrier();
#else
	rmb();
#endif
	return x + READ_ONCE(*b);
}
C
# stores_pair NAME LEGACY NATIVE: pair NAME, the barrier LEGACY() vs
# NATIVE() between two stores
stores_pair()
{
	pair "$1" "$2() vs $3()" <<C
void zc(int *p);
void zc(int *p)
{
	WRITE_ONCE(*p, 1);
#ifdef ZC_LEGACY
	$2();
#else
	$3();
#endif
	WRITE_ONCE(*p, 2);
}
C
}
stores_pair mb memory_barrier mb
stores_pair wmb write_barrier wmb
pair modcount 'MOD_INC/DEC_USE_COUNT vs __module_get/module_put' <<'C'
int zc(int *p);
int zc(int *p)
{
#ifdef ZC_LEGACY
	MOD_INC_USE_COUNT;
	*p += 1;
	MOD_DEC_USE_COUNT;
#else
	__module_get(THIS_MODULE);
	*p += 1;
	module_put(THIS_MODULE);
#endif
	return *p;
}
C
pair mod_in_use 'MOD_IN_USE vs module_refcount() != 0' <<'C'
int zc(void);
int zc(void)
{
#ifdef ZC_LEGACY
	return MOD_IN_USE;
#else
	return module_refcount(THIS_MODULE) != 0;
#endif
}
C
pair owner 'SET_MODULE_OWNER(f) vs f->owner = THIS_MODULE' <<'C'
void zc(struct file_operations *f);
void zc(struct file_operations *f)
{
#ifdef ZC_LEGACY
	SET_MODULE_OWNER(f);
#else
	f->owner = THIS_MODULE;
#endif
}
C
pair list_rcu '__list_for_each_rcu vs the rcu_dereference() loop' <<'C'
int zc(struct list_head *head);
int zc(struct list_head *head)
{
	struct list_head *pos;
	int n = 0;

#ifdef ZC_LEGACY
	__list_for_each_rcu(pos, head)
#else
	for (pos = rcu_dereference(list_next_rcu(head)); pos != head;
	     pos = rcu_dereference(list_next_rcu(pos)))
#endif
		n++;
	return n;
}
C
pair export_no_symbols 'EXPORT_NO_SYMBOLS vs nothing' <<'C'
#ifdef ZC_LEGACY
EXPORT_NO_SYMBOLS;
#endif
int zc(int a);
int zc(int a)
{
	return a + 1;
}
C
pair module_parm 'MODULE_PARM(v, "i") vs module_param_cb(v, &param_ops_int, &v, 0444)' <<'C'
static int zc_v;
#ifdef ZC_LEGACY
MODULE_PARM(zc_v, "i");
#else
module_param_cb(zc_v, &param_ops_int, &zc_v, 0444);
#endif
int zc(void);
int zc(void)
{
	return zc_v;
}
C

set --
for n in $NAMES; do
	set -- "$@" "$n.o"
done
make -C "$KDIR" M="$root/legacy" W=1 -k -j2 "$@" >"$root/legacy.log" 2>&1 &
lp=$!
make -C "$KDIR" M="$root/native" W=1 -k -j2 "$@" >"$root/native.log" 2>&1
wait $lp

# code OBJ: every executable section's instructions and relocations,
# addresses and raw bytes and objdump's "# <addr>" comments removed,
# branch targets relative to their function
code()
{
	objdump -dr --no-show-raw-insn "$1" 2>/dev/null | awk "$HEX_AWK"'
	/^Disassembly of section/ { print; next }
	/^[0-9a-f]+ <[^>]*>:$/ { base = hex($1); print $2; next }
	/^[ \t]+[0-9a-f]+: R_/ { sub(/^[ \t]+[0-9a-f]+:[ \t]*/, ""); print "  reloc " $0; next }
	/^[ \t]+[0-9a-f]+:/ {
		line = $0
		sub(/^[ \t]*[0-9a-f]+:[ \t]*/, "", line)
		sub(/[ \t]*#.*$/, "", line)
		gsub(/ *<[^>]*>/, "", line)
		if (match(line, /^(call|jmp|j[a-z]+)[ \t]+[0-9a-f]+$/)) {
			split(line, f, /[ \t]+/)
			line = f[1] " .+" (hex(f[2]) - base)
		}
		sub(/[ \t]+$/, "", line)
		if (line ~ /^(int3|nop|xchg +%ax,%ax|cs nopw|nopw|nopl|data16)/)
			next
		print line
	}'
}

# data OBJ: allocated non-code sections (name, size), .modinfo and __param
data()
{
	readelf -S -W "$1" 2>/dev/null | awk '
		/^ *\[ *[0-9]+\]/ {
			sub(/^ *\[ *[0-9]+\] */, "")
			if ($0 ~ / A/ && $0 !~ /AX/) print $1, $5
		}'
	objdump -s -j .modinfo -j __param "$1" 2>/dev/null | grep '^ '
}

same=0 total=0
echo "| spelling (legacy through compat vs native without compat) | legacy insns | native insns | code | data |"
echo "|---|---|---|---|---|"
for n in $NAMES; do
	total=$((total + 1))
	l=$root/legacy/$n.o
	v=$root/native/$n.o
	if [ ! -f "$l" ] || [ ! -f "$v" ]; then
		echo "| $(cat "$root/$n.what") | - | - | does not build | - |"
		continue
	fi
	code "$l" >"$root/$n.legacy.s"
	code "$v" >"$root/$n.native.s"
	data "$l" >"$root/$n.legacy.d"
	data "$v" >"$root/$n.native.d"
	nl=$(grep -vc -e '^  reloc' -e '^Disassembly' -e '^<' "$root/$n.legacy.s")
	nn=$(grep -vc -e '^  reloc' -e '^Disassembly' -e '^<' "$root/$n.native.s")
	c=identical
	cmp -s "$root/$n.legacy.s" "$root/$n.native.s" || c="DIFFERS (diff $root/$n.*.s)"
	d=identical
	cmp -s "$root/$n.legacy.d" "$root/$n.native.d" || d="DIFFERS (diff $root/$n.*.d)"
	[ "$c$d" = identicalidentical ] && same=$((same + 1))
	echo "| $(cat "$root/$n.what") | $nl | $nn | $c | $d |"
done
echo
echo "identical $same of $total"
