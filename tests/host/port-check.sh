#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Host test for scripts/port-check: every rule against its fixture
# (tests/fixtures/port-check/<rule>.c, one "/* expect: RULE */" comment on
# each offending line), --fix/--diff behaviour, idempotence, the fixed
# fixtures compiling against the target headers, hostile inputs, and the
# legacy demo driver.
#
# Environment (set by make check): KTAP_LIB, KDIR, BUILD, DRVCOMPAT_KTREE,
# DRVCOMPAT_OBJ (defaults: compat/scripts/test-lib.sh).

: "${KTAP_LIB:=tests/lib/ktap.sh}"
. "$KTAP_LIB"
# KDIR, the space-free scratch root and this kernel's build of compat/
. "$(dirname "$0")/../../compat/scripts/test-lib.sh"

PC=scripts/port-check
FIXDIR=tests/fixtures/port-check
W="$DRVCOMPAT_KTREE/port-check"
ct_need_compat || DRVCOMPAT_MK=
# rules whose findings --fix always removes
ALWAYS_FIXED="malloc-h config-h old-initializer min-3arg umh-3arg \
mod-use-count export-no-symbols"
FORMAT_RE='^[^:]+:[0-9]+: [a-z0-9-]+: .+ \(porting-guide/[a-z-]+\.md#[a-z0-9-]+\)$'

rm -rf "$W"
mkdir -p "$W"

RULES=$($PC --list-rules 2>/dev/null | awk '{print $1}')
FIXTURES=$(ls "$FIXDIR"/*.c)
nfix=$(echo "$FIXTURES" | wc -l)
# plan: per fixture 1, plus the fixed tests below
ktap_plan $((nfix + 22))

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

# -- 1. every fixture reports exactly its expected findings ------------------
: >"$W/each.out"
for f in $FIXTURES; do
	name=$(basename "$f" .c)
	out=$($PC "$f" 2>"$W/err")
	rc=$?
	[ -n "$out" ] && printf '%s\n' "$out" >>"$W/each.out"
	exp=$(expected "$f")
	got=$(printf '%s\n' "$out" | reported)
	bad=$(printf '%s\n' "$out" | grep -v '^$' | grep -Ev "$FORMAT_RE")
	if [ -z "$exp" ]; then want=0; else want=1; fi
	if [ "$rc" -ne "$want" ]; then
		ktap_fail "report $name" "exit $rc, want $want: $(cat "$W/err")"
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

# -- 2b. each semantic patch also works on its own (kernel style) ------------
bad=
n=0
for c in scripts/coccinelle/*.cocci; do
	n=$((n + 1))
	out=$(spatch --sp-file "$c" -D report --very-quiet --no-includes \
		--timeout 60 --dir "$FIXDIR" 2>"$W/cocci.err")
	rc=$?
	if [ "$rc" -ne 0 ] || ! printf '%s\n' "$out" | grep -Eq ':[0-9]+:[0-9]+-[0-9]+: [a-z0-9-]+: '; then
		bad="$bad $(basename "$c")(exit $rc)"
	fi
done
if [ -z "$bad" ]; then
	ktap_ok "each of the $n semantic patches reports on its own with spatch -D report"
else
	ktap_fail "each semantic patch reports on its own" "failed:$bad"
fi

# -- 3. one run over the whole directory: same findings, and fast -----------
start=$(date +%s)
$PC "$FIXDIR" >"$W/all.out" 2>"$W/all.err"
rc=$?
secs=$(($(date +%s) - start))
if [ "$rc" -eq 1 ] && cmp -s "$W/all.out" "$W/each.out" && [ "$secs" -le 30 ]; then
	ktap_ok "directory run matches per-file runs ($(wc -l <"$W/all.out") findings, ${secs}s)"
else
	ktap_fail "directory run matches per-file runs" "rc=$rc secs=$secs $(head -3 "$W/all.err")"
fi

# -- 4. --diff applied with patch(1) equals --fix ----------------------------
mkdir -p "$W/fix" "$W/diff"
cp "$FIXDIR"/*.c "$W/fix/"
cp "$FIXDIR"/*.c "$W/diff/"
(cd "$W/fix" && "$OLDPWD/$PC" --fix . >/dev/null 2>"$W/fix.err")
rc_fix=$?
(cd "$W/diff" && "$OLDPWD/$PC" --diff . 2>/dev/null >"$W/fix.diff")
rc_diff=$?
(cd "$W/diff" && patch -s -p1 <"$W/fix.diff") >"$W/patch.out" 2>&1
if [ "$rc_fix" -eq 1 ] && [ "$rc_diff" -eq 1 ] && [ -s "$W/fix.diff" ] &&
   diff -r "$W/fix" "$W/diff" >/dev/null; then
	ktap_ok "--diff | patch -p1 gives the same tree as --fix ($(grep -c '^+++ ' "$W/fix.diff") files)"
else
	ktap_fail "--diff | patch -p1 gives the same tree as --fix" \
		"rc_fix=$rc_fix rc_diff=$rc_diff $(head -3 "$W/patch.out" "$W/fix.err")"
fi

# -- 5. --fix is idempotent --------------------------------------------------
mkdir -p "$W/fix2"
cp "$W/fix"/*.c "$W/fix2/"
(cd "$W/fix2" && "$OLDPWD/$PC" --fix . >"$W/fix2.out" 2>"$W/fix2.err")
if diff -r "$W/fix" "$W/fix2" >"$W/fix2.diff"; then
	ktap_ok "a second --fix changes nothing"
else
	ktap_fail "a second --fix changes nothing" "$(head -5 "$W/fix2.diff")"
fi

# -- 6. after --fix only report-only findings remain -------------------------
left=
for r in $ALWAYS_FIXED; do
	grep -q ": $r: " "$W/fix2.out" && left="$left $r"
done
if [ -z "$left" ]; then
	ktap_ok "--fix removes every malloc-h config-h old-initializer min-3arg umh-3arg mod-use-count export-no-symbols finding"
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

# -- 8. the fixed fixtures compile against the target headers ----------------
# One scratch module per fixture.  A fixture that --fix cleans completely
# must build natively (build/native); one with report-only findings left
# builds with compat/compat.mk (build/compat), which covers exactly what
# --fix leaves.  Both Kbuild runs go to the background while the
# hostile-input tests run.  A fixture can opt out with a
# "port-check-test: compile=no REASON" comment.
B="$W/build"
mkdir -p "$B/native" "$B/compat"
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
if [ -d "$KDIR" ]; then
	(rc=0
	 make -C "$KDIR" M="$B/native" modules >"$B/native.log" 2>&1 || rc=1
	 make -C "$KDIR" M="$B/compat" modules >"$B/compat.log" 2>&1 || rc=1
	 echo $rc >"$B/build.rc") &
	buildpid=$!
fi

# -- 9. usage and hostile input ---------------------------------------------
check_rc()
{
	_desc=$1 _want=$2
	shift 2
	"$@" >"$W/h.out" 2>"$W/h.err"
	_rc=$?
	if [ "$_rc" -ne "$_want" ]; then
		ktap_fail "$_desc" "exit $_rc, want $_want"
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

if [ ! -d "$KDIR" ]; then
	ktap_skip "fixed fixtures compile" "no kernel headers at $KDIR"
elif wait "$buildpid" && [ "$(cat "$B/build.rc")" = 0 ]; then
	ktap_ok "fixed fixtures compile against $(basename "$KDIR"): natively: $(echo $nobjs | sed 's/pcfix_//g; s/\.o//g'); with compat: $(echo $cobjs | sed 's/pcfix_//g; s/\.o//g'); not compiled:${skipped:- none}"
else
	grep -hE 'error|Error' "$B/native.log" "$B/compat.log" | head -n 15 | sed 's/^/# /'
	ktap_fail "fixed fixtures compile against $(basename "$KDIR")" \
		"see $B/native.log and $B/compat.log"
fi

# -- 10. the legacy demo driver ---------------------------------------------
# An independent oracle: grep the demo for each idiom and require a finding
# of the matching rule on that line.
DEMO=demo-driver/legacy
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

if [ ! -d "$DEMO" ] || [ -z "$(ls "$DEMO"/*.c 2>/dev/null)" ]; then
	ktap_skip "port-check reports every idiom of $DEMO" "$DEMO not present"
	ktap_skip "a second --fix of the demo copy changes nothing" "$DEMO not present"
	ktap_skip "--fix of a copy of $DEMO builds" "$DEMO not present"
else
	start=$(date +%s)
	$PC "$DEMO" >"$W/demo.out" 2>"$W/demo.err"
	rc=$?
	secs=$(($(date +%s) - start))
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

	D="$W/demo"
	rm -rf "$D"
	mkdir -p "$D"
	cp "$DEMO"/*.c "$D/"
	cp "$DEMO"/*.h "$D/" 2>/dev/null
	$PC --fix "$D" >"$W/demo-fix.out" 2>"$W/demo-fix.err"
	rm -rf "$D.2"
	cp -r "$D" "$D.2"
	$PC --fix "$D.2" >/dev/null 2>&1
	if diff -r "$D" "$D.2" >"$W/demo-fix2.diff"; then
		ktap_ok "a second --fix of the demo copy changes nothing"
	else
		ktap_fail "a second --fix of the demo copy changes nothing" \
			"$(head -5 "$W/demo-fix2.diff")"
	fi
	objs=$(cd "$D" && ls *.c | sed 's/\.c$/.o/' | tr '\n' ' ')
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
	if [ ! -d "$KDIR" ]; then
		ktap_skip "--fix of a copy of $DEMO builds" "no kernel headers"
	elif make -C "$KDIR" M="$D" modules >"$D/build.log" 2>&1; then
		ktap_ok "--fix of a copy of $DEMO builds ($(grep -c . "$W/demo-fix.out") findings before the fix)"
	else
		grep -E 'error|Error' "$D/build.log" | head -n 15 | sed 's/^/# /'
		ktap_fail "--fix of a copy of $DEMO builds" "see $D/build.log"
	fi
fi

# -- 11. findings link to sections that exist --------------------------------
nolink=
for r in $RULES; do
	t=$($PC --list-rules | awk -v r="$r" '$1 == r { print $NF }')
	file=${t%%#*}
	grep -Eq "^#+ .*\`$r\`" "$file" 2>/dev/null || nolink="$nolink $t"
done
if [ -z "$nolink" ]; then
	ktap_ok "every rule links to an existing guide section"
else
	ktap_fail "every rule links to an existing guide section" "missing:$nolink"
fi

ktap_done
