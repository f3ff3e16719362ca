# SPDX-License-Identifier: GPL-2.0
# hex.awk - hex(S): the value of the hexadecimal digits S, for any awk
# (mawk has no strtonum).  Prepended to a program: awk "$(cat hex.awk) ..."
function hex(s,  i, c, v) {
	v = 0
	s = tolower(s)
	for (i = 1; i <= length(s); i++) {
		c = index("0123456789abcdef", substr(s, i, 1)) - 1
		v = v * 16 + c
	}
	return v
}
