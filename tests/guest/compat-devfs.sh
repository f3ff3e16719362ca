# SPDX-License-Identifier: GPL-2.0
#
# compat-devfs: 2.4 devfs_register() in a legacy driver makes a node under
# /dev (through drvcompat.ko's class and devtmpfs) with the requested numbers
# and permissions, also inside a devfs_mk_dir() directory; unloading the
# driver (devfs_unregister) removes them again.
#
# Then compat_devfs_test drives the shim call by call (see its source):
# two- and three-level trees removed parent-first and child-first (removing
# a directory removes everything below it), stale handles (unregistered
# twice, a node after its directory, a removed directory as a parent) that
# must be ignored with one line in the log, duplicates and bad names that
# must return NULL without a Call Trace, and a tree left registered at
# unload that drvcompat.ko's exit must clean up.  DEVFS_FL_AUTO_DEVNUM with
# major 0 fails with an error naming the guide; devfs_register_series()
# makes its numbered nodes.  A node registered with file_operations and
# info opens through them with file->private_data = info, as 2.4's
# devfs_open() did; its open pins the driver; info without ops is said
# once in the log.  Run with slab poisoning
# (slub_debug=FZPU) a use-after-free in the removal is a fault, not luck.
. "$KTAP_LIB"

ktap_plan 43

# node PATH: "TYPE+PERMS MAJOR MINOR" from ls -l, e.g. "crw------- 250 7"
node()
{
	ls -l "$1" 2>/dev/null | awk '{ sub(",", "", $5); print $1, $5, $6 }'
}

ktap_check "modprobe compat_test" modprobe compat_test
major=$(cat /sys/module/compat_test/parameters/major 2>/dev/null)

got=$(node /dev/compat_test_devfs)
if [ "$got" = "crw------- $major 7" ]; then
	ktap_ok "devfs_register() made /dev/compat_test_devfs (char $major:7, 0600)"
else
	ktap_fail "devfs_register() made /dev/compat_test_devfs (char $major:7, 0600)" "got: '$got'"
fi
got=$(node /dev/compat_test_dir/node)
if [ "$got" = "crw-r----- $major 8" ]; then
	ktap_ok "devfs_mk_dir() + devfs_register() made /dev/compat_test_dir/node (char $major:8, 0640)"
else
	ktap_fail "devfs_mk_dir() + devfs_register() made /dev/compat_test_dir/node" "got: '$got'"
fi
ktap_check "the nodes are devices of the drvcompat_devfs class" \
	test -e /sys/class/drvcompat_devfs/compat_test_devfs
if [ "$(cat /dev/compat_test_devfs 2>&1)" = "iminor=7 imajor=$major MINOR=7 minor=7 kdev_minor=7" ]; then
	ktap_ok "the devfs node opens the driver (minor 7)"
else
	ktap_fail "the devfs node opens the driver (minor 7)"
fi

ktap_check "rmmod compat_test" rmmod compat_test
if [ ! -e /dev/compat_test_devfs ] && [ ! -e /dev/compat_test_dir/node ] &&
   [ ! -e /sys/class/drvcompat_devfs/compat_test_devfs ]; then
	ktap_ok "devfs_unregister() on unload removed the nodes"
else
	ktap_fail "devfs_unregister() on unload removed the nodes" "$(ls -ld /dev/compat_test* 2>&1)"
fi
rmdir /dev/compat_test_dir 2>/dev/null

# --- compat_devfs_test: one devfs call per write to its "cmd" parameter
echo "compat-devfs.sh: devfs calls start" >/dev/kmsg
ktap_check "modprobe compat_devfs_test" modprobe compat_devfs_test
C=/sys/module/compat_devfs_test/parameters/cmd
dmaj=$(cat /sys/module/compat_devfs_test/parameters/major 2>/dev/null)

# call "dir SLOT PARENT NAME" | "node SLOT PARENT NAME MINOR" | "rm SLOT"
call()
{
	echo "$*" 2>/dev/null >"$C"
}

# tree DESC "PATH=MINOR|dir ..." [gone PATH...]: these nodes exist with
# their numbers (a directory entry: a directory), the others do not
tree()
{
	_desc=$1 _why=
	for _e in $2; do
		_p=${_e%%=*} _m=${_e#*=}
		if [ "$_m" = dir ]; then
			[ -d "/dev/$_p" ] || _why="$_why /dev/$_p is not a directory;"
		else
			_got=$(node "/dev/$_p")
			[ "$_got" = "crw------- $dmaj $_m" ] ||
				_why="$_why /dev/$_p: '$_got';"
			[ -e "/sys/class/drvcompat_devfs/$(echo "$_p" | tr / !)" ] ||
				_why="$_why no class device for $_p;"
		fi
	done
	shift 2
	for _p in "$@"; do
		[ ! -e "/dev/$_p" ] || _why="$_why /dev/$_p still exists;"
		[ ! -e "/sys/class/drvcompat_devfs/$(echo "$_p" | tr / !)" ] ||
			_why="$_why class device $_p still exists;"
	done
	if [ -z "$_why" ]; then
		ktap_ok "$_desc"
	else
		ktap_fail "$_desc" "$_why"
	fi
}

# two levels, the directory removed first (with its node)
call dir 0 - cdt_a && call node 1 0 n0 0 && call node 2 0 n1 1
tree "two levels: /dev/cdt_a/n0 and n1 made" "cdt_a=dir cdt_a/n0=0 cdt_a/n1=1"
ktap_check "devfs_unregister(dir) of a two-level tree" call rm 0
tree "removing the directory removed its nodes" "" cdt_a/n0 cdt_a/n1

# three levels, the top removed first: top, top/sub, top/sub/node, top/n
call dir 3 - cdt_b && call dir 4 3 sub && call node 5 4 node 2 &&
	call node 6 3 n 3
tree "three levels: /dev/cdt_b/sub/node and /dev/cdt_b/n made" \
	"cdt_b/sub/node=2 cdt_b/n=3"
ktap_check "devfs_unregister(top) of a three-level tree" call rm 3
tree "removing the top removed everything below it" "" \
	cdt_b/sub/node cdt_b/n

# three levels, children first
call dir 7 - cdt_c && call dir 8 7 sub && call node 9 8 node 4
tree "three levels: /dev/cdt_c/sub/node made" "cdt_c/sub/node=4"
call rm 9 && call rm 8 && call rm 7
tree "child-first removal (node, sub, top) removed the node" "" cdt_c/sub/node

# stale handles: ignored, the calls return
ktap_check "devfs_unregister() of a directory a second time returns" call rm 0
ktap_check "devfs_unregister() of a node after its directory returns" call rm 1
ktap_check "devfs_unregister() of a node a second time returns" call rm 9
if call node 10 0 late 5; then
	ktap_fail "devfs_register() under a removed directory returns NULL"
else
	ktap_ok "devfs_register() under a removed directory returns NULL"
fi
if call dir 10 3 late; then
	ktap_fail "devfs_mk_dir() under a removed directory returns NULL"
else
	ktap_ok "devfs_mk_dir() under a removed directory returns NULL"
fi

# duplicates and bad names: NULL, and the first node is untouched
call node 11 - cdt_dup 6
fails=
call node 12 - cdt_dup 7 && fails="$fails node-twice"
call dir 12 - cdt_dup && fails="$fails dir-over-node"
call node 12 11 below 7 && fails="$fails node-as-parent"
call node 12 - cdt_dup/below 7 && fails="$fails path-below-node"
call node 12 - ../cdt_up 7 && fails="$fails dotdot"
call node 12 - cdt_x//y 7 && fails="$fails empty-component"
call node 12 - 'cdt_x!y' 7 && fails="$fails bang"
ktap_same "duplicates, a node as parent and bad names return NULL" \
	"${fails:-none}" none
tree "the first /dev/cdt_dup is untouched" "cdt_dup=6" cdt_dup/below \
	cdt_up ../cdt_up cdt_x
call dir 12 - cdt_d && call dir 13 - cdt_d && fails="$fails dir-twice"
ktap_same "devfs_mk_dir() of an existing directory returns NULL" \
	"${fails:-none}" none

# a handle used after its entry is gone does not hit a newer entry
call rm 11 && call node 14 - cdt_new 8 && call rm 11
tree "a stale handle left the newer /dev/cdt_new alone" "cdt_new=8" cdt_dup

# DEVFS_FL_AUTO_DEVNUM with major 0 (2.4 drew a number from devfs's pool
# and sent opens to the ops): NULL and an error naming the guide, no node
if call auto 10 - cdt_auto 11; then
	ktap_fail "devfs_register(DEVFS_FL_AUTO_DEVNUM, major 0) returns NULL"
else
	ktap_ok "devfs_register(DEVFS_FL_AUTO_DEVNUM, major 0) returns NULL"
fi
tree "DEVFS_FL_AUTO_DEVNUM made no node" "" cdt_auto

# devfs_register_series(): node i named FORMAT(i), minor MINOR + i
call dir 10 - cdt_s && call series 3 10 tty%u 20
tree "devfs_register_series(\"tty%u\", 3) made /dev/cdt_s/tty0..tty2, minors 20..22" \
	"cdt_s/tty0=20 cdt_s/tty1=21 cdt_s/tty2=22" cdt_s/tty3
call rm 10
tree "removing the directory removed the series" "" cdt_s/tty0 cdt_s/tty1 \
	cdt_s/tty2
call series 2 - cdt_bad%s 30
tree "a series format with %s makes no node" "" cdt_bad

log=$(dmesg | sed -n '/compat-devfs.sh: devfs calls start/,$p')
ktap_same "DEVFS_FL_AUTO_DEVNUM and a bad series format: one error each, naming the guide" \
	"$(echo "$log" | grep -c 'DEVFS_FL_AUTO_DEVNUM is not supported.*porting-guide/devfs.md'),$(echo "$log" | grep -c 'devfs_register_series(cdt_bad%s).*porting-guide/devfs.md')" \
	"1,1"

ktap_same "stale handles: one line in the log (warned once)" \
	"$(echo "$log" | grep -c 'devfs_unregister(): unknown or stale handle')" 1
ktap_same "bad parents (removed directory, a node): one line in the log" \
	"$(echo "$log" | grep -c 'parent is an unknown or stale handle')" 1
ktap_same "each duplicate: one line, no sysfs complaint" \
	"$(echo "$log" | grep -c 'clashes with an existing entry'),$(echo "$log" | grep -c 'sysfs: cannot create duplicate')" \
	"4,0"

# devfs_register() with ops and info: 2.4's devfs_open() (2.4.16
# fs/devfs/base.c) set file->private_data = info and used the entry's ops;
# compat_devfs_test registers no char device, so only compat's can answer
call ops 0 - cdt_ops 5
ktap_same "devfs_register() with ops made /dev/cdt_ops ($dmaj:5)" \
	"$(node /dev/cdt_ops)" "crw------- $dmaj 5"
ktap_same "its open went to the ops with private_data = info (read gives the info)" \
	"$(cat /dev/cdt_ops 2>&1)" "info 5"
# "command": a failed open must not end the script (exec is special)
if ! command exec 3</dev/cdt_ops; then
	ktap_fail "a file open through the ops keeps the driver loaded" "cannot open /dev/cdt_ops"
elif rmmod compat_devfs_test 2>/dev/null; then
	ktap_fail "a file open through the ops keeps the driver loaded"
	exec 3<&-
else
	ktap_ok "a file open through the ops keeps the driver loaded"
	exec 3<&-
fi
call rm 0
tree "devfs_unregister() removed the ops node" "" cdt_ops
call info 1 - cdt_info 6
ktap_same "info without ops: one line in the log says the driver will not see it" \
	"$(dmesg | grep -c 'devfs_register(cdt_info): info without ops')" 1
call rm 1

# a tree left registered at unload: drvcompat.ko's exit removes it
call dir 15 - cdt_left && call dir 13 15 sub && call node 14 13 node 9 &&
	call node 12 15 n 10
tree "a three-level tree to leave behind" "cdt_left/sub/node=9 cdt_left/n=10"
ktap_check "rmmod compat_devfs_test (its nodes stay: handles are drvcompat's)" \
	rmmod compat_devfs_test
ktap_check "rmmod drvcompat" rmmod drvcompat
left=$(ls -d /dev/cdt_* /sys/class/drvcompat_devfs 2>/dev/null)
ktap_same "drvcompat's exit removed every node and the class" "${left:-none}" none

ktap_done
