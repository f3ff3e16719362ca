#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# compat-zero-cost: every shim costs nothing at run time.  For each shim a
# pair of functions, the legacy spelling through compat and the native 6.1
# spelling, is built into one object (Kbuild, W=1, the kernel's -O2); the
# disassembly of the two (objdump -dr, addresses and symbol offsets
# stripped) must be identical.  The comparison is printed as a table.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"
HEX_AWK=$(cat "$(dirname "$0")/../lib/hex.awk")

# shim | legacy function | native function
PAIRS='
iminor: minor(inode->i_rdev)|zc_legacy_minor|zc_native_minor
imajor: major(inode->i_rdev)|zc_legacy_major|zc_native_major
kdev_t_to_nr(to_kdev_t(d))|zc_legacy_kdev|zc_native_kdev
min(size_t, a, b) = min_t|zc_legacy_min3|zc_native_min3
max(int, a, b) = max_t|zc_legacy_max3|zc_native_max3
request_module(buf)|zc_legacy_request|zc_native_request
call_usermodehelper(p, a, e)|zc_legacy_umh3|zc_native_umh3
read_barrier_depends()|zc_legacy_rbd|zc_native_rbd
smp_read_barrier_depends()|zc_legacy_smp_rbd|zc_native_rbd
memory_barrier() = mb()|zc_legacy_mb|zc_native_mb
write_barrier() = wmb()|zc_legacy_wmb|zc_native_wmb
MOD_INC/DEC_USE_COUNT = the two drvcompat calls|zc_legacy_modcount|zc_native_modcount
SET_MODULE_OWNER|zc_legacy_owner|zc_native_owner
__list_for_each_rcu|zc_legacy_list_rcu|zc_native_list_rcu
'
NPAIRS=$(echo "$PAIRS" | grep -c '|')
ktap_plan $((NPAIRS + 2))
ct_need_compat || ktap_diag "compat/ does not build; see $CT_ROOT/compat-build.log"

# identical code folding would turn one of a pair into a jump to the other
_d=$(ct_case zc "CFLAGS_zc.o += -fno-ipa-icf") <<'C'
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/kmod.h>
#include <linux/rculist.h>

struct zc_item { int v; };

unsigned int zc_legacy_minor(const struct inode *inode);
unsigned int zc_legacy_minor(const struct inode *inode) { return minor(inode->i_rdev); }
unsigned int zc_native_minor(const struct inode *inode);
unsigned int zc_native_minor(const struct inode *inode) { return iminor(inode); }

unsigned int zc_legacy_major(const struct inode *inode);
unsigned int zc_legacy_major(const struct inode *inode) { return major(inode->i_rdev); }
unsigned int zc_native_major(const struct inode *inode);
unsigned int zc_native_major(const struct inode *inode) { return imajor(inode); }

dev_t zc_legacy_kdev(dev_t d);
dev_t zc_legacy_kdev(dev_t d) { return kdev_t_to_nr(to_kdev_t(d)); }
dev_t zc_native_kdev(dev_t d);
dev_t zc_native_kdev(dev_t d) { return d; }

size_t zc_legacy_min3(size_t a, size_t b);
size_t zc_legacy_min3(size_t a, size_t b) { return min(size_t, a, b); }
size_t zc_native_min3(size_t a, size_t b);
size_t zc_native_min3(size_t a, size_t b) { return min_t(size_t, a, b); }

int zc_legacy_max3(int a, unsigned int b);
int zc_legacy_max3(int a, unsigned int b) { return max(int, a, b); }
int zc_native_max3(int a, unsigned int b);
int zc_native_max3(int a, unsigned int b) { return max_t(int, a, b); }

int zc_legacy_request(const char *buf);
int zc_legacy_request(const char *buf) { return request_module(buf); }
int zc_native_request(const char *buf);
int zc_native_request(const char *buf) { return __request_module(true, "%s", buf); }

int zc_legacy_umh3(char **argv, char **envp);
int zc_legacy_umh3(char **argv, char **envp) { return call_usermodehelper(argv[0], argv, envp); }
int zc_native_umh3(char **argv, char **envp);
int zc_native_umh3(char **argv, char **envp) { return call_usermodehelper(argv[0], argv, envp, UMH_WAIT_EXEC); }

/* ZC_RBD(name, barrier): a read of p->v through *pp, barrier between */
#define ZC_RBD(name, barrier)				\
int name(struct zc_item **pp);				\
int name(struct zc_item **pp)				\
{							\
	struct zc_item *p = READ_ONCE(*pp);		\
							\
	barrier;					\
	return p->v;					\
}
ZC_RBD(zc_legacy_rbd, read_barrier_depends());
ZC_RBD(zc_legacy_smp_rbd, smp_read_barrier_depends());
ZC_RBD(zc_native_rbd, );

void zc_legacy_mb(int *p);
void zc_legacy_mb(int *p) { WRITE_ONCE(*p, 1); memory_barrier(); WRITE_ONCE(*p, 2); }
void zc_native_mb(int *p);
void zc_native_mb(int *p) { WRITE_ONCE(*p, 1); mb(); WRITE_ONCE(*p, 2); }

void zc_legacy_wmb(int *p);
void zc_legacy_wmb(int *p) { WRITE_ONCE(*p, 1); write_barrier(); WRITE_ONCE(*p, 2); }
void zc_native_wmb(int *p);
void zc_native_wmb(int *p) { WRITE_ONCE(*p, 1); wmb(); WRITE_ONCE(*p, 2); }

void zc_legacy_owner(struct file_operations *f);
void zc_legacy_owner(struct file_operations *f) { SET_MODULE_OWNER(f); }
void zc_native_owner(struct file_operations *f);
void zc_native_owner(struct file_operations *f) { f->owner = THIS_MODULE; }

int zc_legacy_modcount(int *p);
int zc_legacy_modcount(int *p) { MOD_INC_USE_COUNT; *p += 1; MOD_DEC_USE_COUNT; return *p; }
int zc_native_modcount(int *p);
int zc_native_modcount(int *p)
{
	/*
	 * Not __module_get()/module_put(): 2.4's count, which one decrement
	 * too many must not turn into a kernel BUG, is drvcompat.ko's
	 * (porting-guide/module.md); the macros add nothing to the calls.
	 */
	drvcompat_mod_inc_use_count(THIS_MODULE);
	*p += 1;
	drvcompat_mod_dec_use_count(THIS_MODULE);
	return *p;
}

int zc_legacy_list_rcu(struct list_head *head);
int zc_legacy_list_rcu(struct list_head *head)
{
	struct list_head *pos;
	int n = 0;

	__list_for_each_rcu(pos, head)
		n++;
	return n;
}
int zc_native_list_rcu(struct list_head *head);
int zc_native_list_rcu(struct list_head *head)
{
	struct list_head *pos;
	int n = 0;

	for (pos = rcu_dereference(list_next_rcu(head)); pos != head;
	     pos = rcu_dereference(list_next_rcu(pos)))
		n++;
	return n;
}
MODULE_LICENSE("GPL");
C

ct_clean "the legacy/native pairs build in one object (W=1, no diagnostics)" \
	"$_d" zc

# dis FN: FN's instructions and relocations, with addresses, raw bytes and
# symbol names of branch targets removed and branch targets made relative
# to the function start; alignment padding after the function dropped
objdump -dr --no-show-raw-insn "$_d/zc.o" >"$_d/zc.dis" 2>/dev/null
dis()
{
	awk -v fn="$1" "$HEX_AWK"'
	$0 ~ "^[0-9a-f]+ <" fn ">:$" { base = hex($1); on = 1; next }
	on && /^$/ { exit }
	on {
		line = $0
		if (line ~ /^[ \t]+[0-9a-f]+: R_/) {	# relocation
			sub(/^[ \t]+[0-9a-f]+:[ \t]*/, "", line)
			out[++n] = "  reloc " line
			next
		}
		sub(/^[ \t]*[0-9a-f]+:[ \t]*/, "", line)
		gsub(/ *<[^>]*>/, "", line)
		if (match(line, /^(call|jmp|j[a-z]+)[ \t]+[0-9a-f]+$/)) {
			split(line, f, /[ \t]+/)
			line = f[1] " .+" (hex(f[2]) - base)
		}
		sub(/[ \t]+$/, "", line)
		out[++n] = line
	}
	END {
		while (n > 0 && out[n] ~ /^(int3|nop|xchg +%ax,%ax|cs nopw|nopw|nopl|data16)/)
			n--
		for (i = 1; i <= n; i++)
			print out[i]
	}' "$_d/zc.dis"
}

ktap_diag "| shim | legacy insns | native insns | identical |"
ktap_diag "|------|--------------|--------------|-----------|"
echo "$PAIRS" | grep '|' >"$_d/pairs"
: >"$_d/results"
while IFS='|' read -r _shim _legacy _native; do
	dis "$_legacy" >"$_d/$_legacy.s"
	dis "$_native" >"$_d/$_native.s"
	_nl=$(grep -vc '^  reloc' "$_d/$_legacy.s")
	_nn=$(grep -vc '^  reloc' "$_d/$_native.s")
	if [ "$_nl" -gt 0 ] && cmp -s "$_d/$_legacy.s" "$_d/$_native.s"; then
		_same=yes
	else
		_same=NO
	fi
	ktap_diag "| $_shim | $_nl | $_nn | $_same |"
	echo "$_same $_shim" >>"$_d/results"
done <"$_d/pairs"
while read -r _same _shim; do
	if [ "$_same" = yes ]; then
		ktap_ok "zero cost: $_shim"
	else
		ktap_fail "zero cost: $_shim" "see diff $CT_ROOT/compile/zc/*.s"
	fi
done <"$_d/results"

# control: the comparison does see a one-instruction difference
dis zc_native_mb >"$_d/ctl_mb.s"
dis zc_native_wmb >"$_d/ctl_wmb.s"
if [ -s "$_d/ctl_mb.s" ] && ! cmp -s "$_d/ctl_mb.s" "$_d/ctl_wmb.s"; then
	ktap_ok "control: mb() and wmb() disassemble differently (the comparison has teeth)"
else
	ktap_fail "control: mb() and wmb() disassemble differently (the comparison has teeth)"
fi

ktap_done
