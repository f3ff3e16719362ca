# SPDX-License-Identifier: GPL-2.0
#
# demo-table.sh - the table device (minor 1) of demo and demo_legacy:
# "key=value" lines update the table, reading dumps it, DEMO_IOC_LOOKUP
# looks a key up without a lock, an empty value deletes, bad lines are
# refused, the table has a size limit, and a reader hammering the table
# while another process updates it never sees a half-initialised entry.
# The input rules: a line may come in any number of write(2) calls or
# writev(2) segments (the driver keeps the partial line per open file, and
# a last line without a newline is applied at close), a line longer than
# the longest valid one gets EMSGSIZE however it is split, keys and values
# are ASCII (a Latin-1 letter is refused), and a lookup key must be
# NUL-terminated within its 32 bytes.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

NODES=/tmp/demo-nodes
STRESS_MS=2000


lookup_is()
{
	_v=$(demo-ctl "$tab" lookup "$1") || return 1
	[ "$_v" = "$2" ] || { echo "lookup $1 gave '$_v', want '$2'"; return 1; }
}

# lines TAG: 22 lines "wNN=TAG-NN-xxx...", 54 bytes each (1188 bytes);
# TAG is one letter
lines()
{
	_pad=$(printf '%044d' 0 | tr 0 x)
	_i=1
	while [ "$_i" -le 22 ]; do
		printf 'w%02d=%s-%02d-%s\n' "$_i" "$1" "$_i" "$_pad"
		_i=$((_i + 1))
	done
}

# lines_stored TAG: the table's w* entries are exactly `lines TAG`
lines_stored()
{
	_got=$(grep '^w[0-9]' "$tab")
	[ "$_got" = "$(lines "$1")" ] ||
		{ echo "w* entries: $(echo "$_got" | wc -l), first: $(echo "$_got" | head -n 1)"; return 1; }
}

# writes_ok TEXT DEMO-WRITE-ARGS...: demo-write ARGS of TEXT (printf %b
# escapes) to the table succeeds
writes_ok()
{
	_text=$1
	shift
	printf '%b' "$_text" | demo-write "$@" "$tab" > /dev/null
}

# refused ERRNO TEXT DEMO-WRITE-ARGS...: demo-write ARGS of TEXT fails with
# ERRNO and leaves the table as it was
refused()
{
	_want=$1
	_text=$2
	shift 2
	_before=$(cat "$tab")
	printf '%b' "$_text" | demo-write "$@" "$tab" > /dev/null 2>&1
	_rc=$?
	[ "$_rc" -eq "$_want" ] ||
		{ echo "demo-write $*: exit $_rc, want $_want"; return 1; }
	[ "$(cat "$tab")" = "$_before" ] ||
		{ echo "demo-write $*: the table changed"; return 1; }
}

# fill_table N: add keys k1..kN, one write each; stops at the first error
fill_table()
{
	_i=1
	while [ "$_i" -le "$1" ]; do
		echo "k$_i=v$_i" > "$tab" 2>/dev/null || return 1
		_i=$((_i + 1))
	done
}

ktap_plan 38

for mod in demo demo_legacy; do
	ktap_diag "--- $mod ---"
	tab=$NODES/$mod-table buf=$NODES/$mod-buf
	if demo_load "$mod"; then
		ktap_ok "$mod: load and mknod the table node"
	else
		ktap_fail "$mod: load and mknod the table node"
	fi

	printf 'alpha=1\nbeta=two words\n' > "$tab"
	dump=$(cat "$tab")
	if [ "$dump" = "$(printf 'alpha=1\nbeta=two words')" ]; then
		ktap_ok "$mod: written lines show up in the dump"
	else
		ktap_fail "$mod: written lines show up in the dump" "dump: $dump"
	fi

	ktap_check "$mod: lookup finds alpha" lookup_is alpha 1
	ktap_check "$mod: lookup finds a value with a space" lookup_is beta 'two words'

	echo alpha=3 > "$tab"
	if lookup_is alpha 3 && [ "$(grep -c '^alpha=' "$tab")" -eq 1 ]; then
		ktap_ok "$mod: an update replaces the entry"
	else
		ktap_fail "$mod: an update replaces the entry" "dump: $(cat "$tab")"
	fi

	echo beta= > "$tab"
	ktap_check "$mod: an empty value deletes (lookup gives ENOENT)" \
		exits_with 2 demo-ctl "$tab" lookup beta

	before=$(cat "$tab")
	if ! echo 'no equals sign' > "$tab" 2>/dev/null &&
	   ! echo 'bad key!=x' > "$tab" 2>/dev/null &&
	   ! echo "long=$(printf '%070d' 0)" > "$tab" 2>/dev/null &&
	   [ "$(cat "$tab")" = "$before" ]; then
		ktap_ok "$mod: malformed lines are refused and change nothing"
	else
		ktap_fail "$mod: malformed lines are refused and change nothing" \
			"dump: $(cat "$tab")"
	fi

	# --- the input rules ---
	k31=abcdefghijklmnopqrstuvwxyz01234
	v63=$(printf '%063d' 0)
	if writes_ok 'split=abcd\n' -c 1 && lookup_is split abcd &&
	   writes_ok 'split=efgh\nsplit2=ij\n' -v 1 && lookup_is split efgh &&
	   lookup_is split2 ij; then
		ktap_ok "$mod: a line written byte by byte (write, writev) is stored whole"
	else
		ktap_fail "$mod: a line written byte by byte (write, writev) is stored whole" \
			"dump: $(grep '^split' "$tab")"
	fi

	# 1188 bytes: the 1000-byte write ends inside line 19
	if lines A | demo-write -c 1000 "$tab" > /dev/null && lines_stored A &&
	   lines B | demo-write -c 7 "$tab" > /dev/null && lines_stored B; then
		ktap_ok "$mod: lines split across writes of 1000 and 7 bytes are stored whole"
	else
		ktap_fail "$mod: lines split across writes of 1000 and 7 bytes are stored whole"
	fi

	if lines C | demo-write -v 10 "$tab" > /dev/null && lines_stored C &&
	   lines D | demo-write -v 1000 "$tab" > /dev/null && lines_stored D; then
		ktap_ok "$mod: lines split across writev segments of 10 and 1000 bytes are stored whole"
	else
		ktap_fail "$mod: lines split across writev segments of 10 and 1000 bytes are stored whole"
	fi

	if writes_ok 'tail=one' && lookup_is tail one &&
	   writes_ok 'tail=two' -c 3 && lookup_is tail two &&
	   refused 22 'tail=two\nno equals sign' -c 4; then
		ktap_ok "$mod: a last line without a newline is applied at close (errors from close)"
	else
		ktap_fail "$mod: a last line without a newline is applied at close (errors from close)"
	fi

	# the longest valid line is 31 + 1 + 63 = 95 bytes; a line of 96
	# bytes or more is refused as soon as a write makes it that long.
	# writev(2) returns the bytes written before a failing segment, and
	# the rest, written again, starts a new line ("000...": EINVAL)
	long="k=$(printf '%094d' 0)"
	if writes_ok "$k31=$v63\n" -c 1 && lookup_is "$k31" "$v63" &&
	   refused 90 "$long\n" && refused 90 "$long\n" -c 10 &&
	   refused 90 "${long}00000\n" -c 1 && refused 90 "$long" &&
	   refused 90 "nokey=\n$long\n" -c 60 && refused 22 "$long\n" -v 10 &&
	   writes_ok 'after=1\n' && lookup_is after 1; then
		ktap_ok "$mod: a line past 95 bytes gets EMSGSIZE however it is split"
	else
		ktap_fail "$mod: a line past 95 bytes gets EMSGSIZE however it is split"
	fi

	if refused 22 'k\0351y=1\n' && refused 22 'latin=caf\0351\n' &&
	   refused 22 'nbsp=a\0240b\n' && refused 22 'del=a\0177\n' &&
	   exits_with 2 demo-ctl "$tab" lookup latin; then
		ktap_ok "$mod: keys and values are ASCII (Latin-1 and DEL refused)"
	else
		ktap_fail "$mod: keys and values are ASCII (Latin-1 and DEL refused)"
	fi

	echo "$k31=$v63" > "$tab"
	if lookup_is "$k31" "$v63" &&
	   exits_with 22 demo-ctl "$tab" lookup "${k31}5"; then
		ktap_ok "$mod: a lookup key without a NUL in its 32 bytes gives EINVAL"
	else
		ktap_fail "$mod: a lookup key without a NUL in its 32 bytes gives EINVAL"
	fi

	# back to alpha=3 alone
	{ lines D | sed 's/=.*/=/'; printf '%s=\n' split split2 tail after "$k31"; } > "$tab"
	ktap_same "$mod: the table is back to alpha=3" "$(cat "$tab")" alpha=3

	ktap_check "$mod: DEMO_IOC_LOOKUP on the buffer minor gives ENOTTY" \
		exits_with 25 demo-ctl "$buf" lookup alpha

	# alpha is in the table: 63 more fill it, the 64th new key is refused
	if fill_table 63 && ! echo 'k64=v64' > "$tab" 2>/dev/null &&
	   lookup_is k63 v63 && [ "$(wc -l < "$tab")" -eq 64 ]; then
		ktap_ok "$mod: the table takes 64 entries and refuses more"
	else
		ktap_fail "$mod: the table takes 64 entries and refuses more" \
			"$(wc -l < "$tab") entries"
	fi
	# empty the table again
	i=1
	while [ $i -le 63 ]; do
		echo "k$i=" > "$tab"
		i=$((i + 1))
	done

	out=$(demo-ctl "$tab" stress $STRESS_MS 2>&1)
	rc=$?
	ktap_diag "$out"
	if [ $rc -eq 0 ] && echo "$out" | grep -q '^stress: [1-9][0-9]* updates,' &&
	   echo "$out" | grep -q ' 0 bad$' &&
	   [ "$(cat "$tab")" = alpha=3 ]; then
		ktap_ok "$mod: concurrent readers never see a half-initialised entry"
	else
		ktap_fail "$mod: concurrent readers never see a half-initialised entry" \
			"exit $rc, dump now: $(cat "$tab" | head -n 3)"
	fi

	demo_unloads "$mod" "unload with entries in the table"
done
rmdir "$NODES" 2>/dev/null

ktap_done
