#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# compat-barrier-alpha: compat/include/compat/body/barrier.h has an
# Alpha branch that no x86 build ever compiles: there, and only there,
# read_barrier_depends() must be mb() and smp_read_barrier_depends() (SMP)
# smp_mb().  The header is compiled with an Alpha cross compiler against
# stub headers holding Alpha's own barrier definitions (mb, rmb: "mb";
# wmb: "wmb", as in arch/alpha/include/asm/barrier.h; smp_mb() is mb() on
# SMP, as asm-generic/barrier.h makes it), with a probe header that says
# "missing" for every barrier, and the assembly of each barrier function
# is checked instruction by instruction.  The same source built without
# CONFIG_ALPHA (and, where its cross compiler exists, for arm64) must emit
# no barrier for read_barrier_depends().
#
# Needs gcc-alpha-linux-gnu (alpha-linux-gnu-gcc); the arm64 case needs
# gcc-aarch64-linux-gnu.  Each case is skipped, with that reason, when its
# compiler is missing.
. "$KTAP_LIB"

COMPAT=$(cd "$(dirname "$0")/../../compat" && pwd)
OUT=${BUILD:-${TMPDIR:-/tmp}/compat-build}/compat/barrier-alpha
rm -rf "$OUT"
mkdir -p "$OUT/stub/asm"
ALPHA_CC=alpha-linux-gnu-gcc
ARM64_CC=aarch64-linux-gnu-gcc

# the probe answers "missing" for every barrier: the fallbacks are defined
: >"$OUT/stub/compat-probes.h"
cat >"$OUT/stub/asm/barrier.h" <<'H'
/* Alpha's barriers, as arch/alpha/include/asm/barrier.h defines them */
#ifdef __alpha__
#define mb()	__asm__ __volatile__("mb" : : : "memory")
#define rmb()	__asm__ __volatile__("mb" : : : "memory")
#define wmb()	__asm__ __volatile__("wmb" : : : "memory")
#elif defined(__aarch64__)
/* arm64: dsb(sy), dsb(ld), dsb(st) */
#define mb()	__asm__ __volatile__("dsb sy" : : : "memory")
#define rmb()	__asm__ __volatile__("dsb ld" : : : "memory")
#define wmb()	__asm__ __volatile__("dsb st" : : : "memory")
#else
#error "no barriers for this architecture"
#endif
/* asm-generic/barrier.h: smp_mb() is mb() on SMP */
#ifdef CONFIG_SMP
#define smp_mb()	mb()
#else
#define smp_mb()	__asm__ __volatile__("" : : : "memory")
#endif
H
cat >"$OUT/barrier-test.c" <<'C'
#include <asm/barrier.h>
#include <compat/body/barrier.h>

void t_rbd(int *p);
void t_rbd(int *p) { *(volatile int *)p = 1; read_barrier_depends(); *(volatile int *)p = 2; }
void t_smp_rbd(int *p);
void t_smp_rbd(int *p) { *(volatile int *)p = 1; smp_read_barrier_depends(); *(volatile int *)p = 2; }
void t_wb(int *p);
void t_wb(int *p) { *(volatile int *)p = 1; write_barrier(); *(volatile int *)p = 2; }
void t_mb(int *p);
void t_mb(int *p) { *(volatile int *)p = 1; memory_barrier(); *(volatile int *)p = 2; }
void t_rb(int *p);
void t_rb(int *p) { *(volatile int *)p = 1; read_barrier(); *(volatile int *)p = 2; }
C

# build NAME CC FLAGS...: assemble barrier-test.c into $OUT/NAME.s
build()
{
	_name=$1 _cc=$2
	shift 2
	"$_cc" -std=gnu11 -O2 -Wall -Wextra -Werror -Wmissing-prototypes "$@" \
		-I"$OUT/stub" -I"$COMPAT/include" -S -o "$OUT/$_name.s" \
		"$OUT/barrier-test.c" >"$OUT/$_name.log" 2>&1
}

# insns FILE FUNC: FUNC's instruction mnemonics, space-separated
insns()
{
	awk -v f="$2" '
		$0 == f ":" { on = 1; next }
		on && /^[ \t]*\.(end|size)[ \t]/ { exit }
		on && /^\t[a-z]/ && !/^\t\./ { printf "%s ", $1 }
	' "$1" 2>/dev/null
}

# barriers FILE FUNC REGEX: the barrier instructions (REGEX) of FUNC
barriers()
{
	insns "$1" "$2" | tr ' ' '\n' | grep -E "^($3)\$" | tr '\n' ' ' | sed 's/ $//'
}

ktap_plan 7

skip_alpha="$ALPHA_CC not installed (apt-get install gcc-alpha-linux-gnu)"
if ! command -v "$ALPHA_CC" >/dev/null 2>&1; then
	for d in "Alpha: body/barrier.h compiles with -Werror" \
		 "Alpha: read_barrier_depends() is mb" \
		 "Alpha SMP: smp_read_barrier_depends() is mb" \
		 "Alpha: write_barrier() is wmb, memory_barrier() mb, read_barrier() mb" \
		 "Alpha UP: smp_read_barrier_depends() emits no barrier" \
		 "without CONFIG_ALPHA: read_barrier_depends() emits no barrier"; do
		ktap_skip "$d" "$skip_alpha"
	done
else
	if build alpha "$ALPHA_CC" -DCONFIG_ALPHA -DCONFIG_SMP &&
	   build alpha-up "$ALPHA_CC" -DCONFIG_ALPHA; then
		ktap_ok "Alpha: body/barrier.h compiles with -Werror"
	else
		cat "$OUT"/alpha*.log | head -n 20 | sed 's/^/# /'
		ktap_fail "Alpha: body/barrier.h compiles with -Werror"
	fi
	ktap_diag "Alpha t_rbd: $(insns "$OUT/alpha.s" t_rbd)"
	ktap_same "Alpha: read_barrier_depends() is mb" \
		"$(barriers "$OUT/alpha.s" t_rbd 'mb|wmb')" "mb"
	ktap_same "Alpha SMP: smp_read_barrier_depends() is mb" \
		"$(barriers "$OUT/alpha.s" t_smp_rbd 'mb|wmb')" "mb"
	ktap_same "Alpha: write_barrier() is wmb, memory_barrier() mb, read_barrier() mb" \
		"$(barriers "$OUT/alpha.s" t_wb 'mb|wmb')/$(barriers "$OUT/alpha.s" t_mb 'mb|wmb')/$(barriers "$OUT/alpha.s" t_rb 'mb|wmb')" \
		"wmb/mb/mb"
	ktap_same "Alpha UP: smp_read_barrier_depends() emits no barrier" \
		"$(barriers "$OUT/alpha-up.s" t_smp_rbd 'mb|wmb')" ""
	# the same compiler and mb()/wmb(), but no CONFIG_ALPHA: the #else branch
	if build alpha-noconfig "$ALPHA_CC" -DCONFIG_SMP; then
		ktap_same "without CONFIG_ALPHA: read_barrier_depends() emits no barrier" \
			"$(barriers "$OUT/alpha-noconfig.s" t_rbd 'mb|wmb|dsb')" ""
	else
		ktap_fail "without CONFIG_ALPHA: read_barrier_depends() emits no barrier" \
			"$(head -n 3 "$OUT/alpha-noconfig.log")"
	fi
fi

if ! command -v "$ARM64_CC" >/dev/null 2>&1; then
	ktap_skip "arm64: read_barrier_depends() emits no barrier, write_barrier() is dsb" \
		"$ARM64_CC not installed (apt-get install gcc-aarch64-linux-gnu)"
elif build arm64 "$ARM64_CC" -DCONFIG_SMP; then
	ktap_same "arm64: read_barrier_depends() emits no barrier, write_barrier() is dsb" \
		"[$(barriers "$OUT/arm64.s" t_rbd 'dsb|dmb')]/[$(barriers "$OUT/arm64.s" t_wb 'dsb|dmb')]" \
		"[]/[dsb]"
else
	head -n 20 "$OUT/arm64.log" | sed 's/^/# /'
	ktap_fail "arm64: read_barrier_depends() emits no barrier, write_barrier() is dsb" "it does not compile"
fi
ktap_done
