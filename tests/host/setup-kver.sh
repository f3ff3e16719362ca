#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# setup-kver: scripts/setup resolves every kernel Debian 12 ships.
#  - KSERIES=6.12 (what make matrix asks) is the newest 6.12 of the
#    flavour: the version Debian's own linux-headers-6.12-<flavour>
#    metapackage pulls in, for amd64 and rt;
#  - a KVER Debian does not ship exits 2 with one line that lists the
#    versions of that flavour it does ship (and no other flavour's), before
#    apt-get install is tried;
#  - where linux-image-<KVER> has no candidate (as 6.12's signed images may
#    not), the guest kernel comes from linux-image-<KVER>-unsigned;
#  - headers whose package depends on a kernel image (6.12's) are unpacked
#    into the cache, with the common headers and kbuild they depend on,
#    never installed (apt would put the image into the host's /boot), and
#    --kdir names the unpacked tree, whose Makefile includes the cache's;
#  - KARCH=arm64 is the KVER that the arm64 apt's (scripts/cross-userland)
#    linux-headers-arm64 pulls in, its headers in the cache.
# apt-get (and for the last case apt-cache policy) are shimmed through PATH:
# no download, no package installed; the fetch goes to a temporary cache.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/fake-deb.sh"

top=$(cd "$(dirname "$0")/../.." && pwd)
ktap_plan 7

ktap_tmpdir tmp

# 1, 2: KSERIES against the metapackages (skipped where apt knows none)
for f in amd64 rt; do
	suffix=amd64
	[ "$f" = rt ] && suffix=rt-amd64
	want=$(apt-cache depends "linux-headers-6.12-$suffix" 2>/dev/null |
	       sed -n 's/^ *Depends: linux-headers-\([^ ]*\)$/\1/p' | head -n 1)
	if [ -z "$want" ]; then
		ktap_skip "KSERIES=6.12 KFLAVOUR=$f" "apt knows no linux-headers-6.12-$suffix (apt-get update?)"
		continue
	fi
	got=$(KVER= KFLAVOUR=$f KSERIES=6.12 "$top/scripts/setup" --kver 2>&1)
	if [ "$got" = "$want" ]; then
		ktap_ok "KSERIES=6.12 KFLAVOUR=$f resolves to $got, linux-headers-6.12-$suffix's version"
	else
		ktap_fail "KSERIES=6.12 KFLAVOUR=$f" "got '$got', want '$want'"
	fi
done

# KARCH=arm64 against the arm64 apt's metapackage (skipped before that
# apt is set up: make KARCH=arm64 does it)
ac=${DRVCOMPAT_CACHE:-/var/cache/drvcompat}/arm64-userland/apt.conf
want=
[ -f "$ac" ] &&
	want=$(APT_CONFIG=$ac apt-cache depends linux-headers-arm64 2>/dev/null |
	       sed -n 's/^ *Depends: linux-headers-\([^ ]*\)$/\1/p' | head -n 1)
if [ -z "$want" ]; then
	ktap_skip "KARCH=arm64 resolves Debian's arm64 kernel" "no arm64 apt lists in the cache (make KARCH=arm64 sets them up)"
else
	got=$(env -u KVER -u KDIR -u KFLAVOUR -u KSERIES KARCH=arm64 "$top/scripts/setup" --kver 2>&1)
	kd=$(env -u KVER -u KDIR -u KFLAVOUR -u KSERIES KARCH=arm64 "$top/scripts/setup" --kdir 2>&1)
	case $want in *-arm64) ;; *) want="$want (not an arm64 kernel)" ;; esac
	if [ "$got" = "$want" ] &&
	   [ "$kd" = "${DRVCOMPAT_CACHE:-/var/cache/drvcompat}/$want/headers/usr/src/linux-headers-$want" ]; then
		ktap_ok "KARCH=arm64 resolves to $got, linux-headers-arm64's version, its KDIR in the cache"
	else
		ktap_fail "KARCH=arm64 resolves Debian's arm64 kernel" "got '$got' '$kd', want '$want'"
	fi
fi

if [ "$(id -u)" -ne 0 ]; then
	for i in 4 5 6 7; do
		ktap_skip "setup test $i" "needs root (setup installs packages)"
	done
	ktap_done
	exit 0
fi

# the shims: apt-get update and download are recorded, never run
mkdir "$tmp/bin"
cat >"$tmp/bin/apt-get" <<EOF
#!/bin/sh
echo "apt-get \$*" >>"$tmp/calls"
case \$1 in
update) exit 0 ;;
download) ;;
*) echo "apt-get \$1 must not be called here" >&2; exit 100 ;;
esac
cp "$tmp/image.deb" "\$PWD/linux-image-shim_1_amd64.deb"
EOF
chmod +x "$tmp/bin/apt-get"

# 3, 4: an unknown KVER, for each flavour
for f in amd64 rt; do
	suffix=amd64
	[ "$f" = rt ] && suffix=rt-amd64
	if ! dpkg-query -W -f='${Status}\n' "linux-headers-$suffix" 2>/dev/null |
	     grep -q 'install ok installed'; then
		ktap_skip "KFLAVOUR=$f, unknown KVER" "linux-headers-$suffix is not installed (make KFLAVOUR=$f installs it)"
		continue
	fi
	: >"$tmp/calls"
	KVER=9.99.9-nosuch-$f KFLAVOUR=$f DRVCOMPAT_CACHE=$tmp/cache PATH="$tmp/bin:$PATH" \
		"$top/scripts/setup" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	other=-rt-amd64
	[ "$f" = rt ] && other='[0-9]-amd64'
	listed=$(tr ' ' '\n' <"$tmp/err" | grep -c -- '-amd64$')
	if [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
	   grep -q "KVER=9.99.9-nosuch-$f.*ships" "$tmp/err" && [ "$listed" -ge 1 ] &&
	   ! tr ' ' '\n' <"$tmp/err" | grep -q -- "$other\$" &&
	   ! grep -q 'install' "$tmp/calls"; then
		ktap_ok "KFLAVOUR=$f, unknown KVER: exit 2, one line listing $listed $f kernels Debian ships"
	else
		sed 's/^/# /' "$tmp/err" | head -n 5
		ktap_fail "KFLAVOUR=$f, unknown KVER: exit 2 and one line listing the shipped versions" \
			"exit $rc, $(wc -l <"$tmp/err") lines"
	fi
done

# 6: headers that depend on an image: unpacked into the cache, not installed.
# A made-up kernel with three made-up packages (apt-cache and apt-get
# download shimmed), its guest kernel files already in the cache.
hk=9.99.9-hdrcache-amd64
hc=$tmp/hcache
mkdir -p "$hc/$hk" "$tmp/debs"
for f in vmlinuz vmlinux modules.builtin modules.builtin.modinfo modules.order; do
	echo x >"$hc/$hk/$f"
done
# mkdeb NAME FILE CONTENT: a .deb holding FILE
mkdeb()
{
	_r=$tmp/debs/$1
	mkdir -p "$_r/$(dirname "$2")"
	printf '%s\n' "$3" >"$_r/$2"
	fake_deb "$_r" "$1" "$tmp/debs/$1_1_all.deb" ||
		ktap_diag "cannot build the test .deb $1"
}
mkdeb "linux-headers-$hk" "usr/src/linux-headers-$hk/Makefile" \
	"include /usr/src/linux-headers-9.99.9-common/Makefile"
mkdeb linux-headers-9.99.9-common usr/src/linux-headers-9.99.9-common/Makefile "# common"
mkdeb linux-kbuild-9.99.9 usr/lib/linux-kbuild-9.99.9/scripts/fixdep "fixdep"
mkdir "$tmp/hbin"
cat >"$tmp/hbin/apt-cache" <<SHIM
#!/bin/sh
case "\$1 \$2" in
"policy linux-headers-$hk") printf 'x:\n  Candidate: 1\n' ;;
"show --no-all-versions")
	case \$3 in
	linux-headers-$hk)
		echo 'Depends: linux-base (>= 4.12~), linux-headers-9.99.9-common (= 1), linux-image-$hk (= 1) | linux-image-$hk-unsigned (= 1), linux-kbuild-9.99.9, gcc-12' ;;
	linux-kbuild-9.99.9) echo 'Depends: libc6 (>= 2.34)' ;;
	esac ;;
*) exec /usr/bin/apt-cache "\$@" ;;
esac
SHIM
cat >"$tmp/hbin/apt-get" <<SHIM
#!/bin/sh
echo "apt-get \$*" >>"$tmp/calls"
[ "\$1" = download ] || { echo "apt-get \$1 must not be called here" >&2; exit 100; }
shift 4
for p in "\$@"; do cp "$tmp/debs/\$p"_1_all.deb .; done
SHIM
chmod +x "$tmp/hbin/apt-cache" "$tmp/hbin/apt-get"
: >"$tmp/calls"
KDIR= KVER=$hk KFLAVOUR=amd64 DRVCOMPAT_CACHE=$hc PATH="$tmp/hbin:$PATH" \
	timeout 300 "$top/scripts/setup" >"$tmp/out" 2>"$tmp/err"
rc=$?
kd=$(KDIR= KVER=$hk KFLAVOUR=amd64 DRVCOMPAT_CACHE=$hc "$top/scripts/setup" --kdir 2>/dev/null)
want=$hc/$hk/headers/usr/src/linux-headers-$hk
if [ "$rc" -eq 0 ] && [ "$kd" = "$want" ] && ! grep -qv '^apt-get download' "$tmp/calls" &&
   grep -q "download .* linux-headers-$hk linux-headers-9.99.9-common linux-kbuild-9.99.9\$" "$tmp/calls" &&
   grep -qx "include $hc/$hk/headers/usr/src/linux-headers-9.99.9-common/Makefile" "$want/Makefile" &&
   [ -f "$hc/$hk/headers/usr/lib/linux-kbuild-9.99.9/scripts/fixdep" ] &&
   [ ! -e "/usr/src/linux-headers-$hk" ]; then
	ktap_ok "headers depending on an image: unpacked into the cache, nothing installed, --kdir names them"
else
	sed 's/^/# /' "$tmp/err" "$tmp/calls" | head -n 8
	ktap_diag "kdir: $kd"
	ktap_fail "headers depending on an image go to the cache" "setup exit $rc"
fi

# 5: no candidate for linux-image-<KVER>: the -unsigned package is fetched
kver=$(KVER=${KVER:-} "$top/scripts/setup" --kver 2>/dev/null)
real=/var/cache/drvcompat/$kver
if [ -z "$kver" ] || [ ! -s "$real/vmlinuz" ] || [ ! -d "/usr/src/linux-headers-$kver" ]; then
	ktap_skip "linux-image-<KVER>-unsigned fallback" "needs a fetched $real and its headers (run make once)"
	ktap_done
	exit 0
fi
pkg=$tmp/pkg
fake_image "$pkg" "$kver" "$real" &&
	fake_deb "$pkg" "linux-image-$kver-unsigned" "$tmp/image.deb" ||
	ktap_diag "cannot build the test .deb"
cat >"$tmp/bin/apt-cache" <<EOF
#!/bin/sh
if [ "\$1" = policy ] && [ "\$2" = "linux-image-$kver" ]; then
	printf 'linux-image-%s:\n  Installed: (none)\n  Candidate: (none)\n' "$kver"
	exit 0
fi
exec /usr/bin/apt-cache "\$@"
EOF
chmod +x "$tmp/bin/apt-cache"
: >"$tmp/calls"
KVER=$kver DRVCOMPAT_CACHE=$tmp/cache PATH="$tmp/bin:$PATH" \
	timeout 600 "$top/scripts/setup" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 0 ] && grep -q "download .*linux-image-$kver-unsigned\$" "$tmp/calls" &&
   cmp -s "$real/vmlinuz" "$tmp/cache/$kver/vmlinuz"; then
	ktap_ok "linux-image-$kver without a candidate: linux-image-$kver-unsigned fetched"
else
	sed 's/^/# /' "$tmp/err" "$tmp/calls" | head -n 8
	ktap_fail "linux-image-<KVER>-unsigned fallback" "setup exit $rc"
fi
ktap_done
