# SPDX-License-Identifier: GPL-2.0
#
# compat-proc: 2.4 /proc read entries made with create_proc_read_entry()
# (compat_fs_proc, built unchanged through compat), read with cat and with
# dd at small block sizes: the content is exact for every way a 2.4
# read_proc returned data (*start NULL, *start = page + off, *start = page
# over many pages, *start = a record count, *start into the driver's own
# buffer as LVM1 did) and for create_proc_info_entry()'s get_info (*start
# NULL; the net code's *start = page + (off - begin)), a read_proc error
# with *start set is the read's
# error and with *start NULL end of file (2.4.0/2.4.18 proc_file_read), a
# return larger than the page is EIO (not a copy past it), the entries go
# away on rmmod, and a file still open then reads EIO.
. "$KTAP_LIB"

ktap_plan 29

P=/proc/compat_fs
T=/tmp/compat-proc
mkdir -p "$T"

# leave the loaded modules as they were: was drvcompat.ko already there?
had_drvcompat=
grep -q '^drvcompat ' /proc/modules && had_drvcompat=1

ktap_check "modprobe compat_fs_proc" modprobe compat_fs_proc

printf 'compat_fs_proc\nmajor 2 minor 4\nthe end\n' >"$T/small"
awk 'BEGIN { for (i = 0; i < 1500; i++) printf "line %05d\n", i }' >"$T/big"
awk 'BEGIN { for (i = 0; i < 40; i++) printf "record %d\n", i }' >"$T/records"
awk 'BEGIN { for (i = 0; i < 600; i++) printf "drvbuf %03d\n", i }' >"$T/drvbuf"

# same NAME FILE WANT: FILE's content is WANT's, byte for byte
same()
{
	if cmp "$2" "$3" >"$T/cmp" 2>&1; then
		ktap_ok "$1"
	else
		ktap_fail "$1" "$(cat "$T/cmp") ($(wc -c <"$2") bytes, want $(wc -c <"$3"))"
	fi
}

# reads_as NAME FILE WANT [DD_ARG...]: a ktap result: FILE read with cat
# (no DD_ARG) or with dd DD_ARG... holds WANT's bytes (same)
reads_as()
{
	_ra_name=$1 _ra_file=$2 _ra_want=$3
	shift 3
	if [ $# -eq 0 ]; then
		cat "$_ra_file" >"$T/read" 2>&1
	else
		dd if="$_ra_file" of="$T/read" "$@" 2>/dev/null
	fi
	same "$_ra_name" "$T/read" "$_ra_want"
}

tail -c +8193 "$T/big" >"$T/big.tail"
tail -c +4097 "$T/drvbuf" >"$T/drvbuf.tail"

reads_as "/proc/compat_fs_top (parent NULL, *start NULL): cat" /proc/compat_fs_top "$T/small"
reads_as "/proc/compat_fs_top: dd bs=1" /proc/compat_fs_top "$T/small" bs=1
reads_as "/proc/compat_fs_top: dd bs=7" /proc/compat_fs_top "$T/small" bs=7

reads_as "startoff (*start = page + off): cat" "$P/startoff" "$T/small"
reads_as "startoff (*start = page + off): dd bs=1" "$P/startoff" "$T/small" bs=1
reads_as "startoff (*start = page + off): dd bs=7" "$P/startoff" "$T/small" bs=7

reads_as "big (*start = page, $(wc -c <"$T/big") bytes, 5 pages): cat" "$P/big" "$T/big"
reads_as "big: dd bs=7" "$P/big" "$T/big" bs=7
reads_as "big: dd bs=4096 skip=2 (read from offset 8192)" "$P/big" "$T/big.tail" bs=4096 skip=2

reads_as "records (*start = records consumed): cat" "$P/records" "$T/records"
# two records per read: the position must move by records, not bytes
reads_as "records: dd bs=20 (the position counts records)" "$P/records" "$T/records" bs=20

# *start into the driver's own buffer (LVM1): 2.4 copied from there
reads_as "drvbuf (*start = &buf[off], the driver's vmalloc()ed buffer): cat" "$P/drvbuf" "$T/drvbuf"
reads_as "drvbuf: dd bs=7" "$P/drvbuf" "$T/drvbuf" bs=7
reads_as "drvbuf: dd bs=4096 skip=1 (read from offset 4096)" "$P/drvbuf" "$T/drvbuf.tail" bs=4096 skip=1

# create_proc_info_entry(): get_info, no eof flag (2.4: a return smaller
# than the count ends the read)
reads_as "info (create_proc_info_entry, *start NULL): cat" "$P/info" "$T/small"
reads_as "info: dd bs=1" "$P/info" "$T/small" bs=1
reads_as "info: dd bs=7" "$P/info" "$T/small" bs=7
reads_as "infobig (get_info, *start = page + (off - begin), 5 pages): cat" "$P/infobig" "$T/big"
reads_as "infobig: dd bs=100" "$P/infobig" "$T/big" bs=100
reads_as "infobig: dd bs=4096 skip=2 (read from offset 8192)" "$P/infobig" "$T/big.tail" bs=4096 skip=2

# cat_fails ENTRY DESC MESSAGE: cat of $P/ENTRY fails, saying MESSAGE
cat_fails()
{
	out=$(cat "$P/$1" 2>&1)
	rc=$?
	if [ "$rc" -ne 0 ] && echo "$out" | grep -q "$3"; then
		ktap_ok "$2"
	else
		ktap_fail "$2" "exit $rc: $out"
	fi
}

cat_fails error "error: -ENODEV with *start set is the read's error" \
	'No such device'

# 2.4.0 and 2.4.18: with *start NULL, n -= *ppos; n <= 0 is end of file
out=$(cat "$P/errnull" 2>&1)
rc=$?
if [ "$rc" -eq 0 ] && [ -z "$out" ]; then
	ktap_ok "errnull: -ENODEV with *start NULL is end of file (2.4), not an error"
else
	ktap_fail "errnull: -ENODEV with *start NULL is end of file (2.4), not an error" "exit $rc: $out"
fi
if dmesg | grep -q "errnull: read_proc fsp_errnull_read.*returned -19 with \*start NULL: end of file"; then
	ktap_ok "errnull: the kernel log says so once"
else
	ktap_fail "errnull: the kernel log says so once" "$(dmesg | grep errnull | tail -n 2)"
fi

cat_fails overflow "overflow: a return larger than the page fails with EIO" \
	'Input/output error'

# unload while a file is open: rmmod works (proc holds no module
# reference), the entries are gone, the open file reads EIO, no oops
exec 3<"$P/big"
if rmmod compat_fs_proc; then
	ktap_ok "rmmod compat_fs_proc with an entry open"
else
	ktap_fail "rmmod compat_fs_proc with an entry open"
fi
if [ ! -e /proc/compat_fs_top ] && [ ! -e "$P" ]; then
	ktap_ok "the entries are removed on unload"
else
	ktap_fail "the entries are removed on unload" "$(for e in /proc/*compat_fs*; do [ -e "$e" ] && echo "$e"; done)"
fi
out=$(dd bs=16 count=1 <&3 2>&1 >/dev/null)
rc=$?
exec 3<&-
if [ "$rc" -ne 0 ] && echo "$out" | grep -q 'Input/output error'; then
	ktap_ok "the file left open reads EIO after unload"
else
	ktap_fail "the file left open reads EIO after unload" "exit $rc: $out"
fi
if [ -n "$had_drvcompat" ]; then
	ktap_skip "rmmod drvcompat" "it was loaded before the suite"
elif rmmod drvcompat && ! grep -q '^drvcompat ' /proc/modules; then
	ktap_ok "rmmod drvcompat"
else
	ktap_fail "rmmod drvcompat"
fi
rm -rf "$T"

ktap_done
