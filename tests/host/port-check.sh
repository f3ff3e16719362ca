#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat demo-driver porting-guide tests/fixtures/port-check
#
# Host test for scripts/port-check: every rule against its fixture
# (tests/fixtures/port-check/<rule>.c, one "/* expect: RULE */" comment on
# each offending line), --fix/--diff behaviour, idempotence, the fixed
# fixtures compiling against the target headers, hostile inputs, and the
# legacy demo driver.  Section 9b: Latin-1 and CRLF sources come out of
# --fix byte for byte as tests/fixtures/port-check/<name>.c.fixed, an
# unreadable subdirectory or a FIFO is an error, a syntax error gives a
# warning, a signal leaves no process or temporary file behind, and a --fix
# with one unwritable file writes nothing.  Runs as root or not.
#
# spatch costs about a second to start, so the fixtures are checked by one
# run over their directory (split per file for section 1, compared with
# per-file runs of a sample in section 3), and the runs that do not depend
# on each other go to the background: each semantic patch on its own (2b),
# --fix and --diff (4, 5), the scratch module builds (8) and the demo
# driver (10).  Their verdicts are printed when the foreground needs them.
# No verdict depends on how long something took (the host may be loaded),
# apart from the 10 MB file, which must be refused before it is parsed.
#
# Environment (set by make check): KTAP_LIB, KDIR, BUILD, DRVCOMPAT_KTREE,
# DRVCOMPAT_OBJ (defaults: tests/lib/compat-test.sh).

: "${KTAP_LIB:=tests/lib/ktap.sh}"
. "$KTAP_LIB"
# KDIR, the space-free scratch root and this kernel's build of compat/
. "$(dirname "$0")/../lib/compat-test.sh"

PC=scripts/port-check
FIXDIR=tests/fixtures/port-check
W="$DRVCOMPAT_KTREE/port-check"
ct_need_compat || DRVCOMPAT_MK=
# rules whose findings --fix always removes
ALWAYS_FIXED="malloc-h config-h old-initializer min-3arg umh-3arg \
export-no-symbols fops-owner set-module-owner old-ioctl f-dentry semaphore uaccess ppos-check \
tasklet"
FORMAT_RE='^[^:]+:[0-9]+: [a-z0-9-]+: .+ \(porting-guide/[a-z-]+\.md#[a-z0-9-]+\)$'
# fixtures also run one by one (section 3): clean.c must exit 0 alone,
# old-ioctl-split.c's ioctl handler is in old-ioctl-split-fn.c, latin1.c
# is not UTF-8
SAMPLE="clean latin1 old-ioctl-split old-ioctl-split-fn"

# an interrupted earlier run may have left b.c immutable (see 9b)
for f in "$W"/ro-*/b.c; do
	[ -e "$f" ] && chattr -i "$f" 2>/dev/null
done
rm -rf "$W"
mkdir -p "$W"

$PC --list-rules >"$W/rules.list" 2>/dev/null
RULES=$(awk '{print $1}' "$W/rules.list")
FIXTURES=$(ls "$FIXDIR"/*.c)
nfix=$(echo "$FIXTURES" | wc -l)
# plan: per fixture 1, plus the fixed tests below
ktap_plan $((nfix + 40))

# expected "LINE RULE" pairs of a fixture, from its expect: comments
expected()
{
	awk '{
		if (match($0, /expect: [a-z0-9, -]+/)) {
			s = substr($0, RSTART + 8, RLENGTH - 8)
			n = split(s, r, /[ ,]+/)
			for (i = 1; i <= n; i++)
				if (r[i] != "")
					print NR " " r[i]
		}
	}' "$1" | sort -u
}

# "LINE RULE" pairs of a port-check report (stdin)
reported()
{
	sed -n 's/^[^:]*:\([0-9]*\): \([a-z0-9-]*\): .*/\1 \2/p' | sort -u
}

# the lines of report $2 about file $1
lines_of()
{
	awk -v p="$1:" 'index($0, p) == 1' "$2"
}

# the messages of stderr $2 ("port-check: warning: FILE: ...") naming file $1
named_in()
{
	awk -v p=" $1:" 'index($0, p) > 0' "$2"
}

# -- background: 4 and 5 now, 2b and 10 after 3 (verdicts below) -----------
# (the Kbuild runs of section 8 wait for the fixed tree: that goes first)
# 4 and 5: --fix and --diff of two copies (at the same time), patch(1)
# applies the diff, then a second --fix of a copy of the fixed tree
# (with the fixtures' shared headers, which have nothing to fix: 8 builds
# with them)
mkdir -p "$W/fix" "$W/diff" "$W/fix2"
cp "$FIXDIR"/*.c "$FIXDIR"/*.h "$W/fix/"
cp "$FIXDIR"/*.c "$FIXDIR"/*.h "$W/diff/"
(
	(cd "$W/fix" && "$OLDPWD/$PC" --fix . >/dev/null 2>"$W/fix.err"
	 echo $? >"$W/fix.rc") &
	(cd "$W/diff" && "$OLDPWD/$PC" --diff . 2>/dev/null >"$W/fix.diff"
	 echo $? >"$W/diff.rc") &
	wait
	(cd "$W/diff" && patch -s -p1 <"$W/fix.diff") >"$W/patch.out" 2>&1
	cp "$W/fix"/*.c "$W/fix"/*.h "$W/fix2/"
	(cd "$W/fix2" && "$OLDPWD/$PC" --fix . >"$W/fix2.out" 2>"$W/fix2.err")
) &
fixpid=$!

# -- 1. every fixture reports exactly its expected findings ------------------
# One run over the directory (section 3 compares it with per-file runs).
# A fixture with findings would exit 1 alone, one without 0: so it passes
# when its findings are its expect: comments and no warning or error names
# it.  each.out: the fixtures' findings, one after the other.
start=$(date +%s)
$PC "$FIXDIR" >"$W/all.out" 2>"$W/all.err"
rc_all=$?
secs=$(($(date +%s) - start))
: >"$W/each.out"
for f in $FIXTURES; do
	name=$(basename "$f" .c)
	out=$(lines_of "$f" "$W/all.out")
	err=$(named_in "$f" "$W/all.err")
	[ -n "$out" ] && printf '%s\n' "$out" >>"$W/each.out"
	exp=$(expected "$f")
	got=$(printf '%s\n' "$out" | reported)
	bad=$(printf '%s\n' "$out" | grep -v '^$' | grep -Ev "$FORMAT_RE")
	if [ -n "$err" ]; then
		ktap_fail "report $name" "directory run (exit $rc_all): $err"
	elif [ -n "$bad" ]; then
		ktap_fail "report $name" "badly formatted line: $bad"
	elif [ "$exp" != "$got" ]; then
		ktap_diag "expected:"; printf '%s\n' "$exp" | sed 's/^/#   /'
		ktap_diag "reported:"; printf '%s\n' "$got" | sed 's/^/#   /'
		ktap_fail "report $name" "findings differ from expect: comments"
	else
		ktap_ok "report $name ($(printf '%s\n' "$exp" | grep -c .) findings)"
	fi
done

# -- 2. every rule id has a fixture and is exercised ------------------------
missing=
for r in $RULES; do
	grep -q "expect:.*\b$r\b" "$FIXDIR"/*.c || missing="$missing $r"
done
if [ -n "$RULES" ] && [ -z "$missing" ]; then
	ktap_ok "every rule ($(echo $RULES | wc -w)) has fixture coverage"
else
	ktap_fail "every rule has fixture coverage" "missing:$missing"
fi

# -- 3. one run over the whole directory: same findings as per-file runs ----
# The directory run exits 1 and holds exactly the fixtures' findings, file
# after file (no line about anything else); and for a sample of fixtures a
# run on the file alone gives the same lines, with exit 1 if there are
# any, 0 if not.
diffs=
for name in $SAMPLE; do
	f="$FIXDIR/$name.c"
	$PC "$f" >"$W/one-$name.out" 2>"$W/one-$name.err"
	rc=$?
	lines_of "$f" "$W/all.out" >"$W/dir-$name.out"
	if [ -s "$W/one-$name.out" ]; then want=1; else want=0; fi
	if [ "$rc" -ne "$want" ]; then
		diffs="$diffs $name.c(exit $rc, want $want)"
	elif ! cmp -s "$W/one-$name.out" "$W/dir-$name.out"; then
		diffs="$diffs $name.c(other findings)"
	fi
done
if [ "$rc_all" -eq 1 ] && cmp -s "$W/all.out" "$W/each.out" && [ -z "$diffs" ] &&
   [ ! -s "$W/one-clean.out" ]; then
	ktap_ok "directory run matches per-file runs ($(wc -l <"$W/all.out") findings, ${secs}s; alone:$(printf ' %s.c' $SAMPLE))"
else
	ktap_fail "directory run matches per-file runs" \
		"rc=$rc_all differing:${diffs:- none} $(head -3 "$W/all.err")"
fi

# -- background: 2b and 10 (verdicts below) ----------------------------------
# 2b: each semantic patch on its own over the fixtures
mkdir -p "$W/cocci"
(for c in scripts/coccinelle/*.cocci; do
	b=$(basename "$c" .cocci)
	# shellcheck disable=SC2046
	spatch $(spatch_flags) --sp-file "$c" -D report --very-quiet --no-includes \
		--timeout 60 --dir "$FIXDIR" >"$W/cocci/$b.out" 2>"$W/cocci/$b.err"
	echo $? >"$W/cocci/$b.rc"
done) &
coccipid=$!

# 10: the legacy demo driver: a report, --fix of a copy, a second --fix of
# a copy of that, and a Kbuild run of the fixed copy
DEMO=demo-driver/legacy
D="$W/demo"
demopid=
if [ -d "$DEMO" ] && [ -n "$(ls "$DEMO"/*.c 2>/dev/null)" ]; then
	(start=$(date +%s)
	 $PC "$DEMO" >"$W/demo.out" 2>"$W/demo.err"
	 echo "$? $(($(date +%s) - start))" >"$W/demo.rc"
	 mkdir -p "$D"
	 cp "$DEMO"/*.c "$D/"
	 cp "$DEMO"/*.h "$D/" 2>/dev/null
	 $PC --fix "$D" >"$W/demo-fix.out" 2>"$W/demo-fix.err"
	 cp -r "$D" "$D.2"
	 $PC --fix "$D.2" >/dev/null 2>&1
	 diff -r "$D" "$D.2" >"$W/demo-fix2.diff"
	 echo $? >"$W/demo-fix2.rc"
	 objs=$(cd "$D" && for c in *.c; do printf '%s ' "${c%.c}.o"; done)
	 {
		echo "# generated by tests/host/port-check.sh"
		echo "obj-m := pcfix_demo.o"
		echo "pcfix_demo-y := $objs"
		# the per-kernel copy: Kbuild cannot take a path with whitespace
		echo "ccflags-y += -I$DRVCOMPAT_KTREE/src/$DEMO -I$DRVCOMPAT_KTREE/src/demo-driver"
		if [ -n "$DRVCOMPAT_MK" ]; then
			echo "include $DRVCOMPAT_MK"
		fi
	 } >"$D/Kbuild"
	 if [ -d "$KDIR" ]; then
		make -C "$KDIR" M="$D" modules >"$D/build.log" 2>&1
		echo $? >"$D/build.rc"
	 fi) &
	demopid=$!
fi

# -- 4. --diff applied with patch(1) equals --fix ----------------------------
wait "$fixpid"
rc_fix=$(cat "$W/fix.rc")
rc_diff=$(cat "$W/diff.rc")
if [ "$rc_fix" -eq 1 ] && [ "$rc_diff" -eq 1 ] && [ -s "$W/fix.diff" ] &&
   diff -r "$W/fix" "$W/diff" >/dev/null; then
	ktap_ok "--diff | patch -p1 gives the same tree as --fix ($(grep -c '^+++ ' "$W/fix.diff") files)"
else
	ktap_fail "--diff | patch -p1 gives the same tree as --fix" \
		"rc_fix=$rc_fix rc_diff=$rc_diff $(head -3 "$W/patch.out" "$W/fix.err")"
fi

# -- 5. --fix is idempotent --------------------------------------------------
if diff -r "$W/fix" "$W/fix2" >"$W/fix2.diff"; then
	ktap_ok "a second --fix changes nothing"
else
	ktap_fail "a second --fix changes nothing" "$(head -5 "$W/fix2.diff")"
fi

# -- 5b. no rewrite removes the body of a control statement -----------------
# (if/else/for/do/while bodies that are a use count stay as they are)
if cmp -s "$FIXDIR/mod-use-count-bodies.c" "$W/fix/mod-use-count-bodies.c"; then
	ktap_ok "--fix keeps use counts that are the body of if/else/for/do/while"
else
	ktap_fail "--fix keeps use counts that are the body of if/else/for/do/while" \
		"$(diff -u "$FIXDIR/mod-use-count-bodies.c" "$W/fix/mod-use-count-bodies.c" | head -12)"
fi

# -- 6. after --fix only report-only findings remain -------------------------
left=
for r in $ALWAYS_FIXED; do
	grep -q ": $r: " "$W/fix2.out" && left="$left $r"
done
if [ -z "$left" ]; then
	ktap_ok "--fix removes every $(echo $ALWAYS_FIXED) finding"
else
	ktap_fail "--fix removes every always-fixable finding" "left:$left"
fi

# -- 7. --fix removed the fixable patterns it claims to ----------------------
if ! grep -q 'MODULE_PARM(' "$W/fix/module-parm.c" &&
   grep -q 'request_module("char-major-%d-%d", major, minor)' "$W/fix/request-module-buf.c" &&
   grep -q 'iminor(inode)' "$W/fix/kdev-t.c" &&
   ! grep -q '= MINOR(inode->i_rdev)' "$W/fix/kdev-t.c" &&
   grep -q 'UMH_WAIT_EXEC' "$W/fix/umh-3arg.c"; then
	ktap_ok "--fix rewrites MODULE_PARM, request_module(buf), MINOR(i_rdev), 3-arg call_usermodehelper"
else
	ktap_fail "--fix rewrites MODULE_PARM, request_module(buf), MINOR(i_rdev), 3-arg call_usermodehelper"
fi

# -- 7b. the lock initialiser and semaphore rewrites --------------------------
# spinlock.c keeps exactly its array of locks (no exact modern spelling)
if ktap_greps "$W/fix/spinlock.c" \
	'^static DEFINE_SPINLOCK(pc_sp_lock);' \
	'^DEFINE_RWLOCK(pc_sp_rwlock);' \
	'\.lock = __SPIN_LOCK_UNLOCKED(pc_sp_dev\.lock),' \
	'\.rw = __RW_LOCK_UNLOCKED(pc_sp_dev\.rw),' \
	'spin_lock_init(&d->lock);' \
	'rwlock_init(&d->rw);' &&
   [ "$(grep -c '_LOCK_UNLOCKED;\|_LOCK_UNLOCKED,\|_LOCK_UNLOCKED }' "$W/fix/spinlock.c")" = 1 ] &&
   ktap_greps "$W/fix/semaphore.c" \
	'^static struct semaphore pc_sem_free = __SEMAPHORE_INITIALIZER(pc_sem_free, 1);' \
	'sema_init(&d->sem, 0);' \
	'sema_init(&d->sem, 1);' \
	'^#include <linux/semaphore.h>'; then
	ktap_ok "--fix rewrites SPIN_LOCK_UNLOCKED/RW_LOCK_UNLOCKED (definitions, fields, assignments) and DECLARE_MUTEX/init_MUTEX"
else
	ktap_fail "--fix rewrites SPIN_LOCK_UNLOCKED/RW_LOCK_UNLOCKED and DECLARE_MUTEX/init_MUTEX" \
		"$(diff -u "$FIXDIR/spinlock.c" "$W/fix/spinlock.c" | head -20; diff -u "$FIXDIR/semaphore.c" "$W/fix/semaphore.c" | head -20)"
fi

# -- 7c. cred, irq, symtab: the rewrites keep valid code and the bodies -----
# (a deleted register_symtab(NULL); that was an if body must leave {},
# else the next statement would silently become the body)
# (IDs read in the initial user namespace: 2.4's global uid; a write to
# current->session/pgrp stays as it is, never task_session_vnr(current) = 1)
if ktap_greps "$W/fix/cred.c" \
	'set_current_state(TASK_INTERRUPTIBLE);' \
	'from_kuid_munged(&init_user_ns, current_euid()) != 0' &&
   ! grep -q 'current_user_ns' "$W/fix/cred.c" &&
   grep -q 'current->fsuid = 0;' "$W/fix/cred-report.c" &&
   ktap_greps "$W/fix/cred-write.c" \
	'^	current->session = 1;' \
	'^	current->pgrp = 1;' \
	'^	current->pgrp++;' &&
   ! grep -v '^ \*' "$W/fix/cred-write.c" | grep -q '_vnr(current) *\(=[^=]\|++\)' &&
   ktap_greps "$W/fix/cred-write.c" \
	'int old = task_session_vnr(current);' \
	'return old + task_pgrp_vnr(current);' &&
   ktap_greps "$W/fix/irq.c" \
	'request_irq(5, pc_irq_handler, 0, "pc_irq", NULL)' \
	'request_irq(5, pc_irq_handler, IRQF_SHARED,' &&
   ! grep -q 'SA_\|IRQF_DISABLED' "$W/fix/irq.c" &&
   ! grep -q '^[[:space:]]*register_symtab(NULL);' "$W/fix/symtab.c" &&
   grep -A1 'if (pc_sym_ready)' "$W/fix/symtab.c" | grep -q '^[[:space:]]*{}'; then
	ktap_ok "--fix rewrites cred reads (initial namespace) and state writes (not writes to IDs, session, pgrp), SA_* flags to valid expressions, deletes register_symtab(NULL) leaving {} as a body"
else
	ktap_fail "--fix rewrites cred reads (initial namespace) and state writes (not writes to IDs, session, pgrp), SA_* flags to valid expressions, deletes register_symtab(NULL) leaving {} as a body"
fi

# -- 8. the fixed fixtures compile against the target headers ----------------
# One scratch module per fixture.  A fixture that --fix cleans completely
# must build natively (build/native); one with report-only findings left
# builds with compat/compat.mk (build/compat), which covers exactly what
# --fix leaves.  The two Kbuild runs go to the background, side by side,
# while the hostile-input tests run.  A fixture can opt out with a
# "port-check-test: compile=no REASON" comment.
B="$W/build"
mkdir -p "$B/native" "$B/compat"
cp "$W"/fix/*.h "$B/native/"
cp "$W"/fix/*.h "$B/compat/"
nobjs= cobjs=
skipped=
for f in "$W"/fix/*.c; do
	name=$(basename "$f" .c)
	if grep -q 'port-check-test: compile=no' "$f"; then
		skipped="$skipped $name"
		continue
	fi
	mod=pcfix_$(echo "$name" | tr '-' '_')
	if grep -q "/$name\.c:" "$W/fix2.out"; then
		cp "$f" "$B/compat/$mod.c"
		cobjs="$cobjs $mod.o"
	else
		cp "$f" "$B/native/$mod.c"
		nobjs="$nobjs $mod.o"
	fi
done
echo "obj-m := $nobjs" >"$B/native/Kbuild"
{
	echo "obj-m := $cobjs"
	if [ -n "$DRVCOMPAT_MK" ]; then
		echo "include $DRVCOMPAT_MK"
	fi
} >"$B/compat/Kbuild"
nbuildpid= cbuildpid=
if [ -d "$KDIR" ]; then
	(make -j2 -C "$KDIR" M="$B/native" modules >"$B/native.log" 2>&1
	 echo $? >"$B/native.rc") &
	nbuildpid=$!
	(make -j2 -C "$KDIR" M="$B/compat" modules >"$B/compat.log" 2>&1
	 echo $? >"$B/compat.rc") &
	cbuildpid=$!
fi

# -- 9. usage and hostile input ---------------------------------------------
# refused DESC ERROR CMD...: CMD exits 2 with a line "port-check: error:
# ERROR..." (ERROR a grep pattern) on its stderr ($W/h.err)
refused()
{
	_desc=$1 _err=$2
	shift 2
	if ktap_exits 2 "$W/h.out" "$W/h.err" "$@" &&
	   grep -q "^port-check: error: $_err" "$W/h.err"; then
		ktap_ok "$_desc"
	else
		ktap_fail "$_desc" "exit $KTAP_RC: $(head -3 "$W/h.err")"
	fi
}

# check_rc DESC WANT CMD...: CMD exits WANT, without a traceback on its
# stdout or stderr, and with a "port-check: error:" line when WANT is 2
check_rc()
{
	_desc=$1 _want=$2
	shift 2
	if ! ktap_exits "$_want" "$W/h.out" "$W/h.err" "$@"; then
		ktap_fail "$_desc" "exit $KTAP_RC, want $_want"
	elif grep -q Traceback "$W/h.err" "$W/h.out"; then
		ktap_fail "$_desc" "a traceback escaped"
	elif [ "$_want" -eq 2 ] && ! grep -q '^port-check: error: ' "$W/h.err"; then
		ktap_fail "$_desc" "no 'port-check: error:' message"
	else
		ktap_ok "$_desc"
	fi
}

check_rc "no arguments: usage, exit 2" 2 $PC
check_rc "unknown option: exit 2" 2 $PC --frobnicate "$FIXDIR/clean.c"
# argparse: an abbreviation is not an option; after "--" a word is a path
check_rc "abbreviated option --fi: exit 2, not --fix" 2 $PC --fi "$FIXDIR/clean.c"
refused "after --, -x.c is a file name (missing: exit 2)" '-x\.c: no such file' \
	$PC -- -x.c
check_rc "missing file: exit 2" 2 $PC "$W/does-not-exist.c"
: >"$W/empty.c"
check_rc "empty file: exit 2 with a message" 2 $PC "$W/empty.c"
printf 'int x;\0\1\2\3' >"$W/binary.c"
check_rc "binary file: exit 2 with a message" 2 $PC "$W/binary.c"
head -c 10485760 /dev/zero | tr '\0' 'x' >"$W/huge.c"
start=$(date +%s)
check_rc "10 MB file: exit 2 with a message" 2 timeout 60 $PC "$W/huge.c"
secs=$(($(date +%s) - start))
if [ "$secs" -le 10 ]; then
	ktap_ok "10 MB file is rejected quickly (${secs}s)"
else
	ktap_fail "10 MB file is rejected quickly" "${secs}s"
fi
cat >"$W/malformed.c" <<'EOF'
static int f(void) {{{ ((( "unterminated
#define min(
struct { a: }}}} MOD_INC_USE_COUNT; owner: x, = { b: 1,
#include <linux/malloc.h
MODULE_PARM(
EOF
timeout 120 $PC "$W/malformed.c" >"$W/h.out" 2>"$W/h.err"
rc=$?
if [ "$rc" -le 1 ] && ! grep -q Traceback "$W/h.err"; then
	ktap_ok "malformed C: findings or clean, no traceback (exit $rc)"
else
	ktap_fail "malformed C: findings or clean, no traceback" "exit $rc: $(head -3 "$W/h.err")"
fi
# a file spatch cannot finish in time: a clear error, exit 2, no hang
awk 'BEGIN { print "#include <linux/fs.h>"
	for (i = 0; i < 3000; i++) {
		printf "static int f%d(struct inode *inode)\n{\n", i
		printf "\tint x = MINOR(inode->i_rdev);\n\n"
		printf "\tif (x > %d)\n\t\tMOD_DEC_USE_COUNT;\n", i
		printf "\treturn x;\n}\n"
	} }' >"$W/slow.c"
start=$(date +%s)
PORT_CHECK_SPATCH_TIMEOUT=1 timeout 120 $PC "$W/slow.c" >/dev/null 2>"$W/h.err"
rc=$?
secs=$(($(date +%s) - start))
if [ "$rc" -eq 2 ] && grep -q '^port-check: error: .*slow.c: spatch gave up (timeout' "$W/h.err"; then
	ktap_ok "spatch timeout on one file: clear error, exit 2 (${secs}s)"
else
	ktap_fail "spatch timeout on one file: clear error, exit 2" "exit $rc: $(head -3 "$W/h.err")"
fi
timeout 120 $PC --fix "$W/malformed.c" >/dev/null 2>"$W/h.err"
rc=$?
if [ "$rc" -le 1 ] && ! grep -q Traceback "$W/h.err"; then
	ktap_ok "malformed C with --fix: no traceback (exit $rc)"
else
	ktap_fail "malformed C with --fix: no traceback" "exit $rc: $(head -3 "$W/h.err")"
fi

# -- 9b. bytes, line endings, unreadable input, signals, unwritable files ---
# latin1.c and crlf.c: --fix and --diff | patch give the .fixed file byte
# for byte (Latin-1 bytes not re-encoded, CRLF kept, also on added lines).
# Both files go through one --fix run and one --diff run.
mkdir -p "$W/bytes-fix" "$W/bytes-diff"
for name in latin1 crlf; do
	cp "$FIXDIR/$name.c" "$W/bytes-fix/$name.c"
	cp "$FIXDIR/$name.c" "$W/bytes-diff/$name.c"
done
(cd "$W/bytes-fix" && "$OLDPWD/$PC" --fix latin1.c crlf.c >/dev/null 2>"$W/bytes-fix.err")
(cd "$W/bytes-diff" && "$OLDPWD/$PC" --diff latin1.c crlf.c 2>/dev/null |
	patch -s -p1) >"$W/bytes-diff.out" 2>&1
for name in latin1 crlf; do
	if cmp "$W/bytes-fix/$name.c" "$FIXDIR/$name.c.fixed" >"$W/h.cmp" 2>&1; then
		ktap_ok "$name: --fix gives $name.c.fixed byte for byte"
	else
		ktap_fail "$name: --fix gives $name.c.fixed byte for byte" \
			"$(cat "$W/h.cmp") $(head -2 "$W/bytes-fix.err")"
	fi
	if cmp "$W/bytes-diff/$name.c" "$FIXDIR/$name.c.fixed" >"$W/h.cmp" 2>&1; then
		ktap_ok "$name: --diff | patch -p1 gives the same bytes"
	else
		ktap_fail "$name: --diff | patch -p1 gives the same bytes" \
			"$(cat "$W/h.cmp") $(head -2 "$W/bytes-diff.out")"
	fi
done
cp "$W/bytes-fix/crlf.c" "$W/bytes-fix/crlf2.c"
(cd "$W/bytes-fix" && "$OLDPWD/$PC" --fix crlf2.c >"$W/h.out" 2>"$W/h.err")
rc=$?
if [ "$rc" -eq 0 ] && cmp -s "$W/bytes-fix/crlf.c" "$W/bytes-fix/crlf2.c"; then
	ktap_ok "crlf: fixed in one --fix, a second --fix finds and changes nothing"
else
	ktap_fail "crlf: fixed in one --fix, a second --fix finds and changes nothing" \
		"exit $rc: $(head -3 "$W/h.out" "$W/h.err")"
fi

# The tests run as root, who reads and writes whatever the mode says.  To
# meet a permission error, run port-check without CAP_DAC_OVERRIDE and
# CAP_DAC_READ_SEARCH (still uid 0, so the tree stays readable).
NOCAP="setpriv --bounding-set=-dac_override,-dac_read_search --inh-caps=-dac_override,-dac_read_search"
UNPRIV=none
rm -rf "$W/probe"
mkdir -p "$W/probe/d"
chmod 000 "$W/probe/d"
if ! ls "$W/probe/d" >/dev/null 2>&1; then
	UNPRIV=plain
elif $NOCAP true 2>/dev/null && ! $NOCAP ls "$W/probe/d" >/dev/null 2>&1; then
	UNPRIV=nocap
fi
chmod 755 "$W/probe/d"
unpriv()
{
	case $UNPRIV in
	nocap)	$NOCAP "$@" ;;
	*)	"$@" ;;
	esac
}

U="$W/unreadable"
rm -rf "$U"
mkdir -p "$U/sub"
cp "$FIXDIR/clean.c" "$U/"
cp "$FIXDIR/malloc-h.c" "$U/sub/"
chmod 000 "$U/sub"
if [ "$UNPRIV" = none ]; then
	ktap_skip "unreadable subdirectory: error naming it, exit 2" \
		"cannot make a directory unreadable here"
else
	refused "unreadable subdirectory: error naming it, exit 2" \
		"$U/sub: cannot read directory: " unpriv timeout 120 $PC "$U"
fi
chmod 755 "$U/sub"

rm -rf "$W/fifo"
mkdir -p "$W/fifo"
cp "$FIXDIR/clean.c" "$W/fifo/"
mkfifo "$W/fifo/pipe.c"
refused "a FIFO named *.c in a directory: error, exit 2, no hang" \
	"$W/fifo/pipe.c: not a regular file" timeout 60 $PC "$W/fifo"

# A file whose only idiom is in code spatch cannot parse: not "clean".
cat >"$W/syntax.c" <<'EOF'
#include <linux/fs.h>

static int pc_syntax_open(struct inode *inode, struct file *filp)
{
	return 0;
}

static int pc_syntax_release(struct inode *inode, struct file *filp)
{
	int x = ((( ;

	MOD_DEC_USE_COUNT;
	return x;
}
EOF
timeout 120 $PC "$W/syntax.c" >"$W/h.out" 2>"$W/h.err"
rc=$?
if [ "$rc" -eq 1 ] && grep -q "^port-check: warning: $W/syntax.c: the C-aware (Coccinelle) rules could not parse it (parse error at line 10)" "$W/h.err"; then
	ktap_ok "a syntax error: a warning names the file and line, exit 1, not 0"
else
	ktap_fail "a syntax error: a warning names the file and line, exit 1, not 0" \
		"exit $rc: $(head -3 "$W/h.err")"
fi

# A signal while spatch runs: port-check dies of it at once, kills spatch
# and its children, removes its temporary copies and writes nothing.  Once
# with the real spatch on a tree of 20 copies of the fixtures, then with a
# stand-in spatch whose child never ends by itself (so that a process left
# behind cannot pass for one that just finished).  SIGINT cannot be tested
# here: sh starts background jobs with SIGINT ignored, and port-check keeps
# an ignored signal ignored.
S="$W/signal"
rm -rf "$S"
mkdir -p "$S/tree" "$S/bin"
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	mkdir "$S/tree/d$i"
	cp "$FIXDIR"/*.c "$S/tree/d$i/"
done
cp -r "$S/tree" "$S/orig"
cat >"$S/bin/spatch" <<'EOF'
#!/bin/sh
# stands in for spatch: a child that never ends by itself
sleep 3600 &
wait
EOF
chmod +x "$S/bin/spatch"
descendants()
{
	for _c in $(pgrep -P "$1"); do
		echo "$_c"
		descendants "$_c"
	done
}
alive()
{
	# a zombie is gone, init reaps it
	for _p in "$@"; do
		case $(ps -o stat= -p "$_p" 2>/dev/null) in
		''|Z*)	;;
		*)	echo "$_p" ;;
		esac
	done
}
# interrupt DESC SIGNAL SIGNUM SPATCH_DIR: SPATCH_DIR goes first in PATH
interrupt()
{
	_desc=$1 _sig=$2 _signum=$3
	rm -rf "$S/tmp"
	mkdir -p "$S/tmp"
	PATH="$4:$PATH" TMPDIR="$S/tmp" $PC --fix "$S/tree" >/dev/null 2>"$S/err" &
	_pc=$!
	# until spatch runs with a child of its own (60 s at most)
	_kids=
	_i=0
	while [ "$_i" -lt 600 ] && kill -0 "$_pc" 2>/dev/null; do
		_kids=$(descendants "$_pc")
		[ "$(echo $_kids | wc -w)" -ge 2 ] && [ -n "$(ls "$S/tmp")" ] && break
		_kids=
		sleep 0.1
		_i=$((_i + 1))
	done
	if [ -z "$_kids" ]; then
		kill -KILL "$_pc" 2>/dev/null
		wait "$_pc"
		ktap_fail "$_desc" "never saw spatch with a child: $(head -3 "$S/err")"
		return
	fi
	kill -"$_sig" "$_pc"
	_i=0
	while [ "$_i" -lt 300 ] && kill -0 "$_pc" 2>/dev/null; do
		sleep 0.1
		_i=$((_i + 1))
	done
	kill -KILL "$_pc" 2>/dev/null
	wait "$_pc"
	_rc=$?
	_i=0
	while [ "$_i" -lt 100 ] && [ -n "$(alive $_kids)" ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	_left=$(echo $(alive $_kids))
	_tmp=$(ls "$S/tmp")
	if [ "$_rc" -eq $((128 + _signum)) ] && [ -z "$_left" ] &&
	   [ -z "$_tmp" ] && diff -r "$S/orig" "$S/tree" >/dev/null &&
	   grep -q "^port-check: error: interrupted by SIG$_sig" "$S/err"; then
		ktap_ok "$_desc ($(echo $_kids | wc -w) processes)"
	else
		ktap_fail "$_desc" "exit $_rc, left: ${_left:-no process}, ${_tmp:-no temp dir} $(head -2 "$S/err")"
		[ -n "$_left" ] && kill -KILL $_left 2>/dev/null
	fi
}
interrupt "SIGTERM during --fix: spatch, its children, the temporary files are gone" \
	TERM 15 "$(dirname "$(command -v spatch)")"
interrupt "SIGTERM: a spatch child that would never end is killed too" TERM 15 "$S/bin"
interrupt "SIGHUP: a spatch child that would never end is killed too" HUP 1 "$S/bin"
rm -rf "$S"

# --fix with one file it cannot write: nothing is written, and it says so.
# b.c is immutable (chattr +i), or read-only in a writable directory, where
# a rename would go through.
unwritable()
{
	_desc=$1 _how=$2
	R="$W/ro-$_how"
	[ -e "$R/b.c" ] && chattr -i "$R/b.c" 2>/dev/null
	rm -rf "$R" "$R.orig"
	mkdir -p "$R"
	cp "$FIXDIR/malloc-h.c" "$R/a.c"
	cp "$FIXDIR/config-h.c" "$R/b.c"
	cp "$FIXDIR/umh-3arg.c" "$R/c.c"
	cp -r "$R" "$R.orig"
	case $_how in
	immutable)
		if ! chattr +i "$R/b.c" 2>/dev/null; then
			ktap_skip "$_desc" "chattr +i not supported here"
			return
		fi
		timeout 120 $PC --fix "$R" >"$W/h.out" 2>"$W/h.err"
		rc=$?
		chattr -i "$R/b.c" ;;
	readonly)
		if [ "$UNPRIV" = none ]; then
			ktap_skip "$_desc" "cannot drop root's write access here"
			return
		fi
		chmod 444 "$R/b.c"
		unpriv timeout 120 $PC --fix "$R" >"$W/h.out" 2>"$W/h.err"
		rc=$?
		chmod 644 "$R/b.c" ;;
	esac
	tmps=$(find "$R" -mindepth 1 -maxdepth 1 -name '.port-check*' -printf '%f ')
	diff -r "$R.orig" "$R" >"$W/h.diff"
	same=$?
	if [ "$rc" -eq 2 ] && [ "$same" -eq 0 ] && [ -z "$tmps" ] &&
	   grep -q "^port-check: error: $R/b.c: cannot write: " "$W/h.err" &&
	   grep -q '^port-check: error: --fix wrote nothing: no file was changed' "$W/h.err"; then
		ktap_ok "$_desc"
	else
		ktap_fail "$_desc" "exit $rc, temp files: ${tmps:-none}, $(head -2 "$W/h.diff") $(head -3 "$W/h.err")"
	fi
}
unwritable "--fix of 3 files, the 2nd immutable: none written, exit 2" immutable
unwritable "--fix of 3 files, the 2nd read-only: none written, exit 2" readonly

# -- 2b. each semantic patch also works on its own (kernel style) ------------
# (started in the background at the top)
wait "$coccipid"
bad=
n=0
for c in scripts/coccinelle/*.cocci; do
	n=$((n + 1))
	b=$(basename "$c" .cocci)
	rc=$(cat "$W/cocci/$b.rc" 2>/dev/null)
	if [ "${rc:-none}" != 0 ] ||
	   ! grep -Eq ':[0-9]+:[0-9]+-[0-9]+: [a-z0-9-]+: ' "$W/cocci/$b.out"; then
		bad="$bad $(basename "$c")(exit ${rc:-none})"
	fi
done
if [ -z "$bad" ]; then
	ktap_ok "each of the $n semantic patches reports on its own with spatch -D report"
else
	ktap_fail "each semantic patch reports on its own" "failed:$bad"
fi

# -- 8. (verdict) --------------------------------------------------------------
if [ ! -d "$KDIR" ]; then
	ktap_skip "fixed fixtures compile" "no kernel headers at $KDIR"
elif wait "$nbuildpid" && wait "$cbuildpid" &&
     [ "$(cat "$B/native.rc")" = 0 ] && [ "$(cat "$B/compat.rc")" = 0 ]; then
	ktap_ok "fixed fixtures compile against $(basename "$KDIR"): natively: $(echo $nobjs | sed 's/pcfix_//g; s/\.o//g'); with compat: $(echo $cobjs | sed 's/pcfix_//g; s/\.o//g'); not compiled:${skipped:- none}"
else
	grep -hE 'error|Error' "$B/native.log" "$B/compat.log" | head -n 15 | sed 's/^/# /'
	ktap_fail "fixed fixtures compile against $(basename "$KDIR")" \
		"see $B/native.log and $B/compat.log"
fi

# -- 10. the legacy demo driver ---------------------------------------------
# An independent oracle: grep the demo for each idiom and require a finding
# of the matching rule on that line.
# (the report, the two --fix runs and the build of the copy ran in the
# background, started at the top)
oracle()
{
	# strip /* */ (also multi-line) and // comments, then match
	awk '{
		out = ""
		line = $0
		while (line != "") {
			if (incom) {
				i = index(line, "*/")
				if (!i) { line = ""; break }
				line = substr(line, i + 2); incom = 0
			} else {
				i = index(line, "/*")
				if (!i) { out = out line; line = ""; break }
				out = out substr(line, 1, i - 1) " "
				line = substr(line, i + 2); incom = 1
			}
		}
		sub(/\/\/.*/, "", out)
		print out
	}' "$1" | awk '
	/^[ \t]*#[ \t]*include[ \t]*<linux\/malloc\.h>/ { print NR " malloc-h" }
	/^[ \t]*#[ \t]*include[ \t]*<linux\/config\.h>/ { print NR " config-h" }
	/^[ \t]*#[ \t]*define[ \t]+(min|max)\(/ { print NR " local-minmax" }
	/(^|[^A-Za-z0-9_])kdev_t([^A-Za-z0-9_]|$)|(MINOR|MAJOR)\([a-z_>.-]*i_rdev\)/ { print NR " kdev-t" }
	/^[ \t]*[a-z_]+[ \t]*:[ \t]*[^ \t:]/ && !/^[ \t]*default[ \t]*:/ && !/\?/ && ini { print NR " old-initializer" }
	/=[ \t]*\{[ \t]*$/ { ini = 1 } /^[ \t]*\};/ { ini = 0 }
	/(^|[^A-Za-z0-9_])(min|max)\([ \t]*(int|unsigned|long|short|char|size_t|u8|u16|u32|u64|s32)[ \t,]/ { print NR " min-3arg" }
	/(^|[^A-Za-z0-9_])exec_usermodehelper\(/ { print NR " exec-umh" }
	/(^|[^A-Za-z0-9_])(smp_)?read_barrier_depends\(/ { print NR " read-barrier-depends" }
	/(^|[^A-Za-z0-9_])devfs_[a-z_]+\(|devfs_handle_t|devfs_fs_kernel\.h/ { print NR " devfs" }
	/(^|[^A-Za-z0-9_])MOD_(INC|DEC)_USE_COUNT([^A-Za-z0-9_]|$)/ { print NR " mod-use-count" }
	/^[ \t]*MODULE_PARM\(/ { print NR " module-parm" }
	/^[ \t]*EXPORT_NO_SYMBOLS/ { print NR " export-no-symbols" }
	' | sort -u
}

if [ -z "$demopid" ]; then
	ktap_skip "port-check reports every idiom of $DEMO" "$DEMO not present"
	ktap_skip "a second --fix of the demo copy changes nothing" "$DEMO not present"
	ktap_skip "--fix of a copy of $DEMO builds" "$DEMO not present"
else
	wait "$demopid"
	read -r rc secs <"$W/demo.rc"
	miss=
	nidiom=0
	for f in "$DEMO"/*.c "$DEMO"/*.h; do
		[ -f "$f" ] || continue
		got=$(grep "^$f:" "$W/demo.out" | reported)
		for pair in $(oracle "$f" | tr ' ' ':'); do
			nidiom=$((nidiom + 1))
			l=${pair%%:*} r=${pair#*:}
			printf '%s\n' "$got" | grep -qx "$l $r" ||
				miss="$miss $f:$l:$r"
		done
	done
	if [ "$rc" -eq 1 ] && [ -z "$miss" ]; then
		ktap_ok "port-check reports every idiom of $DEMO ($(wc -l <"$W/demo.out") findings, oracle $nidiom, ${secs}s)"
	else
		ktap_fail "port-check reports every idiom of $DEMO" "rc=$rc missed:$miss $(head -2 "$W/demo.err")"
	fi

	if [ "$(cat "$W/demo-fix2.rc")" = 0 ]; then
		ktap_ok "a second --fix of the demo copy changes nothing"
	else
		ktap_fail "a second --fix of the demo copy changes nothing" \
			"$(head -5 "$W/demo-fix2.diff")"
	fi
	if [ ! -d "$KDIR" ]; then
		ktap_skip "--fix of a copy of $DEMO builds" "no kernel headers"
	elif [ "$(cat "$D/build.rc")" = 0 ]; then
		ktap_ok "--fix of a copy of $DEMO builds ($(grep -c . "$W/demo-fix.out") findings before the fix)"
	else
		grep -E 'error|Error' "$D/build.log" | head -n 15 | sed 's/^/# /'
		ktap_fail "--fix of a copy of $DEMO builds" "see $D/build.log"
	fi
fi

# -- 11. findings link to sections that exist --------------------------------
nolink=
for r in $RULES; do
	t=$(awk -v r="$r" '$1 == r { print $NF }' "$W/rules.list")
	file=${t%%#*}
	grep -Eq "^#+ .*\`$r\`" "$file" 2>/dev/null || nolink="$nolink $t"
done
if [ -z "$nolink" ]; then
	ktap_ok "every rule links to an existing guide section"
else
	ktap_fail "every rule links to an existing guide section" "missing:$nolink"
fi

ktap_done
