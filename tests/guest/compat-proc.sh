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

cat /proc/compat_fs_top >"$T/top.cat" 2>&1
same "/proc/compat_fs_top (parent NULL, *start NULL): cat" "$T/top.cat" "$T/small"
dd if=/proc/compat_fs_top of="$T/top.1" bs=1 2>/dev/null
same "/proc/compat_fs_top: dd bs=1" "$T/top.1" "$T/small"
dd if=/proc/compat_fs_top of="$T/top.7" bs=7 2>/dev/null
same "/proc/compat_fs_top: dd bs=7" "$T/top.7" "$T/small"

for bs in cat 1 7; do
	if [ "$bs" = cat ]; then
		cat "$P/startoff" >"$T/so.$bs" 2>&1
	else
		dd if="$P/startoff" of="$T/so.$bs" bs="$bs" 2>/dev/null
	fi
	case $bs in
	cat) how='cat' ;;
	*) how="dd bs=$bs" ;;
	esac
	same "startoff (*start = page + off): $how" "$T/so.$bs" "$T/small"
done

cat "$P/big" >"$T/big.cat" 2>&1
same "big (*start = page, $(wc -c <"$T/big") bytes, 5 pages): cat" "$T/big.cat" "$T/big"
dd if="$P/big" of="$T/big.7" bs=7 2>/dev/null
same "big: dd bs=7" "$T/big.7" "$T/big"
dd if="$P/big" of="$T/big.4k" bs=4096 skip=2 2>/dev/null
tail -c +8193 "$T/big" >"$T/big.tail"
same "big: dd bs=4096 skip=2 (read from offset 8192)" "$T/big.4k" "$T/big.tail"

cat "$P/records" >"$T/records.cat" 2>&1
same "records (*start = records consumed): cat" "$T/records.cat" "$T/records"
# two records per read: the position must move by records, not bytes
dd if="$P/records" of="$T/records.20" bs=20 2>/dev/null
same "records: dd bs=20 (the position counts records)" "$T/records.20" "$T/records"

# *start into the driver's own buffer (LVM1): 2.4 copied from there
cat "$P/drvbuf" >"$T/drvbuf.cat" 2>&1
same "drvbuf (*start = &buf[off], the driver's vmalloc()ed buffer): cat" "$T/drvbuf.cat" "$T/drvbuf"
dd if="$P/drvbuf" of="$T/drvbuf.7" bs=7 2>/dev/null
same "drvbuf: dd bs=7" "$T/drvbuf.7" "$T/drvbuf"
dd if="$P/drvbuf" of="$T/drvbuf.4k" bs=4096 skip=1 2>/dev/null
tail -c +4097 "$T/drvbuf" >"$T/drvbuf.tail"
same "drvbuf: dd bs=4096 skip=1 (read from offset 4096)" "$T/drvbuf.4k" "$T/drvbuf.tail"

# create_proc_info_entry(): get_info, no eof flag (2.4: a return smaller
# than the count ends the read)
cat "$P/info" >"$T/info.cat" 2>&1
same "info (create_proc_info_entry, *start NULL): cat" "$T/info.cat" "$T/small"
dd if="$P/info" of="$T/info.1" bs=1 2>/dev/null
same "info: dd bs=1" "$T/info.1" "$T/small"
dd if="$P/info" of="$T/info.7" bs=7 2>/dev/null
same "info: dd bs=7" "$T/info.7" "$T/small"
cat "$P/infobig" >"$T/infobig.cat" 2>&1
same "infobig (get_info, *start = page + (off - begin), 5 pages): cat" "$T/infobig.cat" "$T/big"
dd if="$P/infobig" of="$T/infobig.100" bs=100 2>/dev/null
same "infobig: dd bs=100" "$T/infobig.100" "$T/big"
dd if="$P/infobig" of="$T/infobig.4k" bs=4096 skip=2 2>/dev/null
same "infobig: dd bs=4096 skip=2 (read from offset 8192)" "$T/infobig.4k" "$T/big.tail"

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
