#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat demo-driver initramfs kernel-configs porting-guide tests README.md
#
# Host test for porting-guide/: the guide cannot rot.
#  - every "c compile=after" block compiles against the target headers,
#    every "c compile=before" block compiles with compat/compat.mk;
#  - every relative link, #Lnn anchor, heading anchor and file:line
#    reference points at something that exists;
#  - every port-check rule is listed in the index and has its section.
# The work is done by tests/lib/guide-check; the blocks are built
# as scratch modules in $DRVCOMPAT_KTREE/guide/{after,before}/ (one Kbuild
# run each), the before blocks with this kernel's build of compat/.
#
# Environment (set by make check): KTAP_LIB, KDIR, BUILD, DRVCOMPAT_KTREE,
# DRVCOMPAT_OBJ (defaults: tests/lib/compat-test.sh).

: "${KTAP_LIB:=tests/lib/ktap.sh}"
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

GC=tests/lib/guide-check
W="$DRVCOMPAT_KTREE/guide"
TOPICS="devnum malloc initializers minmax barrier umh request-module devfs module f-dentry proc headers bkl semaphore spinlock sleep-on cred uaccess irq timeval symtab license ppos pci pci-dma llseek bcd remap sysctl cli"
TOPICS="$TOPICS timer tqueue kthread mmap tasklet block netdev"

rm -rf "$W"
mkdir -p "$W"

ktap_plan 7

# -- 1. every topic page exists and has the required parts -------------------
bad=
for t in $TOPICS; do
	f=porting-guide/$t.md
	if [ ! -f "$f" ]; then
		bad="$bad $t(missing)"
		continue
	fi
	grep -q '^```c compile=before' "$f" || bad="$bad $t(no before block)"
	grep -q '^```c compile=after' "$f" || bad="$bad $t(no after block)"
	grep -q 'tests/guest/compat-\|tests/guest/demo-\|tests/guest/legacy-drivers\.sh\|tests/guest/block\.sh\|tests/harness/ne2k24\.sh' "$f" ||
		bad="$bad $t(no guest test)"
	grep -q '](\.\./demo-driver/demo\.c#L' "$f" ||
		bad="$bad $t(no link into the demo port)"
	grep -q '^## What compat does' "$f" || bad="$bad $t(no compat section)"
	grep -q '^## What port-check reports' "$f" ||
		bad="$bad $t(no port-check section)"
	for g in $(grep -o 'tests/guest/[a-z0-9-]*\.sh' "$f" | sort -u); do
		[ -f "$g" ] || ktap_diag "note: $f names $g, which does not exist (yet)"
	done
done
if [ -z "$bad" ]; then
	ktap_ok "all $(echo $TOPICS | wc -w) topic pages have before/after blocks, compat, checker, test and demo sections"
else
	ktap_fail "all topic pages are complete" "problems:$bad"
fi

# -- 2. extract the compilable blocks ----------------------------------------
if ct_need_compat && [ -f "$DRVCOMPAT_MK" ]; then
	have_compat=1
	$GC extract "$W" "$DRVCOMPAT_MK" >"$W/extract.out" 2>&1
else
	have_compat=
	$GC extract "$W" >"$W/extract.out" 2>&1
fi
rc=$?
nafter=$(find "$W/after" -maxdepth 1 -name '*.c' 2>/dev/null | wc -l)
nbefore=$(find "$W/before" -maxdepth 1 -name '*.c' 2>/dev/null | wc -l)
if [ "$rc" -eq 0 ] && [ "$nafter" -gt 0 ] && [ "$nbefore" -gt 0 ]; then
	ktap_ok "extracted $nafter after and $nbefore before blocks"
else
	sed 's/^/# /' "$W/extract.out"
	ktap_fail "extracted the compilable blocks" "guide-check exit $rc"
fi

# Build one directory; map compiler messages back to the guide.
build()
{
	make -C "$KDIR" M="$W/$1" modules >"$W/$1.log" 2>&1
	_rc=$?
	# the #line directives make messages name porting-guide/x.md:LINE
	grep -E 'porting-guide/[a-z-]+\.md:[0-9]+(:[0-9]+)?: (error|warning)' \
		"$W/$1.log" | sort -u >"$W/$1.msgs"
	return $_rc
}

# The before blocks build in the background while the after blocks build.
if [ -d "$KDIR" ] && [ -n "$have_compat" ]; then
	(build before; echo $? >"$W/before.rc") &
	bgpid=$!
fi

# -- 3./4. after blocks: natively, and without warnings ----------------------
if [ ! -d "$KDIR" ]; then
	ktap_skip "after blocks compile against the target headers" "no $KDIR"
	ktap_skip "after blocks compile without warnings" "no $KDIR"
else
	if build after; then
		ktap_ok "$nafter after blocks compile against $(basename "$KDIR")"
	else
		sed 's/^/# /' "$W/after.msgs" | head -n 20
		grep -E 'error|Error' "$W/after.log" | head -n 5 | sed 's/^/# /'
		ktap_fail "after blocks compile against the target headers" \
			"see $W/after.log"
	fi
	if [ -s "$W/after.msgs" ] || grep -q 'warning:' "$W/after.log"; then
		grep 'warning:' "$W/after.log" | head -n 10 | sed 's/^/# /'
		ktap_fail "after blocks compile without warnings"
	else
		ktap_ok "after blocks compile without warnings"
	fi
fi

# -- 5. before blocks: through compat ----------------------------------------
if [ ! -d "$KDIR" ]; then
	ktap_skip "before blocks compile through compat" "no $KDIR"
elif [ -z "$have_compat" ]; then
	ktap_skip "before blocks compile through compat" "compat is not built ($DRVCOMPAT_OBJ/generated/compat-probes.h missing)"
elif wait "$bgpid" && [ "$(cat "$W/before.rc" 2>/dev/null)" = 0 ]; then
	ktap_ok "$nbefore before blocks compile through compat/compat.mk"
else
	grep 'error' "$W/before.msgs" | sed 's/^/# /' | head -n 20
	grep -E 'error|Error' "$W/before.log" | head -n 5 | sed 's/^/# /'
	ktap_fail "before blocks compile through compat" "see $W/before.log"
fi

# -- 6. links, line anchors, heading anchors, file:line references -----------
if $GC links >"$W/links.out" 2>&1; then
	ktap_ok "links and references: $(sed -n 's/^# //p' "$W/links.out")"
else
	grep -v '^# ' "$W/links.out" | head -n 30 | sed 's/^/# /'
	ktap_fail "links and references resolve"
fi

# -- 7. every checker rule is documented --------------------------------------
pairs=$(scripts/port-check --list-rules 2>/dev/null |
	awk '{ sub(/#.*/, "", $NF); print $1 "=" $NF }')
if [ -n "$pairs" ] && $GC rules $pairs >"$W/rules.out" 2>&1; then
	ktap_ok "every port-check rule is in the index and has its section ($(echo $pairs | wc -w) rules)"
else
	grep -v '^# ' "$W/rules.out" | sed 's/^/# /'
	ktap_fail "every port-check rule is in the index and has its section"
fi

ktap_done
