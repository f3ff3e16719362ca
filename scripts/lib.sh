# SPDX-License-Identifier: GPL-2.0
# Shared shell helpers for the host scripts (sourced, not run).

# die MSG: one-line error on stderr, exit 2
die()
{
	echo "${0##*/}: error: $*" >&2
	exit 2
}

# The kernel flavour suffix used by Debian's package names (KFLAVOUR=debug
# is not Debian's: see scripts/debug-kernel).
kflavour_suffix()
{
	case "${KFLAVOUR:-amd64}" in
	amd64 | generic | '') echo amd64 ;;
	rt) echo rt-amd64 ;;
	*) echo "${KFLAVOUR}" ;;
	esac
}

# resolve_kver: print the target KVER.  KVER wins; otherwise the version
# Debian's linux-headers-<flavour> metapackage pulls in (never uname -r).
resolve_kver()
{
	if [ -n "${KVER:-}" ]; then
		echo "$KVER"
		return
	fi
	if [ "${KFLAVOUR:-}" = debug ]; then
		# our own KASAN/lockdep/kmemleak kernel, built by debug-kernel
		"$(dirname "$0")/debug-kernel" kver
		return
	fi
	_meta=linux-headers-$(kflavour_suffix)
	_dep=$(dpkg-query -W -f='${Depends}' "$_meta" 2>/dev/null |
	       sed -n 's/^linux-headers-\([^ ,]*\).*/\1/p')
	if [ -z "$_dep" ]; then
		_dep=$(apt-cache depends "$_meta" 2>/dev/null |
		       sed -n 's/^ *Depends: linux-headers-\([^ ]*\)$/\1/p' | head -n1)
	fi
	[ -n "$_dep" ] || die "cannot resolve KVER from $_meta (run scripts/setup, or set KVER=)"
	echo "$_dep"
}

# Cache shared across clones (never inside the work tree).
cache_dir()
{
	echo "${DRVCOMPAT_CACHE:-/var/cache/drvcompat}"
}

# now: seconds since the epoch with 1/10 s
now()
{
	date +%s.%N | cut -c1-14
}

# elapsed START: seconds since START, one decimal
elapsed()
{
	awk -v s="$1" -v e="$(now)" 'BEGIN { printf "%.1f", e - s }'
}
