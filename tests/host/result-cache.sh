# SPDX-License-Identifier: GPL-2.0
#
# result-cache.sh - tests/lib/run-suites gives a host check's passing
# output again only while every input it names (and the host part of the
# key) is unchanged; a failure is never kept; RESULT_CACHE= (empty) and a
# check without "# cache-inputs:" always run.  In a scratch tree of its
# own (a copy of tests/lib, a check that counts its runs in a file), once
# as a git checkout and once without git.
. "$KTAP_LIB"

top=$(pwd)
ktap_tmpdir tmp
ktap_plan 13

# a scratch tree: tests/lib, scripts/, Makefile and two checks
mk_tree()
{
	mkdir -p "$1/tests/lib" "$1/tests/host" "$1/scripts" "$1/in"
	cp "$top/tests/lib/run-suites" "$top/tests/lib/result-cache" "$top/tests/lib/ktap.sh" "$1/tests/lib/"
	cp "$top/scripts/ktap-summary" "$1/scripts/"
	echo 'all:' >"$1/Makefile"
	echo one >"$1/in/data"
	echo other >"$1/elsewhere"
	for c in cached plain; do
		{
			echo '# SPDX-License-Identifier: GPL-2.0'
			[ "$c" = cached ] && echo '# cache-inputs: in'
			# shellcheck disable=SC2016 # expanded when the check runs
			printf '%s\n' '. "$KTAP_LIB"' 'ktap_plan 1' \
				"echo run >>\"\$MARKS/$c\"" \
				'if [ -f in/fail ]; then ktap_fail "x"; else ktap_ok "x"; fi' \
				'ktap_done'
		} >"$1/tests/host/$c.sh"
	done
}

mk_tree "$tmp/a"
MARKS=$tmp/marks
mkdir -p "$MARKS"
export MARKS
RESULT_CACHE=$tmp/cache
export RESULT_CACHE
# the host part once (dpkg-query is most of a key's cost)
RESULT_CACHE_ENV=$("$tmp/a/tests/lib/result-cache" env)
export RESULT_CACHE_ENV

# run CHECK: run-suites of tree $tree on CHECK; its output in $tmp/out
tree=$tmp/a
run()
{
	(cd "$tree" && KTAP_LIB=$tree/tests/lib/ktap.sh tests/lib/run-suites -t 60 "tests/host/$1.sh") >"$tmp/out" 2>&1
}
# runs CHECK: how often CHECK has run
runs()
{
	wc -l <"$MARKS/$1" 2>/dev/null || echo 0
}

run cached
run cached
if [ "$(runs cached)" -eq 1 ] && grep -q '^# suite-cached: cached$' "$tmp/out" &&
   grep -q '^ok 1 x$' "$tmp/out" && "$tree/scripts/ktap-summary" "$tmp/out" >"$tmp/sum" &&
   grep -q '(cached)' "$tmp/sum" && tail -n 1 "$tmp/sum" | grep -qx '1 passed, 0 failed, 0 skipped'; then
	ktap_ok "a passing check with unchanged inputs is given again, not run; the summary says (cached) and counts it"
else
	sed 's/^/# /' "$tmp/out"
	ktap_fail "a passing check with unchanged inputs is given again, not run; the summary says (cached) and counts it" "runs: $(runs cached)"
fi

echo two >"$tree/in/data"
run cached
ktap_check "an edited input runs the check again" [ "$(runs cached)" -eq 2 ]
echo new >"$tree/in/new"
run cached
ktap_check "a new file below an input runs the check again" [ "$(runs cached)" -eq 3 ]
echo '# edited' >>"$tree/tests/lib/ktap.sh"
run cached
ktap_check "an edited tests/lib runs the check again" [ "$(runs cached)" -eq 4 ]
echo other2 >"$tree/elsewhere"
run cached
ktap_check "a file outside the named inputs does not" [ "$(runs cached)" -eq 4 ]
RESULT_CACHE_ENV='' KVER=another run cached
ktap_check "another KVER (the host part of the key) runs the check again" [ "$(runs cached)" -eq 5 ]

# a failure is never kept: it runs again, and fails again (what makes it
# fail is an input: its own key)
: >"$tree/in/fail"
run cached
run cached
if [ "$(runs cached)" -eq 7 ] && grep -q '^not ok 1 x' "$tmp/out" && ! grep -q suite-cached "$tmp/out"; then
	ktap_ok "a failing check is never kept: it runs every time"
else
	ktap_fail "a failing check is never kept: it runs every time" "runs: $(runs cached)"
fi
rm -f "$tree/in/fail"

run plain
run plain
ktap_check "a check without a cache-inputs line runs every time" [ "$(runs plain)" -eq 2 ]

# (the pass of case 5's inputs is kept: given again, then run)
run cached
RESULT_CACHE='' run cached
ktap_check "RESULT_CACHE= (empty) runs a check with a passing output kept" [ "$(runs cached)" -eq 8 ]

# a named input that does not exist: said, and the check runs
sed 's/^# cache-inputs: in$/# cache-inputs: in missing/' "$tree/tests/host/cached.sh" >"$tree/tests/host/bad.sh"
run bad
if grep -q '^# run-suites: bad: no cache key' "$tmp/out" && grep -q 'no missing' "$tmp/out" &&
   [ "$(runs cached)" -eq 9 ]; then
	ktap_ok "a missing input is said on the check's output and the check runs"
else
	sed 's/^/# /' "$tmp/out"
	ktap_fail "a missing input is said on the check's output and the check runs"
fi

# keys: the same tree elsewhere has the same keys; in a git checkout an
# ignored file below an input is not part of it
rm -f "$tree/tests/host/bad.sh"
cp -R "$tmp/a" "$tmp/b c"
k1=$("$tmp/a/tests/lib/result-cache" key "$tmp/a/tests/host/cached.sh")
k2=$("$tmp/b c/tests/lib/result-cache" key "$tmp/b c/tests/host/cached.sh")
(
	cd "$tmp/b c" && git init -q && printf 'junk/\n' >.gitignore &&
		git add -A && git -c user.name=t -c user.email=t@t commit -q -m t
) >/dev/null 2>&1
k3=$("$tmp/b c/tests/lib/result-cache" key "$tmp/b c/tests/host/cached.sh")
mkdir -p "$tmp/b c/in/junk" && echo x >"$tmp/b c/in/junk/x.pyc"
k4=$("$tmp/b c/tests/lib/result-cache" key "$tmp/b c/tests/host/cached.sh")
echo y >"$tmp/b c/in/untracked"
k5=$("$tmp/b c/tests/lib/result-cache" key "$tmp/b c/tests/host/cached.sh")
if [ -n "$k1" ] && [ "$k1" = "$k2" ] && [ "$k2" = "$k3" ] && [ "$k3" = "$k4" ] && [ "$k4" != "$k5" ]; then
	ktap_ok "keys: the same in another place and as a git checkout; an ignored file does not count, an untracked one does"
else
	ktap_fail "keys: the same in another place and as a git checkout; an ignored file does not count, an untracked one does" \
		"$k1 $k2 $k3 $k4 $k5"
fi
# @HEAD: the key follows HEAD's commit, not the files at hand; without
# git there is no key (said) and the check runs
bc="$tmp/b c"
sed -e 's/^# cache-inputs: in$/# cache-inputs: @HEAD/' -e 's|/cached"$|/head"|' "$bc/tests/host/cached.sh" >"$bc/tests/host/head.sh"
sed -e 's/^# cache-inputs: in$/# cache-inputs: @HEAD/' -e 's|/cached"$|/head"|' "$tmp/a/tests/host/cached.sh" >"$tmp/a/tests/host/head.sh"
commit() { (cd "$bc" && git add -A && git -c user.name=t -c user.email=t@t commit -q -m t) >/dev/null 2>&1; }
commit
h1=$("$bc/tests/lib/result-cache" key "$bc/tests/host/head.sh")
echo edited >"$bc/elsewhere"
h2=$("$bc/tests/lib/result-cache" key "$bc/tests/host/head.sh")
commit
h3=$("$bc/tests/lib/result-cache" key "$bc/tests/host/head.sh")
tree=$tmp/a
run head
run head
if [ -n "$h1" ] && [ "$h1" = "$h2" ] && [ "$h2" != "$h3" ] && [ "$(runs head)" -eq 2 ] &&
   grep -q '^# run-suites: head: no cache key' "$tmp/out" && grep -q 'no git commit' "$tmp/out"; then
	ktap_ok "@HEAD: an edit at hand keeps the key, a commit changes it; without git the check runs, saying so"
else
	sed 's/^/# /' "$tmp/out"
	ktap_fail "@HEAD: an edit at hand keeps the key, a commit changes it; without git the check runs, saying so" \
		"$h1 $h2 $h3, runs $(runs head)"
fi

# put keeps the newest 4 of a check, in a cache whose path has a space,
# and removes nothing else: not a neighbour whose name is the cache's
# path cut at the space, not another check's entries, not a file that is
# not a key; a bad name or key is refused
sp="$tmp/my cache"
mkdir -p "$sp/other"
echo keep >"$tmp/my"
echo keep >"$sp/other/0123"
echo x >"$tmp/entry"
rc_bin=$tmp/a/tests/lib/result-cache
i=0
for k in a1 a2 a3 a4 a5 a6; do
	i=$((i + 1))
	RESULT_CACHE=$sp "$rc_bin" put chk "$k" "$tmp/entry"
	touch -d "@$((1000000000 + i))" "$sp/chk/$k"
done
echo keep >"$sp/chk/not a key"
RESULT_CACHE=$sp "$rc_bin" put chk a7 "$tmp/entry"
left=$(find "$sp/chk" -mindepth 1 -maxdepth 1 -printf '%f\n' | LC_ALL=C sort | tr '\n' ' ')
if [ "$left" = "a4 a5 a6 a7 not a key " ] && [ -f "$tmp/my" ] &&
   [ -f "$sp/other/0123" ] &&
   ! RESULT_CACHE=$sp "$rc_bin" put ../x a8 "$tmp/entry" 2>/dev/null &&
   ! RESULT_CACHE=$sp "$rc_bin" put chk "a 9" "$tmp/entry" 2>/dev/null; then
	ktap_ok "put keeps a check's newest 4 in a cache path with a space, removes nothing else, refuses a bad name or key"
else
	ktap_fail "put keeps a check's newest 4 in a cache path with a space, removes nothing else, refuses a bad name or key" \
		"left: $left; $tmp/my: $(cat "$tmp/my" 2>/dev/null || echo gone)"
fi
ktap_done
