# SPDX-License-Identifier: GPL-2.0
#
# demo-table.sh - the table device (minor 1) of demo and demo_legacy:
# "key=value" lines update the table, reading dumps it, DEMO_IOC_LOOKUP
# looks a key up without a lock, an empty value deletes, bad lines are
# refused, the table has a size limit, and a reader hammering the table
# while another process updates it never sees a half-initialised entry.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

NODES=/tmp/demo-nodes
STRESS_ROUNDS=2000


load()
{
	tab=$NODES/$1-table
	buf=$NODES/$1-buf
	rm -f "$tab" "$buf"
	mkdir -p "$NODES"
	modprobe "$1" && _maj=$(major_of "$1") &&
	mknod "$tab" c "$_maj" 1 && mknod "$buf" c "$_maj" 0
}

unload()
{
	rm -f "$NODES/$1"-*
	modprobe -r "$1"
}

lookup_is()
{
	_v=$(demo-ctl "$tab" lookup "$1") || return 1
	[ "$_v" = "$2" ] || { echo "lookup $1 gave '$_v', want '$2'"; return 1; }
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

ktap_plan 22

for mod in demo demo_legacy; do
	ktap_diag "--- $mod ---"
	if load "$mod"; then
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

	out=$(demo-ctl "$tab" stress $STRESS_ROUNDS 2>&1)
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

	if unload "$mod" && ! grep -q "^$mod " /proc/modules; then
		ktap_ok "$mod: unload with entries in the table"
	else
		ktap_fail "$mod: unload with entries in the table"
		rmmod "$mod" 2>/dev/null
	fi
done
rmdir "$NODES" 2>/dev/null

ktap_done
