# SPDX-License-Identifier: GPL-2.0
#
# compat-uaccess: verify_area() and the 2.4 three-argument access_ok()
# through compat, next to the kernel's two-argument access_ok(), on the
# reader's own buffer (accepted: 0 1 1), on a kernel address (refused:
# -EFAULT 0 0) and on a range that runs past the end of the address space
# (refused).  compat_task minor 1 runs the checks on the buffer of the
# read() that asks for them.
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 5

NODE=/tmp/compat-task-uaccess
EFAULT=14

modprobe_case uaccess "modprobe compat_task" compat_task
rm -f "$NODE"
mknod "$NODE" c "$(major_of compat_task)" 1
line=$(cat "$NODE" 2>&1)
ktap_diag "compat_task says: $line"

# field WORD: the three results after WORD
field()
{
	echo "$line" | sed -n "s/.*$1 \(-*[0-9]* [0-9]* [0-9]*\).*/\1/p"
}
ktap_same "the reader's buffer: verify_area 0, access_ok(type, a, s) and access_ok(a, s) true" \
	"$(field user)" "0 1 1"
ktap_same "a kernel address: verify_area -EFAULT, both access_ok() false" \
	"$(field kernel)" "-$EFAULT 0 0"
ktap_same "a range past the end of the address space: refused by all three" \
	"$(field wrap)" "-$EFAULT 0 0"

rm -f "$NODE"
unloads compat_task
ktap_done
