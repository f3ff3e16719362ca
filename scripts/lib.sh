# SPDX-License-Identifier: GPL-2.0
# Shared shell helpers for the host scripts (sourced, not run).

# die MSG: one-line error on stderr, exit 2
die()
{
	echo "${0##*/}: error: $*" >&2
	exit 2
}

# The kernel flavour suffix used by Debian's package names (KFLAVOUR=debug
# is not Debian's: see scripts/debug-kernel); KARCH=arm64 takes Debian's
# arm64 kernels (arm64, rt-arm64).
kflavour_suffix()
{
	_a=amd64
	[ "${KARCH:-}" != arm64 ] || _a=arm64
	case "${KFLAVOUR:-$_a}" in
	amd64 | arm64 | generic | '') echo "$_a" ;;
	rt) echo "rt-$_a" ;;
	*) echo "${KFLAVOUR}" ;;
	esac
}

# The scripts/ directory: callers outside scripts/ (tests) set
# DRVCOMPAT_SCRIPTS before sourcing this file.
: "${DRVCOMPAT_SCRIPTS:=$(cd "$(dirname "$0")" && pwd)}"

# The guest architecture: KARCH=x86_64 (default) or arm64 (Debian's
# kernels; arm64's fetched by an apt of that architecture, scripts/
# cross-userland), or alpha (our cross-built kernel, scripts/cross-kernel:
# Debian ships none).
karch()
{
	case "${KARCH:-x86_64}" in
	x86_64 | '') echo x86_64 ;;
	alpha | arm64) echo "$KARCH" ;;
	*) die "KARCH=$KARCH: unknown guest architecture (x86_64, alpha, arm64)" ;;
	esac
}

# karch_cross: the CROSS_COMPILE prefix of KARCH (empty for x86_64)
karch_cross()
{
	case $(karch) in
	alpha) echo alpha-linux-gnu- ;;
	arm64) echo aarch64-linux-gnu- ;;
	esac
}

# shipped_kvers: the KVERs of $KFLAVOUR that Debian ships (a
# linux-headers-<KVER> package in apt's lists), oldest first.  A KVER is
# <version>-<suffix> with a version ending in a digit (6.1.0-57,
# 6.12.118+deb12), so other flavours (cloud-amd64, rt-amd64 for amd64) and
# the metapackages (linux-headers-6.12-amd64) are left out.
shipped_kvers()
{
	_s=$(kflavour_suffix)
	in_suite apt-cache pkgnames linux-headers- 2>/dev/null |
		sed -n "s/^linux-headers-\([0-9][0-9.]*[-+][0-9a-z.+-]*[0-9]-$_s\)\$/\1/p" |
		sort -V
}

# resolve_suite: the Debian suite whose build root (scripts/suite-root)
# the target kernel's kbuild runs in: KSUITE, else the one KVER's +debNN
# needs (7.2.13+deb14-amd64: sid); empty for the host's own kernels
resolve_suite()
{
	if [ -n "${KSUITE:-}" ]; then
		echo "$KSUITE"
	elif [ -n "${KVER:-}" ]; then
		"$DRVCOMPAT_SCRIPTS/suite-root" --suite-of "$KVER"
	fi
}

# in_suite CMD...: CMD inside the target's suite root (resolve_suite), or
# here when the target is the host's own suite; for KARCH=arm64 with the
# apt of that architecture (APT_CONFIG: scripts/cross-userland arm64 apt)
in_suite()
{
	_su=$(resolve_suite) || return 2
	if [ -n "$_su" ]; then
		"$DRVCOMPAT_SCRIPTS/suite-root" "$_su" run "$@"
	elif [ "$(karch)" = arm64 ]; then
		_ac=$("$DRVCOMPAT_SCRIPTS/cross-userland" arm64 apt) || return 2
		APT_CONFIG=$_ac "$@"
	else
		"$@"
	fi
}

# own_kernel: true when the target kernel is one this tree builds itself,
# not Debian's: our own KASAN/lockdep/kmemleak kernel (KFLAVOUR=debug,
# scripts/debug-kernel) or our cross-built Alpha kernel (KARCH=alpha,
# scripts/cross-kernel)
own_kernel()
{
	[ "${KFLAVOUR:-}" = debug ] && return 0
	_ka=$(karch) || exit 2
	[ "$_ka" = alpha ]
}

# own_kernel_says kver|kdir: print the KVER or build tree of that kernel
# (the script that builds it answers)
own_kernel_says()
{
	if [ "${KFLAVOUR:-}" = debug ]; then
		"$DRVCOMPAT_SCRIPTS/debug-kernel" "$1"
	else
		"$DRVCOMPAT_SCRIPTS/cross-kernel" "$(karch)" "$1"
	fi
}

# resolve_kver: print the target KVER.  KVER wins; otherwise, with
# KSERIES=X.Y (e.g. 6.12), the newest X.Y kernel of the flavour that Debian
# ships (shipped_kvers); otherwise the version Debian's
# linux-headers-<flavour> metapackage pulls in (never the host's running
# kernel).  The one resolver: the Makefiles' defaults call it through
# "scripts/setup --kver" / "scripts/setup --kdir".
resolve_kver()
{
	if [ -n "${KVER:-}" ]; then
		echo "$KVER"
		return
	fi
	_su=$(resolve_suite) || exit 2
	if [ -n "$_su" ]; then
		# another suite's kernel: the newest it ships (of KSERIES, if set)
		"$DRVCOMPAT_SCRIPTS/suite-root" "$_su" setup >&2 || exit 2
		_dep=$(shipped_kvers | awk -F. -v s="${KSERIES:-}" \
		       's == "" || $1 "." $2 == s { v = $0 } END { print v }')
		[ -n "$_dep" ] || die "$_su ships no ${KSERIES:+$KSERIES }kernel of flavour $(kflavour_suffix)"
		echo "$_dep"
		return
	fi
	if [ -n "${KSERIES:-}" ] && [ "${KFLAVOUR:-}" != debug ]; then
		_dep=$(shipped_kvers | awk -F. -v s="$KSERIES" \
		       '$1 "." $2 == s { v = $0 } END { print v }')
		[ -n "$_dep" ] || die "Debian ships no $KSERIES kernel of flavour $(kflavour_suffix) (apt-get update?)"
		echo "$_dep"
		return
	fi
	if own_kernel; then
		own_kernel_says kver
		return
	fi
	_meta=linux-headers-$(kflavour_suffix)
	# (arm64's are never installed here: its apt answers)
	_dep=
	[ "$(karch)" = arm64 ] ||
		_dep=$(dpkg-query -W -f='${Depends}' "$_meta" 2>/dev/null |
		       sed -n 's/^linux-headers-\([^ ,]*\).*/\1/p')
	if [ -z "$_dep" ]; then
		_dep=$(in_suite apt-cache depends "$_meta" 2>/dev/null |
		       sed -n 's/^ *Depends: linux-headers-\([^ ]*\)$/\1/p' | head -n1)
	fi
	[ -n "$_dep" ] || die "cannot resolve KVER from $_meta (run scripts/setup, or set KVER=)"
	echo "$_dep"
}

# resolve_kdir: print the target kernel build tree.  KDIR wins; the debug
# kernel's tree is in the cache (scripts/debug-kernel kdir); otherwise
# Debian's headers for resolve_kver: unpacked in the cache where setup put
# them there, else installed in /usr/src.
resolve_kdir()
{
	if [ -n "${KDIR:-}" ]; then
		echo "$KDIR"
		return
	fi
	if own_kernel; then
		own_kernel_says kdir
		return
	fi
	_kv=$(resolve_kver) || exit 2
	# headers that pull in a kernel image are unpacked into the cache
	# (scripts/setup), not installed
	_hc=$(cache_dir)/$_kv/headers
	# another suite's headers are always there (its kbuild runs in its
	# root, where the cache has the same path), and so are arm64's
	if [ -f "$_hc/.complete" ] || [ "$(karch)" = arm64 ] ||
	   [ -n "$(KVER=$_kv resolve_suite)" ]; then
		echo "$_hc/usr/src/linux-headers-$_kv"
	else
		echo "/usr/src/linux-headers-$_kv"
	fi
}

# ktree: print the directory in which everything Kbuild touches for
# $BUILD lives: the per-kernel module tree (ktree/src/<module dir>) and the
# host tests' scratch modules.  Kbuild refuses an M= path with whitespace
# ("building multiple external modules is not supported"), so a BUILD with
# whitespace gets a space-free directory derived from it, in $TMPDIR:
# drvcompat-ktree-<uid>-<cksum of BUILD>.  "make clean" removes both.
ktree()
{
	_b=${BUILD:-$(cd "$DRVCOMPAT_SCRIPTS/.." && pwd)/build}
	case $_b in
	/*) ;;
	*) _b=$(pwd)/$_b ;;
	esac
	case $_b in
	*[[:space:]]*)
		_k=$(printf '%s' "$_b" | cksum | cut -d' ' -f1)
		_b=${TMPDIR:-/tmp}/drvcompat-ktree-$(id -u)-$_k
		case $_b in
		*[[:space:]]*) die "TMPDIR has whitespace: Kbuild cannot build there" ;;
		esac
		;;
	esac
	echo "$_b"
}

# Cache shared across clones (never inside the work tree).
cache_dir()
{
	echo "${DRVCOMPAT_CACHE:-/var/cache/drvcompat}"
}

# apt_get COMMAND ARG...: apt-get COMMAND ARG..., one at a time among our
# scripts (the rows of make matrix, make test and make test-debug set up
# side by side):
# a second `apt-get update` beside another fails at once on the lock of
# the package lists, which DPkg::Lock::Timeout does not cover.  Serialized
# with flock(1) on a file in the cache (waits up to 20 minutes); where the
# cache cannot be written (not root), apt-get runs as it is.
apt_get()
{
	_al=$(cache_dir)/.apt-lock
	_ac=$1
	shift
	if mkdir -p "${_al%/*}" 2>/dev/null && touch "$_al" 2>/dev/null; then
		DEBIAN_FRONTEND=noninteractive flock -w 1200 "$_al" \
			apt-get "$_ac" -o DPkg::Lock::Timeout=600 "$@"
	else
		DEBIAN_FRONTEND=noninteractive apt-get "$_ac" -o DPkg::Lock::Timeout=600 "$@"
	fi
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

# A pool of background jobs, at most N at a time (POSIX sh: a FIFO holds
# the free slots).  The build scripts run one Kbuild call per module
# directory, each mostly one CPU busy; the pool keeps every core busy.
#   pool_start [N]   N slots (default: $DRVCOMPAT_JOBS, else the CPU count)
#   pool_run CMD...  wait for a free slot, start CMD in the background
#   pool_wait        wait for all; 0 if every CMD exited 0, else 1
# SIGINT/SIGTERM/SIGHUP end the running jobs (their own children too) and
# the caller with 128+N.  One pool per shell.
pool_start()
{
	_pool_n=${1:-${DRVCOMPAT_JOBS:-$(nproc 2>/dev/null || echo 1)}}
	case $_pool_n in
	'' | *[!0-9]* | 0) die "DRVCOMPAT_JOBS='$_pool_n': give a number of jobs, 1 or more" ;;
	esac
	_pool_pids= _pool_fifo=$(mktemp -u "${TMPDIR:-/tmp}/drvcompat-pool.XXXXXX")
	mkfifo -m 600 "$_pool_fifo" || die "cannot create $_pool_fifo"
	exec 9<>"$_pool_fifo"
	rm -f "$_pool_fifo"
	_pool_rc=$(mktemp "${TMPDIR:-/tmp}/drvcompat-pool-rc.XXXXXX") || die "cannot create a temporary file"
	_i=0
	while [ "$_i" -lt "$_pool_n" ]; do
		echo >&9
		_i=$((_i + 1))
	done
	trap 'pool_abort 130' INT
	trap 'pool_abort 143' TERM
	trap 'pool_abort 129' HUP
}

pool_run()
{
	read -r _ <&9
	(
		trap - INT TERM HUP
		"$@" || echo 1 >>"$_pool_rc"
		echo >&9
	) &
	_pool_pids="$_pool_pids $!"
}

# descendants PID: every process below PID
descendants()
{
	for _d in $(pgrep -P "$1"); do
		echo "$_d"
		descendants "$_d"
	done
}

pool_wait()
{
	wait
	exec 9>&-
	trap - INT TERM HUP
	if [ -s "$_pool_rc" ]; then _r=1; else _r=0; fi
	rm -f "$_pool_rc"
	return "$_r"
}

pool_abort()
{
	trap - INT TERM HUP
	# the jobs and what they started (make, the compiler): all at once,
	# before an orphan could slip away from its parent
	# shellcheck disable=SC2046
	kill -TERM $_pool_pids $(for _p in $_pool_pids; do descendants "$_p"; done) 2>/dev/null
	wait
	rm -f "$_pool_rc"
	exit "$1"
}

# spatch_flags: the options every spatch call here gets: --python naming
# the distribution's interpreter (port-check passes its own).  Without it
# spatch runs "python3" from PATH, and ldd on it, at every start to find
# its libpython: through a version manager's shim that is ~0.5 s a call.
spatch_flags()
{
	[ ! -x /usr/bin/python3 ] || echo "--python /usr/bin/python3"
}
