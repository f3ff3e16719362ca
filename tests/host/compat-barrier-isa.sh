#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# compat-barrier-isa: what compat's barrier spellings compile to, per
# architecture, against the real kernel trees: Debian's x86_64 headers
# (KDIR), Debian's arm64 headers (scripts/setup with KARCH=arm64) and our
# cross-built Alpha kernel (scripts/cross-kernel; each arch is skipped,
# saying how to set it up, when its tree is not in the cache).  One object per arch is built with Kbuild (W=1, the kernel's own
# flags, ARCH= and CROSS_COMPILE=) from compat/include/compat/body/
# barrier.h -- the definitions compat uses on 6.1, where none of these
# spellings exists -- and each function `store; BARRIER; store` is
# disassembled with that arch's objdump.  Its fence instructions must be
# exactly:
#
#   spelling                     x86_64    arm64      alpha
#   read_barrier_depends()       -         -          mb
#   smp_read_barrier_depends()   -         -          mb  (SMP)
#   write_barrier()  = wmb()     sfence    dsb st     wmb
#   read_barrier()   = rmb()     lfence    dsb ld     mb
#   memory_barrier() = mb()      mfence    dsb sy     mb
#   smp_wmb() (for contrast)     -         dmb ishst  wmb
#
# (x86 and arm64 take these from the kernel's asm/barrier.h: wmb() is a
# real sfence / dsb st there; the cheap forms, nothing on x86 and
# dmb ishst on arm64, are smp_wmb()'s, which the 2.5 long names never
# meant.)  This is what pins a barrier down: a QEMU TCG guest runs guest
# memory accesses with the x86 host's ordering, so a run cannot catch a
# missing fence (porting-guide/barrier.md).
. "$KTAP_LIB"
DRVCOMPAT_SCRIPTS=$(cd "$(dirname "$0")/../../scripts" && pwd)
. "$DRVCOMPAT_SCRIPTS/lib.sh"
COMPAT=$(cd "$DRVCOMPAT_SCRIPTS/../compat" && pwd)
: "${BUILD:=$(cd "$DRVCOMPAT_SCRIPTS/.." && pwd)/build}"
: "${DRVCOMPAT_KTREE:=$(ktree)}"
OUT=$DRVCOMPAT_KTREE/barrier-isa
# Kbuild's -I takes no quoting: compat's headers are copied into the
# space-free OUT, whatever the tree's own path is
rm -rf "$OUT/include"
mkdir -p "$OUT"
cp -R "$COMPAT/include" "$OUT/include"

# spelling | function | x86_64 | arm64 | alpha
CASES='
read_barrier_depends()|t_rbd|-|-|mb
smp_read_barrier_depends()|t_smp_rbd|-|-|mb
write_barrier()|t_wb|sfence|dsb st|wmb
read_barrier()|t_rb|lfence|dsb ld|mb
memory_barrier()|t_mb|mfence|dsb sy|mb
smp_wmb()|t_smp_wmb|-|dmb ishst|wmb
'
NCASES=$(echo "$CASES" | grep -c '|')
ktap_plan $((3 * (NCASES + 1)))

# write_source ARCHDIR: the test object's Kbuild and source
write_source()
{
	rm -rf "$1"
	mkdir -p "$1/stub"
	# the probes as 6.1 answers them: no barrier spelling (the
	# fallbacks are used), list_for_each_rcu() present
	echo '#define DRVCOMPAT_HAVE_LIST_FOR_EACH_RCU 1' >"$1/stub/compat-probes.h"
	cat >"$1/Kbuild" <<K
obj-m += barrier_isa.o
ccflags-y += -I$OUT/include -I$1/stub
K
	{
		cat <<'C'
#include <linux/module.h>
#include <asm/barrier.h>
#include <compat/body/barrier.h>

#define T(name, barrier)					\
	noinline void name(int *p, int *q);			\
	noinline void name(int *p, int *q)			\
	{							\
		WRITE_ONCE(*p, 1);				\
		barrier;					\
		WRITE_ONCE(*q, 2);				\
	}							\
	EXPORT_SYMBOL_GPL(name)

T(t_rbd, read_barrier_depends());
T(t_smp_rbd, smp_read_barrier_depends());
T(t_wb, write_barrier());
T(t_rb, read_barrier());
T(t_mb, memory_barrier());
T(t_smp_wmb, smp_wmb());

MODULE_LICENSE("GPL");
C
	} >"$1/barrier_isa.c"
}

# fences OBJDUMP OBJ FUNC REGEX: FUNC's instructions matching REGEX (on the
# mnemonic), "mnemonic operands" joined by ", "; "-" for none
fences()
{
	"$1" -d --no-show-raw-insn "$2" 2>/dev/null | awk -v f="<$3>:" -v re="^($4)\$" '
		$2 == f { on = 1; next }
		on && NF == 0 { exit }
		on && /^ *[0-9a-f]+:/ {
			sub(/^ *[0-9a-f]+:[ \t]*/, "")
			split($0, w, /[ \t]+/)
			if (w[1] ~ re) {
				s = w[1]
				if (w[2] != "" && w[1] ~ /^d[ms]b$/) s = s " " w[2]
				out = out (out == "" ? "" : ", ") s
			}
		}
		END { print out == "" ? "-" : out }'
}

# check ARCH KDIR CROSS REGEX COLUMN
check()
{
	_arch=$1 _kdir=$2 _cross=$3 _re=$4 _col=$5
	_d=$OUT/$_arch
	write_source "$_d"
	if [ -n "$_cross" ]; then
		set -- ARCH="$_arch" CROSS_COMPILE="$_cross"
	else
		set --
	fi
	if make -C "$_kdir" M="$_d" W=1 "$@" barrier_isa.o >"$_d/build.log" 2>&1 &&
	   ! grep -E '(warning|error):' "$_d/build.log" | grep -qv 'Skipping BTF'; then
		ktap_ok "$_arch: the barrier spellings build (W=1, zero warnings)"
	else
		grep -E '(warning|error):' "$_d/build.log" | head -n 10 | sed 's/^/# /'
		ktap_fail "$_arch: the barrier spellings build (W=1, zero warnings)" "log: $_d/build.log"
	fi
	while IFS='|' read -r sp fn x86 arm alpha; do
		case $_col in
		x86_64) want=$x86 ;;
		arm64) want=$arm ;;
		alpha) want=$alpha ;;
		esac
		got=$(fences "${_cross}objdump" "$_d/barrier_isa.o" "$fn" "$_re")
		ktap_same "$_arch: $sp compiles to [$want]" "[$got]" "[$want]"
	done <<L
$(echo "$CASES" | grep '|')
L
}

# skip_arch ARCH WHY: skip its build and every case
skip_arch()
{
	ktap_skip "$1: the barrier spellings build (W=1, zero warnings)" "$2"
	while IFS='|' read -r sp fn _; do
		ktap_skip "$1: $sp" "$2"
	done <<L
$(echo "$CASES" | grep '|')
L
}

# x86_64: Debian's headers (the x86 KDIR, whatever KARCH this make ran for)
if [ "$(karch)" = x86_64 ]; then
	kx=$(resolve_kdir 2>/dev/null)
else
	kx=$(KDIR= KVER= KARCH= KFLAVOUR= resolve_kdir 2>/dev/null)
fi
if [ -n "$kx" ] && [ -f "$kx/Makefile" ]; then
	check x86_64 "$kx" "" 'mfence|lfence|sfence|lock' x86_64
else
	skip_arch x86_64 "no x86_64 kernel headers (run scripts/setup)"
fi

for a in arm64 alpha; do
	if [ "$a" = arm64 ]; then
		# Debian's arm64 headers, where scripts/setup unpacked them
		# (asked only once it has: the question itself would fetch the
		# arm64 package lists)
		ka=
		[ -f "$(cache_dir)/arm64-userland/apt.conf" ] &&
			ka=$(KDIR= KVER= KFLAVOUR= KARCH=$a resolve_kdir 2>/dev/null)
		[ -f "$ka/Makefile" ] || ka=
	else
		ka=$(KARCH=$a "$DRVCOMPAT_SCRIPTS/cross-kernel" "$a" kdir 2>/dev/null)
	fi
	cross=$(KARCH=$a karch_cross)
	if [ -z "$ka" ]; then
		skip_arch "$a" "its kernel is not set up (make KARCH=$a)"
	elif ! command -v "${cross}gcc" >/dev/null 2>&1; then
		skip_arch "$a" "${cross}gcc not installed (make KARCH=$a runs scripts/setup)"
	elif [ "$a" = arm64 ]; then
		check arm64 "$ka" "$cross" 'dmb|dsb' arm64
	else
		check alpha "$ka" "$cross" 'mb|wmb' alpha
	fi
done
ktap_done
