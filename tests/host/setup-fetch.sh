#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# setup-fetch: scripts/setup's guest-kernel fetch into an empty cache
# (DRVCOMPAT_CACHE in a temporary directory) survives interruption and
# concurrency.  apt-get and dpkg-deb are shimmed through PATH, so the test
# needs no network and can hold a step open deterministically: the shim
# "downloads" a small .deb built here from the real cache's files, or
# blocks (its own child waiting) until the test lets it go.
#  - SIGTERM while the download blocks, then while the extraction blocks:
#    setup exits at once, no process of it and no temporary directory left;
#  - two setups at once: the second waits for the first's lock, one
#    download only, both succeed, one good vmlinuz;
#  - the kernel is unpacked once into the cache's vmlinux (the PVH ELF
#    run-guest boots), identical to the real cache's.
# Every wait is for a condition, with a generous bound (no fixed sleeps).
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/fake-deb.sh"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 7

kver=$(KVER=${KVER:-} "$top/scripts/setup" --kver 2>/dev/null)
real=/var/cache/drvcompat/$kver
if [ "$(id -u)" -ne 0 ] || [ -z "$kver" ] || [ ! -s "$real/vmlinuz" ]; then
	for i in 1 2 3 4 5 6 7; do
		ktap_skip "setup fetch test $i" "needs root and a fetched $real (run make once)"
	done
	ktap_done
	exit 0
fi

ktap_tmpdir tmp

# a .deb with the four files setup takes, and one it must leave alone
pkg=$tmp/pkg
fake_image "$pkg" "$kver" "$real" && mkdir -p "$pkg/lib/modules/$kver/kernel" &&
	head -c 1048576 /dev/zero >"$pkg/lib/modules/$kver/kernel/unneeded.ko" &&
	fake_deb "$pkg" "linux-image-$kver" "$tmp/image.deb" ||
	ktap_diag "cannot build the test .deb"

# the shims: FETCH_MODE=block-dl blocks the download, block-x the
# extraction; both record their calls in $tmp/calls
mkdir "$tmp/bin"
cat >"$tmp/bin/apt-get" <<EOF
#!/bin/sh
[ "\$1" = download ] || exec /usr/bin/apt-get "\$@"
echo download >>"$tmp/calls"
case \${FETCH_MODE:-} in
block-dl)
	: >"\$PWD/linux-image-partial.deb"
	: >"$tmp/dl-started"
	# a child that stays until the test lets it go
	sh -c 'while [ ! -e "$tmp/go" ]; do sleep 0.1; done'
	;;
gate)
	: >"$tmp/dl-started"
	sh -c 'while [ ! -e "$tmp/go" ]; do sleep 0.1; done'
	;;
esac
cp "$tmp/image.deb" "\$PWD/linux-image-${kver}_1_amd64.deb"
EOF
cat >"$tmp/bin/dpkg-deb" <<EOF
#!/bin/sh
if [ "\${FETCH_MODE:-}" = block-x ] && [ "\$1" = --fsys-tarfile ]; then
	: >"$tmp/x-started"
	sh -c 'while [ ! -e "$tmp/go" ]; do sleep 0.1; done'
fi
exec /usr/bin/dpkg-deb "\$@"
EOF
chmod +x "$tmp/bin/apt-get" "$tmp/bin/dpkg-deb"

# wait_for FILE: until FILE exists (bound 120 s); 1 if it never did
wait_for()
{
	_i=0
	while [ ! -e "$1" ]; do
		_i=$((_i + 1))
		[ "$_i" -le 1200 ] || return 1
		sleep 0.1
	done
}

# wait_gone PID: until PID has exited (bound 60 s)
wait_gone()
{
	_i=0
	while kill -0 "$1" 2>/dev/null; do
		_i=$((_i + 1))
		[ "$_i" -le 600 ] || return 1
		sleep 0.1
	done
}

# leftovers CACHE: processes running in or naming $tmp, temporary dirs
leftovers()
{
	for _p in /proc/[0-9]*; do
		[ "${_p#/proc/}" = $$ ] && continue
		{ readlink "$_p/cwd"; tr '\0' ' ' <"$_p/cmdline"; echo; } 2>/dev/null |
			grep -q "$tmp/" && echo "process ${_p#/proc/}: $(tr '\0' ' ' <"$_p/cmdline" 2>/dev/null)"
	done
	ls -d "$1/$kver"/.fetch.* 2>/dev/null
	return 0
}

# setup_bg CACHE MODE ERRLOG: start setup; its pid in $spid
setup_bg()
{
	DRVCOMPAT_CACHE=$1 FETCH_MODE=$2 PATH="$tmp/bin:$PATH" KVER=$kver \
		KFLAVOUR=amd64 "$top/scripts/setup" >"$3" 2>&1 &
	spid=$!
}

# interrupt MODE STARTED DESC: SIGTERM setup while MODE blocks
interrupt()
{
	_c=$tmp/cache-$1
	rm -f "$tmp/go" "$tmp/dl-started" "$tmp/x-started"
	setup_bg "$_c" "$1" "$tmp/$1.log"
	if ! wait_for "$2"; then
		kill "$spid" 2>/dev/null
		ktap_fail "$3" "the blocked step never started: $(tail -n 3 "$tmp/$1.log")"
		: >"$tmp/go"
		return
	fi
	kill -TERM "$spid"
	if ! wait_gone "$spid"; then
		ktap_fail "$3" "setup still runs 60 s after SIGTERM"
		: >"$tmp/go"
		return
	fi
	wait "$spid"
	_rc=$?
	_left=$(leftovers "$_c")
	# let a leaked child end (or the next case would see it)
	: >"$tmp/go"
	if [ "$_rc" -eq 143 ] && [ -z "$_left" ] && [ ! -e "$_c/$kver/vmlinuz" ]; then
		ktap_ok "$3"
	else
		ktap_fail "$3" "exit $_rc; left: $(echo $_left)"
	fi
}

interrupt block-dl "$tmp/dl-started" \
	"SIGTERM during the download: exit 143, no child process, no temporary directory"
interrupt block-x "$tmp/x-started" \
	"SIGTERM during the extraction: exit 143, no child process, no temporary directory"

# a SIGKILLed setup's temporary directory is removed by the next one
c=$tmp/cache-killed
mkdir -p "$c/$kver/.fetch.stale/x"
: >"$tmp/calls"
rm -f "$tmp/go"
setup_bg "$c" "" "$tmp/after-kill.log"
wait "$spid"
rc=$?
if [ "$rc" -eq 0 ] && [ ! -e "$c/$kver/.fetch.stale" ] && cmp -s "$c/$kver/vmlinuz" "$real/vmlinuz"; then
	ktap_ok "a killed setup's temporary directory is removed by the next setup, which succeeds"
else
	ktap_fail "a killed setup's temporary directory is removed by the next setup, which succeeds" \
		"exit $rc: $(tail -n 3 "$tmp/after-kill.log")"
fi
ktap_check "only vmlinuz, its unpacked vmlinux and the three module lists land in the cache" \
	test "$(cd "$c/$kver" && printf '%s ' *)" = "modules.builtin modules.builtin.modinfo modules.order vmlinux vmlinuz "
ktap_check "vmlinux is the kernel's ELF with its PVH entry note" \
	sh -c 'file -b "$1" | grep -q "^ELF 64-bit LSB executable, x86-64" && readelf -n "$1" | grep -Eq "^ *Xen .*(0x00000012|PHYS32_ENTRY)"' \
	sh "$c/$kver/vmlinux"

# two first-time setups at once: the first holds the download open until
# the second says it waits for the lock
c=$tmp/cache-two
: >"$tmp/calls"
rm -f "$tmp/go" "$tmp/dl-started"
setup_bg "$c" gate "$tmp/one.log"
one=$spid
if wait_for "$tmp/dl-started"; then
	setup_bg "$c" gate "$tmp/two.log"
	two=$spid
	_i=0
	until grep -q 'waiting for another setup' "$tmp/two.log" || [ "$_i" -gt 1200 ]; do
		_i=$((_i + 1))
		sleep 0.1
	done
	: >"$tmp/go"
	wait "$one"
	rc1=$?
	wait "$two"
	rc2=$?
	if [ "$rc1" -eq 0 ] && [ "$rc2" -eq 0 ] && [ "$(grep -c download "$tmp/calls")" -eq 1 ] &&
	   grep -q 'waiting for another setup' "$tmp/two.log"; then
		ktap_ok "two concurrent first-time setups: the second waits for the lock, one download, both succeed"
	else
		ktap_fail "two concurrent first-time setups: the second waits for the lock, one download, both succeed" \
			"exit $rc1/$rc2, $(grep -c download "$tmp/calls") downloads; $(tail -n 2 "$tmp/two.log")"
	fi
	ktap_check "... and leave one good vmlinuz and no temporary file" \
		sh -c 'cmp -s "$1/vmlinuz" "$2/vmlinuz" && [ -z "$(ls -A "$1" | grep -v -x -e .lock -e vmlinuz -e vmlinux -e "modules\..*")" ]' \
		sh "$c/$kver" "$real"
else
	: >"$tmp/go"
	wait "$one"
	ktap_fail "two concurrent first-time setups" "the first never started its download: $(tail -n 3 "$tmp/one.log")"
	ktap_skip "... and leave one good vmlinuz" "no run"
fi

ktap_done
