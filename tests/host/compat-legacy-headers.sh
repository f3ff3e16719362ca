#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide tests/fixtures/legacy-headers
#
# compat-legacy-headers: the headers 2.4 pulled in transitively
# (<compat/headers.h>, porting-guide/headers.md).  The 2.4-style drivers in
# tests/fixtures/legacy-headers/ include only what they could include on
# 2.4 and rely on what those headers brought with them; each one must fail
# to build against the bare kernel headers and build W=1 with zero
# warnings through compat.  The sets are exactly 2.4's: a driver that
# includes only <linux/module.h> (which never brought in <linux/fs.h>)
# still cannot use file_operations, also not through the <linux/sched.h>
# that today's module.h includes internally.  <asm/uaccess.h> alone gives
# copy_to_user(), <asm/bitops.h> alone compiles.
#
# Environment (set by make check): KTAP_LIB, KDIR, BUILD, DRVCOMPAT_KTREE,
# DRVCOMPAT_OBJ (defaults: tests/lib/compat-test.sh).

: "${KTAP_LIB:=tests/lib/ktap.sh}"
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

SRC=$(cd "$(dirname "$0")/../fixtures/legacy-headers" && pwd)
W=$CT_ROOT/legacy-headers
DRIVERS="hdr_sched hdr_mm hdr_proc"

ktap_plan 9

if ! ct_need_compat; then
	for i in 1 2 3 4 5 6 7 8 9; do
		ktap_skip "legacy headers test $i" "compat/ does not build: $CT_ROOT/compat-build.log"
	done
	ktap_done
fi

rm -rf "$W"
mkdir -p "$W/native" "$W/compat"
for d in $DRIVERS; do
	cp "$SRC/$d.c" "$W/native/"
	cp "$SRC/$d.c" "$W/compat/"
done
echo "obj-m := $(echo $DRIVERS | sed 's/\([a-z_]*\)/\1.o/g')" >"$W/native/Kbuild"
{
	echo "include $DRVCOMPAT_MK"
	echo "obj-m := $(echo $DRIVERS | sed 's/\([a-z_]*\)/\1.o/g')"
} >"$W/compat/Kbuild"

for d in $DRIVERS; do
	if ct_obj "$W/native" "$d"; then
		ktap_fail "$d: does not build against the bare kernel headers" \
			"it does: the test proves nothing"
	else
		ktap_ok "$d: does not build against the bare kernel headers ($(ct_warnings "$W/native/$d.log" | grep -c 'error:') errors)"
	fi
	ct_clean "$d: builds W=1 through compat, zero warnings" "$W/compat" "$d"
done

# 2.4's <linux/module.h> did not bring in <linux/fs.h>: nor does compat's,
# though today's module.h includes <linux/sched.h> (whose 2.4 set has
# fs.h) from inside: an overlay reached from a kernel header adds nothing.
d=$(ct_case legacy_hdr_module_only) <<'EOF2'
#include <linux/module.h>
int hdr_only(void);
int hdr_only(void)
{
	return sizeof(struct file_operations);
}
MODULE_LICENSE("GPL");
EOF2
if ct_obj "$d" legacy_hdr_module_only; then
	ktap_fail "<linux/module.h> alone does not give struct file_operations (as on 2.4)" \
		"it does: a nested overlay added a legacy set"
elif grep -q "invalid application of .sizeof. to incomplete type .struct file_operations." "$d/legacy_hdr_module_only.log"; then
	ktap_ok "<linux/module.h> alone does not give struct file_operations (as on 2.4)"
else
	ct_warnings "$d/legacy_hdr_module_only.log" | head -n 5 | sed 's/^/# /'
	ktap_fail "<linux/module.h> alone does not give struct file_operations (as on 2.4)" \
		"failed for another reason"
fi

# an explicit #include <compat/headers.h> (from a driver's own header) gives
# every set
d=$(ct_case legacy_hdr_all) <<'EOF2'
#include <compat/headers.h>
int hdr_all(void);
int hdr_all(void)
{
	void *p = kmalloc(sizeof(struct file_operations), GFP_KERNEL);

	kfree(p);
	return signal_pending(current) + (int)sizeof(struct list_head);
}
MODULE_LICENSE("GPL");
EOF2
ct_clean "#include <compat/headers.h> gives every 2.4 set" "$d" legacy_hdr_all

# the kernel's own <linux/uaccess.h> and <linux/bitops.h> first, then the
# asm names (the overlays are no-ops then)
d=$(ct_case legacy_hdr_order) <<'EOF2'
#include <linux/uaccess.h>
#include <linux/bitops.h>
#include <asm/uaccess.h>
#include <asm/bitops.h>
int hdr_order(void __user *u, unsigned long *w);
int hdr_order(void __user *u, unsigned long *w)
{
	return test_bit(1, w) + (int)copy_to_user(u, w, sizeof(*w));
}
EOF2
ct_clean "<linux/uaccess.h>, <linux/bitops.h> then their asm names: W=1 clean" \
	"$d" legacy_hdr_order

ktap_done
