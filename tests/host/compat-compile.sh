#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide
#
# compat-compile: positive compile tests (one per topic, legacy spellings
# built with compat.mk and W=1, zero diagnostics), negative compile tests
# that must fail with the intended message, DRVCOMPAT_WARN=1 diagnostics, and
# the two-argument min() expanding exactly like the kernel's own.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

ktap_plan 23

if ! ct_need_compat; then
	ktap_diag "compat/ does not build; see $CT_ROOT/compat-build.log"
fi

# Cases are written first, then built in one Kbuild call for the
# positive and one for the negative ones (-k -j2; an up-to-date Kbuild
# call costs about a CPU second, more than a small case), then judged in
# order.  Each case keeps its own directory, Kbuild and log.
CASES=
# positive NAME DESC: NAME.c from stdin must build with zero diagnostics
positive()
{
	_d=$(ct_case "$1")
	echo P >"$_d/kind"
	echo "$2" >"$_d/desc"
	CASES="$CASES $1"
}

# negative NAME DESC PATTERN...: NAME.c must fail; each PATTERN must be in
# the compiler's output
negative()
{
	_nn=$1
	_d=$(ct_case "$1")
	echo N >"$_d/kind"
	echo "$2" >"$_d/desc"
	shift 2
	: >"$_d/patterns"
	for _p; do
		echo "$_p" >>"$_d/patterns"
	done
	CASES="$CASES $_nn"
}

judge()
{
	_n=$1
	_d=$CT_ROOT/compile/$_n
	_desc=$(cat "$_d/desc")
	if [ "$(cat "$_d/kind")" = P ]; then
		if [ "$(cat "$_d/rc")" = 0 ] && [ -z "$(ct_warnings "$_d/$_n.log")" ]; then
			ktap_ok "$_desc"
		else
			sed 's/^/# /' "$_d/$_n.log" | grep -v '^# make' | head -n 25
			ktap_fail "$_desc"
		fi
		return
	fi
	if [ "$(cat "$_d/rc")" = 0 ]; then
		ktap_fail "$_desc" "compiled, but must not"
		return
	fi
	while IFS= read -r _p; do
		if ! grep -qF -- "$_p" "$_d/$_n.log"; then
			sed 's/^/# /' "$_d/$_n.log" | grep -v '^# make' | head -n 25
			ktap_fail "$_desc" "message lacks: $_p"
			return
		fi
	done <"$_d/patterns"
	ktap_ok "$_desc"
}

positive devnum "devnum: kdev_t, kdev_t_to_nr, to_kdev_t, mk_kdev, minor/major, iminor/imajor, MINOR(i_rdev)" <<'C'
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/kdev_t.h>

unsigned int ct_devnum(struct inode *inode);
unsigned int ct_devnum(struct inode *inode)
{
	kdev_t k = to_kdev_t(inode->i_rdev);
	dev_t d = kdev_t_to_nr(k);

	BUILD_BUG_ON(sizeof(kdev_t) != sizeof(dev_t));
	BUILD_BUG_ON(minor(MKDEV(1, 300)) != 300);	/* no 8-bit truncation */
	BUILD_BUG_ON(major(mk_kdev(2000, 1048575)) != 2000);
	BUILD_BUG_ON(MINOR(mk_kdev(2000, 1048575)) != 1048575);
	return iminor(inode) + imajor(inode) + MINOR(inode->i_rdev) +
	       MAJOR(inode->i_rdev) + minor(d) + major(k);
}
C

positive minmax "minmax: min/max(type, a, b) and the kernel's 2-argument form" <<'C'
#include <linux/kernel.h>
#include <linux/build_bug.h>

size_t ct_minmax(size_t a, int i, unsigned int u);
size_t ct_minmax(size_t a, int i, unsigned int u)
{
	BUILD_BUG_ON(min(int, -1, 5U) != -1);	/* compares as int */
	BUILD_BUG_ON(max(long, -1, 2U) != 2);
	return min(size_t, a, 4096) + max(int, i, u) + min(a, (size_t)3) +
	       max(u, 7U) + min3(a, a, a);
}
C

positive request_module "request-module: request_module(buf), printf form, drvcompat_request_module()" <<'C'
#include <linux/kmod.h>

int ct_request(const char *buf);
int ct_request(const char *buf)
{
	return request_module(buf) + request_module("char-major-%d-%d", 10, 1) +
	       request_module("fixed") + drvcompat_request_module(true, "%s", buf);
}
C

positive umh "umh: 2.4 three-argument and 4-argument call_usermodehelper(), compat functions" <<'C'
#include <linux/kmod.h>

int ct_umh(char **argv, char **envp);
int ct_umh(char **argv, char **envp)
{
	return call_usermodehelper(argv[0], argv, envp) +
	       call_usermodehelper(argv[0], argv, envp, UMH_WAIT_PROC) +
	       drvcompat_call_usermodehelper_legacy(argv[0], argv, envp, 1) +
	       drvcompat_call_usermodehelper_exitcode(argv[0], argv, envp, 1);
}
C

positive umh_legacy "umh: DRVCOMPAT_UMH_LEGACY_WAIT maps call_usermodehelper(..., 1) to drvcompat_call_usermodehelper_legacy" <<'C'
#define DRVCOMPAT_UMH_LEGACY_WAIT
#include <linux/kmod.h>

int ct_umh_legacy(char **argv, char **envp);
int ct_umh_legacy(char **argv, char **envp)
{
	int (*fn)(const char *, char **, char **, int) =
		&drvcompat_call_usermodehelper_legacy;

	(void)fn;
	return call_usermodehelper(argv[0], argv, envp, 1);
}
C
positive barrier "barrier: read_barrier_depends, long names, old RCU list helpers" <<'C'
#include <linux/list.h>
#include <linux/rculist.h>
#include <asm/system.h>

struct ct_item { struct list_head list; int v; };
int ct_barrier(struct list_head *head, struct ct_item **pp);
int ct_barrier(struct list_head *head, struct ct_item **pp)
{
	struct list_head *pos, *n;
	struct ct_item *p = READ_ONCE(*pp);
	int sum;

	read_barrier_depends();
	smp_read_barrier_depends();
	sum = p->v;
	memory_barrier();
	read_barrier();
	write_barrier();
	rcu_read_lock();
	list_for_each_rcu(pos, head)
		sum++;
	__list_for_each_rcu(pos, head)
		sum++;
	list_for_each_safe_rcu(pos, n, head)
		sum++;
	rcu_read_unlock();
	list_add_rcu(&p->list, head);
	list_del_rcu(&p->list);
	return sum;
}
C

positive malloc "malloc: <linux/malloc.h>, <linux/config.h>, <asm/system.h> shims" <<'C'
#include <linux/config.h>
#include <linux/malloc.h>
#include <asm/system.h>

void *ct_malloc(size_t n);
void *ct_malloc(size_t n)
{
	wmb();
	return kmalloc(n, GFP_KERNEL);
}
C

positive devfs "devfs: 2.4 devfs_register/unregister/mk_dir, DEVFS_FL_DEFAULT" <<'C'
#include <linux/fs.h>
#include <linux/devfs_fs_kernel.h>

static const struct file_operations ct_fops;
devfs_handle_t ct_devfs(void);
devfs_handle_t ct_devfs(void)
{
	devfs_handle_t dir = devfs_mk_dir(NULL, "ct", NULL);
	devfs_handle_t de = devfs_register(dir, "node", DEVFS_FL_DEFAULT, 240,
					   300, S_IFCHR | 0600,
					   (void *)&ct_fops, NULL);

	if (devfs_register_chrdev(240, "ct", &ct_fops) == 0)
		devfs_unregister_chrdev(240, "ct");
	devfs_unregister(de);
	return dir;
}
C

positive module "module: MOD_INC/DEC_USE_COUNT, MOD_IN_USE, EXPORT_NO_SYMBOLS, MODULE_PARM (all type strings), init_module" <<'C'
#include <linux/module.h>

static int p_int;
static unsigned int p_uint;
static short p_short;
static unsigned char p_byte;
static long p_long;
static char *p_str;
static char p_name[32];
static int p_arr[4];
static long p_larr[2];
static char *p_sarr[3];

MODULE_PARM(p_int, "i");
MODULE_PARM(p_uint, "i");
MODULE_PARM(p_short, "h");
MODULE_PARM(p_byte, "b");
MODULE_PARM(p_long, "l");
MODULE_PARM(p_str, "s");
MODULE_PARM(p_name, "c32");
MODULE_PARM(p_arr, "1-4i");
MODULE_PARM(p_larr, "2l");
MODULE_PARM(p_sarr, "1-3s");
MODULE_PARM_DESC(p_int, "an int");
EXPORT_NO_SYMBOLS;

int init_module(void)
{
	MOD_INC_USE_COUNT;
	MOD_DEC_USE_COUNT;
	return MOD_IN_USE;
}

void cleanup_module(void)
{
}
MODULE_LICENSE("GPL");
C

positive pr_fmt "a driver's own pr_fmt before its includes still works (light force-include)" <<'C'
#define pr_fmt(fmt) "ct: " fmt
#include <linux/module.h>
#include <linux/printk.h>

void ct_pr(void);
void ct_pr(void)
{
	pr_info("hello %d\n", min(int, 1, 2));
}
C

positive block_modern "block: today's register_blkdev(major, name) and unregister_blkdev() unchanged with compat, <compat/compat.h> included" <<'C'
#include <linux/module.h>
#include <linux/blkdev.h>
#include <compat/compat.h>

int ct_blk_up(void);
int ct_blk_up(void)
{
	return register_blkdev(0, "ct_blk");
}

void ct_blk_down(int major);
void ct_blk_down(int major)
{
	unregister_blkdev(major, "ct_blk");
}
C

negative block_4arg "negative: register_blkdev() of four arguments does not build" \
	"register_blkdev" <<'C'
#include <linux/module.h>
#include <linux/blk.h>

int ct_blk_four(void);
int ct_blk_four(void)
{
	return register_blkdev(240, "ct_blk", NULL, 1);
}
C

positive netdev_24 "netdev: 2.4's eth_copy_and_sum() and one-argument dev_get_by_name()/__dev_get_by_name() through <linux/etherdevice.h>" <<'C'
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/skbuff.h>
#include <linux/rtnetlink.h>

struct sk_buff *ct_nd_rx(unsigned char *frame, int len);
struct sk_buff *ct_nd_rx(unsigned char *frame, int len)
{
	struct sk_buff *skb = dev_alloc_skb(len + 2);

	if (!skb)
		return NULL;
	skb_reserve(skb, 2);
	eth_copy_and_sum(skb, frame, len, 0);
	skb_put(skb, len);
	return skb;
}

int ct_nd_mtu(const char *name);
int ct_nd_mtu(const char *name)
{
	struct net_device *dev = dev_get_by_name(name);
	int mtu;

	if (!dev)
		return -ENODEV;
	mtu = dev->mtu;
	dev_put(dev);
	rtnl_lock();
	dev = __dev_get_by_name(name);
	rtnl_unlock();
	return dev ? mtu : -ENODEV;
}
C

positive netdev_modern "netdev: today's dev_get_by_name(net, name) and __dev_get_by_name(net, name) unchanged with compat, <compat/compat.h> included" <<'C'
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/rtnetlink.h>
#include <compat/compat.h>

int ct_nd_up(struct net *net, const char *name);
int ct_nd_up(struct net *net, const char *name)
{
	struct net_device *dev = dev_get_by_name(net, name);

	if (!dev)
		return -ENODEV;
	dev_put(dev);
	ASSERT_RTNL();
	return __dev_get_by_name(net, name) ? 0 : -ENODEV;
}
C

negative netdev_3arg "negative: dev_get_by_name() of three arguments does not build" \
	"dev_get_by_name" <<'C'
#include <linux/module.h>
#include <linux/netdevice.h>

int ct_nd_three(void);
int ct_nd_three(void)
{
	return dev_get_by_name(&init_net, "lo", 1) != NULL;
}
C

negative min_signedness "negative: min(int, unsigned) still fails with the kernel's signedness error" \
	"signedness error" <<'C'
#include <linux/kernel.h>

int ct_bad_min(int a, unsigned int b);
int ct_bad_min(int a, unsigned int b)
{
	return min(a, b);
}
C

negative exec_umh "negative: exec_usermodehelper() fails naming the replacement and porting-guide/umh.md" \
	"exec_usermodehelper() was removed" "call_usermodehelper(path, argv, envp, UMH_WAIT_PROC)" \
	"porting-guide/umh.md" <<'C'
#include <linux/kmod.h>

int ct_exec(char **argv, char **envp);
int ct_exec(char **argv, char **envp)
{
	return exec_usermodehelper(argv[0], argv, envp);
}
C

negative module_parm_bad "negative: MODULE_PARM(x, \"q\") fails with 'bad type string'" \
	'MODULE_PARM(ct_q, "q"): bad type string' "porting-guide/module.md" <<'C'
#include <linux/module.h>

static int ct_q;
MODULE_PARM(ct_q, "q");
MODULE_LICENSE("GPL");
C

negative module_parm_mismatch "negative: MODULE_PARM(int_var, \"s\") (type mismatch) fails" \
	'MODULE_PARM(ct_i, "s"): bad type string' <<'C'
#include <linux/module.h>

static int ct_i;
MODULE_PARM(ct_i, "s");
MODULE_LICENSE("GPL");
C

# the compiler, with what it prints for OBJ.o also kept in OBJ.o.log
_cc=$CT_ROOT/cc-log
cat >"$_cc" <<'SH'
#!/bin/sh
_o=
_prev=
for _a; do
	[ "$_prev" = -o ] && _o=$_a
	_prev=$_a
done
case $_o in
*.o) ;;
*) exec "${CT_CC:-gcc}" "$@" ;;
esac
"${CT_CC:-gcc}" "$@" >"$_o.log.tmp" 2>&1
_rc=$?
cat "$_o.log.tmp" >&2
mv -f "$_o.log.tmp" "$_o.log"
exit $_rc
SH
chmod +x "$_cc"

# batch KIND: build the cases of KIND (P or N) in one Kbuild call, in a
# directory holding all their sources and Kbuild lines; each case gets
# its object, its rc and, as its log, the compiler's output for it and
# objtool's warnings about it
batch()
{
	_kind=$1
	_b=$CT_ROOT/compile/.batch-$_kind
	rm -rf "$_b"
	mkdir -p "$_b"
	echo "include $DRVCOMPAT_MK" >"$_b/Kbuild"
	set --
	for _n in $CASES; do
		_d=$CT_ROOT/compile/$_n
		[ "$(cat "$_d/kind")" = "$_kind" ] || continue
		grep -v '^include ' "$_d/Kbuild" >>"$_b/Kbuild"
		cp "$_d/$_n.c" "$_b/"
		set -- "$@" "$_n.o"
	done
	[ $# -gt 0 ] || return 0
	make -C "$KDIR" M="$_b" W=1 CC="$_cc" -k -j2 "$@" >"$_b/build.log" 2>&1
	for _o; do
		_n=${_o%.o}
		_d=$CT_ROOT/compile/$_n
		{
			cat "$_b/$_o.log" 2>/dev/null
			grep -F "/$_n.o: warning: objtool" "$_b/build.log"
			[ -f "$_b/$_o.log" ] || { echo "(no compiler run for $_o)"; tail -n 20 "$_b/build.log"; }
		} >"$_d/$_n.log"
		if [ -f "$_b/$_o" ]; then
			cp "$_b/$_o" "$_d/"
			echo 0 >"$_d/rc"
		else
			echo 1 >"$_d/rc"
		fi
	done
}
batch P
batch N
for _n in $CASES; do
	judge "$_n"
done
# the legacy-wait object must reference drvcompat_call_usermodehelper_legacy
# (the raw status), not the kernel's call
_d=$CT_ROOT/compile/umh_legacy
if [ -f "$_d/umh_legacy.o" ] &&
   nm "$_d/umh_legacy.o" | grep -q ' U drvcompat_call_usermodehelper_legacy$' &&
   ! nm "$_d/umh_legacy.o" | grep -q ' U call_usermodehelper$'; then
	ktap_ok "umh: legacy wait object calls drvcompat_call_usermodehelper_legacy only"
else
	ktap_fail "umh: legacy wait object calls drvcompat_call_usermodehelper_legacy only"
fi

# DRVCOMPAT_WARN=1: one warning per legacy use, naming the guide section
_d=$(ct_case warn) <<'C'
#include <linux/config.h>
#include <linux/malloc.h>
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/kmod.h>
#include <linux/devfs_fs_kernel.h>

static int w_int;
MODULE_PARM(w_int, "i");

int ct_warn(struct inode *inode, char **argv);
int ct_warn(struct inode *inode, char **argv)
{
	MOD_INC_USE_COUNT;
	read_barrier_depends();
	devfs_unregister(NULL);
	return minor(inode->i_rdev) + min(int, 1, 2) +
	       kdev_t_to_nr(inode->i_rdev) +
	       call_usermodehelper(argv[0], argv, NULL);
}
MODULE_LICENSE("GPL");
C
if ct_obj "$_d" warn DRVCOMPAT_WARN=1; then
	_w=$(grep -c 'warning:.*porting-guide/[a-z-]*\.md' "$_d/warn.log")
	_topics=$(grep -o 'porting-guide/[a-z-]*\.md' "$_d/warn.log" | sort -u | tr '\n' ' ')
	ktap_diag "DRVCOMPAT_WARN=1: $_w warnings, sections: $_topics"
	if [ "$_w" -eq 10 ]; then
		ktap_ok "DRVCOMPAT_WARN=1: each of the 10 legacy uses warns once, naming its guide section"
	else
		ct_warnings "$_d/warn.log" | sed 's/^/# /' | head -n 20
		ktap_fail "DRVCOMPAT_WARN=1: each of the 10 legacy uses warns once, naming its guide section"
	fi
else
	ktap_fail "DRVCOMPAT_WARN=1: each of the 10 legacy uses warns once" "did not build"
fi
ct_clean "without DRVCOMPAT_WARN the same legacy file builds silently" \
	"$_d" warn

# min(a, b) through compat expands exactly like the kernel's own min()
cat >"$CT_ROOT/min2.c" <<'C'
int ct_min2(int a, int b);
int ct_min2(int a, int b)
{
	return min(a, b) + max(a, b);
}
C
_with=$(ct_case min2_with <"$CT_ROOT/min2.c")
_without=$CT_ROOT/compile/min2_without
rm -rf "$_without"
mkdir -p "$_without"
cp "$CT_ROOT/min2.c" "$_without/min2_without.c"
echo "obj-m += min2_without.o" >"$_without/Kbuild"
sed -i '1i #include <linux/kernel.h>' "$_without/min2_without.c"
sed -i '1i #include <linux/kernel.h>' "$_with/min2_with.c"
if make -C "$KDIR" M="$_with" min2_with.i >"$_with/log" 2>&1 &&
   make -C "$KDIR" M="$_without" min2_without.i >"$_without/log" 2>&1; then
	# the function body, with the __UNIQUE_ID counters normalised
	_norm='/^int ct_min2(int a, int b)$/,/^}/p'
	sed -n "$_norm" "$_with/min2_with.i" | sed 's/__UNIQUE_ID_\([xy]_\)[0-9]*/\1N/g' >"$_with/body"
	sed -n "$_norm" "$_without/min2_without.i" | sed 's/__UNIQUE_ID_\([xy]_\)[0-9]*/\1N/g' >"$_without/body"
	if [ -s "$_with/body" ] && cmp -s "$_with/body" "$_without/body"; then
		ktap_ok "min(a, b)/max(a, b) via compat preprocess to exactly the kernel's expansion"
	else
		diff "$_with/body" "$_without/body" | head -n 10 | sed 's/^/# /'
		ktap_fail "min(a, b)/max(a, b) via compat preprocess to exactly the kernel's expansion"
	fi
else
	ktap_fail "min(a, b)/max(a, b) via compat preprocess to exactly the kernel's expansion" "no .i"
fi

ktap_done
