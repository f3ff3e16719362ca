#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide tests/fixtures/port-check
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
#  - ppos-seekable.c: a seekable device's read/write (*ppos as the
#    offset, no pread/pwrite refusal) keep their open as it is (the
#    ppos-check rewrite to nonseekable_open() is for the refusal only),
#    and its file_operations gets .llseek = default_llseek (llseek);
#  - timer.c: 2.4 timers get timer_setup(), DEFINE_TIMER(), handlers
#    taking a struct timer_list * and from_timer() of their device;
#  - tqueue-fix.c (a directory of its own): schedule_task() of a card's
#    tq_struct becomes a work_struct, INIT_WORK(), container_of() of the
#    card, flush_work() at unload (tqueue.c, the tasks --fix cannot
#    rewrite, stays as it is, a warning each);
#  - parport-lp.c: down()/up()/down_interruptible()/down_trylock()/
#    init_MUTEX() on <linux/lp.h>'s port_mutex (a struct mutex now) become
#    the mutex calls of the same meaning, a trylock's sense inverted; a
#    semaphore port_mutex of the driver's own structure stays;
#  - mmap.c: 2.4's and 2.6's nopage methods get a fault method each that
#    calls them, VM_RESERVED becomes VM_DONTEXPAND | VM_DONTDUMP, writes
#    of vma->vm_flags vm_flags_set()/vm_flags_clear();
#  - tasklet.c: three-argument DECLARE_TASKLET()/DECLARE_TASKLET_DISABLED()
#    become a struct tasklet_struct with .count, .func and .data (the
#    two-argument form stays; port-check.sh builds the result natively);
#  - netdev.c: a 2.4 Ethernet driver's methods become a net_device_ops
#    before its probe (hard_start_xmit returning netdev_tx_t, tx_timeout
#    taking its txqueue), dev->priv netdev_priv(), trans_start
#    netif_trans_update(), last_rx deleted with its line, the mc_list
#    walk netdev_for_each_mc_addr(), dev_addr eth_hw_addr_set() and
#    dev_addr_set(), kfree() free_netdev(), eth_copy_and_sum()
#    skb_copy_to_linear_data(), dev_get_by_name(name) &init_net first;
#    it builds natively;
# each equal to its tests/fixtures/port-check/<name>.c.fixed.  Then the
# fixed files build with W=1 and zero diagnostics (-Wempty-body included),
# GNU "ioctl:" initializers get the old-ioctl rewrite, classic MIN()/MAX()
# definitions are deleted and other ones kept, and a second --fix changes
# nothing.  irq: the old handlers of a driver split in two files and a
# header (irq-fix.c, irq-fix-isr.c, port-check-split/irq-fix.h: handler, prototypes, direct
# calls) come out as their .fixed (void -> irqreturn_t, pt_regs dropped,
# every path returning IRQ_HANDLED, <linux/interrupt.h> added to the
# header), the handler that reads its regs stays as it was with a warning
# in each of its files, and the two files build into one module; a direct
# call whose third argument may have a side effect, and a prototype whose
# definition is not among the files, are not rewritten, with a warning.
# old-ioctl: the wrapper takes compat's big kernel lock
# (lock_kernel(), <linux/smp_lock.h> added), no private mutex; with the
# handler in another file (old-ioctl-split.c, old-ioctl-split-fn.c) the
# wrapper is written once, before the first file_operations, and the two
# files build into one module; a file_operations inside a function is not
# rewritten, with a warning on stderr, nor is a vm_operations_struct
# inside a function (mmap).  netdev: methods assigned under a
# condition, computed or spread over two functions (netdev-left.c,
# netdev-left2.c) are left as they were, a warning each on stderr naming
# why.  timer: with the handler in
# another file (timer-split.c, timer-split-fn.c) that file is rewritten
# too and both build into one module; data that is not the timer's
# structure (timer-data.c) is left as it is, with a warning on stderr.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

PC=$(cd "$(dirname "$0")/../.." && pwd)/scripts/port-check
FIXDIR=$(cd "$(dirname "$0")/../fixtures/port-check" && pwd)
# irq-fix.h: a header with findings, kept out of port-check.sh's
# directory run over FIXDIR (which compares findings per .c fixture)
SPLITDIR=$(cd "$(dirname "$0")/../fixtures/port-check-split" && pwd)
W=$DRVCOMPAT_KTREE/port-check-rewrites
EXACT="deleting-bodies cleanup-module else-branches ppos-seekable irq-fix irq-fix-isr timer parport-lp mmap tasklet netdev"
OTHER="old-ioctl-gnu old-ioctl old-ioctl-split old-ioctl-split-fn local-minmax-upper local-minmax-upper-other timer-split timer-split-fn timer-data netdev-left netdev-left2"

# fix_in DIR WHAT: port-check --fix WHAT in $W/DIR, its output in
# $W/DIR.out and $W/DIR.err; port-check's status
fix_in()
{
	(cd "$W/$1" && "$PC" --fix "$2" >"$W/$1.out" 2>"$W/$1.err")
}

# scratch_fix DIR FILE: stdin as $W/DIR/FILE, a copy of it as
# $W/DIR/<FILE without .c>.orig, then fix_in DIR FILE
scratch_fix()
{
	mkdir -p "$W/$1"
	cat >"$W/$1/$2"
	cp "$W/$1/$2" "$W/$1/${2%.c}.orig"
	fix_in "$1" "$2"
}

# left_in_function RC DIR WHAT "LINE: RULE" WARNING_RE: a ktap result:
# scratch_fix DIR local.c exited RC (not 0) and left local.c as it was,
# reported RULE at LINE and warned (WARNING_RE) that it did not rewrite
# WHAT, defined inside a function (no place there for what --fix adds)
left_in_function()
{
	if [ "$1" -ne 0 ] && cmp -s "$W/$2/local.c" "$W/$2/local.orig" &&
	   grep -q "^port-check: warning: local\\.c:$4: $5" "$W/$2.err" &&
	   grep -q "^local\\.c:$4: " "$W/$2.out"; then
		ktap_ok "$3 inside a function: not rewritten, a warning on stderr, exit $1"
	else
		ktap_fail "$3 inside a function: not rewritten, a warning on stderr" \
			"exit $1: $(cat "$W/$2.err") $(diff "$W/$2/local.orig" "$W/$2/local.c" | head -n 5)"
	fi
}

ktap_plan 30
rm -rf "$W"
mkdir -p "$W/fix"
for n in $EXACT $OTHER; do
	cp "$FIXDIR/$n.c" "$W/fix/"
done
cp "$SPLITDIR/irq-fix.h" "$W/fix/"
fix_in fix .

for n in $EXACT; do
	if cmp -s "$W/fix/$n.c" "$FIXDIR/$n.c.fixed"; then
		ktap_ok "$n.c: --fix gives $n.c.fixed"
	else
		diff -u "$FIXDIR/$n.c.fixed" "$W/fix/$n.c" | head -n 20 | sed 's/^/# /'
		ktap_fail "$n.c: --fix gives $n.c.fixed" "$(head -n 2 "$W/fix.err")"
	fi
done

if cmp -s "$W/fix/irq-fix.h" "$SPLITDIR/irq-fix.h.fixed"; then
	ktap_ok "irq-fix.h: --fix gives irq-fix.h.fixed (prototypes rewritten, <linux/interrupt.h> added)"
else
	diff -u "$SPLITDIR/irq-fix.h.fixed" "$W/fix/irq-fix.h" | head -n 20 | sed 's/^/# /'
	ktap_fail "irq-fix.h: --fix gives irq-fix.h.fixed"
fi
if ktap_greps "$W/fix.err" \
	'^port-check: warning: \./irq-fix-isr\.c:38: irq: pc_irqf_regs() not rewritten: its body uses regs' \
	'^port-check: warning: \./irq-fix\.h:20: irq: pc_irqf_regs() not rewritten'; then
	ktap_ok "irq: a handler that reads its regs is not rewritten, a warning at its definition and its prototype"
else
	ktap_fail "irq: a handler that reads its regs is not rewritten, with warnings" "$(grep irq "$W/fix.err")"
fi

# netdev: conditional, computed and spread methods: left, a warning each
e=$W/fix.err
w='not rewritten: .*; write a struct net_device_ops by hand$'
if cmp -s "$W/fix/netdev-left.c" "$FIXDIR/netdev-left.c" &&
   cmp -s "$W/fix/netdev-left2.c" "$FIXDIR/netdev-left2.c" &&
   grep -q "^port-check: warning: \./netdev-left\.c:26: netdev: dev->open = pc_ndl_open_fast not rewritten: it is the body of a condition" "$e" &&
   grep -q "^port-check: warning: \./netdev-left\.c:29: netdev: dev->stop = pc_ndl_stop not rewritten: dev->open (line 26) is not a plain statement" "$e" &&
   grep -q "^port-check: warning: \./netdev-left\.c:31: netdev: dev->get_stats = pc_ndl_fast ? pc_ndl_stats_fast : pc_ndl_stats not rewritten: it assigns an expression" "$e" &&
   grep -q "^port-check: warning: \./netdev-left2\.c:19: netdev: dev->get_stats = pc_ndl2_stats not rewritten: the methods are assigned in several functions (pc_ndl2_probe(), pc_ndl2_setup_stats())" "$e" &&
   [ "$(grep -c "^port-check: warning: \./netdev-left2*\.c:[0-9]*: netdev: .*$w" "$e")" = 8 ]; then
	ktap_ok "netdev: methods under a condition, computed or spread over two functions: not rewritten, a warning each (8) naming why"
else
	ktap_fail "netdev: methods under a condition, computed or spread over two functions: not rewritten, a warning each" \
		"$(grep netdev "$e" | head -n 4) $(diff "$FIXDIR/netdev-left.c" "$W/fix/netdev-left.c" | head -n 5)"
fi

if grep -q '\.unlocked_ioctl = pc_oig_ioctl_unlocked,' "$W/fix/old-ioctl-gnu.c" &&
   ! grep -q '\.ioctl = pc_oig_ioctl\|^[[:space:]]*ioctl:' "$W/fix/old-ioctl-gnu.c" &&
   grep -q '\.ioctl =[[:space:]]*1,' "$W/fix/old-ioctl-gnu.c"; then
	ktap_ok "old-ioctl-gnu.c: 'ioctl: fn' of file_operations gets the locked wrapper, another struct's field does not"
else
	ktap_fail "old-ioctl-gnu.c: 'ioctl: fn' of file_operations gets the locked wrapper"
fi

# the wrapper: compat's BKL around the old function, the header included
ok=1
for n in old-ioctl old-ioctl-gnu old-ioctl-split; do
	f=$W/fix/$n.c
	grep -q '^#include <linux/smp_lock.h>$' "$f" &&
	grep -q '^	lock_kernel();$' "$f" &&
	grep -q '^	unlock_kernel();$' "$f" &&
	! grep -q 'mutex' "$f" &&
	grep -q '^static long [a-z_]*_unlocked(struct file \*file, unsigned int cmd,$' "$f" &&
	[ "$(grep -c '^{$' "$f")" -ge 2 ] || { ok=0; ktap_diag "$n.c:"; sed 's/^/#   /' "$f"; }
done
if [ $ok = 1 ]; then
	ktap_ok "old-ioctl: the wrapper takes lock_kernel()/unlock_kernel() (no private mutex), <linux/smp_lock.h> is included"
else
	ktap_fail "old-ioctl: the wrapper takes lock_kernel()/unlock_kernel() (no private mutex), <linux/smp_lock.h> is included"
fi

# handler in another file: one wrapper, above both file_operations
f=$W/fix/old-ioctl-split.c
def=$(grep -n '^static long pc_ois_ioctl_unlocked(' "$f" | cut -d: -f1)
use=$(grep -n '\.unlocked_ioctl = pc_ois_ioctl_unlocked,' "$f" | head -n 1 | cut -d: -f1)
if [ "$(grep -c '^static long pc_ois_ioctl_unlocked(' "$f")" = 1 ] &&
   [ "$(grep -c '\.unlocked_ioctl = pc_ois_ioctl_unlocked,' "$f")" = 2 ] &&
   [ -n "$def" ] && [ -n "$use" ] && [ "$def" -lt "$use" ] &&
   cmp -s "$W/fix/old-ioctl-split-fn.c" "$FIXDIR/old-ioctl-split-fn.c"; then
	ktap_ok "old-ioctl-split.c: handler in another file: one wrapper, defined above the two file_operations that name it"
else
	ktap_fail "old-ioctl-split.c: handler in another file: one wrapper above the file_operations" \
		"definition at line '$def', first use at '$use'"
fi

# a file_operations inside a function: no wrapper can go there
scratch_fix local local.c <<'EOF'
#include <linux/module.h>
#include <linux/fs.h>

int pc_loc_ioctl(struct inode *inode, struct file *file,
		 unsigned int cmd, unsigned long arg);

int pc_loc_register(void)
{
	static struct file_operations pc_loc_fops = {
		.owner = THIS_MODULE,
		.ioctl = pc_loc_ioctl,
	};

	return register_chrdev(0, "pc_loc", &pc_loc_fops);
}
EOF
left_in_function $? local "a file_operations" "11: old-ioctl" \
	'\.ioctl = pc_loc_ioctl not rewritten'

# mmap: a vm_operations_struct inside a function: no fault method there
scratch_fix mmlocal local.c <<'EOF'
#include <linux/module.h>
#include <linux/mm.h>

struct page *pc_mml_nopage(struct vm_area_struct *vma,
			   unsigned long address, int write_access);

int pc_mml_mmap(struct file *file, struct vm_area_struct *vma)
{
	static struct vm_operations_struct pc_mml_vm_ops = {
		.nopage = pc_mml_nopage,
	};

	vma->vm_ops = &pc_mml_vm_ops;
	return 0;
}
EOF
left_in_function $? mmlocal "a vm_operations_struct" "10: mmap" \
	'\.nopage = pc_mml_nopage not rewritten'

# irq: what --fix must not rewrite alone
scratch_fix irqskip a.c <<'EOF'
#include <linux/interrupt.h>

void pc_irqs_isr(int irq, void *dev_id, struct pt_regs *regs);
void pc_irqs_ext(int irq, void *dev_id, struct pt_regs *regs);
struct pt_regs *pc_irqs_next(void);

void pc_irqs_isr(int irq, void *dev_id, struct pt_regs *regs)
{
}

void pc_irqs_poll(void *d)
{
	pc_irqs_isr(0, d, pc_irqs_next());
}
EOF
rc=$?
if [ $rc -ne 0 ] &&
   ktap_greps "$W/irqskip.err" \
	'^port-check: warning: a\.c:4: irq: the prototype of pc_irqs_ext() not rewritten: its definition is not among the files checked' \
	'^port-check: warning: a\.c:13: irq: the call of pc_irqs_isr() not rewritten: its third argument (pc_irqs_next()) may have side effects' &&
   ktap_greps "$W/irqskip/a.c" \
	'^void pc_irqs_ext(int irq, void \*dev_id, struct pt_regs \*regs);$' \
	'^	pc_irqs_isr(0, d, pc_irqs_next());$' \
	'^irqreturn_t pc_irqs_isr(int irq, void \*dev_id)$'; then
	ktap_ok "irq: a prototype without its definition and a call whose third argument may have a side effect are not rewritten, a warning each, exit $rc"
else
	ktap_fail "irq: a prototype without its definition and a call with a side effect are not rewritten" \
		"exit $rc: $(cat "$W/irqskip.err") $(diff "$W/irqskip/a.orig" "$W/irqskip/a.c" | head -n 8)"
fi

# the last guard: a rewrite naming a wrapper not defined above it is
# never written (unseen_wrappers() in scripts/port_check/rewrite.py
# decides; check.run() then refuses the file)
if PYTHONDONTWRITEBYTECODE=1 python3 - "$(dirname "$PC")" <<'EOF' >"$W/unseen.out" 2>&1
import sys
sys.path.insert(0, sys.argv[1])
import port_check.rewrite as pc
old = "static struct file_operations f = {\n\t.ioctl = fn,\n};\n"
use = "static struct file_operations f = {\n\t.unlocked_ioctl = fn_unlocked,\n};\n"
wrap = "static long fn_unlocked(struct file *file, unsigned int cmd,\n\t\tunsigned long arg)\n{\n\treturn 0;\n}\n"
assert pc.unseen_wrappers(old, use) == ["fn_unlocked"], "no wrapper"
assert pc.unseen_wrappers(old, use + wrap) == ["fn_unlocked"], "below"
assert pc.unseen_wrappers(old, wrap + use) == [], "above"
assert pc.unseen_wrappers(use, use) == [], "the driver's own"
EOF
then
	ktap_ok "a .unlocked_ioctl = fn_unlocked with no wrapper above it is refused (unseen_wrappers)"
else
	ktap_fail "a .unlocked_ioctl = fn_unlocked with no wrapper above it is refused" "$(tail -n 3 "$W/unseen.out")"
fi

if ! grep -q '#define M[AI][XN]' "$W/fix/local-minmax-upper.c" &&
   cmp -s "$W/fix/local-minmax-upper-other.c" "$FIXDIR/local-minmax-upper-other.c"; then
	ktap_ok "classic MIN()/MAX() definitions deleted, another MIN() kept (reported only)"
else
	ktap_fail "classic MIN()/MAX() definitions deleted, another MIN() kept"
fi

mkdir -p "$W/fix2"
cp "$W/fix/"*.c "$W/fix/"*.h "$W/fix2/"
(cd "$W/fix2" && "$PC" --fix . >/dev/null 2>&1)
if diff -r "$W/fix" "$W/fix2" >"$W/fix2.diff"; then
	ktap_ok "a second --fix changes nothing"
else
	ktap_fail "a second --fix changes nothing" "$(head -n 5 "$W/fix2.diff")"
fi

# tqueue: each driver in a directory of its own (the rewrite reads all
# of a driver's files: its flush_scheduled_tasks() waits for all of its
# tq_structs).  tqueue-fix.c: schedule_task() of a card's task becomes a
# work_struct, container_of() of the card, flush_work() at unload;
# tqueue.c: the tq_immediate/tq_timer/own-queue tasks, a static one and a
# flush over three tq_structs are not rewritten, a warning each.
mkdir -p "$W/tq" "$W/tqskip"
cp "$FIXDIR/tqueue-fix.c" "$W/tq/"
cp "$FIXDIR/tqueue.c" "$W/tqskip/"
fix_in tq .
fix_in tqskip .
if cmp -s "$W/tq/tqueue-fix.c" "$FIXDIR/tqueue-fix.c.fixed" &&
   ! grep -q 'tqueue' "$W/tq.err"; then
	ktap_ok "tqueue-fix.c: --fix gives tqueue-fix.c.fixed (work_struct, INIT_WORK(), container_of(), flush_work())"
else
	diff -u "$FIXDIR/tqueue-fix.c.fixed" "$W/tq/tqueue-fix.c" | head -n 20 | sed 's/^/# /'
	ktap_fail "tqueue-fix.c: --fix gives tqueue-fix.c.fixed" "$(head -n 2 "$W/tq.err")"
fi
e=$W/tqskip.err
if cmp -s "$W/tqskip/tqueue.c" "$FIXDIR/tqueue.c" &&
   ktap_greps "$e" \
	'^port-check: warning: \./tqueue\.c:17: tqueue: struct tq_struct pc_tq_bh not rewritten: it is queued with queue_task() (line 27)' \
	'^port-check: warning: \./tqueue\.c:18: tqueue: struct tq_struct pc_tq_tick not rewritten: it has a static initializer' \
	'^port-check: warning: \./tqueue\.c:22: tqueue: struct tq_struct pc_tq_ctx not rewritten: flush_scheduled_tasks() waits for every task queued'; then
	ktap_ok "tqueue.c: tq_immediate/tq_timer/own-queue tasks, a static one, a flush over three: not rewritten, a warning each"
else
	ktap_fail "tqueue.c: tasks not rewritable are left as they are, a warning each" \
		"$(cat "$e") $(diff "$FIXDIR/tqueue.c" "$W/tqskip/tqueue.c" | head -n 5)"
fi

# the fixed files as modules, W=1: natively where --fix left no finding
# (cleanup-module, local-minmax-upper, timer, timer-split, parport-lp,
# netdev), with compat.mk for deleting-bodies
# (its request_module(buf) stays reported) and the old-ioctl ones,
# else-branches included (compat's lock_kernel()); old-ioctl-split.c and
# its handler's file are one module
B=$W/build
mkdir -p "$B/native" "$B/compat"
# the fixtures' shared headers (pc-chrdev.h)
cp "$FIXDIR"/*.h "$B/native/"
cp "$FIXDIR"/*.h "$B/compat/"
for n in cleanup-module local-minmax-upper parport-lp; do
	cp "$W/fix/$n.c" "$B/native/pcr_$(echo "$n" | tr - _).c"
done
for n in deleting-bodies else-branches old-ioctl-gnu old-ioctl; do
	cp "$W/fix/$n.c" "$B/compat/pcr_$(echo "$n" | tr - _).c"
done
cp "$W/fix/old-ioctl-split.c" "$B/compat/pcr_ois_fops.c"
cp "$W/fix/old-ioctl-split-fn.c" "$B/compat/pcr_ois_fn.c"
cp "$W/fix/irq-fix.c" "$B/compat/pcr_irqf_main.c"
cp "$W/fix/irq-fix-isr.c" "$B/compat/pcr_irqf_isr.c"
cp "$W/fix/irq-fix.h" "$B/compat/irq-fix.h"
cp "$W/fix/timer.c" "$B/native/pcr_timer.c"
cp "$W/fix/netdev.c" "$B/native/pcr_netdev.c"
cp "$W/tq/tqueue-fix.c" "$B/native/pcr_tqueue_fix.c"
cp "$W/fix/timer-split.c" "$B/native/pcr_tms_init.c"
cp "$W/fix/timer-split-fn.c" "$B/native/pcr_tms_fn.c"
{
	echo "obj-m := pcr_cleanup_module.o pcr_local_minmax_upper.o pcr_timer.o pcr_tms.o"
	echo "obj-m += pcr_tqueue_fix.o pcr_parport_lp.o pcr_netdev.o"
	echo "pcr_tms-y := pcr_tms_init.o pcr_tms_fn.o"
} >"$B/native/Kbuild"
{
	echo "obj-m := pcr_deleting_bodies.o pcr_else_branches.o pcr_old_ioctl_gnu.o pcr_old_ioctl.o pcr_ois.o"
	echo "pcr_ois-y := pcr_ois_fops.o pcr_ois_fn.o"
	echo "obj-m += pcr_irqf.o"
	echo "pcr_irqf-y := pcr_irqf_main.o pcr_irqf_isr.o"
	echo "include $DRVCOMPAT_MK"
} >"$B/compat/Kbuild"
ct_need_compat || ktap_diag "compat/ does not build; see $CT_ROOT/compat-build.log"
ct_built "fixed cleanup-module, local-minmax-upper, timer, timer-split with its handler's file, tqueue-fix, parport-lp, netdev build natively, W=1, zero diagnostics" \
	"$B/native.log" M="$B/native" modules
ct_built "fixed deleting-bodies (no empty-body warning), else-branches, old-ioctl-gnu, old-ioctl, old-ioctl-split with its handler's file, irq-fix with its handlers' file build with compat.mk, W=1, zero diagnostics" \
	"$B/compat.log" M="$B/compat" modules

# timer: the handler in the other file finds its card with from_timer();
# the timers whose data is an integer or another object are not touched
f=$W/fix/timer-split-fn.c
if ktap_greps "$f" \
	'^void pc_tms_expire(struct timer_list \*t)' \
	'struct pc_tms_card \*card = from_timer(card, t, watchdog);' &&
   ktap_greps "$W/fix/timer-split.c" \
	'^void pc_tms_expire(struct timer_list \*t);' \
	'timer_setup(&pc_tms_card.watchdog, pc_tms_expire, 0);'; then
	ktap_ok "timer-split.c: the handler in another file gets struct timer_list * and from_timer(), its prototype too"
else
	ktap_fail "timer-split.c: the handler in another file gets struct timer_list * and from_timer()" \
		"$(grep -n 'pc_tms_expire\|from_timer' "$f" "$W/fix/timer-split.c" | head -n 4 | tr '\n' ' ')"
fi
f=$W/fix/timer-data.c
if ktap_greps "$f" \
	'^static void pc_tmd_port(unsigned long port)' \
	'^static void pc_tmd_stat(unsigned long data)' \
	'pc_tmd_port_timer\[i\]\.data = i;' \
	'pc_tmd_stat_timer\.data = (unsigned long)&pc_tmd_stats;' \
	'timer_setup(&pc_tmd_quiet_timer, pc_tmd_quiet, 0);' \
	'^static void pc_tmd_set(unsigned long v)$' &&
   ! grep -q 'timer\.cocci failed' "$W/fix.err" &&
   ktap_greps "$W/fix.err" \
	'^port-check: warning: \./timer-data\.c:26: timer: pc_tmd_port(), a 2.4 timer handler, not rewritten: its data (i) ' \
	'^port-check: warning: \./timer-data\.c:31: timer: pc_tmd_stat(), a 2.4 timer handler, not rewritten: '; then
	ktap_ok "timer-data.c: data that is an integer or another object: not rewritten, said on stderr; a handler ignoring its data is"
else
	ktap_fail "timer-data.c: data that is an integer or another object: not rewritten, said on stderr" \
		"$(grep 'timer' "$W/fix.err" | head -n 3 | tr '\n' ' ')"
fi

# the findings inside #elif/#else/#if 0 are reported before the fix
rep=$("$PC" "$FIXDIR/else-branches.c" 2>/dev/null |
	sed -n 's/^[^:]*:\([0-9]*\): \([a-z0-9-]*\):.*/\1 \2/p' | tr '\n' ';')
ktap_same "else-branches.c: the #elif, #else (statement and initializer) and #if 0 findings are reported" \
	"$rep" "25 min-3arg;27 kdev-t;38 old-ioctl;45 kdev-t;"

ktap_done
