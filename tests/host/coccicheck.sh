#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat porting-guide tests/fixtures/port-check
#
# coccicheck: the semantic patches of scripts/coccinelle/ as the kernel runs
# its own, under "make -C <kernel tree> coccicheck MODE=... COCCI=... M=...".
#  - every rule declares and parses in the four modes (patch, context, org,
#    report) and follows the kernel's header conventions (/// description,
#    // Confidence:, // Options:), its patch rules say
#    "depends on patch && !context && !org && !report", and each report
#    message has its org twin;
#  - scripts/lint-tools --coccicheck gives a tree in which the kernel's
#    coccicheck runs (Debian's headers tree lacks scripts/coccicheck);
#  - through coccicheck, on a scratch driver directory holding copies of
#    tests/fixtures/port-check/{umh-3arg,umh-wait-flag,exec-umh,spinlock,
#    read-barrier-depends,module-parm}.c: report mode names exactly the FILE:LINE of
#    each "expect:" comment of the rule's ids, org mode gives one TODO
#    entry for each of them, context mode marks each of those lines with
#    "-", patch mode gives a diff that applies (and equals what
#    scripts/port-check --fix writes for umh-3arg.c), after which the
#    rewritten idioms are no longer reported; a report-only rule's patch
#    mode changes nothing and succeeds; module.cocci reports each
#    MODULE_PARM() (a declarer for spatch; port-check rewrites it), while
#    scripts/port-check's own finding on that line, which names the
#    replacement, is the one it prints.
#
# Environment (set by make check): KTAP_LIB, KDIR, BUILD, DRVCOMPAT_KTREE
# (defaults: tests/lib/compat-test.sh).

: "${KTAP_LIB:=tests/lib/ktap.sh}"
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

TOP=$(cd "$(dirname "$0")/../.." && pwd)
CDIR=$TOP/scripts/coccinelle
FIXDIR=$TOP/tests/fixtures/port-check
W=$DRVCOMPAT_KTREE/coccicheck
DRV=$W/drv
FIXTURES="umh-3arg umh-wait-flag exec-umh spinlock read-barrier-depends module-parm"
# rule file -> the fixtures above it reports on
RULES="umh spinlock barrier"
MODES="patch context org report"

rm -rf "$W"
mkdir -p "$DRV"
for f in $FIXTURES; do
	cp "$FIXDIR/$f.c" "$DRV/$f.c"
done
ktap_plan $((4 + 4 * $(echo $RULES | wc -w) + 5))

# --- static: every rule file, every mode --------------------------------

bad=
n=0
for c in "$CDIR"/*.cocci; do
	n=$((n + 1))
	for m in $MODES; do
		# shellcheck disable=SC2046
		spatch $(spatch_flags) -D "$m" --parse-cocci "$c" >/dev/null 2>&1 ||
			bad="$bad ${c##*/}:$m"
	done
done
[ "$n" -gt 0 ] || bad="no .cocci files in $CDIR"
ktap_none "each of the $n semantic patches parses in patch, context, org and report mode" "$bad" \
	"each semantic patch parses in patch, context, org and report mode"

bad=
for c in "$CDIR"/*.cocci; do
	b=${c##*/}
	head -1 "$c" | grep -q '^// SPDX-License-Identifier: ' || bad="$bad $b:SPDX"
	grep -q '^/// ' "$c" || bad="$bad $b:///"
	grep -q '^// Confidence: ' "$c" || bad="$bad $b:Confidence"
	grep -q '^// Options: ' "$c" || bad="$bad $b:Options"
	for m in $MODES; do
		grep -q "^virtual $m\$" "$c" || bad="$bad $b:virtual-$m"
	done
done
ktap_none "every semantic patch has the kernel's header (/// Confidence: Options:) and the four virtual modes" "$bad" \
	"every semantic patch has the kernel's header and the four virtual modes"

bad=
for c in "$CDIR"/*.cocci; do
	b=${c##*/}
	# a rule (not a script) that depends on patch alone would also run
	# (and rewrite) with -D patch -D report
	if grep -Eq '^@[a-z0-9_]* *depends on patch( exists)?@' "$c"; then
		bad="$bad $b:bare-patch"
	fi
	nrep=$(grep -c 'coccilib\.report\.print_report(' "$c")
	norg=$(grep -c 'coccilib\.org\.print_todo(' "$c")
	nrs=$(grep -c '^@script:python depends on report@' "$c")
	nos=$(grep -c '^@script:python depends on org@' "$c")
	if [ "$nrep" -eq 0 ] || [ "$nrep" != "$norg" ] || [ "$nrs" != "$nos" ]; then
		bad="$bad $b:report=$nrep/$nrs,org=$norg/$nos"
	fi
	grep -q '^\*' "$c" || bad="$bad $b:no-context-lines"
done
ktap_none "patch rules exclude the other modes; each report message has its org twin; each file has context (*) lines" "$bad"

# --- the kernel's coccicheck --------------------------------------------

# KDIR: compat-test.sh
if ! tree=$(timeout 900 "$TOP/scripts/lint-tools" --coccicheck "${KDIR:?}" 2>&1) ||
	[ ! -f "$tree/scripts/coccicheck" ]; then
	ktap_fail "scripts/lint-tools --coccicheck gives a kernel tree with scripts/coccicheck" "$tree"
	ktap_done
fi
ktap_ok "scripts/lint-tools --coccicheck: $tree"

# The kernel's scripts/coccicheck does not quote COCCI or M: the rules go
# to the space-free $W (as DRV is), whatever the tree's own path is.
mkdir -p "$W/rules"
cp "$CDIR"/*.cocci "$W/rules/"

# coccicheck MODE RULE OUT: run the kernel's coccicheck; make's status
coccicheck()
{
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u V -u C -u J -u SPFLAGS \
		-u DEBUG_FILE timeout 600 make -s -C "$tree" coccicheck \
		SPFLAGS="$(spatch_flags)" MODE="$1" COCCI="$W/rules/$2.cocci" M="$DRV" J=1 >"$3" 2>&1
}

# the rule ids a semantic patch reports (its messages start "id: ")
rule_ids()
{
	sed -n 's/^[ \t]*"\([a-z0-9-]*\): .*/\1/p' "$1" | LC_ALL=C sort -u
}

# "FILE:LINE RULE" expected in the scratch driver for the rule ids on stdin
expected()
{
	_ids=$(cat)
	for _f in "$DRV"/*.c; do
		awk -v f="$_f" '{
			if (match($0, /expect: [a-z0-9, -]+/)) {
				s = substr($0, RSTART + 8, RLENGTH - 8)
				n = split(s, r, /[ ,]+/)
				for (i = 1; i <= n; i++)
					if (r[i] != "")
						print f ":" NR " " r[i]
			}
		}' "$_f"
	done | while read -r _where _id; do
		case " $(echo $_ids) " in
		*" $_id "*) echo "$_where $_id" ;;
		esac
	done | LC_ALL=C sort -u
}

# the lines of a unified diff (stdin) that it removes, as FILE:LINE
minus_lines()
{
	awk '/^--- / { f = $2; next }
	     /^\+\+\+ / { next }
	     /^@@ / { split($2, a, ","); l = substr(a[1], 2) + 0; next }
	     /^-/ { print f ":" l; l++; next }
	     /^ / { l++ }' | LC_ALL=C sort -u
}

# listing MODE WHAT SED: run rule $r in MODE; SED turns its output into
# "FILE:LINE id" lines, which must be exactly $want
listing()
{
	if coccicheck "$1" "$r" "$W/$r.$1"; then
		_got=$(sed -n "$3" "$W/$r.$1" | LC_ALL=C sort -u)
		if [ -n "$want" ] && [ "$_got" = "$want" ]; then
			ktap_ok "coccicheck MODE=$1 COCCI=$r.cocci: $2"
		else
			ktap_fail "coccicheck MODE=$1 COCCI=$r.cocci: $2" \
				"got: $(echo $_got) want: $(echo $want)"
		fi
	else
		ktap_fail "coccicheck MODE=$1 COCCI=$r.cocci" "$(tail -3 "$W/$r.$1")"
	fi
}

for r in $RULES; do
	ids=$(rule_ids "$CDIR/$r.cocci")
	want=$(echo "$ids" | expected)
	wlines=$(echo "$want" | cut -d' ' -f1 | LC_ALL=C sort -u)

	# report: FILE:LINE:COL-COL: id: message
	listing report "FILE:LINE of each of the $(echo "$want" | wc -l) expected findings, nothing else" \
		's/^\(\/[^:]*:[0-9]*\):[0-9]*-[0-9]*: \([a-z0-9-]*\): .*/\1 \2/p'
	# org: * TODO [[view:FILE::face=...::linb=LINE::colb=..::cole=..][id: message]]
	listing org "one TODO entry per expected finding" \
		's/^\* TODO \[\[view:\([^:]*\)::face=[^:]*::linb=\([0-9]*\)::colb=[0-9]*::cole=[0-9]*\]\[\([a-z0-9-]*\): .*\]\]$/\1:\2 \3/p'

	# context: a diff whose "-" lines are the matched code
	if coccicheck context "$r" "$W/$r.context"; then
		minus=$(minus_lines <"$W/$r.context")
		miss=$(echo "$wlines" | while read -r l; do
			echo "$minus" | grep -qx "$l" || echo "$l"
		done)
		files=$(echo "$minus" | cut -d: -f1 | LC_ALL=C sort -u)
		wfiles=$(echo "$wlines" | cut -d: -f1 | LC_ALL=C sort -u)
		if [ -n "$wlines" ] && [ -z "$miss" ] && [ "$files" = "$wfiles" ]; then
			ktap_ok "coccicheck MODE=context COCCI=$r.cocci: each expected line is marked '-', in those files only"
		else
			ktap_fail "coccicheck MODE=context COCCI=$r.cocci: each expected line is marked '-', in those files only" \
				"unmarked: $(echo $miss); files: $(echo $files) want: $(echo $wfiles)"
		fi
	else
		ktap_fail "coccicheck MODE=context COCCI=$r.cocci" "$(tail -3 "$W/$r.context")"
	fi

	# patch: a diff that applies (paths are a/<absolute path>)
	if ! coccicheck patch "$r" "$W/$r.patch"; then
		ktap_fail "coccicheck MODE=patch COCCI=$r.cocci" "$(tail -3 "$W/$r.patch")"
		continue
	fi
	sed -n '/^diff /,$p' "$W/$r.patch" >"$W/$r.diff"
	if [ "$r" = barrier ]; then
		# report only: nothing to rewrite, and no failure
		if [ ! -s "$W/$r.diff" ]; then
			ktap_ok "coccicheck MODE=patch COCCI=$r.cocci (report only): succeeds and changes nothing"
		else
			ktap_fail "coccicheck MODE=patch COCCI=$r.cocci (report only): succeeds and changes nothing" \
				"$(head -5 "$W/$r.diff")"
		fi
		continue
	fi
	if [ ! -s "$W/$r.diff" ]; then
		ktap_fail "coccicheck MODE=patch COCCI=$r.cocci gives a diff that applies" "no diff"
	elif ! (cd / && patch -p1 -s -f) <"$W/$r.diff" >"$W/$r.apply" 2>&1; then
		ktap_fail "coccicheck MODE=patch COCCI=$r.cocci gives a diff that applies" "$(head -3 "$W/$r.apply")"
	else
		ktap_ok "coccicheck MODE=patch COCCI=$r.cocci gives a diff that applies ($(grep -c '^@@' "$W/$r.diff") hunks)"
	fi
done

# after the patches: the rewritten idioms are gone, the report-only stay
if coccicheck report umh "$W/umh.after"; then
	got=$(sed -n 's/^\(\/[^:]*:[0-9]*\):[0-9]*-[0-9]*: \([a-z0-9-]*\): .*/\2/p' \
		"$W/umh.after" | LC_ALL=C sort -u | tr '\n' ' ')
	ktap_same "after MODE=patch, MODE=report COCCI=umh.cocci finds no umh-3arg (exec-umh and umh-wait-flag are report only)" \
		"$got" "exec-umh umh-wait-flag "
else
	ktap_fail "after MODE=patch, MODE=report COCCI=umh.cocci" "$(tail -3 "$W/umh.after")"
fi
if coccicheck report spinlock "$W/spinlock.after"; then
	before=$(grep -c ': spinlock: ' "$W/spinlock.report")
	after=$(grep -c ': spinlock: ' "$W/spinlock.after")
	if [ "$after" -lt "$before" ]; then
		ktap_ok "after MODE=patch, COCCI=spinlock.cocci reports fewer findings ($before -> $after: the rest has no exact rewrite)"
	else
		ktap_fail "after MODE=patch, COCCI=spinlock.cocci reports fewer findings" "$before -> $after"
	fi
else
	ktap_fail "after MODE=patch, COCCI=spinlock.cocci" "$(tail -3 "$W/spinlock.after")"
fi

# MODULE_PARM() through "declarer name MODULE_PARM;"
if coccicheck report module "$W/module.report"; then
	got=$(sed -n 's/^\(\/[^:]*:[0-9]*\):[0-9]*-[0-9]*: module-parm: .*/\1 module-parm/p' \
		"$W/module.report" | LC_ALL=C sort -u)
	want=$(echo module-parm | expected)
	if [ -n "$want" ] && [ "$got" = "$want" ]; then
		ktap_ok "coccicheck MODE=report COCCI=module.cocci: each of the $(echo "$want" | wc -l) MODULE_PARM() lines"
	else
		ktap_fail "coccicheck MODE=report COCCI=module.cocci: each MODULE_PARM() line" \
			"got: $(echo $got) want: $(echo $want)"
	fi
else
	ktap_fail "coccicheck MODE=report COCCI=module.cocci" "$(tail -3 "$W/module.report")"
fi

# port-check prints its table's module-parm finding, not module.cocci's
"$TOP/scripts/port-check" "$FIXDIR/module-parm.c" >"$W/pc-mp.out" 2>&1
got=$(sed -n 's/.*: module-parm: MODULE_PARM is gone since 2.6: use \([a-z_]*\)() (porting-guide.*/\1/p' \
	"$W/pc-mp.out" | sort | uniq -c | awk '{ printf "%s:%s ", $2, $1 }')
ktap_same "port-check's module-parm findings name the replacement (its table's, not module.cocci's)" \
	"$got" "module_param:5 module_param_array:1 module_param_string:1 "

# coccicheck's patch equals port-check --fix where only SmPL rules apply
mkdir -p "$W/pc"
cp "$FIXDIR/umh-3arg.c" "$W/pc/umh-3arg.c"
"$TOP/scripts/port-check" --fix "$W/pc/umh-3arg.c" >/dev/null 2>&1
if cmp -s "$W/pc/umh-3arg.c" "$DRV/umh-3arg.c" &&
	! cmp -s "$W/pc/umh-3arg.c" "$FIXDIR/umh-3arg.c"; then
	ktap_ok "umh-3arg.c: coccicheck MODE=patch writes what scripts/port-check --fix writes"
else
	ktap_fail "umh-3arg.c: coccicheck MODE=patch writes what scripts/port-check --fix writes" \
		"$(diff "$W/pc/umh-3arg.c" "$DRV/umh-3arg.c" | head -5)"
fi
ktap_done
