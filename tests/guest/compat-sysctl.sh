# SPDX-License-Identifier: GPL-2.0
#
# compat-sysctl: a sysctl registered the 2.4 way (ctl_table, a nested
# table of directories, register_sysctl_table(table, 0)) through compat.
# compat_sysctl (tests/modules/compat_sysctl) registers
# /proc/sys/dev/compat_sysctl/{value,name,secret}: root reads and writes
# them and the driver sees the writes; uid 65534 (runas,
# initramfs/progs/runas.c) reads the 0644 ones but may not write them,
# and may not read the 0600 one; two writers on the guest's two CPUs and
# a reader at once leave one of the written values and the reader never
# sees another; an unload while a file is held open goes through, the
# directory is gone and a read on the held file fails cleanly; no BUG or
# WARNING in the log.  On a kernel without nested tables (.child), every
# case skips.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 9

P=/sys/module/compat_sysctl/parameters
D=/proc/sys/dev/compat_sysctl
NOBODY=65534
as_nobody() { runas "$NOBODY" "$NOBODY" -- "$@"; }
base=$(dmesg | wc -l)
if ! modprobe compat_sysctl; then
	ktap_fail "modprobe compat_sysctl: register_sysctl_table(table, 0) of a nested ctl_table"
	for i in 2 3 4 5 6 7 8 9; do ktap_skip "sysctl case $i" "compat_sysctl not loaded"; done
	ktap_done
fi
if [ "$(cat $P/registered)" = -1 ]; then
	ktap_skip "register_sysctl_table(table, 0) of a nested ctl_table" "the kernel has no nested tables (.child)"
	for i in 2 3 4 5 6 7 8 9; do ktap_skip "sysctl case $i" "the kernel has no nested tables (.child)"; done
	modprobe -r compat_sysctl
	ktap_done
fi
ktap_same "modprobe compat_sysctl: register_sysctl_table(table, 0) of a nested ctl_table" \
	"$(cat $P/registered) $(cd $D 2>/dev/null && echo *)" "1 name secret value"
if [ ! -r $D/value ]; then
	for i in 2 3 4 5 6 7 8 9; do ktap_skip "sysctl case $i" "no $D/value"; done
	modprobe -r compat_sysctl
	ktap_done
fi
ktap_same "root reads the int and the string" \
	"$(cat $D/value) $(cat $D/name)" "42 legacy"
echo 1234 >$D/value
echo port >$D/name
ktap_same "root writes them, and the driver sees the int" \
	"$(cat $D/value) $(cat $P/value) $(cat $D/name)" "1234 1234 port"
r=$(as_nobody cat $D/value 2>&1)
as_nobody sh -c 'echo 5 >"$1"' w "$D/value" 2>/dev/null
w=$?
ktap_same "uid 65534 reads the 0644 int, its write is refused" \
	"$r $([ "$w" -ne 0 ] && echo refused) $(cat $P/value)" "1234 refused 1234"
s=$(as_nobody cat $D/secret 2>/dev/null)
ktap_same "uid 65534 may not read the 0600 one; root may" \
	"${s:-refused} $(cat $D/secret)" "refused 7"
# two writers and a reader at once, each a fixed number of times
# writes VALUE: write VALUE to value 200 times (fails on a refused write)
writes() { n=0; while [ $n -lt 200 ]; do echo "$1" >$D/value || return 1; n=$((n + 1)); done; }
writes 111 &
a=$!
writes 222 &
b=$!
seen=$(n=0; while [ $n -lt 200 ]; do cat $D/value; n=$((n + 1)); done | sort -u | tr '\n' ' ')
wait "$a"
wait "$b"
case "$seen" in
*[!0-9\ ]* | '') bad="$seen" ;;
*) bad=$(for v in $seen; do case $v in 111 | 222 | 1234) ;; *) echo "$v" ;; esac; done) ;;
esac
v=$(cat $D/value)
if [ -z "$bad" ] && { [ "$v" = 111 ] || [ "$v" = 222 ]; }; then
	ktap_ok "two writers and a reader at once: the reader sees only written values, one stays"
else
	ktap_fail "two writers and a reader at once: the reader sees only written values, one stays" \
		"seen: $seen, last: $v"
fi
exec 3<$D/value
if removes compat_sysctl; then
	ktap_ok "modprobe -r compat_sysctl while a file is held open"
else
	ktap_fail "modprobe -r compat_sysctl while a file is held open"
fi
ktap_same "the directory is gone after unload" "$(ls $D 2>/dev/null)" ""
if cat <&3 >/dev/null 2>&1; then held=readable; else held=failed; fi
exec 3<&-
log=$(log_since "$base")
if [ "$held" = failed ] && ! echo "$log" | grep -qE 'BUG:|WARNING:|Oops'; then
	ktap_ok "a read on the held file fails cleanly; no BUG or WARNING"
else
	ktap_fail "a read on the held file fails cleanly; no BUG or WARNING" \
		"held file: $held; $(echo "$log" | grep -E 'BUG:|WARNING:|Oops' | head -n 2 | tr '\n' ' ')"
fi
ktap_done
