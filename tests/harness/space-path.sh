# SPDX-License-Identifier: GPL-2.0
#
# space-path.sh - the tree works from a clone whose path has a space and
# never touches what is not its own: a clone of HEAD at "$tmp/my proj" next
# to "$tmp/my/keep" (what an unquoted "rm -rf $tmp/my proj/build" deletes)
# and a file "$tmp/notes" (what BUILD="$tmp/notes with space" overwrote).
# make clean, make (modules, initramfs), guest runs, make setup/clean with a
# BUILD that has spaces, make clean twice; the sibling and the file survive
# and nothing appears outside the clone, its BUILD and TMPDIR.
# Runs on the host; builds the tree once and boots the guest a few times.
# It tests HEAD's commit, not the files at hand: its result is kept for
# that commit's tree (tests/lib/result-cache).
# cache-inputs: @HEAD
. "$KTAP_LIB"

top=$(pwd)
ktap_plan 9

if ! git -C "$top" rev-parse --verify -q HEAD >/dev/null 2>&1; then
	for i in 1 2 3 4 5 6 7 8 9; do
		ktap_skip "space path $i" "not a git checkout"
	done
	ktap_done
	exit 0
fi

ktap_tmpdir tmp
clone="$tmp/my proj"
mkdir -p "$tmp/my/keep" "$tmp/t"
echo precious >"$tmp/my/keep/file"
echo notes >"$tmp/notes"
git clone -q "$top" "$clone" || ktap_diag "git clone failed"
# the derived space-free module tree goes to our TMPDIR
TMPDIR=$tmp/t
export TMPDIR
# and no variable of the make that runs this test: one given on its
# command line (make BUILD=dir test-harness) reaches every make below
# through MAKEFLAGS, where `make clean` in the clone removed that BUILD
unset BUILD DRVCOMPAT_KTREE DRVCOMPAT_OBJ KDIR W C MAKEFLAGS MFLAGS MAKELEVEL

# survives: the sibling and the file are intact
survives()
{
	[ "$(cat "$tmp/my/keep/file" 2>/dev/null)" = precious ] &&
		[ "$(cat "$tmp/notes" 2>/dev/null)" = notes ]
}

# mk DESC ARGS...: make -C "$clone" ARGS must succeed, the others survive
mk()
{
	_d=$1
	shift
	make -C "$clone" --no-print-directory "$@" >"$tmp/t/make.log" 2>&1
	_rc=$?
	if [ "$_rc" -eq 0 ] && survives; then
		ktap_ok "$_d"
	else
		tail -n 15 "$tmp/t/make.log" | sed 's/^/# /'
		ktap_fail "$_d" "exit $_rc; sibling/notes intact: $(survives && echo yes || echo NO)"
	fi
}

mk "make clean in a clone at '$clone' (nothing built yet): the sibling survives" clean
mk "make in the clone builds modules and initramfs" all
tree=$(BUILD="$clone/build" "$clone/scripts/build-modules" --tree)
n=$(find "$tree" -name '*.ko' 2>/dev/null | wc -l)
if [ -f "$clone/build/initramfs.cpio" ] && [ "$n" -ge 8 ] && case $tree in "$TMPDIR"/*) true ;; *) false ;; esac &&
   [ -z "$(cd "$clone" && git status --porcelain --ignored | grep -v '^!! build/$')" ]; then
	ktap_ok "modules built in the space-free tree $tree ($n), the clone holds only build/"
else
	ktap_fail "modules built in the space-free tree, the clone holds only build/" \
		"tree $tree, $n modules; $(cd "$clone" && git status --porcelain --ignored | head -n 5 | tr '\n' ' ')"
fi

# two guest runs from the clone, the second with the first's logs there
# (run-guest's log rotation is tested in run-guest.sh); one loads a
# module of the clone's tree
ok=0
(cd "$clone" && timeout 600 scripts/run-guest -q -- true) >"$tmp/t/rg.log" 2>&1 && ok=$((ok + 1))
if (cd "$clone" && timeout 600 scripts/run-guest -q -- sh -c 'modprobe demo && rmmod demo') \
	>>"$tmp/t/rg.log" 2>&1; then
	ok=$((ok + 1))
fi
if [ "$ok" -eq 2 ] && survives; then
	ktap_ok "2 guest runs from the clone (the second loads demo.ko) succeed, the sibling survives"
else
	tail -n 10 "$tmp/t/rg.log" | sed 's/^/# /'
	ktap_fail "2 guest runs from the clone succeed" "$ok of 2"
fi

# BUILD with spaces whose first word is an existing file
nb="$tmp/notes with space"
mk "make setup BUILD='$nb' writes its log there, not into $tmp/notes" BUILD="$nb" setup
ktap_check "... the log is in '$nb/logs'" test -f "$nb/logs/setup.log"
mk "make clean BUILD='$nb' removes it, $tmp/notes survives" BUILD="$nb" clean

mk "make clean in the clone, twice" clean
make -C "$clone" --no-print-directory clean >>"$tmp/t/make.log" 2>&1
_rc=$?
want="my
my proj
notes
t"
if [ "$_rc" -eq 0 ] && survives && [ ! -e "$clone/build" ] && [ ! -e "$tree" ] && [ ! -e "$nb" ] &&
   [ "$(ls "$tmp")" = "$want" ] && [ "$(ls "$tmp/my")" = keep ]; then
	ktap_ok "after make clean: build/ and the module tree gone, the sibling intact, nothing else written"
else
	ktap_fail "after make clean: build/ and the module tree gone, the sibling intact, nothing else written" \
		"exit $_rc; $tmp: $(ls "$tmp" | tr '\n' ,); tree left: $(ls -d "$tree" 2>/dev/null)"
fi

ktap_done
