#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# suite-root: another Debian suite's kernel (unstable's 7.x) is set up and
# built in a root of that suite (scripts/suite-root), never on the host.
#  - the suite a KVER needs: +deb14 is sid's, +deb13 trixie's, Debian
#    12's own (6.1.0-57, 6.12.x+deb12) none;
#  - a suite it does not know, and `run` before the root is made, exit 2
#    with one line;
#  - KSUITE=sid scripts/setup (the root, the newest sid kernel's headers
#    and guest kernel in the cache) leaves the host's package list as it
#    was: dpkg-query before and after, compared;
#  - in the root: sid's gcc, not the host's; the tree and $TMPDIR at the
#    same paths both ways; run's exit status is the command's;
#  - gen-probes.sh against that kernel's tree run on the host, whose
#    glibc its kbuild cannot use, fails with one line (a canary probe):
#    it does not pass for a kernel without any of the features.
# The first run on a machine makes the root (debootstrap, ~3 minutes);
# later ones find it in the cache.
. "$KTAP_LIB"

top=$(cd "$(dirname "$0")/../.." && pwd)
sr=$top/scripts/suite-root
ktap_plan 6

ktap_tmpdir tmp

# 1: the suite of a KVER
bad=
for pair in 6.1.0-57-amd64= 6.12.118+deb12-amd64= 6.12.48+deb13-amd64=trixie \
	7.2.13+deb14-amd64=sid 7.2.13+deb14-rt-amd64=sid 7.9.1+deb15-amd64=sid; do
	got=$("$sr" --suite-of "${pair%%=*}")
	[ "$got" = "${pair#*=}" ] || bad="$bad ${pair%%=*}:'$got'"
done
if [ -z "$bad" ]; then
	ktap_ok "the suite of a KVER: +deb14 and later sid, +deb13 trixie, Debian 12's own none"
else
	ktap_fail "the suite of a KVER" "wrong:$bad"
fi

# 2: bad usage, and run before setup (an empty cache of our own)
o1=$("$sr" bookworm setup 2>&1)
r1=$?
o2=$(DRVCOMPAT_CACHE=$tmp/cache "$sr" sid run true 2>&1)
r2=$?
if [ "$r1" -eq 2 ] && [ "$(echo "$o1" | wc -l)" -eq 1 ] &&
   [ "$r2" -eq 2 ] && [ "$(echo "$o2" | wc -l)" -eq 1 ] &&
   [ ! -e "$tmp/cache/roots/sid" ]; then
	ktap_ok "an unknown suite and a run before setup: exit 2, one line each, nothing made"
else
	ktap_fail "an unknown suite and a run before setup: exit 2, one line each" \
		"$r1 '$o1' / $r2 '$o2'"
fi

# 3: setup for sid leaves the host's packages alone
pkgs()
{
	dpkg-query -W -f='${Package} ${Version} ${Status}\n' | LC_ALL=C sort
}
pkgs >"$tmp/before"
if KVER= KSUITE=sid "$top/scripts/setup" >"$tmp/setup.log" 2>&1; then
	pkgs >"$tmp/after"
	kver=$(KVER= KSUITE=sid "$top/scripts/setup" --kver 2>/dev/null)
	kdir=$(KDIR= KVER=$kver "$top/scripts/setup" --kdir 2>/dev/null)
	if cmp -s "$tmp/before" "$tmp/after" && [ -f "$kdir/Makefile" ]; then
		ktap_ok "KSUITE=sid setup ($kver, its headers in the cache): the host's packages as they were"
	else
		ktap_fail "KSUITE=sid setup: the host's packages as they were" \
			"$(diff "$tmp/before" "$tmp/after" | grep '^[<>]' | head -n 3 | tr '\n' ' ') kdir '$kdir'"
	fi
else
	sed 's/^/# /' "$tmp/setup.log" | tail -n 5
	ktap_fail "KSUITE=sid setup: the host's packages as they were" "setup failed"
	kver=
fi

# 4: inside the root
hostgcc=$(gcc -dumpfullversion 2>/dev/null)
rootgcc=$("$sr" sid run gcc -dumpfullversion 2>/dev/null)
if [ -n "$rootgcc" ] && [ "$rootgcc" != "$hostgcc" ]; then
	ktap_ok "the root compiles with sid's gcc $rootgcc, not the host's $hostgcc"
else
	ktap_fail "the root compiles with sid's gcc" "root '$rootgcc' host '$hostgcc'"
fi

# 5: the same paths both ways, run's status is the command's
t=$(mktemp -d)
"$sr" sid run sh -c 'cd "$1" && pwd > "$2/pwd" && [ -f README.md ] && exit 7' - "$top" "$t"
r=$?
if [ "$r" -eq 7 ] && [ "$(cat "$t/pwd" 2>/dev/null)" = "$top" ]; then
	ktap_ok "run: the tree and TMPDIR at their own paths inside, the command's exit status (7)"
else
	ktap_fail "run: the tree and TMPDIR at their own paths inside" "exit $r, pwd '$(cat "$t/pwd" 2>/dev/null)'"
fi
rm -rf "$t"

# 6: the canary: the 7.x tree's kbuild cannot run on this host
if [ -n "$kver" ] && [ -f "$kdir/Makefile" ]; then
	mkdir "$tmp/gp"
	cp "$top/compat/probes/addressable.c" "$tmp/gp/"
	o=$(sh "$top/compat/scripts/gen-probes.sh" "$kdir" "$tmp/out" "$tmp/gp" 2>&1)
	r=$?
	if [ "$r" -ne 0 ] && [ ! -f "$tmp/out/compat-probes.h" ] &&
	   echo "$o" | grep -q 'cannot build even an empty object'; then
		ktap_ok "gen-probes on a tree this host cannot build: an error, not a kernel without features"
	else
		ktap_fail "gen-probes on a tree this host cannot build: an error" \
			"exit $r, header $( [ -f "$tmp/out/compat-probes.h" ] && echo written || echo none)"
	fi
else
	ktap_fail "gen-probes on a tree this host cannot build: an error" "no sid kernel set up"
fi
ktap_done
