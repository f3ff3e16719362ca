# SPDX-License-Identifier: GPL-2.0
#
# compat-request-module: request_module() from a legacy driver loads a real
# module by its alias through kmod, in the 2.4 one-argument form and the
# printf form; drvcompat_request_module() refuses an over-long name with
# -ENAMETOOLONG.  The one-argument form must be format-safe: a name with
# "%%" in it loads the module that has exactly that alias, which it would
# not if the name were used as a format ("%%" would become "%").
. "$KTAP_LIB"

ktap_plan 10

P=/sys/module/compat_test/parameters
loaded() { grep -q "^$1 " /proc/modules; }

ktap_check "modprobe compat_test" modprobe compat_test
ktap_diag "modprobe path: $(cat /proc/sys/kernel/modprobe)"
loaded compat_alias_test && rmmod compat_alias_test

# request PARAM NAME: write NAME to compat_test's PARAM; $r is the result
request()
{
	echo "$2" >"$P/$1"
	r=$(cat "$P/request_result")
}

# loads PARAM NAME DESC: writing NAME to PARAM loads compat_alias_test
loads()
{
	request "$1" "$2"
	if [ "$r" = 0 ] && loaded compat_alias_test; then
		ktap_ok "$3"
	else
		ktap_fail "$3" "result $r"
	fi
}

loads request compat-alias-probe \
	"request_module(buf) (2.4 form) loads compat_alias_test by its alias"
ktap_check "rmmod compat_alias_test" rmmod compat_alias_test

loads request_printf probe "request_module(\"compat-alias-%s\", s) loads it"
rmmod compat_alias_test 2>/dev/null

# a run-time string with conversions is a name, not a format: as a
# format, "compat-alias-100%%" would become "compat-alias-100%", an alias
# nothing has, and nothing would load
loads request 'compat-alias-100%%' \
	"request_module(buf) with '%%' in buf loads compat_alias_test by that exact alias"
rmmod compat_alias_test 2>/dev/null

request request 'compat-alias-%s%s%n'
if [ "$r" != 0 ] && ! loaded compat_alias_test; then
	ktap_ok "request_module(buf) with '%s%n' in buf is format-safe (result $r, nothing loaded)"
else
	ktap_fail "request_module(buf) with '%s%n' in buf is format-safe" "result $r"
fi

loads request_fmt compat-alias-probe \
	"drvcompat_request_module(true, \"%s\", name) loads it"
rmmod compat_alias_test 2>/dev/null

request request_fmt "compat-alias-probe-$(printf '%080d' 0)"
ktap_same "drvcompat_request_module() with a 99-character name: -ENAMETOOLONG" \
	"$r" -36

if ! loaded compat_alias_test && rmmod compat_test && rmmod drvcompat; then
	ktap_ok "cleanup: compat_test and compat unloaded, alias module gone"
else
	ktap_fail "cleanup: compat_test and compat unloaded, alias module gone"
fi
if ! loaded compat && ! loaded compat_test; then
	ktap_ok "nothing of ours left loaded"
else
	ktap_fail "nothing of ours left loaded"
fi

ktap_done
